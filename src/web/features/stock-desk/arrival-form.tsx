import { useRef, useState, type FormEvent } from 'react';
import type { StockArrival } from '../../../common/contracts/backorders';
import { newIdempotencyKey } from '../../../common/idempotency';
import { formErrorsOf } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { servedCounts } from './served';
import { stockArrivalsApi } from './stock-arrivals-api';

/**
 * The desk's form of a stock arrival (issue 22, ADR 077): symbol, quantity and the delivery note's
 * reference. One Idempotency-Key per filled form, and the button off while it is sent: a double
 * click records the arrival once (the server answers the first with the same key). The answer says
 * what the allocation did, and `onRecorded` lets the page reload its list.
 */
export function ArrivalForm({ onRecorded }: { onRecorded: (arrival: StockArrival) => void }) {
  const t = useT();
  const [symbol, setSymbol] = useState('');
  const [quantity, setQuantity] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // A ref, not state: a second submit in the same tick must see the first one running.
  const sending = useRef(false);
  const key = useRef(newIdempotencyKey());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    setNotice(null);
    const amount = Number(quantity);
    const body = {
      symbol: symbol.trim(),
      // Empty or not a number goes as null: the server names the field ("a whole number, at least 1").
      quantity: quantity.trim() !== '' && Number.isFinite(amount) ? amount : null,
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    void (async () => {
      try {
        const arrival = await stockArrivalsApi.record(body, key.current);
        key.current = newIdempotencyKey();
        setErrors({});
        setSymbol('');
        setQuantity('');
        setNote('');
        const params = { quantity: arrival.quantity, symbol: arrival.symbol };
        setNotice(
          arrival.allocation
            ? t('backorders.desk.recorded', {
                ...params,
                ...arrival.allocation,
                ...servedCounts(t, arrival.allocation),
              })
            : t('backorders.desk.recordedPending', params),
        );
        onRecorded(arrival);
      } catch (failure) {
        setErrors(formErrorsOf(failure, t('errors.unexpected')));
      } finally {
        sending.current = false;
        setPending(false);
      }
    })();
  };

  const fieldError = (field: string) =>
    errors[field] ? (
      <span className="ui-field__error" role="alert" id={`arrival-${field}-error`}>
        {errors[field]}
      </span>
    ) : null;
  const described = (field: string) => (errors[field] ? `arrival-${field}-error` : undefined);

  return (
    <section className="staff-card" aria-labelledby="arrival-form">
      <h2 id="arrival-form">{t('backorders.desk.record')}</h2>
      {errors.form ? (
        <p className="ui-field__error" role="alert">
          {errors.form}
        </p>
      ) : null}
      {notice ? (
        <p className="staff-notice" role="status" data-testid="arrival-notice">
          {notice}
        </p>
      ) : null}
      <form className="staff-form staff-form--wide" onSubmit={submit} noValidate data-testid="arrival-form">
        <label className="ui-field">
          <span className="ui-field__label">{t('backorders.desk.symbol')}</span>
          <input
            className="ui-field__input"
            name="symbol"
            required
            maxLength={200}
            autoComplete="off"
            value={symbol}
            aria-invalid={errors.symbol ? true : undefined}
            aria-describedby={described('symbol')}
            onChange={(event) => setSymbol(event.target.value)}
          />
          {fieldError('symbol')}
        </label>
        <label className="ui-field">
          <span className="ui-field__label">{t('backorders.desk.quantity')}</span>
          <input
            className="ui-field__input"
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            required
            value={quantity}
            aria-invalid={errors.quantity ? true : undefined}
            aria-describedby={described('quantity')}
            onChange={(event) => setQuantity(event.target.value)}
          />
          {fieldError('quantity')}
        </label>
        <label className="ui-field">
          <span className="ui-field__label">{t('backorders.desk.note')}</span>
          <input
            className="ui-field__input"
            name="note"
            maxLength={500}
            placeholder={t('backorders.desk.noteHint')}
            value={note}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={described('note')}
            onChange={(event) => setNote(event.target.value)}
          />
          {fieldError('note')}
        </label>
        <div className="staff-actions">
          <button type="submit" className="staff-button" disabled={pending} aria-busy={pending || undefined}>
            {pending ? t('backorders.desk.saving') : t('backorders.desk.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
