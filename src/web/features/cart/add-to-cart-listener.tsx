import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { AFTER_LOGIN_ACTION_COOKIE, AFTER_LOGIN_ACTION_EVENT } from '../../../common/accounts';
import { needsInternationalOffer } from '../../../common/market-signals';
import { setCookie } from '../../lib/cookies';
import { useT, useUiTranslate } from '../../lib/i18n';
import { switchLocaleHref } from '../../lib/locale';
import { useMarketSignals, useRootData } from '../../lib/root-data';
import { useModals } from '../../ui/modal-stack';
import { useProgress } from '../../ui/progress-bar';
import type { AddToCartPage, AddToCartRequest } from './add-to-cart';

/**
 * Runs the order button's `afterLoginAction` (fired at once for customers, or after login for
 * visitors, see order-box and after-login): one listener for the whole page. The flow itself
 * (add-to-cart.tsx: the calls, its dialogs, the error dialog, the ERP codes) is loaded on the first
 * press, so no page's first paint carries it (ADR 044, session 16). A buyer from outside the markets
 * ordering on a country's site is asked first (the international-offer dialog, ADR 081), also
 * loaded only then.
 */
export function AddToCartListener() {
  const t = useT();
  const uiT = useUiTranslate();
  const progress = useProgress();
  const queryClient = useQueryClient();
  const { open } = useModals();
  const { customer, locale } = useRootData();
  const { pageCountry, signals } = useMarketSignals();
  const location = useLocation();
  const page: AddToCartPage = {
    t,
    uiT,
    progress,
    queryClient,
    open,
    isZone: customer?.kind === 'zone',
    currency: locale.currency,
  };
  const add = (request: AddToCartRequest) =>
    void import('./add-to-cart').then(({ addToCart }) => addToCart(latest.current.page, request));
  const askFirst = (request: AddToCartRequest) => {
    const homeSite = signals.homeSite!;
    const here = new URL(location.pathname + location.search, 'http://shop.local');
    void import('./international-offer').then(({ InternationalOfferDialog }) =>
      open(
        <InternationalOfferDialog
          locale={locale}
          pageCountry={pageCountry}
          homeSite={homeSite}
          internationalHref={switchLocaleHref(here, homeSite)}
          onComplete={() => add(request)}
          // The order is kept as an after-login action: the page there hands it to its listener.
          onGoInternational={() =>
            setCookie(
              AFTER_LOGIN_ACTION_COOKIE,
              encodeURIComponent(JSON.stringify({ type: 'addToCart', ...request })),
              { category: 'necessary' },
            )
          }
        />,
        { className: 'ui-modal--narrow' },
      ),
    );
  };
  const latest = useRef({ page, run: needsInternationalOffer(pageCountry, signals) ? askFirst : add });
  useEffect(() => {
    latest.current = { page, run: needsInternationalOffer(pageCountry, signals) ? askFirst : add };
  });
  useEffect(() => {
    const handler = (event: Event) => {
      const action = (event as CustomEvent<{ type?: string; symbol?: unknown; amount?: unknown }>).detail;
      if (action?.type !== 'addToCart' || typeof action.symbol !== 'string') return;
      const amount = Number(action.amount);
      if (!Number.isInteger(amount) || amount < 1) return;
      latest.current.run({ symbol: action.symbol, amount });
    };
    window.addEventListener(AFTER_LOGIN_ACTION_EVENT, handler);
    return () => window.removeEventListener(AFTER_LOGIN_ACTION_EVENT, handler);
  }, []);
  return null;
}
