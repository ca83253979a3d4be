import { useState, type FormEvent } from 'react';
import { RFQ_DECLINE_REASON_MAX } from '../../../common/rfq';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';

/**
 * Declining the whole quote (issue 18): an optional reason for the sales team, confirmed once,
 * because a declined quote cannot be ordered afterwards.
 */
export function DeclineQuote({ onDecline }: { onDecline: (reason: string) => Promise<void> }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!window.confirm(t('rfq.decline.confirm'))) return;
    setBusy(true);
    setError(null);
    try {
      await onDecline(reason.trim());
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.body.data?.[0]?.message ?? failure.body.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="rfq-decline" aria-labelledby="rfq-decline-heading" data-testid="rfq-decline">
      <h2 id="rfq-decline-heading">{t('rfq.decline.heading')}</h2>
      <p className="rfq-lines__muted">{t('rfq.decline.hint')}</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <label className="ui-field">
          <span className="ui-field__label">{t('rfq.decline.reason')}</span>
          <textarea
            className="ui-field__input"
            name="reason"
            rows={3}
            maxLength={RFQ_DECLINE_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        {error && (
          <p className="rfq-editor__errors" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button" disabled={busy}>
          {t('rfq.decline.submit')}
        </button>
      </form>
    </section>
  );
}
