import type { ReactNode } from 'react';
import type { ProductList, ProductSummary } from '../../../common/contracts/catalog';
import { useT } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { CompareToggle } from '../compare/compare-toggle';
import { OrderBox } from './order-box';
import { PriceBreaks } from './price-breaks';
import { ProductImage } from './product-image';
import { StatusLabels } from './status-labels';
import { StockInfo } from './stock-info';

function ProductIdentity({ product }: { product: ProductSummary }) {
  return (
    <div className="product-identity">
      <a className="product-identity__symbol" href={product.url}>
        {product.symbol}
      </a>
      <span className="product-identity__manufacturer">
        {product.manufacturer.name} · {product.manufacturerSymbol}
      </span>
      <span className="product-identity__name">{product.name}</span>
      <StatusLabels labels={product.statusLabels} />
      <CompareToggle symbol={product.symbol} compact />
    </div>
  );
}

function PriceCell({ product }: { product: ProductSummary }) {
  const t = useT();
  if (!product.priceGroup) return <span className="muted">{t('product.onRequest')}</span>;
  return <PriceBreaks group={product.priceGroup} compact />;
}

/** What a list adds to each product (the promotions page: discount and dates). */
export interface ProductExtra {
  /** Column heading in the parametric view. */
  label: string;
  render: (product: ProductSummary) => ReactNode;
}

/** Linear view: one row per product with identity, stock, first price breaks and the order box. */
export function LinearView({ items, extra }: { items: ProductSummary[]; extra?: ProductExtra }) {
  return (
    <ol className="product-rows" data-testid="product-list">
      {items.map((product) => (
        <li key={product.productId} className="product-row" data-multiples={product.multiples}>
          <ProductImage product={product} size={64} />
          {extra ? (
            <div>
              <ProductIdentity product={product} />
              {extra.render(product)}
            </div>
          ) : (
            <ProductIdentity product={product} />
          )}
          <StockInfo product={product} />
          <PriceCell product={product} />
          <OrderBox product={product} compact />
        </li>
      ))}
    </ol>
  );
}

/** Tiled view: cards in a responsive grid. */
export function TiledView({ items, extra }: { items: ProductSummary[]; extra?: ProductExtra }) {
  return (
    <ul className="product-tiles" data-testid="product-list">
      {items.map((product) => (
        <li key={product.productId} className="product-tile">
          <ProductImage product={product} size={120} />
          <ProductIdentity product={product} />
          {extra?.render(product)}
          <StockInfo product={product} />
          <PriceCell product={product} />
          <OrderBox product={product} compact />
        </li>
      ))}
    </ul>
  );
}

/** Parametric view: a table with the category's main parameters as columns. */
export function ParametricView({ list, extra }: { list: ProductList; extra?: ProductExtra }) {
  const t = useT();
  const format = useFormat();
  return (
    <div className="table-scroll">
      <table className="parametric-table" data-testid="product-list">
        <thead>
          <tr>
            <th scope="col">{t('product.symbol')}</th>
            <th scope="col">{t('product.manufacturer')}</th>
            {list.parameterColumns.map((c) => (
              <th key={c.id} scope="col">
                {c.name}
              </th>
            ))}
            {extra && <th scope="col">{extra.label}</th>}
            <th scope="col">{t('product.stock')}</th>
            <th scope="col">{t('product.price')}</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((product) => {
            const first = product.priceGroup?.elements[0];
            return (
              <tr key={product.productId}>
                <th scope="row">
                  <a href={product.url}>{product.symbol}</a>
                  <CompareToggle symbol={product.symbol} compact />
                </th>
                <td>{product.manufacturer.name}</td>
                {list.parameterColumns.map((c) => (
                  <td key={c.id}>{list.parameterValues[String(product.productId)]?.[String(c.id)] ?? '–'}</td>
                ))}
                {extra && <td>{extra.render(product)}</td>}
                <td>{product.permissions.includes('SHOW_STOCK') ? format.number(product.stock.count) : '–'}</td>
                <td>
                  {first && product.priceGroup
                    ? format.price(first.price, product.priceGroup.currency, first.precisions.price)
                    : t('product.onRequest')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
