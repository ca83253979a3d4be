import { useRef, type ReactNode } from 'react';
import type { ProductSummary } from '../../../common/contracts/catalog';
import type { CompareView } from '../../../common/contracts/compare';
import { useT } from '../../lib/i18n';
import { PriceBreaks } from '../../ui/product/price-breaks';
import { ProductImage } from '../../ui/product/product-image';
import { StatusLabels } from '../../ui/product/status-labels';
import { FavouriteButton } from '../../ui/product/favourite-button';
import { StockInfo } from '../../ui/product/stock-info';
import { GestureHint } from '../../ui/gesture-hint';

interface Row {
  key: string;
  label: string;
  differs: boolean;
  /** Rows about buying (price, stock) stay when only differences are shown. */
  always?: boolean;
  cell: (product: ProductSummary, index: number) => ReactNode;
}

const differ = (values: ReadonlyArray<string | number>) => values.length > 1 && new Set(values).size > 1;

/**
 * The products side by side: one column per product, one row per fact or parameter. The first
 * column (the row names) stays in place while the table scrolls sideways on narrow screens.
 */
export function CompareTable({
  view,
  onlyDifferences,
  onRemove,
}: {
  view: CompareView;
  onlyDifferences: boolean;
  onRemove: (symbol: string) => void;
}) {
  const t = useT();
  const scroller = useRef<HTMLDivElement>(null);
  const { products } = view;
  const group = products.find((p) => p.priceGroup)?.priceGroup;
  const priceLabel = group
    ? `${t('product.priceBreaks')} (${group.type === 'GROSS' ? t('product.gross') : t('product.net')}, ${group.currency})`
    : t('product.priceBreaks');
  const rows: Row[] = [
    {
      key: 'manufacturer',
      label: t('product.manufacturer'),
      differs: differ(products.map((p) => p.manufacturer.id)),
      cell: (p) => p.manufacturer.name,
    },
    {
      key: 'manufacturerSymbol',
      label: t('product.manufacturerSymbol'),
      differs: differ(products.map((p) => p.manufacturerSymbol)),
      cell: (p) => p.manufacturerSymbol,
    },
    {
      key: 'category',
      label: t('product.category'),
      differs: differ(products.map((p) => p.category.id)),
      cell: (p) => p.category.name,
    },
    {
      key: 'stock',
      label: t('product.stock'),
      differs: false,
      always: true,
      cell: (p) => (p.permissions.includes('SHOW_STOCK') ? <StockInfo product={p} /> : '–'),
    },
    {
      key: 'price',
      label: priceLabel,
      differs: false,
      always: true,
      cell: (p) =>
        p.priceGroup ? (
          <PriceBreaks group={p.priceGroup} />
        ) : (
          <span className="muted">{t('product.onRequest')}</span>
        ),
    },
    {
      key: 'minimum',
      label: `${t('product.minimum')} / ${t('product.multiples')}`,
      differs: differ(products.map((p) => `${p.minimumQuantity}/${p.multiples}`)),
      cell: (p) => `${p.minimumQuantity} / ${p.multiples}`,
    },
    ...view.parameters.map((row): Row => ({
      key: `parameter-${row.id}`,
      label: row.name,
      differs: row.differs,
      cell: (_p, i) =>
        row.values[i] ?? (
          <span className="muted" aria-label={t('compare.noValue')}>
            –
          </span>
        ),
    })),
  ];
  const visible = onlyDifferences ? rows.filter((r) => r.differs || r.always) : rows;
  const differing = rows.filter((r) => r.differs).length;

  return (
    // The frame holds the phone's gesture hint in place while the table scrolls under it (spec §9).
    <div className="compare-scroll-frame">
      <div
        ref={scroller}
        className="compare-scroll"
        tabIndex={0}
        role="region"
        aria-label={t('compare.title')}
      >
        <table
          className="compare-table"
          data-testid="compare-table"
          style={{ ['--compare-columns' as string]: products.length }}
        >
          <caption className="visually-hidden">
            {t('compare.caption', { count: products.length, differing })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="compare-table__corner">
                <span className="muted">{t('compare.legend')}</span>
              </th>
              {products.map((p) => (
                <th
                  key={p.productId}
                  scope="col"
                  className="compare-table__product"
                  data-testid="compare-product"
                  data-symbol={p.symbol}
                >
                  <div className="compare-card">
                    <button
                      type="button"
                      className="compare-card__remove"
                      onClick={() => onRemove(p.symbol)}
                      aria-label={t('compare.remove', { symbol: p.symbol })}
                      title={t('compare.remove', { symbol: p.symbol })}
                      data-testid="compare-remove"
                    >
                      ×
                    </button>
                    <ProductImage product={p} size={80} />
                    <a className="compare-card__symbol" href={p.url}>
                      {p.symbol}
                    </a>
                    <span className="compare-card__name">{p.name}</span>
                    <StatusLabels labels={p.statusLabels} lifecycle={p} />
                    <FavouriteButton symbol={p.symbol} quantity={p.minimumQuantity} />
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <tr
                key={row.key}
                className={row.differs ? 'is-different' : undefined}
                data-testid="compare-row"
                data-differs={row.differs}
              >
                <th scope="row">{row.label}</th>
                {products.map((p, i) => (
                  <td key={p.productId}>{row.cell(p, i)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <GestureHint target={scroller} text={t('gestureHint.swipe')} />
    </div>
  );
}
