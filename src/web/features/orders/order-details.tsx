import { useQuery } from '@tanstack/react-query';
import { isOfferNumber } from '../../../common/offers';
import { useState } from 'react';
import type { AddressSnapshot, OrderDetails } from '../../../common/contracts/orders';
import { formatDate } from '../../../common/format';
import type { Language } from '../../../common/markets';
import { ApiError } from '../../lib/api';
import { countryNamer } from '../../lib/country-names';
import { CART_EVENTS, fireCartEvent } from '../../lib/cart-events';
import { fireFavouritesAction } from '../../lib/favourites-actions';
import { useT, useUiTranslate } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { useConfirm } from '../../ui/confirmation-modal';
import { useErrorModal } from '../../ui/error-modal';
import { useProgress } from '../../ui/progress-bar';
import { ordersQueries, useCancelOrderRequest } from './orders-api';
import { OrderLinesTable, OrderTotalsList } from './order-summary';
import { OrderStatusBadge } from './status-badge';
import './orders.css';

function Address({ address, language }: { address: AddressSnapshot | null; language: Language }) {
  const t = useT();
  if (!address) return <p className="order-box__none">{t('orders.details.none')}</p>;
  const country = address.countryCode ? countryNamer(language)(address.countryCode) : address.countryName;
  return (
    <address>
      {address.customerName && (
        <>
          <strong>{address.customerName}</strong>
          <br />
        </>
      )}
      {address.street && (
        <>
          {address.street}
          <br />
        </>
      )}
      {[address.zipCode, address.city].filter(Boolean).join(' ')}
      {country ? `, ${country}` : ''}
      {address.vatNumber && (
        <>
          <br />
          {address.vatNumber}
        </>
      )}
    </address>
  );
}

/**
 * Cancelling from the order status page (spec §2 confirmation variant "order status"): a Yes/No
 * question first, the progress bar while the shop works, then the page shows the cancelled order.
 * A refusal (already cancelled elsewhere, paid in the meantime) shows the error dialog; either way
 * the order refetches (the mutation declares it).
 */
function useCancelOrder(order: OrderDetails, locale: Locale, onCancelled: () => void) {
  const t = useT();
  const uiT = useUiTranslate();
  const confirm = useConfirm();
  const progress = useProgress();
  const showError = useErrorModal();
  const request = useCancelOrderRequest();

  return {
    busy: request.isPending,
    async cancel() {
      const yes = await confirm('cancelOrderStatus', {
        t: uiT,
        texts: {
          title: t('orders.confirm.title'),
          info: t('orders.confirm.info'),
          text: t('orders.confirm.text', { orderNumber: order.orderNumber }),
          yes: t('orders.confirm.yes'),
          no: t('orders.confirm.no'),
        },
      });
      if (!yes) return;
      progress.start();
      try {
        await request.mutateAsync({ orderNumber: order.orderNumber, language: locale.language });
        onCancelled();
        progress.success(t('orders.details.cancelled'));
        // The cancelled order's reservations went back to stock (spec §4 STOCKS_CHANGED).
        fireCartEvent(CART_EVENTS.STOCKS_CHANGED, { orderNumber: order.orderNumber });
      } catch (failure) {
        if (!(failure instanceof ApiError)) throw failure;
        showError(failure.body, { t: uiT });
      } finally {
        progress.done();
      }
    },
  };
}

export function OrderDetailsView({ initial, locale }: { initial: OrderDetails; locale: Locale }) {
  const t = useT();
  // The loader's order until it is cancelled; the cancel's mutation refetches it.
  const { data: order } = useQuery({
    ...ordersQueries.details(initial.orderNumber, locale.language),
    initialData: initial,
  });
  const [notice, setNotice] = useState<string | null>(null);
  const { busy, cancel } = useCancelOrder(order, locale, () => setNotice(t('orders.details.cancelled')));
  const date = (iso: string) => formatDate(iso, locale.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className="order-page order-details" data-testid="order-details">
      <p className="order-page__back">
        <a href={localHref(locale, 'order_status_list')}>‹ {t('orders.details.back')}</a>
      </p>
      <header className="order-details__head">
        <h1>
          {t('orders.details.title', { orderNumber: order.orderNumber })}{' '}
          <OrderStatusBadge status={order.status} />
        </h1>
        <div className="order-details__actions">
          <a
            className="button"
            href={localHref(locale, 'order_export_csv_number', { orderNumber: order.orderNumber })}
            download
            data-testid="order-export-csv"
          >
            {t('orders.details.exportCsv')}
          </a>
          {/* "Save this order as a list" (issue 17): the favourites dialog, loaded when pressed. */}
          <button
            type="button"
            className="button"
            onClick={() =>
              fireFavouritesAction({ type: 'saveOrderFavourites', orderNumber: order.orderNumber })
            }
            data-testid="order-save-favourites"
          >
            ☆ {t('favourites.add.orderButton')}
          </button>
          {order.cancellable && (
            <button
              type="button"
              className="button button--danger"
              onClick={() => void cancel()}
              disabled={busy}
              data-testid="order-cancel"
            >
              {t('orders.details.cancel')}
            </button>
          )}
        </div>
      </header>
      {notice && (
        <p className="order-notice" role="status" data-testid="order-notice">
          {notice}
        </p>
      )}
      <dl className="order-facts">
        <div>
          <dt>{t('orders.details.placedAt')}</dt>
          <dd>{date(order.placedAt)}</dd>
        </div>
        <div>
          <dt>{t('orders.details.customerOrderNumber')}</dt>
          <dd>{order.customerOrderNumber ?? t('orders.details.none')}</dd>
        </div>
        <div>
          <dt>{t('orders.details.completeness')}</dt>
          <dd>
            {order.completeness === 'complete'
              ? t('orders.details.completenessComplete')
              : t('orders.details.completenessPartial')}
          </dd>
        </div>
        <div>
          <dt>{t('orders.details.payment')}</dt>
          <dd>{t(`orders.details.paymentState.${order.payment.state}`)}</dd>
        </div>
      </dl>
      {order.cancellable && <p className="order-details__hint">{t('orders.details.cancelHint')}</p>}

      <div className="order-boxes">
        <section className="order-box">
          <h2>{t('orders.details.shippingAddress')}</h2>
          <Address address={order.shippingAddress} language={locale.language} />
        </section>
        <section className="order-box">
          <h2>{t('orders.details.invoiceAddress')}</h2>
          <Address address={order.invoiceAddress} language={locale.language} />
        </section>
        <section className="order-box">
          <h2>{t('orders.details.deliveryMethod')}</h2>
          <p>{order.deliveryMethod?.name ?? t('orders.details.none')}</p>
          {order.accessPointId && (
            <p>
              {t('orders.details.accessPoint')}: {order.accessPointId}
            </p>
          )}
          {(order.receiverEmail || order.receiverPhone) && (
            <p>
              {t('orders.details.receiver')}:{' '}
              {[order.receiverEmail, order.receiverPhone].filter(Boolean).join(', ')}
            </p>
          )}
        </section>
        <section className="order-box">
          <h2>{t('orders.details.paymentMethod')}</h2>
          <p>{order.paymentMethod?.name ?? t('orders.details.none')}</p>
          <p className="order-box__muted">{t(`orders.details.paymentState.${order.payment.state}`)}</p>
        </section>
      </div>

      {order.shipments.length > 0 && (
        <section className="order-section" data-testid="order-tracking">
          <h2>{t('orders.tracking.title')}</h2>
          <ul>
            {order.shipments.map((parcel, i) => (
              <li key={i}>
                {t('orders.tracking.shippedAt', {
                  date: date(parcel.shippedAt),
                  carrier: parcel.carrierName,
                })}
                {' · '}
                {t('orders.tracking.number')}:{' '}
                {parcel.trackingUrl ? (
                  <a href={parcel.trackingUrl} rel="noreferrer noopener" target="_blank">
                    {parcel.trackingNumber}
                  </a>
                ) : (
                  parcel.trackingNumber
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="order-section">
        <h2>{t('orders.details.lines')}</h2>
        <OrderLinesTable
          lines={order.lines.map((line) => ({
            key: String(line.position),
            position: line.position,
            symbol: line.symbol,
            manufacturer: `${line.manufacturerName} ${line.manufacturerSymbol}`,
            description: line.description,
            customerSymbol: line.customerSymbol,
            quote:
              line.quotationId && line.quotationPosition != null
                ? t(isOfferNumber(line.quotationId) ? 'offers.cartReference' : 'rfq.cartReference', {
                    number: line.quotationId,
                    position: line.quotationPosition,
                  })
                : null,
            outOfRange: line.outOfRange,
            backorder: line.split
              ? {
                  split: line.split,
                  completeness: order.completeness === 'complete' ? 'complete' : 'partial',
                }
              : null,
            amount: String(line.amount),
            unitPrice: line.unitPrice,
            lineNet: line.lineNet,
          }))}
          currency={order.currency}
          grouping={locale.grouping}
        />
        <OrderTotalsList
          totals={{ ...order.totals, vatRate: order.vatRate }}
          currency={order.currency}
          grouping={locale.grouping}
          discount={
            order.discountCode && order.totals.discount
              ? { code: order.discountCode, amountNet: order.totals.discount }
              : null
          }
        />
      </section>

      <section className="order-section">
        <h2>{t('orders.details.history')}</h2>
        <ol className="order-timeline" data-testid="order-history">
          {order.history.map((entry, i) => (
            <li
              key={`${entry.status}-${i}`}
              className={`order-timeline__item order-timeline__item--${entry.status}`}
            >
              <OrderStatusBadge status={entry.status} />
              <time dateTime={entry.at}>{date(entry.at)}</time>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
