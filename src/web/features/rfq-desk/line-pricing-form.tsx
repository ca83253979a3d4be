import { useId, useState, type FormEvent } from 'react';
import type { RfqLine } from '../../../common/contracts/rfq';
import type { RfqDeskOfferInput } from '../../../common/contracts/rfq-desk';
import { offerProblem, RFQ_BREAKS_MAX, RFQ_OFFERS_PER_LINE_MAX } from '../../../common/rfq';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';
import './rfq-desk.css';

interface DraftOffer {
  symbol: string;
  alternative: boolean;
  breaks: Array<{ amount: string; unitPrice: string }>;
  leadTimeDays: string;
  staffNote: string;
}

/** What the form starts from: the offers saved so far, else the asked product at every asked quantity. */
function initialOffers(line: RfqLine): DraftOffer[] {
  if (line.offers.length > 0)
    return line.offers.map((o) => ({
      symbol: o.symbol,
      alternative: o.alternative,
      breaks: o.breaks.map((b) => ({ amount: String(b.amount), unitPrice: b.unitPrice })),
      leadTimeDays: o.leadTimeDays === null ? '' : String(o.leadTimeDays),
      staffNote: o.staffNote ?? '',
    }));
  return [
    {
      symbol: line.product?.symbol ?? '',
      alternative: false,
      breaks: line.amounts.map((amount) => ({ amount: String(amount), unitPrice: '' })),
      leadTimeDays: '',
      staffNote: '',
    },
  ];
}

/**
 * The pricing form of one requested line (ADR 051): the product asked for and alternatives, each with
 * a price per quantity, a lead time and a note. It checks what the server checks (`offerProblem`,
 * shared) before sending, so a mistake is named next to the line at once; the server has the last word.
 */
export function LinePricingForm({
  line,
  currency,
  onSave,
}: {
  line: RfqLine;
  currency: string;
  onSave: (offers: RfqDeskOfferInput[]) => Promise<void>;
}) {
  const t = useT();
  const id = useId();
  const [offers, setOffers] = useState<DraftOffer[]>(() => initialOffers(line));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const change = (index: number, patch: Partial<DraftOffer>) => {
    setSaved(false);
    setOffers(offers.map((o, i) => (i === index ? { ...o, ...patch } : o)));
  };
  const changeBreak = (index: number, at: number, patch: Partial<DraftOffer['breaks'][number]>) =>
    change(index, { breaks: offers[index]!.breaks.map((b, j) => (j === at ? { ...b, ...patch } : b)) });

  const parsed = (): RfqDeskOfferInput[] =>
    offers.map((o) => ({
      symbol: o.symbol.trim(),
      alternative: o.alternative,
      breaks: o.breaks.map((b) => ({
        amount: Number(b.amount),
        unitPrice: b.unitPrice.trim().replace(',', '.'),
      })),
      leadTimeDays: o.leadTimeDays.trim() === '' ? null : Number(o.leadTimeDays),
      staffNote: o.staffNote.trim() === '' ? null : o.staffNote.trim(),
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = parsed();
    for (const offer of input) {
      if (!offer.symbol) return setError(t('rfqDesk.field.symbolRequired'));
      const problem = offerProblem(offer, line.amounts);
      if (problem) return setError(t(problem.key, problem.params));
    }
    setBusy(true);
    setError(null);
    try {
      await onSave(input);
      setSaved(true);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.body.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="rfq-desk-pricing" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset>
        <legend>{t('rfqDesk.pricing.legend', { position: line.position })}</legend>
        {offers.map((offer, index) => (
          <fieldset
            key={index}
            className="rfq-desk-offer"
            data-testid={`rfq-offer-${line.position}-${index + 1}`}
          >
            <legend>{t('rfqDesk.pricing.offer', { n: index + 1 })}</legend>
            <div className="rfq-desk-offer__head">
              <label className="ui-field">
                <span className="ui-field__label">{t('rfqDesk.pricing.symbol')}</span>
                <input
                  className="ui-field__input"
                  name="symbol"
                  maxLength={100}
                  autoComplete="off"
                  value={offer.symbol}
                  onChange={(event) => change(index, { symbol: event.target.value })}
                />
              </label>
              <label className="rfq-desk-check" htmlFor={`${id}-alt-${index}`}>
                <input
                  id={`${id}-alt-${index}`}
                  type="checkbox"
                  checked={offer.alternative}
                  onChange={(event) => change(index, { alternative: event.target.checked })}
                />
                {t('rfqDesk.pricing.alternative')}
              </label>
            </div>
            <fieldset className="rfq-desk-breaks">
              <legend>{t('rfqDesk.pricing.breaks', { currency })}</legend>
              {offer.breaks.map((b, at) => (
                <div key={at} className="rfq-desk-break">
                  <label className="ui-field">
                    <span className="ui-field__label">{t('rfqDesk.pricing.amount')}</span>
                    <input
                      className="ui-field__input"
                      name="amount"
                      inputMode="numeric"
                      value={b.amount}
                      onChange={(event) => changeBreak(index, at, { amount: event.target.value })}
                    />
                  </label>
                  <label className="ui-field">
                    <span className="ui-field__label">{t('rfqDesk.pricing.unitPrice', { currency })}</span>
                    <input
                      className="ui-field__input"
                      name="unitPrice"
                      inputMode="decimal"
                      value={b.unitPrice}
                      onChange={(event) => changeBreak(index, at, { unitPrice: event.target.value })}
                    />
                  </label>
                  {offer.breaks.length > 1 && (
                    <button
                      type="button"
                      className="staff-button staff-button--ghost staff-button--small"
                      aria-label={t('rfqDesk.pricing.removeBreak', { amount: b.amount || '?' })}
                      onClick={() => change(index, { breaks: offer.breaks.filter((_, j) => j !== at) })}
                    >
                      ×
                    </button>
                  )}
                </div>
              ))}
              {offer.breaks.length < RFQ_BREAKS_MAX && (
                <button
                  type="button"
                  className="staff-button staff-button--ghost staff-button--small"
                  onClick={() => change(index, { breaks: [...offer.breaks, { amount: '', unitPrice: '' }] })}
                >
                  {t('rfqDesk.pricing.addBreak')}
                </button>
              )}
            </fieldset>
            <div className="rfq-desk-offer__head">
              <label className="ui-field">
                <span className="ui-field__label">{t('rfqDesk.pricing.leadTime')}</span>
                <input
                  className="ui-field__input"
                  name="leadTimeDays"
                  inputMode="numeric"
                  value={offer.leadTimeDays}
                  onChange={(event) => change(index, { leadTimeDays: event.target.value })}
                />
              </label>
              <label className="ui-field">
                <span className="ui-field__label">{t('rfqDesk.pricing.staffNote')}</span>
                <input
                  className="ui-field__input"
                  name="staffNote"
                  maxLength={500}
                  value={offer.staffNote}
                  onChange={(event) => change(index, { staffNote: event.target.value })}
                />
              </label>
            </div>
            {offers.length > 1 && (
              <button
                type="button"
                className="staff-button staff-button--ghost staff-button--small"
                onClick={() => setOffers(offers.filter((_, i) => i !== index))}
              >
                {t('rfqDesk.pricing.removeOffer', { n: index + 1 })}
              </button>
            )}
          </fieldset>
        ))}
        <div className="staff-actions">
          {offers.length < RFQ_OFFERS_PER_LINE_MAX && (
            <button
              type="button"
              className="staff-button staff-button--ghost"
              onClick={() =>
                setOffers([
                  ...offers,
                  {
                    symbol: '',
                    alternative: true,
                    breaks: [{ amount: '', unitPrice: '' }],
                    leadTimeDays: '',
                    staffNote: '',
                  },
                ])
              }
            >
              {t('rfqDesk.pricing.addOffer')}
            </button>
          )}
          <button type="submit" className="staff-button" disabled={busy}>
            {t('rfqDesk.pricing.save', { position: line.position })}
          </button>
        </div>
        <div aria-live="polite">
          {error && (
            <p className="ui-form-alert" role="alert">
              {error}
            </p>
          )}
          {saved && !error && (
            <p className="staff-notice">{t('rfqDesk.pricing.saved', { position: line.position })}</p>
          )}
        </div>
      </fieldset>
    </form>
  );
}
