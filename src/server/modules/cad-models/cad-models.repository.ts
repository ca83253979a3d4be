import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parameters, productCadModels, productParameters, products } from '../../db/schema';

/** The parameters a package or pin count is read from (the catalogue's names). */
const OUTLINE_PARAMETERS = ['Case', 'Package', 'Housing', 'Number of pins'];

export async function selectCadModels(db: Db, productId: number) {
  return db
    .select({ kind: productCadModels.kind, format: productCadModels.format, url: productCadModels.url })
    .from(productCadModels)
    .where(eq(productCadModels.productId, productId))
    .orderBy(asc(productCadModels.id));
}

/** A product by its exact symbol, with its package and pin count where the catalogue states them. */
export async function selectCadTarget(db: Db, symbol: string) {
  const [product] = await db
    .select({ id: products.id, symbol: products.symbol })
    .from(products)
    .where(eq(products.symbol, symbol));
  if (!product) return undefined;
  const [models, outline] = await Promise.all([
    selectCadModels(db, product.id),
    db
      .select({
        name: parameters.name,
        display: productParameters.display,
        valueSi: productParameters.valueSi,
      })
      .from(productParameters)
      .innerJoin(parameters, eq(parameters.id, productParameters.parameterId))
      .where(and(eq(productParameters.productId, product.id), inArray(parameters.name, OUTLINE_PARAMETERS))),
  ]);
  const pins = outline.find((p) => p.name === 'Number of pins');
  return {
    ...product,
    models,
    packageName: outline.find((p) => p.name !== 'Number of pins')?.display ?? null,
    pins: pins ? (pins.valueSi ?? (Number.parseInt(pins.display, 10) || null)) : null,
  };
}
