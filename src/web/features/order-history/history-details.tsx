import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import type { HistoryDetails, ReorderPreview } from '../../../common/contracts/order-history';
import { formatDate, formatPrice } from '../../../common/format';
import type { Currency } from '../../../common/markets';
import { fireFavouritesAction } from '../../lib/favourites-actions';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { ExportButtons } from './history-list';
import { orderHistoryQueries, useReorder } from './order-history-api';
import './order-history.css';

function ReorderTable({ preview, locale }: { preview: ReorderPreview; locale: Locale }) {
  const t = useT();
  const money = (value: string | null, currency: string) =>
    value === null
      ? '—'
      : formatPrice(value, currency as Currency, {
          grouping: locale.grouping,
          precision: Math.max(2, value.split('.')[1]?.length ?? 0),
        });
  const unchanged = preview.lines.every((l) => l.problems.length === 0);
  return (
    <>
      {preview.currencyChanged && (
        <p className="history-note">
          {t('orderHistory.reorder.currencyChanged', { currency: preview.currency })}
        </p>
      )}
      {unchanged && (
        <p className="history-note" data-testid="reorder-unchanged">
          {t('orderHistory.reorder.nothingChanged')}
        </p>
      )}
      <table className="order-table history-reorder__table" data-testid="reorder-preview">
        <thead>
          <tr>
            <th scope="col">{t('orders.details.symbol')}</th>
            <th scope="col" className="is-number">
              {t('orderHistory.reorder.amount')}
            </th>
            <th scope="col" className="is-number">
              {t('orderHistory.reorder.paid')}
            </th>
            <th scope="col" className="is-number">
              {t('orderHistory.reorder.today')}
            </th>
            <th scope="col" className="is-number">
              {t('orderHistory.reorder.stock')}
            </th>
            <th scope="col">{t('orderHistory.reorder.change')}</th>
          </tr>
        </thead>
        <tbody>
          {preview.lines.map((line) => (
            <tr
              key={line.symbol}
              data-testid="reorder-line"
              className={line.problems.includes('unavailable') ? 'is-unavailable' : undefined}
            >
              <th scope="row">
                {line.symbol}
                <span className="history-reorder__description">{line.description}</span>
              </th>
              <td className="is-number" data-label={t('orderHistory.reorder.amount')}>
                {line.newAmount === line.amount ? line.amount : `${line.amount} → ${line.newAmount}`}
              </td>
              <td className="is-number" data-label={t('orderHistory.reorder.paid')}>
                {money(line.paidUnitPrice, preview.currency)}
              </td>
              <td className="is-number" data-label={t('orderHistory.reorder.today')}>
                {money(line.unitPrice, preview.currency)}
                {line.priceChangePercent !== null && line.priceChangePercent !== '0.0' && (
                  <span className="history-reorder__percent">
                    {' '}
                    ({Number(line.priceChangePercent) > 0 ? '+' : ''}
                    {line.priceChangePercent}%)
                  </span>
                )}
              </td>
              <td className="is-number" data-label={t('orderHistory.reorder.stock')}>
                {line.stock ?? '—'}
              </td>
              <td data-label={t('orderHistory.reorder.change')}>
                {line.problems.length === 0 ? (
                  '—'
                ) : (
                  <ul className="history-reorder__problems">
                    {line.problems.map((p) => (
                      <li key={p} data-testid={`reorder-problem-${p}`}>
                        {t(`orderHistory.reorder.problems.${p}`)}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="history-reorder__totals">
        <span>{t('orderHistory.reorder.paidNet', { amount: preview.paidNet })}</span>{' '}
        <strong>
          {t('orderHistory.reorder.todayNet', { amount: money(preview.todayNet, preview.currency) })}
        </strong>
      </p>
    </>
  );
}

/** "Order again": today's prices and stock beside what was paid, then the lines into a new cart. */
function Reorder({ orderNumber, locale }: { orderNumber: string; locale: Locale }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const preview = useQuery({
    ...orderHistoryQueries.reorderPreview(orderNumber, locale.language),
    enabled: open,
  });
  const reorder = useReorder(orderNumber, locale.language);
  if (!open)
    return (
      <button
        type="button"
        className="button button--primary"
        onClick={() => setOpen(true)}
        data-testid="reorder-open"
      >
        ↻ {t('orderHistory.reorder.button')}
      </button>
    );
  const result = reorder.data;
  return (
    <section className="history-reorder" aria-labelledby="reorder-title" data-testid="reorder">
      <h2 id="reorder-title">{t('orderHistory.reorder.title', { orderNumber })}</h2>
      {preview.isPending ? (
        <p role="status">{t('orderHistory.reorder.checking')}</p>
      ) : preview.isError ? (
        <p role="alert">{preview.error.message}</p>
      ) : (
        <>
          <p>{t('orderHistory.reorder.intro')}</p>
          <ReorderTable preview={preview.data} locale={locale} />
          {result ? (
            <div role="status" className="history-reorder__done" data-testid="reorder-done">
              <p>{t('orderHistory.reorder.added', { count: result.added.length })}</p>
              {result.refused.length > 0 && (
                <p>
                  {t('orderHistory.reorder.refused', {
                    symbols: result.refused.map((r) => r.symbol).join(', '),
                  })}
                </p>
              )}
              <a
                className="button button--primary"
                href={localHref(locale, 'order_cart', {
                  orderStep: '1',
                  orderNumber: result.cartOrderNumber,
                })}
              >
                {t('orderHistory.reorder.goToCart')}
              </a>
            </div>
          ) : (
            <div className="history-reorder__actions">
              {reorder.isError && <p role="alert">{reorder.error.message}</p>}
              <button
                type="button"
                className="button button--primary"
                disabled={
                  reorder.isPending || preview.data.lines.every((l) => l.problems.includes('unavailable'))
                }
                onClick={() => reorder.mutate({ cartOrderNumber: '0' })}
                data-testid="reorder-confirm"
              >
                {reorder.isPending ? t('orderHistory.reorder.adding') : t('orderHistory.reorder.confirm')}
              </button>
              <button type="button" className="button" onClick={() => setOpen(false)}>
                {t('orderHistory.reorder.close')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** One order of the history: who placed it, deliveries, documents, invoices, reorder; the lines slot below. */
export function HistoryDetailsView({
  details,
  locale,
  StatusBadge,
}: {
  details: HistoryDetails;
  locale: Locale;
  StatusBadge: ComponentType<{ status: string }>;
}) {
  const t = useT();
  const order = details.order;
  const money = (value: string | null) =>
    value === null ? '—' : formatPrice(value, order.currency as Currency, { grouping: locale.grouping });
  return (
    <div className="history-details" data-testid="history-details">
      <p>
        <a href={localHref(locale, 'order_history_new_home')}>← {t('orderHistory.details.back')}</a>
      </p>
      <h1>{t('orderHistory.details.title', { orderNumber: order.orderNumber })}</h1>
      <dl className="history-facts">
        <div>
          <dt>{t('orders.details.placedAt')}</dt>
          <dd>{formatDate(order.placedAt, locale.language)}</dd>
        </div>
        <div>
          <dt>{t('orders.list.status')}</dt>
          <dd>
            <StatusBadge status={order.status} />
          </dd>
        </div>
        {details.placedBy && (
          <div>
            <dt>{t('orderHistory.details.placedBy')}</dt>
            <dd>{details.placedBy}</dd>
          </div>
        )}
        <div>
          <dt>{t('orders.details.customerOrderNumber')}</dt>
          <dd>{order.customerOrderNumber ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('orders.details.net')}</dt>
          <dd>{money(order.totals.net)}</dd>
        </div>
        <div>
          <dt>{t('orders.details.gross')}</dt>
          <dd>{money(order.totals.gross)}</dd>
        </div>
      </dl>
      <div className="history-actions">
        <Reorder orderNumber={order.orderNumber} locale={locale} />
        <button
          type="button"
          className="button"
          onClick={() =>
            fireFavouritesAction({ type: 'saveOrderFavourites', orderNumber: order.orderNumber })
          }
        >
          ☆ {t('orderHistory.favourites.button')}
        </button>
        <a
          className="button"
          href={localHref(locale, 'order_status_details', { orderNumber: order.orderNumber })}
        >
          {t('orderHistory.details.statusPage')}
        </a>
      </div>
      <section aria-labelledby="history-lines">
        <h2 id="history-lines">{t('orders.details.lines')}</h2>
        <table className="order-table" data-testid="history-lines">
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
                <th scope="row">{line.symbol}</th>
                <td data-label={t('orders.details.description')}>{line.description}</td>
                <td className="is-number" data-label={t('orders.details.amount')}>
                  {line.amount}
                </td>
                <td className="is-number" data-label={t('orders.details.unitPrice')}>
                  {line.unitPrice ?? '—'}
                </td>
                <td className="is-number" data-label={t('orders.details.lineNet')}>
                  {money(line.lineNet)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <div className="history-columns">
        <section aria-labelledby="history-deliveries">
          <h2 id="history-deliveries">{t('orderHistory.details.deliveries')}</h2>
          <ul className="history-plain">
            {details.deliveries.map((d, i) => (
              <li key={i} data-testid="history-delivery">
                <strong>
                  {d.state === 'shipped'
                    ? t('orderHistory.details.deliveryShipped', {
                        date: formatDate(d.shippedAt!, locale.language),
                      })
                    : d.state === 'cancelled'
                      ? t('orderHistory.details.deliveryCancelled')
                      : t('orderHistory.details.deliveryWaiting')}
                </strong>
                {d.method && <span> · {d.method}</span>}
                {d.address && <span className="history-muted">{d.address}</span>}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="history-documents">
          <h2 id="history-documents">{t('orderHistory.details.documents')}</h2>
          {details.orderDocuments.length > 0 && (
            <ul className="history-plain" data-testid="history-order-documents">
              {details.orderDocuments.map((document) => {
                const [, token = '', fileName = ''] = /^\/Document\/(\w+)\/(.+)$/.exec(document.url) ?? [];
                return (
                  <li key={document.kind}>
                    <a
                      href={localHref(locale, 'document', { token, file_name: fileName })}
                      data-testid={`history-document-${document.kind}`}
                    >
                      {t(`orderHistory.details.orderDocument.${document.kind}`)}
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
          <ExportButtons
            route="order"
            fields={[['orderNumber', order.orderNumber]]}
            locale={locale}
            label={t('orderHistory.export.order')}
          />
        </section>
        <section aria-labelledby="history-invoices">
          <h2 id="history-invoices">{t('orderHistory.details.invoices')}</h2>
          {details.invoices.length === 0 ? (
            <p className="history-muted" data-testid="history-no-invoices">
              {t('orderHistory.details.invoicesEmpty')}
            </p>
          ) : (
            <ul className="history-plain">
              {details.invoices.map((invoice) => (
                <li key={invoice.number}>
                  <a href={invoice.url}>{invoice.number}</a> · {formatDate(invoice.issuedAt, locale.language)}
                  {invoice.gross !== null && <span> · {money(invoice.gross)}</span>}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
