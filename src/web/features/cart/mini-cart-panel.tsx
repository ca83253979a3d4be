import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type RefObject } from 'react';
import type { MiniCart as MiniCartData, OpenOrder } from '../../../common/contracts/cart';
import { ApiError } from '../../lib/api';
import { useT, useUiTranslate } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { useFormat } from '../../lib/use-format';
import { useErrorModal } from '../../ui/error-modal';
import { cartApi, MINI_CART_QUERY_KEY } from './cart-api';
import { CART_EVENTS, fireCartEvent } from '../../lib/cart-events';

/**
 * The mini-cart's open panel (mini-cart.tsx loads it on the first opening): the active order's
 * first lines, its total and a link to the cart page; with several open carts, the open-order
 * selection (choosing one touches it: it becomes the active order).
 */
export function MiniCartPanel({
  locale,
  data,
  isLoading,
  root,
  onClose,
}: {
  locale: Locale;
  data: MiniCartData | undefined;
  isLoading: boolean;
  /** The header's mini-cart: a press outside it closes the panel. */
  root: RefObject<HTMLDivElement | null>;
  onClose: () => void;
}) {
  const t = useT();
  const uiT = useUiTranslate();
  const format = useFormat();
  const queryClient = useQueryClient();
  const showError = useErrorModal();
  const [choosing, setChoosing] = useState(false);
  // While open (mounted): a press outside the mini-cart or Escape closes it. Here rather than in the
  // toggle, so the first paint does not carry it (ADR 087 made room for the visitor's cart link).
  useEffect(() => {
    const onDown = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [root, onClose]);
  const openOrders = useQuery({
    queryKey: ['cart', 'open'],
    queryFn: cartApi.openOrders,
    enabled: choosing,
    staleTime: 0,
  });
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
    <div
      className="mini-cart__panel"
      role="dialog"
      aria-label={t('cart.mini.title')}
      data-testid="mini-cart-panel"
    >
      {isLoading ? (
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
                className={order.active ? 'mini-cart__choice mini-cart__choice--active' : 'mini-cart__choice'}
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
  );
}
