import type { ColumnMapping } from '../../../common/bom-files';
import type { BomReading } from '../../../common/contracts/bom-files';
import type { SourceLine } from '../../../common/contracts/source-lines';
import { AppError } from '../../../common/errors';
import type { Db } from '../../db/client';
import { createBomMappings } from './bom-files.mappings';
import { readBomFile, type BomFileReading, type ReadBomFileInput } from './bom-files.read';

/** What a consumer's upload call (quick buy, RFQ) gives the reader; `remember` needs a customer. */
export type CheckBomFileInput = Omit<ReadBomFileInput, 'rememberedMapping' | 'report'> & {
  remember?: boolean;
};

/** What the buyer checks (sent to the page) and the lines read. */
export interface CheckedBomFile {
  reading: BomReading;
  lines: SourceLine[];
}

/** The reading as the page shows it: no encodings or signatures, the lines counted. */
function view(reading: BomFileReading, rememberable: boolean, remembered: boolean): BomReading {
  return {
    format: reading.format,
    headerRow: reading.headerRow,
    columns: reading.columns,
    mapping: reading.mapping,
    rememberable,
    remembered,
    preview: reading.preview,
    rowCount: reading.rowCount,
    lineCount: reading.lines.length,
    errors: reading.errors,
    warnings: reading.warnings,
  };
}

/**
 * The BOM reader with the customer's memory (ADR 046): a file whose header row the customer has
 * mapped before is read with that mapping unless a mapping is sent; `remember` stores the one the
 * buyer confirmed.
 */
export function createBomFilesService(db: Db) {
  const mappings = createBomMappings(db);
  const service = {
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

    /**
     * An upload call's reading (quick buy's `file` source, RFQ file-preview): a visitor's file is
     * read with the detected or sent mapping; a customer's with their remembered one too, and
     * with `remember` the mapping in force is stored for the next file of these headers.
     */
    async check(customerId: number | null, input: CheckBomFileInput): Promise<CheckedBomFile> {
      const { remember, ...rest } = input;
      if (remember && customerId === null) throw new AppError(401, 'errors.notLoggedIn');
      const reading = customerId === null ? await readBomFile(rest) : await service.read(customerId, rest);
      const rememberable = customerId !== null && reading.signature !== null;
      if (remember && reading.signature === null)
        throw new AppError(422, 'bomFiles.errors.noHeaderToRemember');
      if (remember && customerId !== null && reading.signature !== null)
        await mappings.remember(customerId, reading.signature, reading.mapping);
      return { reading: view(reading, rememberable, Boolean(remember)), lines: reading.lines };
    },
  };
  return service;
}
export type BomFilesService = ReturnType<typeof createBomFilesService>;
