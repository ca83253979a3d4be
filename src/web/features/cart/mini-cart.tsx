import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { MiniCart as MiniCartData, OpenOrder } from '../../../common/contracts/cart';
import { ApiError } from '../../lib/api';
import { useT, useUiTranslate } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { useFormat } from '../../lib/use-format';
import { useErrorModal } from '../../ui/error-modal';
import { cartApi, MINI_CART_QUERY_KEY } from './cart-api';
import { CART_EVENTS, fireCartEvent, onCartEvent } from '../../lib/cart-events';

/**
 * The header's mini-cart (spec §7 GET mini-cart): a count badge and a panel with the active order's
 * first lines, its total and a link to the cart page. When the customer has several open carts the
 * panel offers the open-order selection (choosing one touches it: it becomes the active order).
 * It refreshes on CART_CHANGED, ACTIVE_ORDER_CHANGED, STOCKS_CHANGED and FALLBACK_ORDER_SELECTION.
 */
export function MiniCart({ locale }: { locale: Locale }) {
  const t = useT();
  const uiT = useUiTranslate();
  const format = useFormat();
  const queryClient = useQueryClient();
  const showError = useErrorModal();
  const [open, setOpen] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  const mini = useQuery({ queryKey: MINI_CART_QUERY_KEY, queryFn: cartApi.miniCart, staleTime: 30_000 });
  const openOrders = useQuery({
    queryKey: ['cart', 'open'],
    queryFn: cartApi.openOrders,
    enabled: open && choosing,
    staleTime: 0,
  });

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

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const data: MiniCartData | undefined = mini.data;
  const count = data?.lineCount ?? 0;
  const cartHref =
    data && data.orderNumber !== '0'
      ? localHref(locale, 'order_cart', { orderStep: '1', orderNumber: data.orderNumber })
      : undefined;

  const choose = async (order: OpenOrder) => {
    try {
      const next = await cartApi.touch(order.orderNumber);
      queryClient.setQueryData(MINI_CART_QUERY_KEY, next);
      setChoosing(false);
      fireCartEvent(CART_EVENTS.ACTIVE_ORDER_CHANGED, { orderNumber: next.orderNumber });
    } catch (failure) {
      if (failure instanceof ApiError) showError(failure.body, { t: uiT });
    }
  };

  return (
    <div className="mini-cart" ref={root}>
      <button
        type="button"
        className="mini-cart__toggle"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        data-testid="mini-cart-toggle"
      >
        <svg
          aria-hidden="true"
          className="mini-cart__icon"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2" />
          <circle cx="9.5" cy="19" r="1.5" />
          <circle cx="17" cy="19" r="1.5" />
        </svg>
        <span className="mini-cart__text">{t('cart.mini.title')}</span>
        <span className="mini-cart__badge" data-testid="mini-cart-count">
          {count}
        </span>
        {/* The name is the visible text and then this (WCAG 2.5.3 label in name): "Cart 3 lines". */}
        <span className="visually-hidden"> {t('cart.mini.linesWord', { count })}</span>
      </button>
      {open && (
        <div
          className="mini-cart__panel"
          role="dialog"
          aria-label={t('cart.mini.title')}
          data-testid="mini-cart-panel"
        >
          {mini.isLoading ? (
            <p className="mini-cart__empty">{t('cart.loading')}</p>
          ) : !data || data.orderNumber === '0' || data.lineCount === 0 ? (
            <p className="mini-cart__empty">{t('cart.mini.empty')}</p>
          ) : (
            <>
              <p className="mini-cart__order">{t('cart.orderNumber', { orderNumber: data.orderNumber })}</p>
              <ul className="mini-cart__lines">
                {data.lines.map((line) => (
                  <li key={line.itemId} className="mini-cart__line">
                    <span className="mini-cart__symbol">{line.symbol}</span>
                    <span className="mini-cart__amount">{format.quantity(line.amount, line.unit)}</span>
                    <span className="mini-cart__price">
                      {line.lineNet && data.totals
                        ? format.price(line.lineNet, data.totals.currency)
                        : t('cart.noPrice')}
                    </span>
                  </li>
                ))}
              </ul>
              {data.lineCount > data.lines.length && (
                <p className="mini-cart__more">
                  {t('cart.mini.more', { count: data.lineCount - data.lines.length })}
                </p>
              )}
              {data.totals && (
                <p className="mini-cart__total">
                  <span>{t('cart.totals.net')}</span>
                  <strong>{format.price(data.totals.net, data.totals.currency)}</strong>
                </p>
              )}
            </>
          )}
          <div className="mini-cart__actions">
            {cartHref && (
              <a className="button button--primary" href={cartHref}>
                {t('cart.mini.goToCart')}
              </a>
            )}
            {(data?.openOrders ?? 0) > 1 && (
              <button
                type="button"
                className="button"
                onClick={() => setChoosing((v) => !v)}
                aria-expanded={choosing}
              >
                {t('cart.mini.chooseOrder', { count: data?.openOrders ?? 0 })}
              </button>
            )}
          </div>
          {choosing && (
            <ul className="mini-cart__orders" aria-label={t('cart.mini.openOrders')}>
              {(openOrders.data?.orders ?? []).map((order) => (
                <li key={order.orderNumber}>
                  <button
                    type="button"
                    className={
                      order.active ? 'mini-cart__choice mini-cart__choice--active' : 'mini-cart__choice'
                    }
                    aria-current={order.active ? 'true' : undefined}
                    onClick={() => void choose(order)}
                  >
                    <span>
                      {order.customerOrderNumber
                        ? `${order.orderNumber} · ${order.customerOrderNumber}`
                        : order.orderNumber}
                    </span>
                    <span>
                      {t('cart.lines', { count: order.lineCount })} ·{' '}
                      {format.price(order.totals.net, order.totals.currency)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
