import { z } from 'zod';
import { messageKey } from '../errors';
import { BOM_FIELDS, BOM_FILE_MAX_COLUMNS, BOM_HEADER_SEARCH_ROWS, BOM_FILE_MAX_LINES } from '../bom-files';

/**
 * A BOM file's column mapping as a client sends it back edited (quick buy, RFQ; ADR 046): the header
 * row (1-based, null for none) and what each named column means. A column appears once.
 */
export const ColumnMappingSchema = z
  .object({
    headerRow: z
      .number()
      .int()
      .min(1)
      .max(BOM_FILE_MAX_LINES + BOM_HEADER_SEARCH_ROWS)
      .nullable(),
    columns: z
      .array(
        z.object({
          index: z
            .number()
            .int()
            .min(0)
            .max(BOM_FILE_MAX_COLUMNS - 1),
          field: z.enum(BOM_FIELDS),
        }),
      )
      .max(BOM_FILE_MAX_COLUMNS)
      .refine((columns) => new Set(columns.map((c) => c.index)).size === columns.length, {
        message: messageKey('bomFiles.errors.duplicateColumn'),
      }),
  })
  .strict();
