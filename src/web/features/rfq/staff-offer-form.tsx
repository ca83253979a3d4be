import { useState, type FormEvent } from 'react';
import type { StaffOffer } from '../../../common/contracts/offers';
import { newIdempotencyKey } from '../../../common/idempotency';
import { OFFER_BREAKS_MAX, OFFER_LINES_MAX, OFFER_NOTE_MAX } from '../../../common/offers';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { offersApi } from './offers-api';

interface LineDraft {
  symbol: string;
  breaks: Array<{ amount: string; unitPrice: string }>;
  maxQuantity: string;
}

const emptyLine = (): LineDraft => ({
  symbol: '',
  breaks: [{ amount: '1', unitPrice: '' }],
  maxQuantity: '',
});

/** The day a date input holds, as the end of that day in the browser's time zone (an offer "until the 30th"). */
const endOfDay = (day: string) => new Date(`${day}T23:59:59`).toISOString();
const startOfDay = (day: string) => new Date(`${day}T00:00:00`).toISOString();

/**
 * The desk's offer form: for whom (e-mail or customer number), validity, a note, and lines of a
 * catalogue product with one or more quantity prices and an optional most in all. The server
 * checks everything again; its messages (in the desk's language) are shown as they come.
 */
export function StaffOfferForm({ onSent }: { onSent: (offer: StaffOffer) => Promise<void> }) {
  const t = useT();
  const [customer, setCustomer] = useState('');
  const [note, setNote] = useState('');
  const [validFrom, setValidFrom] = useState('');
  const [validUntil, setValidUntil] = useState('');
  const [lines, setLines] = useState<LineDraft[]>([emptyLine()]);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  // One key per offer being filled in: a second click (or a retry after a lost answer) makes no second offer.
  const [key, setKey] = useState(newIdempotencyKey);

  const change = (i: number, patch: Partial<LineDraft>) =>
    setLines(lines.map((line, j) => (j === i ? { ...line, ...patch } : line)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors([]);
    try {
      const offer = await offersApi.create(
        {
          customer,
          note,
          validFrom: validFrom ? startOfDay(validFrom) : undefined,
          validUntil: validUntil ? endOfDay(validUntil) : '',
          lines: lines.map((line) => ({
            symbol: line.symbol,
            breaks: line.breaks.map((b) => ({
              amount: Number(b.amount),
              unitPrice: b.unitPrice.trim().replace(',', '.'),
            })),
            maxQuantity: line.maxQuantity ? Number(line.maxQuantity) : null,
          })),
        },
        key,
      );
      setKey(newIdempotencyKey());
      setCustomer('');
      setNote('');
      setValidFrom('');
      setValidUntil('');
      setLines([emptyLine()]);
      await onSent(offer);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const details = error.body.data?.map((d) => `${d.field}: ${d.message}`) ?? [];
      setErrors(details.length ? details : [error.body.message]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="staff-card" aria-labelledby="staff-offer-make">
      <h2 id="staff-offer-make">{t('offers.staff.make')}</h2>
      <form
        className="staff-offer-form"
        onSubmit={(event) => void submit(event)}
        data-testid="staff-offer-form"
      >
        <div className="staff-offer-form__head">
          <label className="ui-field">
            <span className="ui-field__label">{t('offers.staff.customer')}</span>
            <input
              className="ui-field__input"
              name="customer"
              required
              maxLength={200}
              value={customer}
              onChange={(e) => setCustomer(e.target.value)}
            />
          </label>
          <label className="ui-field">
            <span className="ui-field__label">{t('offers.staff.validFrom')}</span>
            <input
              className="ui-field__input"
              type="date"
              name="validFrom"
              value={validFrom}
              onChange={(e) => setValidFrom(e.target.value)}
            />
          </label>
          <label className="ui-field">
            <span className="ui-field__label">{t('offers.staff.validUntil')}</span>
            <input
              className="ui-field__input"
              type="date"
              name="validUntil"
              required
              value={validUntil}
              onChange={(e) => setValidUntil(e.target.value)}
            />
          </label>
          <label className="ui-field">
            <span className="ui-field__label">{t('offers.staff.note')}</span>
            <textarea
              className="ui-field__input"
              name="note"
              maxLength={OFFER_NOTE_MAX}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </label>
        </div>
        {lines.map((line, i) => (
          <fieldset key={i} className="staff-offer-line" data-testid="staff-offer-line">
            <legend>{t('offers.staff.line', { n: i + 1 })}</legend>
            <label className="ui-field">
              <span className="ui-field__label">{t('offers.staff.symbol')}</span>
              <input
                className="ui-field__input"
                name={`symbol-${i}`}
                required
                maxLength={100}
                value={line.symbol}
                onChange={(e) => change(i, { symbol: e.target.value })}
              />
            </label>
            {line.breaks.map((b, k) => (
              <div key={k} className="staff-offer-line__break">
                <label className="ui-field">
                  <span className="ui-field__label">{t('offers.staff.breakAmount')}</span>
                  <input
                    className="ui-field__input"
                    type="number"
                    min={1}
                    name={`amount-${i}-${k}`}
                    value={b.amount}
                    onChange={(e) =>
                      change(i, {
                        breaks: line.breaks.map((x, m) => (m === k ? { ...x, amount: e.target.value } : x)),
                      })
                    }
                  />
                </label>
                <label className="ui-field">
                  <span className="ui-field__label">{t('offers.staff.unitPrice')}</span>
                  <input
                    className="ui-field__input"
                    inputMode="decimal"
                    name={`price-${i}-${k}`}
                    required
                    value={b.unitPrice}
                    onChange={(e) =>
                      change(i, {
                        breaks: line.breaks.map((x, m) =>
                          m === k ? { ...x, unitPrice: e.target.value } : x,
                        ),
                      })
                    }
                  />
                </label>
              </div>
            ))}
            <label className="ui-field">
              <span className="ui-field__label">{t('offers.staff.maxQuantity')}</span>
              <input
                className="ui-field__input"
                type="number"
                min={1}
                name={`max-${i}`}
                value={line.maxQuantity}
                onChange={(e) => change(i, { maxQuantity: e.target.value })}
              />
            </label>
            <div className="staff-actions">
              {line.breaks.length < OFFER_BREAKS_MAX && (
                <button
                  type="button"
                  className="staff-button staff-button--ghost"
                  onClick={() => change(i, { breaks: [...line.breaks, { amount: '', unitPrice: '' }] })}
                >
                  + {t('offers.staff.breakAmount')}
                </button>
              )}
              {lines.length > 1 && (
                <button
                  type="button"
                  className="staff-button staff-button--ghost"
                  onClick={() => setLines(lines.filter((_, j) => j !== i))}
                >
                  {t('offers.staff.removeLine')}
                </button>
              )}
            </div>
          </fieldset>
        ))}
        {errors.length > 0 && (
          <ul className="ui-form-alert" role="alert">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )}
        <div className="staff-actions">
          {lines.length < OFFER_LINES_MAX && (
            <button
              type="button"
              className="staff-button staff-button--ghost"
              onClick={() => setLines([...lines, emptyLine()])}
            >
              {t('offers.staff.addLine')}
            </button>
          )}
          <button type="submit" className="staff-button" disabled={busy}>
            {t('offers.staff.send')}
          </button>
        </div>
      </form>
    </section>
  );
}
