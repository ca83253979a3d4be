import { useId, useState, type FormEvent } from 'react';
import { quantityProblem, thresholdProblem } from '../../../common/alert-rules';
import type { Alert, AlertUpdate } from '../../../common/contracts/alerts';
import { formErrorsOf } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { Dialog } from '../../ui/dialog';

type Errors = Partial<Record<'quantity' | 'threshold' | 'form', string>>;

interface AlertEditFormProps {
  alert: Alert;
  /** Sends the change; throws the API's refusal, whose messages go under their fields. */
  onSave: (change: AlertUpdate) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * Changing an alert in the profile (issue 17, PUT /ajax/customer/notification/{id}): the quantity,
 * the threshold of a price alert, once or every time. The kind and the product stay (the server
 * refuses a new kind). The browser checks the numbers by the contract's own rules before sending;
 * what the server still refuses shows under the same fields.
 */
export function AlertEditForm({ alert, onSave, onCancel }: AlertEditFormProps) {
  const t = useT();
  // A withdrawn or list alert waits for no quantity: only once or every time changes.
  const takesQuantity = alert.kind === 'stock' || alert.kind === 'price';
  const id = useId();
  const [quantity, setQuantity] = useState(alert.quantity === null ? '' : String(alert.quantity));
  const [threshold, setThreshold] = useState(alert.threshold ?? '');
  const [repeat, setRepeat] = useState(alert.repeat);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const check = (): Errors => {
    const found: Errors = {};
    // A stock alert may wait for any quantity (empty); a price alert is at a quantity.
    if (takesQuantity && (alert.kind === 'price' || quantity.trim() !== '')) {
      const problem = quantityProblem(quantity);
      if (problem) found.quantity = t(problem);
    }
    if (alert.kind === 'price') {
      const problem = thresholdProblem(threshold);
      if (problem) found.threshold = t(problem);
    }
    return found;
  };

  const change = (): AlertUpdate => {
    const amount = quantity.trim() === '' ? null : Number(quantity.trim());
    if (alert.kind === 'price') {
      return { kind: 'price', repeat, quantity: amount ?? 1, threshold: threshold.trim().replace(',', '.') };
    }
    if (alert.kind === 'stock') return { kind: 'stock', repeat, quantity: amount };
    if (alert.kind === 'list_available') return { kind: 'list_available', repeat };
    return { kind: 'withdrawn', repeat };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onSave(change());
    } catch (failure) {
      setErrors(formErrorsOf(failure, t('errors.unexpected')));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: 'quantity' | 'threshold', label: string, value: string, set: (v: string) => void) => (
    <div className="alert-form__field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        className="ui-field__input"
        type="text"
        inputMode={name === 'quantity' ? 'numeric' : 'decimal'}
        maxLength={15}
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        data-testid={`alert-edit-${name}`}
      />
      {errors[name] && (
        <span className="ui-field__error" id={`${id}-${name}-error`} role="alert">
          {errors[name]}
        </span>
      )}
    </div>
  );

  return (
    <Dialog
      title={t('alerts.edit.title', { symbol: alert.symbol ?? alert.directory?.name ?? '' })}
      closeLabel={t('alerts.edit.cancel')}
      onClose={onCancel}
      className="ui-confirm"
    >
      <form className="alert-form" onSubmit={(e) => void submit(e)} noValidate data-testid="alert-edit-form">
        <p className="ui-confirm__info">
          {t(alert.kind === 'list_available' ? 'alerts.edit.listAvailable' : `alerts.edit.${alert.kind}`)}
        </p>
        {takesQuantity &&
          field(
            'quantity',
            t(alert.kind === 'price' ? 'alerts.dialog.priceQuantity' : 'alerts.dialog.quantity'),
            quantity,
            setQuantity,
          )}
        {alert.kind === 'price' &&
          field(
            'threshold',
            t('alerts.dialog.threshold', { currency: alert.currency ?? '' }),
            threshold,
            setThreshold,
          )}
        <fieldset>
          <legend>{t('alerts.edit.how')}</legend>
          {[false, true].map((value) => (
            <label key={String(value)} className="alert-form__kind">
              <input
                type="radio"
                name={`${id}-repeat`}
                checked={repeat === value}
                onChange={() => setRepeat(value)}
              />{' '}
              {t(value ? 'alerts.edit.repeated' : 'alerts.edit.once')}
            </label>
          ))}
        </fieldset>
        {errors.form && (
          <p className="ui-field__error" role="alert">
            {errors.form}
          </p>
        )}
        <footer className="ui-dialog__footer">
          <button type="button" className="ui-button ui-button--secondary" onClick={onCancel}>
            {t('alerts.edit.cancel')}
          </button>
          <button type="submit" className="ui-button ui-button--primary" disabled={busy} aria-busy={busy}>
            {t('alerts.edit.save')}
          </button>
        </footer>
      </form>
    </Dialog>
  );
}
