/**
 * Key parameters of list and tile rows (issue 22, ADR 076): each category names 3 to 5 of its
 * parameters (category_key_parameters); a page of products reads the values of its products' own
 * categories' key parameters in one query, whatever mix of categories the page holds (search
 * results, favourites), never one query per row.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ProductSummary } from '../../../common/contracts/catalog';
import type { Db } from '../../db/client';
import { categoryKeyParameters, parameters, productParameters, products } from '../../db/schema';
import { productText } from './catalogue-language';
import type { LocalizedText } from '../../db/schema';

interface KeyParameterRow {
  productId: number;
  name: string;
  names: LocalizedText;
  display: string;
  valueSi: number | null;
  generatedText: boolean;
}

/**
 * Primary-key reads: products by id, the category's few key parameters, then product_parameters
 * by (product_id, parameter_id). The cost follows the page, not the catalogue.
 */
export async function selectKeyParameters(db: Db, productIds: readonly number[]): Promise<KeyParameterRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: products.id,
      name: parameters.name,
      names: parameters.names,
      display: productParameters.display,
      valueSi: productParameters.valueSi,
      generatedText: products.generatedText,
    })
    .from(products)
    .innerJoin(categoryKeyParameters, eq(categoryKeyParameters.categoryId, products.categoryId))
    .innerJoin(
      productParameters,
      and(
        eq(productParameters.productId, products.id),
        eq(productParameters.parameterId, categoryKeyParameters.parameterId),
      ),
    )
    .innerJoin(parameters, eq(parameters.id, categoryKeyParameters.parameterId))
    .where(inArray(products.id, [...productIds]))
    .orderBy(asc(products.id), asc(categoryKeyParameters.position));
}

/** The key parameters of many products, by product id, labelled in the language. */
export async function keyParametersOf(
  db: Db,
  productIds: readonly number[],
  language: string,
): Promise<Map<number, NonNullable<ProductSummary['keyParameters']>>> {
  const out = new Map<number, NonNullable<ProductSummary['keyParameters']>>();
  for (const row of await selectKeyParameters(db, productIds)) {
    const list = out.get(row.productId) ?? [];
    list.push({
      label: row.names[language] ?? row.names.en ?? row.name,
      value: row.valueSi === null ? productText(row.display, row.generatedText, language) : row.display,
    });
    out.set(row.productId, list);
  }
  return out;
}

/** The summaries with their key parameters (an empty list for a product without any). */
export function withKeyParameters(
  items: ProductSummary[],
  keys: ReadonlyMap<number, NonNullable<ProductSummary['keyParameters']>>,
): ProductSummary[] {
  return items.map((item) => ({ ...item, keyParameters: keys.get(item.productId) ?? [] }));
}
