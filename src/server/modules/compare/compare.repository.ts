import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { parameters, productParameters, products } from '../../db/schema';
import type { LocalizedText } from '../../db/schema';

export interface CompareParameterValueRow {
  productId: number;
  parameterId: number;
  name: string;
  names: LocalizedText;
  unit: string | null;
  numeric: boolean;
  display: string;
  valueSi: number | null;
  /** The product's text is the seed generator's (shown translated, see catalog/catalogue-language.ts). */
  generatedText?: boolean;
}

/** Every parameter value of up to ten products, one query on the (product_id, parameter_id) key. */
export async function selectParametersOfProducts(
  db: Db,
  productIds: number[],
): Promise<CompareParameterValueRow[]> {
  if (productIds.length === 0) return [];
  return prepared(db, 'compare_parameters_of_products', () =>
    db
      .select({
        productId: productParameters.productId,
        parameterId: productParameters.parameterId,
        name: parameters.name,
        names: parameters.names,
        unit: parameters.unit,
        numeric: parameters.numeric,
        display: productParameters.display,
        valueSi: productParameters.valueSi,
        generatedText: products.generatedText,
      })
      .from(productParameters)
      .innerJoin(parameters, sql`${parameters.id} = ${productParameters.parameterId}`)
      .innerJoin(products, sql`${products.id} = ${productParameters.productId}`)
      .where(sql`${productParameters.productId} = any(${sql.placeholder('ids')}::int[])`)
      .prepare('compare_parameters_of_products'),
  ).execute({ ids: productIds });
}

/** The classifications of up to ten products (ADR 075), by primary key. */
export async function selectComplianceOfProducts(db: Db, productIds: number[]) {
  if (productIds.length === 0) return [];
  return prepared(db, 'compare_compliance_of_products', () =>
    db
      .select({
        productId: products.id,
        lifecycle: products.lifecycle,
        lastTimeBuyDate: products.lastTimeBuyDate,
        rohs: products.rohs,
        reach: products.reach,
        eccn: products.eccn,
        htsCode: products.htsCode,
        countryOfOrigin: products.countryOfOrigin,
        msl: products.msl,
      })
      .from(products)
      .where(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare('compare_compliance_of_products'),
  ).execute({ ids: productIds });
}
