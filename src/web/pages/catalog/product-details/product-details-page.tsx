import { lazy, Suspense, useCallback, useState } from 'react';
import { multiplyDecimal } from '../../../../common/format';
import { selectPriceBreak } from '../../../../common/price-breaks';
import type { ProductDetails } from '../../../../common/contracts/catalog';
import { Breadcrumb } from '../../../features/catalog/breadcrumb';
import { OrderBox } from '../../../features/catalog/order-box';
import { PriceBreaks } from '../../../ui/product/price-breaks';
import { ProductImage } from '../../../ui/product/product-image';
import { StatusLabels } from '../../../ui/product/status-labels';
import { RecentlyViewedRecorder } from '../../../features/content/recently-viewed';
import { StockInfo } from '../../../ui/product/stock-info';
import type { WarehouseStock } from '../../../../common/contracts/backorders';
import { OmnibusPanel } from '../../../features/pricing/omnibus-panel';
import { CompareToggle } from '../../../ui/product/compare-toggle';
import { AskAboutProduct } from '../../../ui/product/ask-about-product';
import { ProductStrip } from '../../../features/relations/product-strip';
import { SimilarProducts } from '../../../features/relations/similar-products';
import { OrderedBeforeSlot } from '../../../features/order-history/ordered-before-slot';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { useFormat } from '../../../lib/use-format';
import type { Footprint } from '../../../../common/contracts/relations';
import type { OfferProductAnswer } from '../../../../common/contracts/offers';
import type { ProductMarketplace } from '../../../../common/marketplace';
import type { CadModel, ProductPackaging } from '../../../../common/part-data';
import {
  AddAlertButtonPart,
  CadModelsPart,
  ComplianceSectionPart,
  LifecycleNoticePart,
  OtherPackagingPart,
  PackagingFactsPart,
  ParametersTablePart,
  ProductFavouritesPart,
  SpecialPricePart,
  StockByPlacePart,
} from './parts-on-use';
import { setProductAmount } from './product-amount';

import type { PageProps } from '../../page-types';

// Its own chunk: only a marketplace product's page loads it (the page's JS budget, ADR 044).
const MarketplaceOffers = lazy(() =>
  import('../../../features/marketplace/marketplace-offers').then((m) => ({ default: m.MarketplaceOffers })),
);

/** "DIP-8, THT": what a replacement would have to keep. */
const footprintText = (f: Footprint) => [f.package, f.mounting].filter(Boolean).join(', ');

export function ProductDetailsPage({
  data,
  locale,
}: PageProps<{
  product: ProductDetails;
  replacementsDiffer?: Footprint | null;
  /** The logged-in customer's own symbol of the product (issue 17). */
  customerSymbol?: string | null;
  /** The logged-in customer's special prices for the product (issue 18 "Offers"). */
  specialOffers?: OfferProductAnswer['offers'];
  /** A marketplace product's sellers' offers (ADR 072); null for the shop's own products. */
  marketplace?: ProductMarketplace | null;
  /** The product's packaging and its part's other packagings (issue 22, ADR 076). */
  packaging?: ProductPackaging | null;
  /** The part's CAD models (issue 22, ADR 076). */
  cadModels?: CadModel[];
  /** The stock by place and when each leaves (ADR 077), rendered on the server. */
  warehouses?: WarehouseStock[];
}>) {
  const t = useT();
  const format = useFormat();
  const {
    product,
    replacementsDiffer = null,
    customerSymbol = null,
    specialOffers = [],
    marketplace = null,
    packaging = null,
    cadModels = [],
    warehouses = [],
  } = data;
  // Null while the typed amount cannot be ordered: no total is shown for it.
  const [amount, setAmount] = useState<number | null>(product.minimumQuantity);
  // Also for the parts kept on use that read it (product-amount.ts).
  const onAmountChange = useCallback(
    (value: number | null) => {
      setAmount(value);
      setProductAmount(product.symbol, value);
    },
    [product.symbol],
  );
  const group = product.priceGroup;
  const line = group && amount !== null ? selectPriceBreak(group.elements, amount) : undefined;
  return (
    <article className="product-page" data-testid="product-details">
      {/* Feeds "Recommended for you", with marketing consent only. */}
      <RecentlyViewedRecorder symbol={product.symbol} />
      <Breadcrumb locale={locale} trail={product.breadcrumb} current={product.symbol} />
      <div className="product-page__head">
        <ProductImage product={product} size={240} />
        <div className="product-page__identity">
          <h1>
            <span className="product-page__symbol">{product.symbol}</span>
            <span className="product-page__name">{product.name}</span>
          </h1>
          <StatusLabels labels={product.statusLabels} lifecycle={product} />
          <LifecycleNoticePart product={product} />
          <dl className="facts">
            <dt>{t('product.manufacturer')}</dt>
            <dd>
              <a
                href={localHref(locale, 'catalog_manufacturer', {
                  producer_name: product.manufacturer.slug,
                  producer_id: product.manufacturer.id,
                })}
              >
                {product.manufacturer.name}
              </a>
            </dd>
            <dt>{t('product.manufacturerSymbol')}</dt>
            <dd>{product.manufacturerSymbol}</dd>
            {customerSymbol !== null && (
              <>
                <dt>{t('customerSymbols.yourSymbol')}</dt>
                <dd data-testid="customer-symbol">{customerSymbol}</dd>
              </>
            )}
            <dt>{t('product.category')}</dt>
            <dd>
              <a
                href={localHref(locale, 'catalog_category', {
                  id_category: product.category.id,
                  category_name: product.category.slug,
                })}
              >
                {product.category.name}
              </a>
            </dd>
            <dt>{t('product.description')}</dt>
            <dd>{product.description}</dd>
            <PackagingFactsPart packaging={packaging} />
          </dl>
          <div className="product-page__actions">
            <CompareToggle symbol={product.symbol} />
            {group && <AddAlertButtonPart symbol={product.symbol} currency={group.currency} />}
            <a
              className="print-link"
              href={localHref(locale, 'product_details_print', { symbol: product.symbol })}
            >
              {t('product.print')}
            </a>
          </div>
        </div>
        <aside className="product-page__buy" aria-label={t('product.price')}>
          <StockInfo product={product} />
          <StockByPlacePart places={warehouses} unit={product.unit.code} />
          <SpecialPricePart offers={specialOffers} locale={locale} />
          <OrderedBeforeSlot symbol={product.symbol} locale={locale} />
          {group ? (
            <>
              <PriceBreaks group={group} highlightAmount={amount ?? undefined} />
              {line && amount !== null && (
                <p className="product-page__total" data-testid="line-total">
                  {t('product.totalPrice')}:{' '}
                  <strong>{format.price(multiplyDecimal(line.price, amount), group.currency)}</strong>
                </p>
              )}
              {group.promotion && (
                <p className="promotion-note">
                  {t('product.promotionValid', {
                    from: group.promotion.dateFrom,
                    to: group.promotion.dateTo,
                  })}
                </p>
              )}
              <OmnibusPanel symbol={product.symbol} locale={locale} />
            </>
          ) : (
            <p className="muted">{t('product.onRequest')}</p>
          )}
          <OrderBox product={product} onAmountChange={onAmountChange} />
          <ProductFavouritesPart
            locale={locale}
            symbol={product.symbol}
            minimumQuantity={product.minimumQuantity}
          />
          <AskAboutProduct
            subject={{
              symbol: product.symbol,
              minimumQuantity: product.minimumQuantity,
              multiples: product.multiples,
              amount: amount ?? undefined,
            }}
          />
        </aside>
      </div>

      {marketplace && (
        <Suspense fallback={null}>
          <MarketplaceOffers data={marketplace} unit={product.stock.unit} locale={locale} />
        </Suspense>
      )}

      <OtherPackagingPart packaging={packaging} />

      <section className="product-section">
        <h2>{t('product.parameters')}</h2>
        <ParametersTablePart product={product} />
      </section>

      <ComplianceSectionPart product={product} language={locale.language} />

      {product.documents.length > 0 && (
        <section className="product-section">
          <h2>{t('product.documents')}</h2>
          <ul className="documents">
            {product.documents.map((d) => (
              <li key={d.url}>
                <a href={d.url}>{d.title}</a>{' '}
                <span className="muted">
                  ({d.kind}
                  {d.language ? `, ${d.language}` : ''})
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <CadModelsPart symbol={product.symbol} models={cadModels} />

      <ProductStrip
        title={t('product.replacements')}
        items={product.replacements}
        testId="replacements"
        note={
          replacementsDiffer
            ? t('product.replacementsDiffer', { footprint: footprintText(replacementsDiffer) })
            : null
        }
      />
      <SimilarProducts symbol={product.symbol} locale={locale} />
      <ProductStrip title={t('product.linked')} items={product.linked} testId="linked-products" />
      <ProductStrip title={t('product.related')} items={product.related} testId="related-products" />
    </article>
  );
}
