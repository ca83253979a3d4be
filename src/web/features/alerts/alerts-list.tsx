import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Alert, AlertList } from '../../../common/contracts/alerts';
import { formatDate } from '../../../common/format';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { useModals } from '../../ui/modal-stack';
import { useConfirmedRemoval } from '../../ui/use-confirmed-removal';
import { AlertEditForm } from './alert-edit-form';
import { alertsQueries, useRemoveAlert, useUpdateAlert } from './alerts-api';
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
          : alert.kind === 'list_available'
            ? t('alerts.list.listAvailable')
            : t('alerts.list.withdrawn');
    return `${text} (${t(alert.repeat ? 'alerts.list.repeated' : 'alerts.list.once')})`;
  };
}

/**
 * The customer's alerts in the profile (issue 17: "listed and managed in the profile"), a page at a
 * time; the page's loader gives the first, so it is in the served HTML.
 */
export function AlertsList({ firstPage, locale }: { firstPage?: AlertList; locale: Locale }) {
  const t = useT();
  const { language } = locale;
  /** What an alert is on, for labels: the product's symbol, or the list's name. */
  const subject = (alert: Alert) =>
    alert.symbol ?? t('alerts.list.listLink', { name: alert.directory?.name ?? '' });
  const { open } = useModals();
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState('');
  const { data } = useQuery({
    ...alertsQueries.list(page),
    initialData: page === 1 ? firstPage : undefined,
  });
  const update = useUpdateAlert();
  const remove = useRemoveAlert();
  const condition = useConditionText();
  // Deleting asks first (the house's confirm-then-remove); the last one of a later page goes back a page.
  const drop = useConfirmedRemoval(
    (symbol) => ({
      title: t('alerts.list.confirmTitle'),
      info: t('alerts.list.confirmInfo'),
      text: t('alerts.list.confirmText', { symbol }),
      yes: t('alerts.dialog.yes'),
      no: t('alerts.dialog.no'),
    }),
    remove.mutateAsync,
    () => {
      setNotice(t('alerts.list.removed'));
      if (data?.items.length === 1 && page > 1) setPage(page - 1);
    },
  );
  if (!data) return null;
  const pages = Math.max(1, Math.ceil(data.total / data.perPage));

  const edit = (alert: Alert) => {
    open(
      (modal) => (
        <AlertEditForm
          alert={alert}
          onCancel={modal.close}
          onSave={async (change) => {
            await update.mutateAsync({ id: alert.id, change });
            modal.close();
            setNotice(t('alerts.edit.saved', { symbol: subject(alert) }));
          }}
        />
      ),
      { className: 'ui-modal--narrow' },
    );
  };

  return (
    <section className="alerts" aria-labelledby="alerts-title" data-testid="alerts-list">
      <h2 id="alerts-title">{t('alerts.list.title')}</h2>
      <p className="muted">{t('alerts.list.intro')}</p>
      <p role="status" className="alerts__notice">
        {notice}
      </p>
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
                  <span className="visually-hidden">{t('alerts.list.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((alert) => (
                <tr key={alert.id}>
                  <td>
                    {alert.directory ? (
                      <a
                        className="alerts__symbol"
                        href={localHref(locale, 'favourites_directory', { directoryId: alert.directory.id })}
                      >
                        {subject(alert)}
                      </a>
                    ) : (
                      <>
                        <strong className="alerts__symbol">{alert.symbol}</strong>{' '}
                        <span className="alerts__description muted">{alert.description}</span>
                      </>
                    )}
                  </td>
                  <td data-label={t('alerts.list.condition')}>{condition(alert)}</td>
                  <td data-label={t('alerts.list.state')}>
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
                    <div className="alerts__actions">
                      <button
                        type="button"
                        className="ui-button ui-button--secondary"
                        aria-label={t('alerts.list.editLabel', { symbol: subject(alert) })}
                        onClick={() => edit(alert)}
                      >
                        {t('alerts.list.edit')}
                      </button>
                      <button
                        type="button"
                        className="ui-button ui-button--secondary"
                        aria-label={t('alerts.list.deleteLabel', { symbol: subject(alert) })}
                        disabled={remove.isPending}
                        onClick={() => void drop(alert.id, subject(alert))}
                      >
                        {t('alerts.list.delete')}
                      </button>
                    </div>
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
