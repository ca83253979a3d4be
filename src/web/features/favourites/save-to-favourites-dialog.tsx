import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api';
import type { FavouritesAction } from '../../lib/favourites-actions';
import { useT, useUiTranslate } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import { Dialog } from '../../ui/dialog';
import { useErrorModal } from '../../ui/error-modal';
import { favouritesQueries } from './favourites-api';
import { SaveToFavouritesForm, type SavedTo } from './save-to-favourites-form';
import { SavedNotice } from './save-to-favourites';
import './favourites.css';

/** The action as fired (or as stored in the after-login cookie): only well-formed ones are run. */
export function favouritesActionOf(detail: unknown): FavouritesAction | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const action = detail as Record<string, unknown>;
  if (action.type === 'addFavourites' && typeof action.symbol === 'string' && action.symbol !== '') {
    const quantity = Number(action.quantity);
    return {
      type: 'addFavourites',
      symbol: action.symbol,
      quantity: Number.isInteger(quantity) && quantity >= 1 ? quantity : 1,
    };
  }
  if (action.type === 'saveOrderFavourites' && typeof action.orderNumber === 'string') {
    return /^\d{6,10}$/.test(action.orderNumber)
      ? { type: 'saveOrderFavourites', orderNumber: action.orderNumber }
      : null;
  }
  return null;
}

/** A placed order's lines through the favourites call `orders/{orderNumber}` (its owner's only). */
function useOrderItems(orderNumber: string | null) {
  const uiT = useUiTranslate();
  const showError = useErrorModal();
  const order = useQuery({ ...favouritesQueries.order(orderNumber ?? ''), enabled: orderNumber !== null });
  useEffect(() => {
    if (order.error instanceof ApiError) showError(order.error.body, { t: uiT });
  }, [order.error, showError, uiT]);
  return order;
}

/**
 * The dialog of "add to favourites" (a product card, compare, search results) and "save this order
 * as a list" (order status and history). Loaded on the first press only (the favourites listener),
 * so the list pages' JS does not carry it (bench/page-js.ts).
 */
export function SaveToFavouritesDialog({
  action,
  locale,
  close,
}: {
  action: FavouritesAction;
  locale: Locale;
  close: () => void;
}) {
  const t = useT();
  const [saved, setSaved] = useState<SavedTo | null>(null);
  const order = useOrderItems(action.type === 'saveOrderFavourites' ? action.orderNumber : null);
  const items =
    action.type === 'addFavourites'
      ? [{ symbol: action.symbol, quantity: action.quantity }]
      : (order.data?.items ?? null);
  const title =
    action.type === 'addFavourites'
      ? t('favourites.add.buttonFor', { symbol: action.symbol })
      : t('favourites.add.orderButtonFor', { orderNumber: action.orderNumber });

  return (
    <Dialog
      title={title}
      closeLabel={t('common.close')}
      className="favourites-dialog"
      footer={
        saved ? (
          <button type="button" className="button" onClick={close}>
            {t('common.close')}
          </button>
        ) : undefined
      }
    >
      <div data-testid="favourites-dialog">
        {saved ? (
          <SavedNotice locale={locale} saved={saved} />
        ) : items === null ? (
          <p role="status">{order.isError ? t('orders.details.none') : t('common.loading')}</p>
        ) : (
          <SaveToFavouritesForm
            items={items}
            variant={action.type === 'addFavourites' ? 'addFavourites' : 'saveFavourites'}
            onSaved={setSaved}
          />
        )}
      </div>
    </Dialog>
  );
}
