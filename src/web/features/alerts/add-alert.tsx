import { useId, useState, type FormEvent } from 'react';
import type { AlertCreate, AlertKind } from '../../../common/contracts/alerts';
import { ApiError } from '../../lib/api';
import { useT, useUiTranslate } from '../../lib/i18n';
import { Dialog } from '../../ui/dialog';
import { useErrorModal } from '../../ui/error-modal';
import { useCreateAlert } from './alerts-api';
import './alerts.css';

interface AlertFormProps {
  symbol: string;
  /** The currency the customer sees prices in: a threshold is in it. */
  currency: string;
  onSubmit: (alert: AlertCreate) => Promise<void>;
  onCancel: () => void;
}

/**
 * The "add notification" confirmation (spec §2 Modals) with what to wait for: back in stock
 * (optionally at least a quantity), a price below a threshold at a quantity, or withdrawal.
 */
export function AlertForm({ symbol, currency, onSubmit, onCancel }: AlertFormProps) {
  const t = useT();
  const id = useId();
  const [kind, setKind] = useState<Exclude<AlertKind, 'list_available'>>('stock');
  const [quantity, setQuantity] = useState('');
  const [threshold, setThreshold] = useState('');
  const [repeat, setRepeat] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = quantity.trim() === '' ? null : Number.parseInt(quantity, 10);
    const alert: AlertCreate =
      kind === 'price'
        ? { symbol, kind, repeat, quantity: amount ?? 1, threshold: threshold.trim().replace(',', '.') }
        : kind === 'stock'
          ? { symbol, kind, repeat, quantity: amount }
          : { symbol, kind, repeat };
    setBusy(true);
    try {
      await onSubmit(alert);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={t('alerts.dialog.title')}
      closeLabel={t('alerts.dialog.no')}
      onClose={onCancel}
      className="ui-confirm"
    >
      <form className="alert-form" onSubmit={(event) => void submit(event)} data-testid="alert-form">
        <p className="ui-confirm__info">{t('alerts.dialog.info', { symbol })}</p>
        <fieldset>
          <legend>{t('alerts.dialog.kind')}</legend>
          {(['stock', 'price', 'withdrawn'] as const).map((k) => (
            <label key={k} className="alert-form__kind">
              <input
                type="radio"
                name={`${id}-kind`}
                value={k}
                checked={kind === k}
                onChange={() => setKind(k)}
              />{' '}
              {t(`alerts.dialog.${k}`)}
            </label>
          ))}
        </fieldset>
        {kind !== 'withdrawn' && (
          <label className="alert-form__field">
            {t(kind === 'price' ? 'alerts.dialog.priceQuantity' : 'alerts.dialog.quantity')}
            <input
              className="ui-field__input"
              type="number"
              min={1}
              max={9_999_999}
              step={1}
              inputMode="numeric"
              required={kind === 'price'}
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
            />
          </label>
        )}
        {kind === 'price' && (
          <label className="alert-form__field">
            {t('alerts.dialog.threshold', { currency })}
            <input
              className="ui-field__input"
              type="text"
              inputMode="decimal"
              required
              maxLength={15}
              pattern="\d{1,8}([.,]\d{1,6})?"
              value={threshold}
              onChange={(e) => setThreshold(e.target.value)}
            />
          </label>
        )}
        <label className="alert-form__repeat">
          <input type="checkbox" checked={repeat} onChange={(e) => setRepeat(e.target.checked)} />{' '}
          {t('alerts.dialog.repeat')}
        </label>
        <p className="ui-confirm__text">{t('alerts.dialog.confirm')}</p>
        <footer className="ui-dialog__footer">
          <button type="button" className="ui-button ui-button--secondary" onClick={onCancel} data-autofocus>
            {t('alerts.dialog.no')}
          </button>
          <button type="submit" className="ui-button ui-button--primary" disabled={busy}>
            {t('alerts.dialog.yes')}
          </button>
        </footer>
      </form>
    </Dialog>
  );
}

/**
 * The form above in its dialog, saving the alert (add-alert-button.tsx loads this module on the
 * press, so a product page's first paint carries neither the form nor the error dialog).
 */
export function AlertDialog({
  symbol,
  currency,
  onSaved,
  onCancel,
}: {
  symbol: string;
  currency: string;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const uiT = useUiTranslate();
  const showError = useErrorModal();
  const create = useCreateAlert();
  return (
    <AlertForm
      symbol={symbol}
      currency={currency}
      onCancel={onCancel}
      onSubmit={async (alert) => {
        try {
          await create.mutateAsync(alert);
          onSaved();
        } catch (failure) {
          if (failure instanceof ApiError) showError(failure.body, { t: uiT });
          else throw failure;
        }
      }}
    />
  );
}
