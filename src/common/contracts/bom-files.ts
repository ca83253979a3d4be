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

/** The query of a file upload: its name (for a warning), the buyer's edited mapping, and whether to remember it. */
export const BomFileQuerySchema = z
  .object({
    fileName: z.string().max(255).optional(),
    /** The edited mapping as JSON (the body is the file's bytes, so the mapping travels beside it). */
    mapping: z
      .string()
      .max(20_000)
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: messageKey('bomFiles.errors.badMapping') });
          return z.NEVER;
        }
      })
      .pipe(ColumnMappingSchema)
      .optional(),
    /** "1": the mapping in force is remembered for files with this header row (a customer only). */
    remember: z.enum(['1']).optional(),
  })
  .strict();
export type BomFileQuery = z.output<typeof BomFileQuerySchema>;

const notice = z.object({
  row: z.number().int().nullable(),
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** What the buyer checks of a file's reading (ADR 046): header row, columns, preview, row mistakes. */
export const BomReadingSchema = z.object({
  format: z.enum(['text', 'xls', 'xlsx']),
  headerRow: z.number().int().nullable(),
  columns: z.array(
    z.object({
      index: z.number().int(),
      header: z.string().nullable(),
      field: z.enum(BOM_FIELDS),
      detectedBy: z.enum(['header', 'content', 'user', 'none']),
    }),
  ),
  mapping: ColumnMappingSchema,
  /** Whether this mapping can be remembered (a header row and a logged-in customer). */
  rememberable: z.boolean(),
  remembered: z.boolean(),
  preview: z.array(z.object({ row: z.number().int(), cells: z.array(z.string()) })),
  rowCount: z.number().int(),
  lineCount: z.number().int(),
  errors: z.array(notice.extend({ row: z.number().int() })),
  warnings: z.array(notice),
});
export type BomReading = z.infer<typeof BomReadingSchema>;

/** A BOM file's line as a consumer's editor takes it (spec §3 quickbuy/RFQ source lines). */
export const SourceLineSchema = z.object({
  row: z.number().int(),
  query: z.string(),
  manufacturer: z.string().nullable(),
  amounts: z.array(z.number().int()),
  note: z.string().nullable(),
  targetPrice: z.string().nullable(),
});

/** RFQ file-preview's answer: the reading to check and the lines for the draft editor. */
export const BomPreviewSchema = z.object({ reading: BomReadingSchema, lines: z.array(SourceLineSchema) });
export type BomPreview = z.infer<typeof BomPreviewSchema>;
