import { type ReactNode, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { ProductList, ProductSummary } from '../../../common/contracts/catalog';
import type { ParameterSort } from '../../../common/contracts/search';
import type { ProductView } from '../../../common/product-list';
import { parameterSortValue } from '../../../common/search/filter-url';
import { useT } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { useRovingGrid } from '../../ui/roving-grid';
import { CompareToggle } from '../../ui/product/compare-toggle';
import { FavouriteButton } from '../../ui/product/favourite-button';
import { AskAboutProduct } from '../../ui/product/ask-about-product';
import { listHref } from '../../lib/list-links';
import { OrderBox } from './order-box';
import { PriceBreaks } from '../../ui/product/price-breaks';
import { ExtendedPrice } from '../../ui/product/extended-price';
import { ProductImage } from '../../ui/product/product-image';
import { StatusLabels } from '../../ui/product/status-labels';
import { StockInfo } from '../../ui/product/stock-info';

/** The logged-in customer's own symbols of the list's products, by product symbol (issue 17). */
export type CustomerSymbols = Readonly<Record<string, string>>;

/** "Your symbol: …" under a product's symbol, for a customer who gave it one. */
function OwnSymbol({ symbol }: { symbol: string | undefined }) {
  const t = useT();
  if (symbol === undefined) return null;
  return (
    <span className="product-identity__own-symbol" data-testid="card-customer-symbol">
      {t('customerSymbols.yourSymbol')}: {symbol}
    </span>
  );
}

function ProductIdentity({ product, customerSymbol }: { product: ProductSummary; customerSymbol?: string }) {
  const t = useT();
  return (
    <div className="product-identity">
      <a className="product-identity__symbol" href={product.url}>
        {product.symbol}
      </a>
      <OwnSymbol symbol={customerSymbol} />
      <span className="product-identity__manufacturer">
        {product.manufacturer.name} · {product.manufacturerSymbol}
      </span>
      <span className="product-identity__name">{product.name}</span>
      <StatusLabels labels={product.statusLabels} lifecycle={product} />
      <span className="product-identity__actions">
        <CompareToggle symbol={product.symbol} compact />
        <FavouriteButton symbol={product.symbol} quantity={product.minimumQuantity} compact />
        <AskAboutProduct
          subject={{
            symbol: product.symbol,
            minimumQuantity: product.minimumQuantity,
            multiples: product.multiples,
          }}
          className="ask-link ask-link--compact"
          label={`${t('product.askAboutProduct')}: ${product.symbol}`}
        />
      </span>
    </div>
  );
}

function PriceCell({ product }: { product: ProductSummary }) {
  const t = useT();
  if (!product.priceGroup) return <span className="muted">{t('product.onRequest')}</span>;
  return <PriceBreaks group={product.priceGroup} compact />;
}

/** Key parameters of list rows and tiles: the category's main parameters (its facets) and their values. */
export type KeyParameters = Pick<ProductList, 'parameterColumns' | 'parameterValues'>;

/** As TME and Mouser show them: a few, so a row stays one glance. */
const KEY_PARAMETERS_SHOWN = 5;

function KeyParameterList({
  product,
  keyParameters,
}: {
  product: ProductSummary;
  keyParameters?: KeyParameters;
}) {
  const chips = product.keyParameters?.length ? product.keyParameters : columnChips(product, keyParameters);
  if (chips.length === 0) return null;
  return (
    <ul className="key-parameters" data-testid="key-parameters">
      {chips.slice(0, KEY_PARAMETERS_SHOWN).map((c) => (
        <li key={c.label} className="key-parameters__item">
          {c.label}: <span className="key-parameters__value">{c.value}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A category that has not chosen its key parameters (ADR 076) shows the list's common parameters,
 * where the list read them (the parametric columns of search-served lists).
 */
function columnChips(product: ProductSummary, keyParameters?: KeyParameters) {
  const values = keyParameters?.parameterValues[String(product.productId)];
  if (!keyParameters || !values) return [];
  return keyParameters.parameterColumns
    .filter((c) => values[String(c.id)] !== undefined)
    .map((c) => ({ label: c.name, value: values[String(c.id)]! }));
}

/** The order box of a list row, with what the typed amount costs beside it (issue 22). */
function RowOrder({ product }: { product: ProductSummary }) {
  const [amount, setAmount] = useState<number | null>(product.minimumQuantity);
  return (
    <>
      <OrderBox product={product} compact onAmountChange={setAmount} />
      <ExtendedPrice group={product.priceGroup} amount={amount} />
    </>
  );
}

/** What a list adds to each product (the promotions page: discount and dates). */
export interface ProductExtra {
  /** Column heading in the parametric view. */
  label: string;
  render: (product: ProductSummary) => ReactNode;
}

/**
 * How a product list tells its keys: read with the list by screen readers (aria-describedby), and
 * shown at the foot of the window while the keyboard is in the list, whose Tab leaves it at once.
 */
function ListKeys({ id }: { id: string }) {
  const t = useT();
  return (
    <p id={id} className="grid-keys">
      {t('catalog.listKeys')}
    </p>
  );
}

/**
 * The product list as one keyboard stop (issue 15): a layout grid whose rows are the products
 * (useRovingGrid). Every child of a row is a grid cell, as the grid role requires.
 */
function ProductGrid({ className, children }: { className: string; children: ReactNode }) {
  const t = useT();
  const keysId = useId();
  const grid = useRovingGrid<HTMLDivElement>();
  return (
    <>
      <ListKeys id={keysId} />
      <div
        role="grid"
        className={className}
        data-testid="product-list"
        aria-label={t('catalog.products')}
        aria-describedby={keysId}
        {...grid}
      >
        {children}
      </div>
    </>
  );
}

/** Linear view: one row per product with identity, stock, first price breaks and the order box. */
export function LinearView({
  items,
  extra,
  keyParameters,
  customerSymbols,
}: {
  items: ProductSummary[];
  extra?: ProductExtra;
  keyParameters?: KeyParameters;
  customerSymbols?: CustomerSymbols;
}) {
  return (
    <ProductGrid className="product-rows">
      {items.map((product) => (
        <div role="row" key={product.productId} className="product-row" data-multiples={product.multiples}>
          <div role="gridcell">
            <ProductImage product={product} size={64} />
          </div>
          <div role="gridcell">
            <ProductIdentity product={product} customerSymbol={customerSymbols?.[product.symbol]} />
            <KeyParameterList product={product} keyParameters={keyParameters} />
            {extra?.render(product)}
          </div>
          <div role="gridcell">
            <StockInfo product={product} />
          </div>
          <div role="gridcell">
            <PriceCell product={product} />
          </div>
          <div role="gridcell" className="product-row__order">
            <RowOrder product={product} />
          </div>
        </div>
      ))}
    </ProductGrid>
  );
}

/** Tiled view: cards in a responsive grid; each card is a row of one cell. */
export function TiledView({
  items,
  extra,
  keyParameters,
  customerSymbols,
}: {
  items: ProductSummary[];
  extra?: ProductExtra;
  keyParameters?: KeyParameters;
  customerSymbols?: CustomerSymbols;
}) {
  return (
    <ProductGrid className="product-tiles">
      {items.map((product) => (
        <div role="row" key={product.productId} className="product-tiles__row">
          <div role="gridcell" className="product-tile">
            <ProductImage product={product} size={120} />
            <ProductIdentity product={product} customerSymbol={customerSymbols?.[product.symbol]} />
            <KeyParameterList product={product} keyParameters={keyParameters} />
            {extra?.render(product)}
            <StockInfo product={product} />
            <PriceCell product={product} />
            <RowOrder product={product} />
          </div>
        </div>
      ))}
    </ProductGrid>
  );
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A parameter column's heading as a link to the list sorted by it: ascending first, the other way on
 * the next click. A link, so the order is in the URL (shared, paged) and works before hydration.
 */
function SortableHeading({
  column,
  current,
}: {
  column: ProductList['parameterColumns'][number];
  current?: ParameterSort;
}) {
  const t = useT();
  const { pathname, search } = useLocation();
  const direction = current?.id === column.id ? current.direction : undefined;
  const next = direction === 'asc' ? 'desc' : 'asc';
  return (
    <th scope="col" aria-sort={direction ? ARIA_SORT[direction] : 'none'}>
      <Link
        className="parametric-table__sort"
        to={listHref(search, pathname, { sort: parameterSortValue({ id: column.id, direction: next }) })}
        aria-label={t(next === 'asc' ? 'list.sort.parameterAscending' : 'list.sort.parameterDescending', {
          name: column.name,
        })}
        preventScrollReset
      >
        {column.name}
        <span className="parametric-table__sort-mark" aria-hidden="true">
          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
        </span>
      </Link>
    </th>
  );
}

/**
 * Parametric view: a table with the category's main parameters as columns. With `sorting` (lists the
 * search serves) the parameter headings sort the list by their column.
 */
export function ParametricView({
  list,
  extra,
  sorting,
  customerSymbols,
}: {
  list: ProductList;
  extra?: ProductExtra;
  sorting?: { current?: ParameterSort };
  customerSymbols?: CustomerSymbols;
}) {
  const t = useT();
  const format = useFormat();
  const keysId = useId();
  // The sort links of the head stay ordinary tab stops before the rows' one stop.
  const grid = useRovingGrid<HTMLTableElement>('tbody > tr');
  return (
    <div className="table-scroll">
      <ListKeys id={keysId} />
      <table
        role="grid"
        className="parametric-table"
        data-testid="product-list"
        aria-label={t('catalog.products')}
        aria-describedby={keysId}
        {...grid}
      >
        <thead>
          <tr>
            <th scope="col">{t('product.symbol')}</th>
            <th scope="col">{t('product.manufacturer')}</th>
            {list.parameterColumns.map((c) =>
              sorting ? (
                <SortableHeading key={c.id} column={c} current={sorting.current} />
              ) : (
                <th key={c.id} scope="col">
                  {c.name}
                </th>
              ),
            )}
            {extra && <th scope="col">{extra.label}</th>}
            <th scope="col">{t('product.stock')}</th>
            <th scope="col" className="parametric-table__price">
              {t('product.price')}
            </th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((product) => {
            const first = product.priceGroup?.elements[0];
            return (
              <tr key={product.productId}>
                <th scope="row">
                  <a href={product.url}>{product.symbol}</a>
                  <OwnSymbol symbol={customerSymbols?.[product.symbol]} />
                  <CompareToggle symbol={product.symbol} compact />
                  <FavouriteButton symbol={product.symbol} quantity={product.minimumQuantity} compact />
                </th>
                <td>{product.manufacturer.name}</td>
                {list.parameterColumns.map((c) => (
                  <td key={c.id}>{list.parameterValues[String(product.productId)]?.[String(c.id)] ?? '–'}</td>
                ))}
                {extra && <td>{extra.render(product)}</td>}
                <td>
                  {product.permissions.includes('SHOW_STOCK') ? format.number(product.stock.count) : '–'}
                </td>
                <td className="parametric-table__price">
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

/**
 * A filtered list's products in the view its URL asks for, key parameters shown and the parametric
 * headings sorting. The pages hand it to the search feature's FilteredResults (ADR 034: a feature
 * does not render another feature's components itself).
 */
export function FilteredProducts({
  list,
  view,
  parameterSort,
  customerSymbols,
}: {
  list: ProductList;
  view: ProductView;
  parameterSort?: ParameterSort;
  customerSymbols?: CustomerSymbols;
}) {
  if (view === 'tiled')
    return <TiledView items={list.items} keyParameters={list} customerSymbols={customerSymbols} />;
  if (view === 'parametric')
    return (
      <ParametricView list={list} sorting={{ current: parameterSort }} customerSymbols={customerSymbols} />
    );
  return <LinearView items={list.items} keyParameters={list} customerSymbols={customerSymbols} />;
}
