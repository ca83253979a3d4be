import { useState } from 'react';
import type { AddressSnapshot, OrderDetails } from '../../../common/contracts/orders';
import { formatDate, formatPrice } from '../../../common/format';
import type { Currency } from '../../../common/markets';
import { ApiError } from '../../lib/api';
import { useT, useUiTranslate } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { useConfirm } from '../../ui/confirmation-modal';
import { useErrorModal } from '../../ui/error-modal';
import { useProgress } from '../../ui/progress-bar';
import { ordersApi } from './orders-api';
import { OrderStatusBadge } from './status-badge';
import './orders.css';

function Address({ address }: { address: AddressSnapshot | null }) {
  const t = useT();
  if (!address) return <p className="order-box__none">{t('orders.details.none')}</p>;
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
      {address.countryName ? `, ${address.countryName}` : ''}
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
 * A refusal (already cancelled elsewhere, paid in the meantime) shows the error dialog and the
 * page reloads the order, so it never shows a button that can no longer work.
 */
function useCancelOrder(order: OrderDetails, locale: Locale, onChanged: (order: OrderDetails) => void) {
  const t = useT();
  const uiT = useUiTranslate();
  const confirm = useConfirm();
  const progress = useProgress();
  const showError = useErrorModal();
  const [busy, setBusy] = useState(false);

  return {
    busy,
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
      setBusy(true);
      progress.start();
      try {
        const updated = await ordersApi.cancel(order.orderNumber, locale.language);
        onChanged(updated);
        progress.success(t('orders.details.cancelled'));
      } catch (failure) {
        if (!(failure instanceof ApiError)) throw failure;
        showError(failure.body, { t: uiT });
        // The order changed under us (or is gone): show what it is now.
        try {
          onChanged(await ordersApi.details(order.orderNumber, locale.language));
        } catch {
          // The dialog already said what went wrong.
        }
      } finally {
        progress.done();
        setBusy(false);
      }
    },
  };
}

export function OrderDetailsView({ initial, locale }: { initial: OrderDetails; locale: Locale }) {
  const t = useT();
  const [order, setOrder] = useState(initial);
  const [notice, setNotice] = useState<string | null>(null);
  const { busy, cancel } = useCancelOrder(order, locale, (updated) => {
    setOrder(updated);
    if (updated.status === 'cancelled' && order.status !== 'cancelled')
      setNotice(t('orders.details.cancelled'));
  });
  const money = (value: string | null) =>
    value === null
      ? t('orders.details.none')
      : formatPrice(value, order.currency as Currency, { grouping: locale.grouping });
  const unitMoney = (value: string | null) =>
    value === null
      ? t('orders.details.none')
      : formatPrice(value, order.currency as Currency, {
          grouping: locale.grouping,
          precision: Math.max(value.split('.')[1]?.length ?? 0, 0),
        });
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
          <Address address={order.shippingAddress} />
        </section>
        <section className="order-box">
          <h2>{t('orders.details.invoiceAddress')}</h2>
          <Address address={order.invoiceAddress} />
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

      <section className="order-section">
        <h2>{t('orders.details.lines')}</h2>
        <table className="order-table order-lines" data-testid="order-lines">
          <thead>
            <tr>
              <th scope="col">{t('orders.details.position')}</th>
              <th scope="col">{t('orders.details.symbol')}</th>
              <th scope="col">{t('orders.details.description')}</th>
              <th scope="col" className="is-number">
                {t('orders.details.amount')}
              </th>
              <th scope="col" className="is-number">
                {t('orders.details.unitPrice')}
              </th>
              <th scope="col" className="is-number">
                {t('orders.details.lineNet')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.position}>
                <td data-label={t('orders.details.position')}>{line.position}</td>
                <th scope="row" className="order-lines__symbol">
                  {line.symbol}
                  <span className="order-lines__manufacturer">
                    {line.manufacturerName} {line.manufacturerSymbol}
                  </span>
                </th>
                <td data-label={t('orders.details.description')} className="order-lines__description">
                  {line.description}
                </td>
                <td data-label={t('orders.details.amount')} className="is-number">
                  {line.amount}
                </td>
                <td data-label={t('orders.details.unitPrice')} className="is-number">
                  {unitMoney(line.unitPrice)}
                </td>
                <td data-label={t('orders.details.lineNet')} className="is-number">
                  {money(line.lineNet)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="order-totals" data-testid="order-totals">
          {order.totals.deliveryCost !== null && (
            <div>
              <dt>{t('orders.details.deliveryCost')}</dt>
              <dd>{money(order.totals.deliveryCost)}</dd>
            </div>
          )}
          <div>
            <dt>{t('orders.details.net')}</dt>
            <dd>{money(order.totals.net)}</dd>
          </div>
          <div>
            <dt>{t('orders.details.vat', { rate: order.vatRate })}</dt>
            <dd>{money(order.totals.vat)}</dd>
          </div>
          <div className="order-totals__gross">
            <dt>{t('orders.details.gross')}</dt>
            <dd>{money(order.totals.gross)}</dd>
          </div>
        </dl>
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
