import type { ProductSummary } from '../../../common/contracts/catalog';
import { useT } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { ProductImage } from '../../ui/product/product-image';
import { CompareToggle } from '../../ui/product/compare-toggle';
import './relations.css';

/**
 * A titled strip of product cards on the product page (similar products, replacements, accessories,
 * related): scrolls sideways when it holds more than fit.
 */
export function ProductStrip({
  title,
  items,
  testId,
  note,
}: {
  title: string;
  items: readonly ProductSummary[];
  testId?: string;
  /** Said under the title: what the reader must know about the list (replacements that differ). */
  note?: string | null;
}) {
  const t = useT();
  const format = useFormat();
  if (items.length === 0) return null;
  return (
    <section className="product-section product-strip" data-testid={testId} aria-label={title}>
      <h2>{title}</h2>
      {note && (
        <p className="product-strip__note" data-testid={testId ? `${testId}-note` : undefined}>
          {note}
        </p>
      )}
      <ul className="product-strip__list">
        {items.map((p) => {
          // The lowest unit price is the one of the biggest break.
          const cheapest = p.priceGroup?.elements.at(-1);
          const showStock = p.permissions.includes('SHOW_STOCK');
          return (
            <li key={p.productId} className="product-strip__card" data-symbol={p.symbol}>
              <a className="product-strip__image" href={p.url} tabIndex={-1} aria-hidden="true">
                <ProductImage product={p} size={96} />
              </a>
              <a className="product-strip__symbol" href={p.url}>
                {p.symbol}
              </a>
              <span className="product-strip__maker muted">{p.manufacturer.name}</span>
              <span className="product-strip__name">{p.name}</span>
              {showStock && (
                <span className={p.stock.count > 0 ? 'stock-info__in' : 'stock-info__out'}>
                  {p.stock.count > 0
                    ? `${t('product.inStock')}: ${format.quantity(p.stock.count, p.stock.unit)}`
                    : t('product.outOfStock')}
                </span>
              )}
              <span className="product-strip__price">
                {cheapest && p.priceGroup ? (
                  <strong>
                    {t('relations.priceFrom', {
                      price: format.price(cheapest.price, p.priceGroup.currency, cheapest.precisions.price),
                    })}
                  </strong>
                ) : (
                  <span className="muted">{t('product.onRequest')}</span>
                )}
              </span>
              <CompareToggle symbol={p.symbol} compact />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
