import { and, eq, sql } from 'drizzle-orm';
import type { ColumnMapping } from '../../../common/bom-files';
import { ColumnMappingSchema } from '../../../common/contracts/bom-files';
import type { Db } from '../../db/client';
import { bomColumnMappings } from '../../db/schema';

/** Signatures are 32 hex digits (headerSignature); anything else is not ours to store. */
const SIGNATURE = /^[0-9a-f]{32}$/;

/**
 * The column mappings a customer chose, by the signature of the file's header row (ADR 046). Every
 * query takes the customer id of the session: another customer's mapping is never read.
 */
export function createBomMappings(db: Db) {
  return {
    async remembered(customerId: number, signature: string): Promise<ColumnMapping | null> {
      if (!SIGNATURE.test(signature)) return null;
      const [row] = await db
        .select({ mapping: bomColumnMappings.mapping })
        .from(bomColumnMappings)
        .where(and(eq(bomColumnMappings.customerId, customerId), eq(bomColumnMappings.signature, signature)));
      // A row written by an older shape of the mapping is forgotten rather than trusted.
      const parsed = row ? ColumnMappingSchema.safeParse(row.mapping) : null;
      return parsed?.success ? parsed.data : null;
    },

    async remember(customerId: number, signature: string, mapping: ColumnMapping): Promise<void> {
      if (!SIGNATURE.test(signature)) return;
      const checked = ColumnMappingSchema.parse(mapping);
      await db
        .insert(bomColumnMappings)
        .values({ customerId, signature, mapping: checked })
        .onConflictDoUpdate({
          target: [bomColumnMappings.customerId, bomColumnMappings.signature],
          set: { mapping: checked, updatedAt: sql`now()` },
        });
    },

    async forget(customerId: number, signature: string): Promise<void> {
      await db
        .delete(bomColumnMappings)
        .where(and(eq(bomColumnMappings.customerId, customerId), eq(bomColumnMappings.signature, signature)));
    },
  };
}
export type BomMappings = ReturnType<typeof createBomMappings>;
