import type { WarehouseStock } from '../../../common/contracts/backorders';
import { formatDate } from '../../../common/format';
import { useT } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { useRootData } from '../../lib/root-data';
import './backorders.css';

/**
 * A product's stock by place (issue 22 item 2, ADR 077): own warehouse, marketplace sellers,
 * incoming deliveries with their day, and the factory of a back-orderable product, each with the day
 * an order placed now would leave from there. Server-rendered on the product page and in the cart;
 * no state and no handlers, so it adds next to nothing to the page's script.
 */
export function StockByPlace({
  places,
  unit,
  compact = false,
}: {
  places: readonly WarehouseStock[];
  /** The product's unit code (ST, M, ROL…): amounts are told in it. */
  unit: string;
  compact?: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const { locale } = useRootData();
  if (places.length === 0) return null;
  const day = (iso: string) => formatDate(iso, locale.language);
  const amount = (count: number) => format.quantity(count, unit);
  return (
    <div
      className={`stock-by-place${compact ? ' stock-by-place--compact' : ''}`}
      data-testid="stock-by-place"
    >
      {!compact && <h2 className="stock-by-place__title">{t('backorders.warehouses.title')}</h2>}
      <ul className="stock-by-place__list">
        {places.map((place, index) => (
          <li
            key={index}
            className={`stock-by-place__row stock-by-place__row--${place.kind}`}
            data-kind={place.kind}
          >
            <span className="stock-by-place__where">{t(`backorders.warehouses.${place.kind}`)}</span>
            <span className="stock-by-place__amount">
              {place.kind === 'factory'
                ? t('backorders.warehouses.leadDays', { count: place.leadDays })
                : amount(place.amount)}
              {place.kind === 'incoming' &&
                ` · ${t('backorders.warehouses.expected', { day: day(place.expectedOn) })}`}
            </span>
            <span className="stock-by-place__ships">
              {place.shipsOn
                ? t('backorders.warehouses.ships', { day: day(place.shipsOn) })
                : t('backorders.warehouses.unknownDispatch')}
            </span>
          </li>
        ))}
      </ul>
      {!compact && places.some((p) => p.kind === 'factory') && (
        <p className="stock-by-place__note">{t('backorders.warehouses.backorderable')}</p>
      )}
    </div>
  );
}
