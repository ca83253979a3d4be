import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CONFIRMATION_TEXTS,
  ConfirmationModal,
  type ConfirmationVariant,
  useConfirm,
} from './confirmation-modal';
import { loadModalLayers, type ModalStack, ModalStackProvider, useModals } from './modal-stack';
import { catalogues } from '../../common/i18n';
import { I18nProvider } from '../lib/i18n';
import { UiProviders } from './ui-providers';

/** Hook results captured during render, for driving the UI imperatively from tests. */
const hooks = {} as { modals: ModalStack; confirm: ReturnType<typeof useConfirm> };
function Capture() {
  const modals = useModals();
  const confirm = useConfirm();
  // Effects may write outside the component; render may not.
  useEffect(() => {
    Object.assign(hooks, { modals, confirm });
  });
  return null;
}

// The dialogs' frames are a chunk of their own (ADR 088): loaded here once, so that every dialog
// below renders in the act that opens it.
beforeAll(() => loadModalLayers());

function setup() {
  render(
    <ModalStackProvider>
      <Capture />
    </ModalStackProvider>,
  );
}

describe('ConfirmationModal', () => {
  it.each(Object.keys(CONFIRMATION_TEXTS) as ConfirmationVariant[])('shows the %s wording', (variant) => {
    setup();
    act(() => void hooks.modals.open(<ConfirmationModal variant={variant} />));
    const wording = CONFIRMATION_TEXTS[variant];
    const dialog = screen.getByRole('dialog', { name: wording.title });
    expect(dialog.textContent).toContain(wording.info);
    expect(dialog.textContent).toContain(wording.text);
  });

  it('runs onConfirm on Yes and closes', async () => {
    setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    act(
      () =>
        void hooks.modals.open(
          <ConfirmationModal variant="login" onConfirm={onConfirm} onCancel={onCancel} />,
        ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('runs onCancel on No and starts with focus on No', async () => {
    setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    act(
      () =>
        void hooks.modals.open(
          <ConfirmationModal variant="leaveZone" onConfirm={onConfirm} onCancel={onCancel} />,
        ),
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No' }));
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('takes wording from t() and from texts overrides', () => {
    setup();
    const t = (key: string, fallback: string) =>
      key === 'confirmation.changeCountry.title' ? 'Zmiana kraju' : fallback;
    act(
      () =>
        void hooks.modals.open(<ConfirmationModal variant="changeCountry" t={t} texts={{ yes: 'Tak' }} />),
    );
    expect(screen.getByRole('dialog', { name: 'Zmiana kraju' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tak' })).toBeTruthy();
  });
});

describe('useConfirm', () => {
  it('resolves true on Yes', async () => {
    setup();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => void (answer = hooks.confirm('addFavourites')));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false when dismissed with Escape', async () => {
    setup();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => void (answer = hooks.confirm('cancelOrder')));
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('confirmation wording in the four languages', () => {
  it.each(['en', 'pl', 'de', 'hu'] as const)('%s has title, info and text for every variant', (language) => {
    const variants = catalogues[language].confirm.variants as Record<string, Record<string, string>>;
    expect(Object.keys(variants).sort()).toEqual(Object.keys(CONFIRMATION_TEXTS).sort());
    for (const wording of Object.values(variants))
      for (const field of ['title', 'info', 'text']) expect(wording[field]?.trim()).toBeTruthy();
  });

  it("speaks the page's language without a t of its own (useConfirm under UiProviders)", async () => {
    render(
      <I18nProvider messages={catalogues.pl}>
        <UiProviders>
          <Capture />
        </UiProviders>
      </I18nProvider>,
    );
    let answer: Promise<boolean> | undefined;
    act(() => void (answer = hooks.confirm('leaveLinkAcceptance')));
    const wording = catalogues.pl.confirm.variants.leaveLinkAcceptance;
    const dialog = screen.getByRole('dialog', { name: wording.title });
    expect(dialog.textContent).toContain(wording.info);
    expect(dialog.textContent).toContain(wording.text);
    await userEvent.click(screen.getByRole('button', { name: catalogues.pl.confirm.yes }));
    await expect(answer).resolves.toBe(true);
  });
});
