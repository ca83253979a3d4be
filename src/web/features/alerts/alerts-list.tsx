import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Alert, AlertList } from '../../../common/contracts/alerts';
import { formatDate } from '../../../common/format';
import type { Language } from '../../../common/markets';
import { ApiError } from '../../lib/api';
import { useT, useUiTranslate } from '../../lib/i18n';
import { useErrorModal } from '../../ui/error-modal';
import { alertsQueries, useRemoveAlert } from './alerts-api';
import './alerts.css';

function useConditionText() {
  const t = useT();
  return (alert: Alert) => {
    const text =
      alert.kind === 'price'
        ? t('alerts.list.price', {
            threshold: alert.threshold ?? '',
            currency: alert.currency ?? '',
            quantity: alert.quantity ?? 1,
          })
        : alert.kind === 'stock'
          ? alert.quantity === null
            ? t('alerts.list.stock')
            : t('alerts.list.stockAtLeast', { quantity: alert.quantity })
          : t('alerts.list.withdrawn');
    return `${text} (${t(alert.repeat ? 'alerts.list.repeated' : 'alerts.list.once')})`;
  };
}

/**
 * The customer's alerts in the profile (issue 17: "listed and managed in the profile"), a page at a
 * time; the page's loader gives the first, so it is in the served HTML.
 */
export function AlertsList({ firstPage, language }: { firstPage?: AlertList; language: Language }) {
  const t = useT();
  const uiT = useUiTranslate();
  const showError = useErrorModal();
  const [page, setPage] = useState(1);
  const { data } = useQuery({
    ...alertsQueries.list(page),
    initialData: page === 1 ? firstPage : undefined,
  });
  const remove = useRemoveAlert();
  const condition = useConditionText();
  if (!data) return null;
  const pages = Math.max(1, Math.ceil(data.total / data.perPage));

  const drop = async (alert: Alert) => {
    try {
      await remove.mutateAsync(alert.id);
      if (data.items.length === 1 && page > 1) setPage(page - 1);
    } catch (failure) {
      if (failure instanceof ApiError) showError(failure.body, { t: uiT });
      else throw failure;
    }
  };

  return (
    <section className="alerts" aria-labelledby="alerts-title" data-testid="alerts-list">
      <h2 id="alerts-title">{t('alerts.list.title')}</h2>
      <p className="muted">{t('alerts.list.intro')}</p>
      {data.items.length === 0 ? (
        <p>{t('alerts.list.empty')}</p>
      ) : (
        <div className="table-scroll">
          <table className="alerts__table">
            <thead>
              <tr>
                <th scope="col">{t('alerts.list.product')}</th>
                <th scope="col">{t('alerts.list.condition')}</th>
                <th scope="col">{t('alerts.list.state')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('alerts.list.delete')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((alert) => (
                <tr key={alert.id}>
                  <td>
                    <strong className="alerts__symbol">{alert.symbol}</strong>{' '}
                    <span className="alerts__description muted">{alert.description}</span>
                  </td>
                  <td>{condition(alert)}</td>
                  <td>
                    {/* When the alert job last mailed it (ADR 039), in the shop's time zone. */}
                    {alert.lastSentAt
                      ? t('alerts.list.sent', {
                          date: formatDate(alert.lastSentAt, language, {
                            dateStyle: 'medium',
                            timeStyle: 'short',
                          }),
                        })
                      : t('alerts.list.active')}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="ui-button ui-button--secondary"
                      aria-label={t('alerts.list.deleteLabel', { symbol: alert.symbol })}
                      disabled={remove.isPending}
                      onClick={() => void drop(alert)}
                    >
                      {t('alerts.list.delete')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className="alerts__pages" aria-label={t('alerts.list.title')}>
          <button
            type="button"
            className="ui-button ui-button--secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('pagination.previous')}
          </button>
          <span>{t('pagination.pageOf', { page, pages })}</span>
          <button
            type="button"
            className="ui-button ui-button--secondary"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('pagination.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
