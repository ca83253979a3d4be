import type { FavouriteItem } from '../../../common/contracts/favourites';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { useFormat } from '../../lib/use-format';

/**
 * The product of a list item: its symbol (a link to its page), the customer's own symbol (on the
 * owner's list only: the shared page has none), maker and description.
 */
export function ItemFacts({
  item,
  locale,
}: {
  item: Omit<FavouriteItem, 'itemId'> & { customerSymbol?: string | null };
  locale: Locale;
}) {
  const t = useT();
  return (
    <>
      <a
        className="favourites-row__symbol"
        href={localHref(locale, 'product_details', { symbol: item.symbol })}
      >
        {item.symbol}
      </a>
      {item.customerSymbol && (
        <span className="favourites-row__own-symbol" data-testid="favourites-customer-symbol">
          {t('favouritesPrint.customerSymbol')}: {item.customerSymbol}
        </span>
      )}
      <span className="favourites-row__maker">
        {item.manufacturerName} {item.manufacturerSymbol}
      </span>
      <span className="favourites-row__description">{item.description}</span>
    </>
  );
}

/** The headers of the cells `ItemChanges` fills. */
export function ItemChangeHeaders() {
  const t = useT();
  return (
    <>
      <th scope="col" className="is-number">
        {t('favourites.directory.price')}
      </th>
      <th scope="col" className="is-number">
        {t('favourites.directory.value')}
      </th>
      <th scope="col" className="is-number">
        {t('favourites.directory.stock')}
      </th>
      <th scope="col">{t('favourites.directory.changes')}</th>
    </>
  );
}

/**
 * The live cells of a list item: unit price at the list quantity, value, stock, and what changed
 * since it was saved (issue 17): price up or down by how much, stock short of the list quantity,
 * withdrawn. Words, not colours alone, say it.
 */
export function ItemChanges({ item, currency }: { item: Omit<FavouriteItem, 'itemId'>; currency: string }) {
  const t = useT();
  const format = useFormat();
  const { change } = item;
  const delta =
    change.priceDelta === null ? null : format.price(change.priceDelta.replace('-', ''), currency);
  return (
    <>
      <td className="is-number" data-label={t('favourites.directory.price')}>
        {item.unitPrice === null ? t('favourites.directory.noPrice') : format.price(item.unitPrice, currency)}
      </td>
      <td className="is-number" data-label={t('favourites.directory.value')}>
        {item.value === null ? '—' : format.price(item.value, currency)}
      </td>
      <td className="is-number" data-label={t('favourites.directory.stock')}>
        {item.stock === null ? '—' : format.quantity(item.stock, item.unit)}
      </td>
      <td data-label={t('favourites.directory.changes')}>
        {!change.withdrawn && !change.stockBelowQuantity && change.priceDirection === 'unknown' && '—'}
        <ul className="favourites-changes" data-testid="favourites-changes">
          {change.priceDirection === 'up' && (
            <li className="favourites-change favourites-change--bad">
              ▲ {t('favourites.directory.priceUp', { delta: delta ?? '' })}
            </li>
          )}
          {change.priceDirection === 'down' && (
            <li className="favourites-change favourites-change--good">
              ▼ {t('favourites.directory.priceDown', { delta: delta ?? '' })}
            </li>
          )}
          {change.priceDirection === 'same' && (
            <li className="favourites-change">{t('favourites.directory.priceSame')}</li>
          )}
          {change.stockBelowQuantity && (
            <li className="favourites-change favourites-change--bad">
              {t('favourites.directory.stockBelow')}
            </li>
          )}
          {change.withdrawn && (
            <li className="favourites-change favourites-change--bad">
              {t('favourites.directory.withdrawn')}
            </li>
          )}
        </ul>
      </td>
    </>
  );
}
