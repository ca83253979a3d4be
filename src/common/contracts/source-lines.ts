/**
 * One line of a buyer's list as it reaches quick buy or a request for quote (issue 18), whatever it
 * came from: typed lines, pasted text, a saved list or a BOM file (CSV, TXT, XLS, XLSX). The readers
 * of each source produce these; the matchers of quick buy and RFQ consume them, so a new source or a
 * new consumer needs nothing of the others.
 */
export interface SourceLine {
  /** Where the line came from, 1-based: the typed or pasted line, or the file's row (header included). */
  row: number;
  /** What identifies the part: the shop's symbol, the customer's own symbol or a manufacturer part number. */
  query: string;
  /** The manufacturer's name when the source has it (a BOM column); helps to tell look-alike part numbers apart. */
  manufacturer: string | null;
  /**
   * The amounts asked for: one for quick buy; an RFQ line may ask prices for several (DigiKey's
   * quantity breaks). Empty when the source gives none (the consumer picks its default and says so).
   */
  amounts: number[];
  /** The buyer's note for the line; a BOM's reference designators land here too ("R1, R5, R7"). */
  note: string | null;
  /** A target unit price in the buyer's currency, as written (RFQ files); null when absent. */
  targetPrice: string | null;
}
