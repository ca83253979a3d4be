import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { MiniCart as MiniCartData } from '../../../common/contracts/cart';
import { useT } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import { cartApi, MINI_CART_QUERY_KEY } from './cart-api';
import { CartBadge } from './cart-icon';
import { CART_EVENTS, onCartEvent } from '../../lib/cart-events';

// The panel (lines, totals, the open-order choice, its error dialog) loads on the first opening:
// the header's toggle is on every page a customer sees (ADR 044, session 16).
const MiniCartPanel = lazy(() => import('./mini-cart-panel').then((m) => ({ default: m.MiniCartPanel })));

/**
 * The header's mini-cart (spec §7 GET mini-cart): a count badge and a panel with the active order's
 * first lines, its total and a link to the cart page. When the customer has several open carts the
 * panel offers the open-order selection (choosing one touches it: it becomes the active order).
 * It refreshes on CART_CHANGED, ACTIVE_ORDER_CHANGED, STOCKS_CHANGED and FALLBACK_ORDER_SELECTION.
 */
export function MiniCart({ locale }: { locale: Locale }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  const mini = useQuery({ queryKey: MINI_CART_QUERY_KEY, queryFn: cartApi.miniCart, staleTime: 30_000 });

  useEffect(() => {
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
    };
    const offs = [
      onCartEvent(CART_EVENTS.CART_CHANGED, refresh),
      onCartEvent(CART_EVENTS.ACTIVE_ORDER_CHANGED, refresh),
      onCartEvent(CART_EVENTS.NEW_ORDER_CREATED, refresh),
      // Placing or cancelling moved stock; a skipped selection or a fallback changed the active order.
      onCartEvent(CART_EVENTS.STOCKS_CHANGED, refresh),
      onCartEvent(CART_EVENTS.FALLBACK_ORDER_SELECTION, refresh),
    ];
    return () => offs.forEach((off) => off());
  }, [queryClient]);

  const data: MiniCartData | undefined = mini.data;
  const count = data?.lineCount ?? 0;

  return (
    <div className="mini-cart" ref={root}>
      <button
        type="button"
        className="mini-cart__toggle"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        data-testid="mini-cart-toggle"
      >
        <CartBadge count={count} />
      </button>
      {open && (
        <Suspense
          fallback={
            <div className="mini-cart__panel" role="dialog" aria-label={t('cart.mini.title')}>
              <p className="mini-cart__empty">{t('cart.loading')}</p>
            </div>
          }
        >
          <MiniCartPanel
            locale={locale}
            data={data}
            isLoading={mini.isLoading}
            root={root}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
