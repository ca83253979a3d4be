import type { ColumnMapping } from '../../common/bom-files';

/** The query of a BOM file upload: its name, the buyer's mapping and whether to remember it (ADR 046). */
export function bomFileQuery(
  file: File,
  mapping?: ColumnMapping,
  remember?: boolean,
): Record<string, string> {
  return {
    fileName: file.name,
    ...(mapping ? { mapping: JSON.stringify(mapping) } : {}),
    ...(remember ? { remember: '1' } : {}),
  };
}
