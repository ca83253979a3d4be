import { useState, type FormEvent } from 'react';
import type { RfqAcceptResult, RfqDetails } from '../../../common/contracts/rfq';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';

/** What the buyer chose: per requested line, one offer (by quote position) at one of its breaks. */
type Choice = Record<number, { position: number; amount: number } | undefined>;

/**
 * The request's lines with, once quoted, each line's offers (ours and alternatives) at their
 * breaks. While the quote may be accepted, the buyer ticks lines, picks the offer and the quantity,
 * and puts them into a new cart at the quoted prices; lines already ordered say where.
 */
export function QuoteLines({
  rfq,
  onAccept,
}: {
  rfq: RfqDetails;
  onAccept: (lines: Array<{ quotationPosition: number; amount: number }>) => Promise<RfqAcceptResult>;
}) {
  const t = useT();
  const format = useFormat();
  const [choice, setChoice] = useState<Choice>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = Object.values(choice).filter((c) => c !== undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setError(t('rfq.details.nothingChosen'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await onAccept(chosen.map((c) => ({ quotationPosition: c.position, amount: c.amount })));
      const refused = result.lines.filter((l) => l.outcome === 'refused');
      if (refused.length > 0) {
        setError(refused.map((l) => t(l.messageKey ?? 'rfq.errors.quoteUnavailable', l.params)).join(' '));
      }
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.body.message);
    } finally {
      setBusy(false);
    }
  };

  const table = (
    <table className="rfq-lines" data-testid="rfq-lines">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{t('rfq.details.requested')}</th>
          <th scope="col">{t('rfq.editor.amounts')}</th>
          <th scope="col">{t('rfq.details.offers')}</th>
        </tr>
      </thead>
      <tbody>
        {rfq.lines.map((line) => {
          const picked = choice[line.position];
          return (
            <tr key={line.position} data-testid="rfq-line">
              <td>{line.position}</td>
              <td>
                <strong className="rfq-lines__query">{line.query}</strong>
                {line.manufacturer && <span className="rfq-lines__muted"> · {line.manufacturer}</span>}
                <span className="rfq-lines__muted rfq-lines__block">
                  {line.product
                    ? t('rfq.details.matched', { symbol: line.product.symbol })
                    : t('rfq.details.notMatched')}
                </span>
                {line.targetPrice && (
                  <span className="rfq-lines__muted rfq-lines__block">
                    {t('rfq.editor.targetPrice')}: {format.price(line.targetPrice, rfq.currency, 4)}
                  </span>
                )}
                {line.note && <span className="rfq-lines__muted rfq-lines__block">{line.note}</span>}
              </td>
              <td>{line.amounts.map((a) => format.number(a)).join(', ')}</td>
              <td>
                {line.accepted ? (
                  <p className="rfq-lines__accepted" data-testid="rfq-line-accepted">
                    {t('rfq.details.accepted', {
                      amount: format.number(line.accepted.amount),
                      orderNumber: line.accepted.orderNumber,
                    })}
                  </p>
                ) : null}
                {line.offers.length === 0 && !['draft', 'sent', 'being_priced'].includes(rfq.state) && (
                  <p className="rfq-lines__muted">{t('rfq.details.noOffer')}</p>
                )}
                {line.offers.map((offer) => (
                  <div key={offer.position} className="rfq-offer" data-testid="rfq-offer">
                    <p className="rfq-offer__head">
                      <span className={offer.alternative ? 'rfq-badge rfq-badge--alt' : 'rfq-badge'}>
                        {offer.alternative ? t('rfq.details.alternative') : t('rfq.details.ours')}
                      </span>{' '}
                      <strong>{offer.symbol}</strong> · {offer.manufacturer}
                    </p>
                    <p className="rfq-lines__muted">{offer.description}</p>
                    <ul className="rfq-offer__breaks">
                      {offer.breaks.map((b) => {
                        const id = `rfq-${offer.position}-${b.amount}`;
                        const label = t('rfq.details.breakLabel', {
                          amount: format.number(b.amount),
                          price: format.price(b.unitPrice, rfq.currency, 4),
                        });
                        return (
                          <li key={b.amount}>
                            {rfq.acceptable && !line.accepted ? (
                              <label htmlFor={id} className="rfq-offer__choice">
                                <input
                                  id={id}
                                  type="checkbox"
                                  checked={picked?.position === offer.position && picked.amount === b.amount}
                                  onChange={(e) =>
                                    setChoice((c) => ({
                                      ...c,
                                      [line.position]: e.target.checked
                                        ? { position: offer.position, amount: b.amount }
                                        : undefined,
                                    }))
                                  }
                                />
                                {label}
                              </label>
                            ) : (
                              label
                            )}
                          </li>
                        );
                      })}
                    </ul>
                    <p className="rfq-lines__muted">
                      {offer.leadTimeDays !== null
                        ? t('rfq.details.leadTime', { days: offer.leadTimeDays })
                        : t('rfq.details.leadTimeUnknown')}
                      {offer.staffNote ? ` · ${offer.staffNote}` : ''}
                    </p>
                  </div>
                ))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );

  if (!rfq.acceptable) return <div className="rfq-lines__scroll">{table}</div>;
  return (
    <form onSubmit={(e) => void submit(e)} className="rfq-accept" aria-labelledby="rfq-accept-heading">
      <h2 id="rfq-accept-heading">{t('rfq.details.acceptHeading')}</h2>
      <p className="rfq-lines__muted">{t('rfq.details.acceptHint')}</p>
      <div className="rfq-lines__scroll">{table}</div>
      {error && (
        <p className="rfq-editor__errors" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy} data-testid="rfq-accept">
        {t('rfq.details.acceptSubmit')}
      </button>
    </form>
  );
}
