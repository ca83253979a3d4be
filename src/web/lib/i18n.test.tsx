import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../common/i18n';
import { I18nProvider, useT, useUiTranslate } from './i18n';

function Probe({ uiKey, fallback }: { uiKey: string; fallback: string }) {
  const t = useT();
  const ui = useUiTranslate();
  return (
    <p>
      {t('amountInput.minimumAmount', { min: 10 })}|{ui(uiKey, fallback)}
    </p>
  );
}

const renderIn = (language: 'pl' | 'de', uiKey: string, fallback = 'English') =>
  render(
    <I18nProvider messages={catalogues[language]}>
      <Probe uiKey={uiKey} fallback={fallback} />
    </I18nProvider>,
  );

describe('browser translation', () => {
  it('interpolates catalogue messages in the page language', () => {
    renderIn('pl', 'x');
    expect(screen.getByText(/^Minimalna ilość możliwa do zamówienia: 10\|/)).toBeTruthy();
  });

  it('finds the UI kit confirmation wording in the catalogue', () => {
    renderIn('pl', 'confirmation.login.title');
    expect(screen.getByText(`|${catalogues.pl.confirm.variants.login.title}`, { exact: false })).toBeTruthy();
  });

  it('maps the shared buttons and keeps the English default for keys the catalogue lacks', () => {
    const { unmount } = renderIn('de', 'confirmation.login.yes');
    expect(screen.getByText(`|${catalogues.de.confirm.yes}`, { exact: false })).toBeTruthy();
    unmount();
    renderIn('de', 'confirmation.notAVariant.title', 'Not a variant');
    expect(screen.getByText('|Not a variant', { exact: false })).toBeTruthy();
  });

  it("takes each variant's own info label", () => {
    renderIn('de', 'confirmation.leaveLinkAcceptance.info');
    expect(
      screen.getByText(`|${catalogues.de.confirm.variants.leaveLinkAcceptance.info}`, { exact: false }),
    ).toBeTruthy();
  });
});
