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
