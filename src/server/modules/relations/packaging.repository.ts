import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { productPackaging } from '../../db/schema';

export interface PackagingRow {
  productId: number;
  packaging: string | null;
  reelQuantity: number | null;
}

const own = alias(productPackaging, 'own');

/**
 * The products of one part (one manufacturer, one part key: ADR 076), the product itself among
 * them: one range of product_packaging_part_idx, found by the product's own row (primary key).
 */
export async function selectPartPackagings(
  db: Db,
  productId: number,
  limit: number,
): Promise<PackagingRow[]> {
  return db
    .select({
      productId: productPackaging.productId,
      packaging: productPackaging.packaging,
      reelQuantity: productPackaging.reelQuantity,
    })
    .from(own)
    .innerJoin(
      productPackaging,
      and(eq(productPackaging.manufacturerId, own.manufacturerId), eq(productPackaging.partKey, own.partKey)),
    )
    .where(eq(own.productId, productId))
    .orderBy(asc(productPackaging.productId))
    .limit(limit);
}
