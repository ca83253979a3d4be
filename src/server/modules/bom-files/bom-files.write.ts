export type XlsCell = string | number | null;

/**
 * An old binary Excel workbook (BIFF8, "Excel 97–2003") of one sheet, for the shop's XLS exports
 * (RFQ quotes and lists, spec §3 "rfq export format xls"). SheetJS stays inside this module
 * (ADR 045): the only writer of .xls, as it is the only reader. Numbers stay numbers.
 */
export async function writeXls(rows: readonly (readonly XlsCell[])[], sheetName: string): Promise<Buffer> {
  // Loaded when first needed, as the reader does: most servers never write an .xls.
  const XLSX = await import('@e965/xlsx');
  const workbook = XLSX.utils.book_new();
  const sheet = XLSX.utils.aoa_to_sheet(rows.map((row) => [...row]));
  // Sheet names: at most 31 characters, none of : \ / ? * [ ]
  XLSX.utils.book_append_sheet(
    workbook,
    sheet,
    sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1',
  );
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xls' }) as Buffer;
}
