import { useState, type FormEvent } from 'react';
import { formErrorsOf } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { useRootData } from '../../lib/root-data';
import { FormAlert, TextArea } from '../../ui/form';
import { orderRequestsApi } from './order-requests-api';
import './order-requests.css';

/**
 * "Send to the main contact person for confirmation" under the checkout's order button (ADR 084):
 * for a colleague who is not the main contact person, and for staff acting as the customer. The
 * order is placed only when the main contact person confirms it from the mailed link.
 */
export function SendForConfirmation({ orderNumber }: { orderNumber: string }) {
  const t = useT();
  const { customer, office } = useRootData();
  const [note, setNote] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!customer || (customer.contactPerson.isPrimary && !office)) return null;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setSentTo((await orderRequestsApi.activate(orderNumber, note.trim())).sentTo);
    } catch (failure) {
      const errors = formErrorsOf(failure, t('errors.unexpected'));
      setError(errors.form ?? Object.values(errors)[0] ?? null);
    } finally {
      setBusy(false);
    }
  };

  if (sentTo)
    return (
      <p className="order-request__sent" role="status" data-testid="order-request-sent">
        {t('orderRequests.send.sent', { sentTo })}
      </p>
    );
  return (
    <form className="order-request__send" onSubmit={(event) => void send(event)} noValidate>
      <FormAlert message={error} />
      <TextArea
        id="order-request-note"
        label={t('orderRequests.send.note')}
        value={note}
        onChange={setNote}
        maxLength={500}
        rows={2}
      />
      <button
        type="submit"
        className="ui-button ui-button--secondary"
        disabled={busy}
        aria-busy={busy}
        data-testid="order-request-send"
      >
        {t('orderRequests.send.button')}
      </button>
    </form>
  );
}
