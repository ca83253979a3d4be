import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeConsent, parseConsent, type Consent } from '../../../common/consent';
import { en } from '../../../common/i18n/en';
import { RFY_COOKIE, parseRfyCookie } from '../../../common/recommendations';
import { I18nProvider } from '../../lib/i18n';
import { readCookie, setCookie } from '../../lib/cookies';
import { ModalStackProvider } from '../../ui/modal-stack';
import { ConsentBanner, ConsentProvider, CookieSettingsLink } from './consent';
import { useRecordRecentlyViewed } from './recently-viewed';

function clearCookies() {
  for (const name of Object.keys(Object.fromEntries(document.cookie.split('; ').map((c) => c.split('='))))) {
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

function Viewer({ symbol }: { symbol: string }) {
  useRecordRecentlyViewed(symbol);
  return null;
}

function setup(initial: Consent | null = null) {
  return render(
    <I18nProvider messages={en}>
      <ModalStackProvider>
        <ConsentProvider initial={initial}>
          <ConsentBanner />
          <CookieSettingsLink />
        </ConsentProvider>
      </ModalStackProvider>
    </I18nProvider>,
  );
}

const stored = () => parseConsent(readCookie('consent'));

beforeEach(clearCookies);

describe('cookie consent banner', () => {
  it('shows on a first visit as a labelled region with three choices', () => {
    setup();
    const banner = screen.getByRole('region', { name: 'Cookies on this site' });
    const buttons = within(banner)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(['Settings', 'Only necessary', 'Accept all']);
  });

  it('does not show once the visitor has chosen', () => {
    setup(makeConsent({ preferences: false, marketing: false }));
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it('accept all stores preferences and marketing consent and closes the banner', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(stored()).toMatchObject({ preferences: true, marketing: true });
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it('only necessary stores no consent, and then no marketing cookie can be written', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Only necessary' }));
    expect(stored()).toMatchObject({ preferences: false, marketing: false });
    expect(setCookie(RFY_COOKIE, 'x', { category: 'marketing' })).toBe(false);
    render(<Viewer symbol="BC547B" />);
    expect(readCookie(RFY_COOKIE)).toBeUndefined();
  });

  it('writes no marketing cookie before any choice', () => {
    render(<Viewer symbol="BC547B" />);
    expect(readCookie(RFY_COOKIE)).toBeUndefined();
    expect(setCookie('any', '1', { category: 'preferences' })).toBe(false);
  });

  it('settings: keyboard toggles, saves the choice, and the footer link reopens them', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    const necessary = within(dialog).getByRole('switch', { name: /Necessary/ });
    expect((necessary as HTMLInputElement).checked).toBe(true);
    expect((necessary as HTMLInputElement).disabled).toBe(true);
    const marketing = within(dialog).getByRole('switch', { name: /Marketing/ });
    expect((marketing as HTMLInputElement).checked).toBe(false);
    marketing.focus();
    await user.keyboard(' ');
    expect((marketing as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()).toMatchObject({ preferences: false, marketing: true });
    expect(screen.queryByTestId('consent-banner')).toBeNull();

    // With marketing consent a viewed product goes into the for-you cookie.
    render(<Viewer symbol="BC547B" />);
    expect(parseRfyCookie(readCookie(RFY_COOKIE))?.symbols).toEqual(['BC547B']);

    // Withdrawing it from the footer deletes that cookie.
    await user.click(screen.getByTestId('cookie-settings'));
    const again = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect((within(again).getByRole('switch', { name: /Marketing/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(again).getByRole('switch', { name: /Marketing/ }));
    await user.click(within(again).getByRole('button', { name: 'Save settings' }));
    expect(stored()).toMatchObject({ marketing: false });
    expect(readCookie(RFY_COOKIE)).toBeUndefined();
  });

  it('Escape closes the settings without changing anything', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await act(() => user.keyboard('{Escape}'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()).toBeNull();
    expect(screen.queryByTestId('consent-banner')).not.toBeNull();
  });
});
