import type { ProductSummary } from '../../../common/contracts/catalog';
import type {
  CompareParametersResponse,
  ComparePrepareResponse,
  ComparePricesResponse,
  CompareView,
} from '../../../common/contracts/compare';
import type { PriceContext } from '../../../common/contracts/pricing';
import { generate } from '../../../common/routes';
import { postJson } from '../../lib/api';

/**
 * The comparison rebuilt in the browser from the three calls of spec §7: prepare checks the list,
 * then parameters and prices-and-stocks for the products it found. Same shape as the page loader's.
 */
export async function fetchCompareView(symbols: readonly string[], ctx: PriceContext): Promise<CompareView> {
  if (symbols.length === 0) return { products: [], parameters: [], errors: [] };
  const market = { country: ctx.country, language: ctx.language, isGrossPrice: ctx.gross };
  const prepared = await postJson<ComparePrepareResponse>(generate('ajax_compare_prepare'), {
    symbols,
    ...market,
  });
  if (prepared.symbols.length === 0) return { products: [], parameters: [], errors: prepared.errors };
  const body = { symbols: prepared.symbols, ...market };
  const [parameters, prices] = await Promise.all([
    postJson<CompareParametersResponse>(generate('ajax_compare_product_parameters'), body),
    postJson<ComparePricesResponse>(generate('ajax_compare_prices_and_stocks'), body),
  ]);
  const products = prepared.products.map((product, i): ProductSummary => {
    const data = prices.products[i];
    const priced = data && !('error' in data) ? data : null;
    return {
      ...product,
      priceGroup: priced?.priceGroup ?? null,
      stock: priced?.stock
        ? { count: priced.stock.count, unit: priced.stock.unit, external: priced.stock.external }
        : { count: 0, unit: product.unit.shortName, external: 0 },
      leadTimeDays: priced?.stock?.leadTimeDays ?? null,
    };
  });
  return { products, parameters: parameters.parameters, errors: prepared.errors };
}

/** The view without some products (removing needs no new request). */
export function withoutProducts(view: CompareView, symbols: ReadonlySet<string>): CompareView {
  const keep = view.products.map((p) => !symbols.has(p.symbol));
  const products = view.products.filter((_, i) => keep[i]);
  const parameters = view.parameters
    .map((row) => {
      const values = row.values.filter((_, i) => keep[i]);
      const present = values.filter((v) => v !== null);
      const distinct = new Set(present.map((v) => v.trim().toLowerCase()));
      // Exact numeric equality is the server's to judge; after a removal a row can only become more alike.
      const differs =
        row.differs && values.length > 1 && (present.length < values.length || distinct.size > 1);
      return { ...row, values, differs };
    })
    .filter((row) => row.values.some((v) => v !== null));
  return { ...view, products, parameters };
}
