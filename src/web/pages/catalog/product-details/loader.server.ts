import type { ProductDetails } from '../../../../common/contracts/catalog';
import { localHref } from '../../../lib/locale';
import type { PageMeta } from '../../page-types';
import {
  notFound,
  pageLoader,
  priceContext,
  publicMeta,
  type PageLoadArgs,
} from '../../loader-support.server';
import page from './page';

/** The product of a product page's address: by the shop's symbol, or by the manufacturer's. */
export function productOf(args: PageLoadArgs): Promise<ProductDetails | null> {
  const ctx = priceContext(args.locale);
  return args.match.name === 'product_details_original'
    ? args.services.catalog.getProductByOriginalSymbol(args.match.params.originalSymbol, ctx)
    : args.services.catalog.getProductDetails(args.match.params.symbol, ctx);
}

/** A product's pages' tags: all of them lead to its one canonical address. */
export function productMeta(args: PageLoadArgs, product: ProductDetails): PageMeta {
  return publicMeta(
    args,
    `${product.symbol} – ${product.name} ${product.manufacturer.name}`,
    product.description,
    localHref(args.locale, 'product_details', { symbol: product.symbol }),
  );
}

export default pageLoader(page, async (args) => {
  const product = await productOf(args);
  if (!product) return notFound(args);
  // Replacements keep the part's mounting and package, or the page says that none does.
  const replacements =
    product.replacements.length > 0
      ? await args.services.relations.keepFootprint(product.productId, product.replacements)
      : null;
  // A logged-in customer sees their own symbol of the product (issue 17); their pages are not cached.
  const customerSymbol = args.customer
    ? ((await args.services.customerSymbols.symbolsOf(args.customer.customerId, [product.symbol]))[
        product.symbol
      ] ?? null)
    : null;
  // Spec §7 "offer product": a special price staff made for this customer (ADR 054).
  const specialOffers = args.customer
    ? (await args.services.offers.forProduct(args.customer.customerId, product.symbol)).offers
    : [];
  // Spec §3 "external warehouse (marketplace)": its sellers' offers (ADR 072), in the page's prices.
  const marketplace = product.flags.includes('EXTERNAL_WAREHOUSE')
    ? await args.services.marketplace.productOffers(product.symbol, priceContext(args.locale))
    : null;
  // Issue 22 (ADR 076): the part's packaging and its other packagings, and its CAD models.
  const [packaging, cadModels] = await Promise.all([
    args.services.relations.packagingOf(product.productId, priceContext(args.locale)),
    args.services.cadModels.modelsOf(product.productId),
  ]);
  // The stock by place (ADR 077): own, marketplace, incoming deliveries, the factory.
  const warehouses = await args.services.warehouseStock.forProduct(product.productId);
  return {
    meta: { ...productMeta(args, product), noindex: false },
    data: {
      product: replacements ? { ...product, replacements: replacements.products } : product,
      replacementsDiffer: replacements && !replacements.footprintKept ? replacements.footprint : null,
      customerSymbol,
      specialOffers,
      marketplace,
      packaging,
      cadModels,
      warehouses,
    },
  };
});
