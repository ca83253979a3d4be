/**
 * Product comparison (spec §2 /compare/, §7 compare prepare, product-parameters, prices-and-stocks).
 * The /compare/ page loader and the three /ajax calls use the same functions, so the page and a
 * refresh in the browser show the same table.
 */
import type { ProductSummary } from '../../../common/contracts/catalog';
import type {
  CompareError,
  CompareParameterRow,
  CompareParametersResponse,
  ComparePrepareResponse,
  ComparePricesResponse,
  CompareProduct,
  CompareView,
} from '../../../common/contracts/compare';
import type { PriceContext } from '../../../common/contracts/pricing';
import { unknownSymbolError } from '../../../common/i18n/error-messages';
import type { Language } from '../../../common/markets';
import type { Db } from '../../db/client';
import { localized, type CatalogService, productText } from '../catalog';
import type { PricingService } from '../pricing';
import type { RelationsService } from '../relations';
import {
  selectComplianceOfProducts,
  selectParametersOfProducts,
  type CompareParameterValueRow,
} from './compare.repository';
import { translate } from '../../../common/i18n';
import {
  COMPLIANCE_ROW_KEYS,
  complianceRows,
  isLifecycleStatus,
  isReachStatus,
  isRohsStatus,
} from '../../../common/product-compliance';

interface Resolved {
  /** Product ids in the order sent, each once. */
  ids: number[];
  errors: CompareError[];
}

export function createCompareService(
  db: Db,
  deps: { catalog: CatalogService; pricing: PricingService; relations: RelationsService },
) {
  async function resolve(symbols: readonly string[], language: Language): Promise<Resolved> {
    const found = await deps.relations.resolveSymbols(symbols);
    const ids: number[] = [];
    const errors: CompareError[] = [];
    for (const symbol of symbols) {
      const row = found.get(symbol);
      if (!row) errors.push(unknownSymbolError(language, symbol));
      // Two spellings of one symbol ("bc547b", "BC547B") compare one product.
      else if (!ids.includes(row.id)) ids.push(row.id);
    }
    return { ids, errors };
  }

  async function parameterTable(ids: number[], products: readonly ProductSummary[], language: Language) {
    const [rows, compliance] = await Promise.all([
      selectParametersOfProducts(db, ids),
      selectComplianceOfProducts(db, ids),
    ]);
    const order = products.map((p) => p.productId);
    return [...buildParameterTable(order, rows, language), ...complianceTable(order, compliance, language)];
  }

  return {
    /** The list checked: catalogue symbols in the order sent, each product once, unknown symbols as errors. */
    async prepare(symbols: readonly string[], ctx: PriceContext): Promise<ComparePrepareResponse> {
      const { ids, errors } = await resolve(symbols, ctx.language);
      const products = (await deps.catalog.productSummaries(ids, ctx)).map(toCompareProduct);
      return { symbols: products.map((p) => p.symbol), products, errors };
    },

    /** Parameters side by side, names in the context's language. */
    async productParameters(
      symbols: readonly string[],
      ctx: PriceContext,
    ): Promise<CompareParametersResponse> {
      const { ids, errors } = await resolve(symbols, ctx.language);
      const products = await deps.catalog.productSummaries(ids, ctx);
      return {
        symbols: products.map((p) => p.symbol),
        parameters: await parameterTable(ids, products, ctx.language),
        errors,
      };
    },

    /** Price groups and stock in the market's currency: the pricing service's product data, per symbol. */
    async pricesAndStocks(symbols: readonly string[], ctx: PriceContext): Promise<ComparePricesResponse> {
      return deps.pricing.productData(
        {
          items: symbols.map((symbol) => ({ symbol })),
          scope: { prices: true, stock: true, delivery_confirmed: true },
        },
        ctx,
      );
    },

    /** Everything the /compare/ page shows, in one go. */
    async view(symbols: readonly string[], ctx: PriceContext): Promise<CompareView> {
      if (symbols.length === 0) return { products: [], parameters: [], errors: [] };
      const { ids, errors } = await resolve(symbols, ctx.language);
      const products = await deps.catalog.productSummaries(ids, ctx);
      return { products, parameters: await parameterTable(ids, products, ctx.language), errors };
    },
  };
}

export type CompareService = ReturnType<typeof createCompareService>;

function toCompareProduct(summary: ProductSummary): CompareProduct {
  const { priceGroup: _price, stock: _stock, leadTimeDays: _lead, ...product } = summary;
  return product;
}

/**
 * The union of the products' parameters as rows, values aligned with `productIds`. Rows that most
 * products have come first (what they share is what they are compared by), then the catalogue's
 * parameter order. Numeric values compare by their SI value, so "1 kΩ" and "1000 Ω" are equal.
 */
export function buildParameterTable(
  productIds: readonly number[],
  rows: readonly CompareParameterValueRow[],
  language: string,
): CompareParameterRow[] {
  const column = new Map(productIds.map((id, i) => [id, i]));
  const byParameter = new Map<
    number,
    { row: CompareParameterValueRow; cells: Array<CompareParameterValueRow | null> }
  >();
  for (const row of rows) {
    const at = column.get(row.productId);
    if (at === undefined) continue;
    let entry = byParameter.get(row.parameterId);
    if (!entry) byParameter.set(row.parameterId, (entry = { row, cells: productIds.map(() => null) }));
    entry.cells[at] = row;
  }
  return [...byParameter.entries()]
    .map(([id, { row, cells }]) => ({
      id,
      name: localized(row.names, language, row.name),
      unit: row.unit,
      values: cells.map((c) => (c ? productText(c.display, c.generatedText ?? false, language) : null)),
      differs: cellsDiffer(cells),
      present: cells.filter((c) => c !== null).length,
    }))
    .sort((a, b) => b.present - a.present || a.id - b.id)
    .map(({ present: _present, ...row }) => row);
}

/**
 * The classifications as rows after the parameters (ADR 075), so the page, a refresh in the browser
 * and "only differences" treat them as parameters. Their ids are negative (-1 lifecycle … -7
 * origin): no parameter has such an id.
 */
export function complianceTable(
  productIds: readonly number[],
  rows: Awaited<ReturnType<typeof selectComplianceOfProducts>>,
  language: Language,
): CompareParameterRow[] {
  const byId = new Map(rows.map((r) => [r.productId, r]));
  const t = (key: string, values?: Record<string, string | number>) => translate(language, key, values);
  const columns = productIds.map((id) => {
    const r = byId.get(id);
    if (!r) return null;
    return complianceRows(
      {
        lifecycle: isLifecycleStatus(r.lifecycle) ? r.lifecycle : 'active',
        lastTimeBuyDate: r.lastTimeBuyDate,
        compliance: {
          rohs: isRohsStatus(r.rohs) ? r.rohs : 'unknown',
          reach: isReachStatus(r.reach) ? r.reach : 'unknown',
          eccn: r.eccn,
          htsCode: r.htsCode,
          countryOfOrigin: r.countryOfOrigin,
          msl: r.msl,
        },
      },
      t,
      language,
    );
  });
  return COMPLIANCE_ROW_KEYS.map((key, k) => {
    const values = columns.map((c) => c?.[k]?.value ?? null);
    return {
      id: -(k + 1),
      name: t(`compliance.section.${key}`),
      unit: null,
      values,
      differs: values.length > 1 && new Set(values).size > 1,
    };
  }).filter((row) => row.values.some((v) => v !== null));
}

function cellsDiffer(cells: ReadonlyArray<CompareParameterValueRow | null>): boolean {
  if (cells.length < 2) return false;
  const [first, ...rest] = cells;
  return rest.some((cell) => {
    if (first === null || cell === null) return first !== cell;
    if (first.valueSi !== null && cell.valueSi !== null)
      return (
        Math.abs(first.valueSi - cell.valueSi) >
        1e-9 * Math.max(Math.abs(first.valueSi), Math.abs(cell.valueSi))
      );
    return first.display.trim().toLowerCase() !== cell.display.trim().toLowerCase();
  });
}
