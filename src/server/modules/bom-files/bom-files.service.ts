import type { ColumnMapping } from '../../../common/bom-files';
import type { Db } from '../../db/client';
import { createBomMappings } from './bom-files.mappings';
import { readBomFile, type BomFileReading, type ReadBomFileInput } from './bom-files.read';

/**
 * The BOM reader with the customer's memory (ADR 046): a file whose header row the customer has
 * mapped before is read with that mapping unless a mapping is sent; `remember` stores the one the
 * buyer confirmed.
 */
export function createBomFilesService(db: Db) {
  const mappings = createBomMappings(db);
  return {
    read(customerId: number, input: Omit<ReadBomFileInput, 'rememberedMapping'>): Promise<BomFileReading> {
      return readBomFile({
        ...input,
        rememberedMapping: (signature) => mappings.remembered(customerId, signature),
      });
    },
    remember(customerId: number, signature: string, mapping: ColumnMapping): Promise<void> {
      return mappings.remember(customerId, signature, mapping);
    },
    remembered: mappings.remembered,
    forget: mappings.forget,
  };
}
export type BomFilesService = ReturnType<typeof createBomFilesService>;
