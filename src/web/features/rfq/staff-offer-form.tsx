import { useState, type FormEvent } from 'react';
import type { OfferCreate, StaffOffer } from '../../../common/contracts/offers';
import { newIdempotencyKey } from '../../../common/idempotency';
import {
  OFFER_AMOUNT_MAX_VALUE,
  OFFER_BREAKS_MAX,
  OFFER_LINES_MAX,
  OFFER_NOTE_MAX,
  OUT_OF_RANGE_DESCRIPTION_MAX,
  OUT_OF_RANGE_LEAD_TIME_MAX_DAYS,
  OUT_OF_RANGE_MANUFACTURER_MAX,
  OUT_OF_RANGE_MPN_MAX,
} from '../../../common/offers';
import { ApiError } from '../../lib/api';
import { fieldErrorsOf } from '../../lib/form-errors';
import { useT, type Translate } from '../../lib/i18n';
import { offerDeskApi } from './offer-desk-api';

type LineKind = 'catalogue' | 'outOfRange';

interface LineDraft {
  kind: LineKind;
  symbol: string;
  /** A product outside the normal range (ADR 056), as typed. */
  description: string;
  mpn: string;
  manufacturer: string;
  leadTimeDays: string;
  minimumQuantity: string;
  multiples: string;
  breaks: Array<{ amount: string; unitPrice: string }>;
  maxQuantity: string;
}

const emptyLine = (): LineDraft => ({
  kind: 'catalogue',
  symbol: '',
  description: '',
  mpn: '',
  manufacturer: '',
  leadTimeDays: '',
  minimumQuantity: '1',
  multiples: '1',
  breaks: [{ amount: '1', unitPrice: '' }],
  maxQuantity: '',
});

/** The day a date input holds, as the end of that day in the browser's time zone (an offer "until the 30th"). */
const endOfDay = (day: string) => new Date(`${day}T23:59:59`).toISOString();
const startOfDay = (day: string) => new Date(`${day}T00:00:00`).toISOString();

/** A typed whole number, or NaN so the contract refuses an empty or broken field with its message. */
const whole = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** The request the form's state stands for: per line a symbol or a product outside the range. */
function requestOf(state: {
  customer: string;
  note: string;
  validFrom: string;
  validUntil: string;
  lines: LineDraft[];
}): OfferCreate {
  return {
    customer: state.customer,
    note: state.note,
    validFrom: state.validFrom ? startOfDay(state.validFrom) : undefined,
    validUntil: state.validUntil ? endOfDay(state.validUntil) : '',
    lines: state.lines.map((line) => ({
      ...(line.kind === 'catalogue'
        ? { symbol: line.symbol }
        : {
            outOfRange: {
              description: line.description,
              mpn: line.mpn,
              manufacturer: line.manufacturer,
              leadTimeDays: whole(line.leadTimeDays),
              minimumQuantity: whole(line.minimumQuantity),
              multiples: whole(line.multiples),
            },
          }),
      breaks: line.breaks.map((b) => ({
        amount: Number(b.amount),
        unitPrice: b.unitPrice.trim().replace(',', '.'),
      })),
      maxQuantity: line.maxQuantity ? Number(line.maxQuantity) : null,
    })),
  };
}

const isWhole = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/**
 * The out-of-range rules of `OutOfRangeInputSchema` (same limits, same message keys), checked
 * before the call and keyed by field as the server keys them ("lines.0.outOfRange.mpn"). Not the
 * schema itself: Zod stays out of the browser bundle (eslint); the server checks everything again.
 */
function clientErrors(request: OfferCreate, t: Translate) {
  const errors: Record<string, string> = {};
  request.lines.forEach((line, i) => {
    const o = line.outOfRange;
    if (!o) return;
    const at = `lines.${i}.outOfRange`;
    for (const field of ['description', 'mpn', 'manufacturer'] as const)
      if (o[field].trim() === '') errors[`${at}.${field}`] = t('offers.field.outOfRange');
    if (!isWhole(o.leadTimeDays, 0, OUT_OF_RANGE_LEAD_TIME_MAX_DAYS))
      errors[`${at}.leadTimeDays`] = t('offers.field.leadTime');
    for (const field of ['minimumQuantity', 'multiples'] as const)
      if (!isWhole(o[field] ?? 1, 1, OFFER_AMOUNT_MAX_VALUE))
        errors[`${at}.${field}`] = t('offers.field.minimumMultiple');
  });
  return errors;
}

/**
 * The desk's offer form: for whom (e-mail or customer number), validity, a note, and lines of a
 * catalogue product, or of a product outside the normal range (description, part number, maker,
 * lead time, minimum and multiples; ADR 056), with one or more quantity prices and an optional most
 * in all. The contract is checked here first; the server checks everything again, and its
 * messages (in the desk's language) are shown under the fields they name.
 */
export function StaffOfferForm({ onSent }: { onSent: (offer: StaffOffer) => Promise<void> }) {
  const t = useT();
  const [customer, setCustomer] = useState('');
  const [note, setNote] = useState('');
  const [validFrom, setValidFrom] = useState('');
  const [validUntil, setValidUntil] = useState('');
  const [lines, setLines] = useState<LineDraft[]>([emptyLine()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // One key per offer being filled in: a second click (or a retry after a lost answer) makes no second offer.
  const [key, setKey] = useState(newIdempotencyKey);

  const change = (i: number, patch: Partial<LineDraft>) =>
    setLines(lines.map((line, j) => (j === i ? { ...line, ...patch } : line)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const request = requestOf({ customer, note, validFrom, validUntil, lines });
    const refused = clientErrors(request, t);
    setErrors(refused);
    if (Object.keys(refused).length > 0) return;
    setBusy(true);
    try {
      const offer = await offerDeskApi.create(request, key);
      setKey(newIdempotencyKey());
      setCustomer('');
      setNote('');
      setValidFrom('');
      setValidUntil('');
      setLines([emptyLine()]);
      await onSent(offer);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = fieldErrorsOf(error);
      setErrors(Object.keys(fields).length ? fields : { form: error.body.message });
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
            <fieldset className="staff-offer-line__kind">
              <legend className="ui-field__label">{t('offers.staff.kind')}</legend>
              {(['catalogue', 'outOfRange'] as const).map((kind) => (
                <label key={kind} className="staff-offer-line__kind-option">
                  <input
                    type="radio"
                    name={`kind-${i}`}
                    value={kind}
                    checked={line.kind === kind}
                    onChange={() => change(i, { kind })}
                  />
                  {t(kind === 'catalogue' ? 'offers.staff.kindCatalogue' : 'offers.staff.kindOutOfRange')}
                </label>
              ))}
            </fieldset>
            {line.kind === 'catalogue' ? (
              <TextField
                label={t('offers.staff.symbol')}
                name={`symbol-${i}`}
                maxLength={100}
                value={line.symbol}
                onChange={(symbol) => change(i, { symbol })}
                error={errors[`lines.${i}.symbol`]}
              />
            ) : (
              <div className="staff-offer-line__out-of-range">
                <TextField
                  label={t('offers.staff.description')}
                  name={`description-${i}`}
                  maxLength={OUT_OF_RANGE_DESCRIPTION_MAX}
                  value={line.description}
                  onChange={(description) => change(i, { description })}
                  error={errors[`lines.${i}.outOfRange.description`] ?? errors[`lines.${i}.symbol`]}
                />
                <TextField
                  label={t('offers.staff.mpn')}
                  name={`mpn-${i}`}
                  maxLength={OUT_OF_RANGE_MPN_MAX}
                  value={line.mpn}
                  onChange={(mpn) => change(i, { mpn })}
                  error={errors[`lines.${i}.outOfRange.mpn`]}
                />
                <TextField
                  label={t('offers.staff.manufacturer')}
                  name={`manufacturer-${i}`}
                  maxLength={OUT_OF_RANGE_MANUFACTURER_MAX}
                  value={line.manufacturer}
                  onChange={(manufacturer) => change(i, { manufacturer })}
                  error={errors[`lines.${i}.outOfRange.manufacturer`]}
                />
                <TextField
                  label={t('offers.staff.leadTimeDays')}
                  name={`leadTime-${i}`}
                  type="number"
                  min={0}
                  max={OUT_OF_RANGE_LEAD_TIME_MAX_DAYS}
                  value={line.leadTimeDays}
                  onChange={(leadTimeDays) => change(i, { leadTimeDays })}
                  error={errors[`lines.${i}.outOfRange.leadTimeDays`]}
                />
                <TextField
                  label={t('offers.staff.minimumQuantity')}
                  name={`minimum-${i}`}
                  type="number"
                  min={1}
                  value={line.minimumQuantity}
                  onChange={(minimumQuantity) => change(i, { minimumQuantity })}
                  error={errors[`lines.${i}.outOfRange.minimumQuantity`]}
                />
                <TextField
                  label={t('offers.staff.multiples')}
                  name={`multiples-${i}`}
                  type="number"
                  min={1}
                  value={line.multiples}
                  onChange={(multiples) => change(i, { multiples })}
                  error={errors[`lines.${i}.outOfRange.multiples`]}
                />
              </div>
            )}
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
            <FieldError
              message={
                errors[`lines.${i}.breaks`] ??
                line.breaks
                  .map(
                    (_, k) =>
                      errors[`lines.${i}.breaks.${k}.unitPrice`] ?? errors[`lines.${i}.breaks.${k}.amount`],
                  )
                  .find(Boolean)
              }
            />
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
        {Object.keys(errors).length > 0 && (
          <ul className="ui-form-alert" role="alert" data-testid="staff-offer-errors">
            {Object.entries(errors).map(([field, message]) => (
              <li key={field}>{message}</li>
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

function FieldError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return <p className="ui-field__error">{message}</p>;
}

/** One labelled input with the message of its field under it (client's or server's). */
function TextField({
  label,
  name,
  value,
  onChange,
  error,
  type = 'text',
  ...rest
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  type?: 'text' | 'number';
  maxLength?: number;
  min?: number;
  max?: number;
}) {
  const errorId = `${name}-error`;
  // The message sits beside the label, not in it, so the field's name stays its label alone.
  return (
    <div className="staff-offer-line__field">
      <label className="ui-field">
        <span className="ui-field__label">{label}</span>
        <input
          className="ui-field__input"
          name={name}
          type={type}
          inputMode={type === 'number' ? 'numeric' : undefined}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.target.value)}
          {...rest}
        />
      </label>
      {error && (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
