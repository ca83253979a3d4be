import { useState, type FormEvent } from 'react';
import type { Offer, OfferLinesResult } from '../../../common/contracts/offers';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { useRootData } from '../../lib/root-data';
import { formatDate } from '../../../common/format';

/**
 * One special offer as its customer sees it: validity, state, and per line the offered price at
 * each quantity next to the list price, what is left of a limited line, and, while the offer may be
 * ordered, a quantity to put into a new cart at the offered price.
 */
export function OfferCard({
  offer,
  onAdd,
  onOrderOutOfRange,
}: {
  offer: Offer;
  onAdd: (lines: Array<{ position: number; amount: number }>) => Promise<OfferLinesResult>;
  /** One product outside the range (ADR 056) into a new cart; throws the server's refusal. */
  onOrderOutOfRange: (position: number, amount: number) => Promise<void>;
}) {
  const t = useT();
  const format = useFormat();
  const { locale } = useRootData();
  const date = (iso: string) => formatDate(iso, locale.language);
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = `offer-${offer.number}`;
  const hasCatalogueLines = offer.lines.some((l) => !l.outOfRange);

  // An out-of-range line is ordered on its own (spec §7 "order-product-out-of-range"); the server's
  // refusal (expired, withdrawn, already in the cart, amount rules) comes worded in the page's language.
  const orderOutOfRange = async (position: number) => {
    const amount = Number(amounts[position] ?? '');
    if (!(amount > 0)) {
      setError(t('offers.field.amountPositive'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onOrderOutOfRange(position, amount);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.body.message);
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outOfRange = new Set(offer.lines.filter((l) => l.outOfRange).map((l) => l.position));
    const lines = Object.entries(amounts)
      .map(([position, amount]) => ({ position: Number(position), amount: Number(amount) }))
      .filter((l) => l.amount > 0 && !outOfRange.has(l.position));
    if (lines.length === 0) {
      setError(t('offers.field.chooseLines'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await onAdd(lines);
      const refused = result.lines.filter((l) => l.outcome === 'refused');
      setError(
        refused.length
          ? refused.map((l) => t(l.messageKey ?? 'offers.errors.notFound', l.params)).join(' ')
          : null,
      );
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.body.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="offer-card" aria-labelledby={headingId} data-testid="offer-card">
      <header className="offer-card__head">
        <h2 id={headingId}>{t('offers.number', { number: offer.number })}</h2>
        <span className={`offer-card__state offer-card__state--${offer.state}`}>
          {t(`offers.state.${offer.state}`)}
        </span>
        <span className="offer-card__validity">
          {t('offers.validity', { from: date(offer.validFrom), until: date(offer.validUntil) })}
        </span>
      </header>
      {offer.note && <p className="offer-card__note">{offer.note}</p>}
      <form onSubmit={(event) => void submit(event)}>
        <div className="offer-card__table-wrap">
          <table className="offer-lines">
            <thead>
              <tr>
                <th scope="col">{t('offers.columns.product')}</th>
                <th scope="col">{t('offers.columns.breaks')}</th>
                <th scope="col">{t('offers.columns.listPrice')}</th>
                <th scope="col">{t('offers.columns.limit')}</th>
                {offer.orderable && <th scope="col">{t('offers.columns.amount')}</th>}
              </tr>
            </thead>
            <tbody>
              {offer.lines.map((line) => (
                <tr key={line.position} data-testid="offer-line">
                  <td data-label={t('offers.columns.product')}>
                    {line.outOfRange && (
                      <span className="offer-lines__badge" data-testid="out-of-range-badge">
                        {t('offers.outOfRange.badge')}
                      </span>
                    )}
                    <strong>{line.symbol}</strong>
                    <span className="offer-lines__muted">
                      {line.manufacturer} · {line.description}
                    </span>
                    {line.outOfRange && (
                      <span className="offer-lines__muted">
                        {t('offers.outOfRange.leadTime', { days: line.outOfRange.leadTimeDays })}
                        {' · '}
                        {t('offers.outOfRange.rules', {
                          minimum: line.outOfRange.minimumQuantity,
                          multiples: line.outOfRange.multiples,
                        })}
                      </span>
                    )}
                  </td>
                  <td data-label={t('offers.columns.breaks')}>
                    <ul className="offer-lines__breaks">
                      {line.breaks.map((b) => (
                        <li key={b.amount}>
                          {t('offers.fromAmount', {
                            amount: format.number(b.amount),
                            price: format.price(b.unitPrice, offer.currency, 4),
                          })}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td data-label={t('offers.columns.listPrice')}>
                    {line.listPrice ? <s>{format.price(line.listPrice, offer.currency, 4)}</s> : '—'}
                  </td>
                  <td data-label={t('offers.columns.limit')}>
                    {line.remaining === null
                      ? t('offers.noLimit')
                      : t('offers.remaining', { remaining: line.remaining, max: line.maxQuantity ?? 0 })}
                  </td>
                  {offer.orderable && (
                    <td data-label={t('offers.columns.amount')}>
                      <input
                        className="offer-lines__amount"
                        type="number"
                        inputMode="numeric"
                        min={line.outOfRange?.minimumQuantity ?? line.breaks[0]?.amount ?? 1}
                        step={line.outOfRange?.multiples ?? undefined}
                        max={line.remaining ?? undefined}
                        aria-label={`${t('offers.columns.amount')} ${line.symbol}`}
                        value={amounts[line.position] ?? ''}
                        onChange={(e) => setAmounts({ ...amounts, [line.position]: e.target.value })}
                      />
                      {line.outOfRange && (
                        <button
                          type="button"
                          className="button button--primary offer-lines__order"
                          disabled={busy}
                          data-testid="order-out-of-range"
                          onClick={() => void orderOutOfRange(line.position)}
                        >
                          {t('offers.outOfRange.order')}
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {error && (
          <p className="offer-card__error" role="alert">
            {error}
          </p>
        )}
        {offer.orderable && hasCatalogueLines && (
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('offers.addToCart')}
          </button>
        )}
      </form>
    </section>
  );
}
