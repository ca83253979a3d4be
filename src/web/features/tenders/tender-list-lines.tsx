import type { TenderListDetails, TenderListLine, TenderOffer } from '../../../common/tenders';
import { useT } from '../../lib/i18n';
import { formatNumber, formatPrice, multiplyDecimal } from '../../../common/format';
import type { Currency } from '../../../common/markets';
import './tenders.css';

export interface TenderListLinesProps {
  list: Pick<TenderListDetails, 'id' | 'state' | 'currency' | 'lines'>;
  /** A draft's choices are the customer's to change; without this the lines are read only. */
  onChoose?: (lineId: number, symbol: string | null) => void;
  /** The line whose choice is being saved (its radios wait). */
  busyLine?: number | null;
}

/** A unit price as given (small parts are priced to 4 places), never fewer than the currency's places. */
const unitPrecision = (price: string) => {
  const places = price.split('.')[1]?.length ?? 0;
  return places > 2 ? places : undefined;
};

function OfferText({ offer }: { offer: TenderOffer }) {
  const t = useT();
  return (
    <span className="tender-offer">
      <strong>{offer.symbol}</strong> · {offer.manufacturer}
      <span className={`tender-source tender-source--${offer.source}`}>
        {t(`tenders.list.source.${offer.source}`)}
      </span>
      <span className="tender-offer__description">{offer.description}</span>
    </span>
  );
}

/**
 * The lines of an item list as the customer sees them: what they wrote, how quick buy's matcher
 * read it, and the product to price: in a draft one radio group a line (the match, its "or
 * equivalent" offers, none of these; arrow keys move within a group, Tab between lines), once sent
 * the choice, and once answered the shop's unit price, value and note.
 */
export function TenderListLines({ list, onChoose, busyLine = null }: TenderListLinesProps) {
  const t = useT();
  const editable = list.state === 'draft' && onChoose !== undefined;
  // The lists' markets' currencies (PLN, HUF, EUR): their places and the standard grouping.
  const currency = list.currency as Currency;
  const offersOf = (line: TenderListLine) => [...(line.matched ? [line.matched] : []), ...line.alternatives];
  return (
    <ol className="tender-lines" data-testid="tender-lines-list">
      {list.lines.map((line) => {
        const offers = offersOf(line);
        const chosen = offers.find((o) => o.symbol === line.chosenSymbol) ?? null;
        const name = `tender-line-${line.id}`;
        return (
          <li key={line.id} className="tender-line" data-testid={`tender-line-${line.position}`}>
            <div className="tender-line__head">
              <span className="tender-line__position">{line.position}.</span>
              <span className="tender-line__query">
                <span className="visually-hidden">{t('tenders.list.youWrote')}: </span>
                {line.query}
              </span>
              <span className="tender-line__amount">
                {t('tenders.list.quantity')}: {formatNumber(line.amount)}
              </span>
              <span className={`tender-kind tender-kind--${line.matchKind}`}>
                {t(`tenders.list.kind.${line.matchKind}`)}
                {line.matched && !line.matchAccepted && ` · ${t('tenders.list.unsure')}`}
              </span>
            </div>
            {line.note && <p className="tenders-muted tender-line__note">{line.note}</p>}
            {offers.length === 0 ? (
              <p className="tenders-muted">{t('tenders.list.noneFound')}</p>
            ) : editable && onChoose ? (
              <fieldset
                className="tender-choice"
                disabled={busyLine === line.id}
                aria-busy={busyLine === line.id}
              >
                <legend>{t('tenders.list.choice')}</legend>
                {offers.map((offer) => (
                  <label key={offer.symbol} className="tender-choice__option">
                    <input
                      type="radio"
                      name={name}
                      value={offer.symbol}
                      checked={line.chosenSymbol === offer.symbol}
                      onChange={() => onChoose(line.id, offer.symbol)}
                    />
                    <OfferText offer={offer} />
                  </label>
                ))}
                <label className="tender-choice__option">
                  <input
                    type="radio"
                    name={name}
                    value=""
                    checked={line.chosenSymbol === null}
                    onChange={() => onChoose(line.id, null)}
                  />
                  <span className="tender-offer">{t('tenders.list.noneChosen')}</span>
                </label>
              </fieldset>
            ) : (
              <div className="tender-chosen">
                <span className="tenders-muted">{t('tenders.list.choice')}: </span>
                {chosen ? <OfferText offer={chosen} /> : t('tenders.list.noneChosen')}
              </div>
            )}
            {list.state === 'answered' && (
              <div className="tender-line__answer" data-testid="tender-line-answer">
                {line.unitPrice === null ? (
                  <span>{t('tenders.list.noPrice')}</span>
                ) : (
                  <>
                    <span>
                      {t('tenders.list.price')}:{' '}
                      <strong>
                        {formatPrice(line.unitPrice, currency, { precision: unitPrecision(line.unitPrice) })}
                      </strong>
                    </span>
                    <span>
                      {t('tenders.list.value')}:{' '}
                      {formatPrice(multiplyDecimal(line.unitPrice, line.amount), currency)}
                    </span>
                  </>
                )}
                {line.answerNote && (
                  <span>
                    {t('tenders.list.ourNote')}: {line.answerNote}
                  </span>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
