import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { AFTER_LOGIN_ACTION_EVENT } from '../../../common/accounts';
import { useT, useUiTranslate } from '../../lib/i18n';
import { useRootData } from '../../lib/root-data';
import { useModals } from '../../ui/modal-stack';
import { useProgress } from '../../ui/progress-bar';
import type { AddToCartPage } from './add-to-cart';

/**
 * Runs the order button's `afterLoginAction` (fired at once for customers, or after login for
 * visitors, see order-box and after-login): one listener for the whole page. The flow itself
 * (add-to-cart.tsx: the calls, its dialogs, the error dialog, the ERP codes) is loaded on the first
 * press, so no page's first paint carries it (ADR 044, session 16).
 */
export function AddToCartListener() {
  const t = useT();
  const uiT = useUiTranslate();
  const progress = useProgress();
  const queryClient = useQueryClient();
  const { open } = useModals();
  const { customer, locale } = useRootData();
  const page: AddToCartPage = {
    t,
    uiT,
    progress,
    queryClient,
    open,
    isZone: customer?.kind === 'zone',
    currency: locale.currency,
  };
  const latest = useRef(page);
  useEffect(() => {
    latest.current = page;
  });
  useEffect(() => {
    const handler = (event: Event) => {
      const action = (event as CustomEvent<{ type?: string; symbol?: unknown; amount?: unknown }>).detail;
      if (action?.type !== 'addToCart' || typeof action.symbol !== 'string') return;
      const amount = Number(action.amount);
      if (!Number.isInteger(amount) || amount < 1) return;
      const request = { symbol: action.symbol, amount };
      void import('./add-to-cart').then(({ addToCart }) => addToCart(latest.current, request));
    };
    window.addEventListener(AFTER_LOGIN_ACTION_EVENT, handler);
    return () => window.removeEventListener(AFTER_LOGIN_ACTION_EVENT, handler);
  }, []);
  return null;
}
