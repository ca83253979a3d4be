import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeConsent, serializeConsent, type Consent } from '../../../common/consent';
import { en } from '../../../common/i18n/en';
import { closedPopupsValue, parseClosedPopups, popupAllowedOn } from '../../../common/popup-rules';
import type { MarketingPopup } from '../../../common/popups';
import { I18nProvider } from '../../lib/i18n';
import { readCookie } from '../../lib/cookies';
import { ModalStackProvider } from '../../ui/modal-stack';
import { ConsentBanner, ConsentProvider } from './consent';
import { MarketingPopupSlot } from './marketing-popup-slot';

const POPUP: MarketingPopup = {
  id: 7,
  title: 'Winter sale <b>now</b>',
  body: 'Up to 20 % off.\n\nUntil Friday.',
  imageUrl: null,
  linkUrl: '/promotions/',
  linkLabel: 'See the offers',
};

const MARKETING = makeConsent({ preferences: false, marketing: true });

function clearCookies() {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

let fetchMock: ReturnType<typeof vi.fn>;

function serve(popup: MarketingPopup | null) {
  fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ popup }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
}

/** `routeName` null: a page the route table does not name (undefined would take the default). */
function setup(consent: Consent | null, routeName: string | null = 'home_index') {
  // What the server read the initial consent from: the browser's cookie says the same.
  if (consent) document.cookie = `consent=${serializeConsent(consent)}; Path=/`;
  return render(
    <I18nProvider messages={en}>
      <ModalStackProvider>
        <ConsentProvider initial={consent}>
          <button type="button">Opener</button>
          <ConsentBanner />
          <MarketingPopupSlot routeName={routeName ?? undefined} country="pl" delayMs={0} />
        </ConsentProvider>
      </ModalStackProvider>
    </I18nProvider>,
  );
}

/** Long enough for the slot's timer and chunk to have run, had it wanted to. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 60)));

beforeEach(() => {
  clearCookies();
  serve(POPUP);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the marketing popup’s rules', () => {
  it('never asks without a consent choice, nor with marketing refused', async () => {
    setup(null);
    await settle();
    setup(makeConsent({ preferences: true, marketing: false }));
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never shows on cart, checkout, order or desk pages', async () => {
    for (const route of ['order_cart', 'link_order_confirmation', 'order_status_list', 'staff_polls', null]) {
      const view = setup(MARKETING, route);
      await settle();
      view.unmount();
    }
    expect(fetchMock).not.toHaveBeenCalled();
    expect(popupAllowedOn('home_index')).toBe(true);
    expect(popupAllowedOn('product_details')).toBe(true);
    expect(popupAllowedOn('order_cart')).toBe(false);
  });

  it('shows once marketing consent is given on the banner', async () => {
    setup(null);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/ajax/popup/marketing?country=pl');
  });

  it('shows nothing when the server has no popup for the visitor', async () => {
    serve(null);
    setup(MARKETING);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the marketing popup dialog', () => {
  it('is a labelled dialog with escaped text, a visible close button, focus inside and trapped', async () => {
    setup(MARKETING);
    screen.getByRole('button', { name: 'Opener' }).focus();
    const dialog = await screen.findByRole('dialog', { name: 'Winter sale <b>now</b>' }, { timeout: 5000 });
    expect(dialog.querySelector('b')).toBeNull();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const close = screen.getByRole('button', { name: 'Close' });
    const link = screen.getByRole('link', { name: 'See the offers' });
    expect(link.getAttribute('href')).toBe('/promotions/');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Tab and Shift+Tab stay inside: close button ⇄ link.
    close.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(link);
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(link);
  });

  it('closes with Escape, gives focus back, and stays closed (remembered per popup)', async () => {
    setup(MARKETING);
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(parseClosedPopups(readCookie('popup_closed'))).toEqual([7]);
    // One look-up per page load: moving on does not ask again.
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('closes with the × button too, and a second popup is remembered beside the first', async () => {
    document.cookie = `popup_closed=${closedPopupsValue([], 7)}; Path=/`;
    serve({ ...POPUP, id: 8, title: 'Another' });
    setup(MARKETING);
    await screen.findByRole('dialog', { name: 'Another' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(parseClosedPopups(readCookie('popup_closed'))).toEqual([7, 8]);
  });
});
