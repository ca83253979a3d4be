/**
 * The rules of a customer's own part numbers (issue 17, ADR 036), once: the contract's schemas, the
 * page's form checks and the import's per-line checks all use these. No Zod here, so the browser
 * bundle can take it. The spec does not show these fields; the limits are the shop's.
 */

/** A customer's symbol: what an ERP's part number field holds (TME allows 50 as well). */
export const CUSTOMER_SYMBOL_MAX = 50;
export const CUSTOMER_SYMBOL_DESCRIPTION_MAX = 200;
/** The shop's own product symbols are far shorter; anything longer cannot name a product. */
export const PRODUCT_SYMBOL_MAX = 100;
/** Products one "symbols of" call may name: a product list's largest page (PAGE_SIZES), one call per page. */
export const CUSTOMER_SYMBOLS_OF_MAX = 100;
export const CUSTOMER_SYMBOLS_PER_PAGE = [20, 50, 100] as const;
export const CUSTOMER_SYMBOLS_MAX_PAGE = 10_000;
/** An import may hold this many lines (issue 17: "a symbol import of 50 000 lines works"). */
export const CUSTOMER_SYMBOLS_IMPORT_MAX_LINES = 50_000;
/** Import files up to this size: 50 000 lines of the longest fields fit, zipped XLSX far below it. */
export const CUSTOMER_SYMBOLS_IMPORT_MAX_BYTES = 16 * 1024 * 1024;

/** Tabs, line breaks and other control characters have no place in a one-line field. */
export function hasControlCharacters(text: string): boolean {
  return /\p{Cc}/u.test(text);
}

/** A symbol names something only with a letter or a digit in it ("--" names nothing). */
export function hasLetterOrDigit(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

export type SymbolField = 'productSymbol' | 'symbol' | 'description';

/** A field's problem as a catalogue key (customerSymbols.field.*) with its values. */
export interface SymbolFieldProblem {
  key: 'required' | 'tooLong' | 'control' | 'noLetters';
  max?: number;
}

const LIMITS: Record<SymbolField, number> = {
  productSymbol: PRODUCT_SYMBOL_MAX,
  symbol: CUSTOMER_SYMBOL_MAX,
  description: CUSTOMER_SYMBOL_DESCRIPTION_MAX,
};

/** What is wrong with one field (trimmed first, as the server trims), or null. */
export function symbolFieldProblem(field: SymbolField, raw: string): SymbolFieldProblem | null {
  const text = raw.trim();
  if (text === '') return field === 'description' ? null : { key: 'required' };
  if (text.length > LIMITS[field]) return { key: 'tooLong', max: LIMITS[field] };
  if (hasControlCharacters(text)) return { key: 'control' };
  if (field === 'symbol' && !hasLetterOrDigit(text)) return { key: 'noLetters' };
  return null;
}
