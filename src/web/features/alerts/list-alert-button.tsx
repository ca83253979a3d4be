import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { formErrorsOf } from '../../lib/form-errors';
import { alertsQueries, useCreateAlert, useRemoveAlert } from './alerts-api';
import './alerts.css';

/**
 * "Tell me when the whole list is available" on a favourites list (issue 17, ADR 039 per-list
 * alerts): sets the list's alert, or says one is set and offers to remove it. The alert job mails
 * once every item is in stock at its list quantity; the profile's alerts list changes or deletes it.
 */
export function ListAlertButton({ directoryId }: { directoryId: number }) {
  const t = useT();
  const { data: alert, isPending } = useQuery(alertsQueries.ofList(directoryId));
  const create = useCreateAlert();
  const remove = useRemoveAlert();
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');

  const act = async (work: () => Promise<unknown>, done: string) => {
    setError('');
    try {
      await work();
      setNotice(done);
    } catch (failure) {
      const errors = formErrorsOf(failure, t('errors.unexpected'));
      setError(Object.values(errors)[0] ?? t('errors.unexpected'));
    }
  };

  if (isPending) return null;
  const busy = create.isPending || remove.isPending;
  return (
    <div className="list-alert" data-testid="list-alert">
      {alert ? (
        <>
          <p className="list-alert__state">{t('alerts.listAlert.set')}</p>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void act(() => remove.mutateAsync(alert.id), t('alerts.listAlert.removed'))}
          >
            {t('alerts.listAlert.remove')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() =>
            void act(
              () => create.mutateAsync({ kind: 'list_available', directoryId, repeat: false }),
              t('alerts.listAlert.saved'),
            )
          }
        >
          {t('alerts.listAlert.add')}
        </button>
      )}
      <p role="status" className="list-alert__notice">
        {notice}
      </p>
      {error && (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
