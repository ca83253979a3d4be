/**
 * What a printed or exported saved list holds (issue 17: print page, CSV, XLSX and PDF by directory
 * and by public token). One shape for the four, so the page and the files cannot disagree. No Zod:
 * the print page's browser bundle reads it too.
 */
import type { FavouriteItem } from './contracts/favourites';
import { currencyPrecision, isCurrency } from './markets';

export type PrintableItem = Omit<FavouriteItem, 'itemId'> & {
  /** The customer's own part number for the product (ADR 036); null when none, or on a shared list. */
  customerSymbol: string | null;
};

export interface PrintableList {
  name: string;
  /** The list's note; a shared list keeps it (it is the list's, as on the public page). */
  note: string;
  /** The market the prices are in (its country code) and its currency. */
  country: string;
  currency: string;
  /** When the prices were read (ISO); the document says "prices as of". */
  generatedAt: string;
  items: PrintableItem[];
  /** The sum of the priced items' values, in `currency`. */
  totalValue: string;
  /** Items without a price (hidden, withdrawn or below the first break): not in the total. */
  unpriced: number;
  /** The owner's item notes: only the owner's own files and page have them. */
  withNotes: boolean;
  /**
   * The customer's own symbols: only for the customer who owns the list. A public link shows no
   * personal data, and a customer's part numbers are the customer's data (ADR 041).
   */
  withCustomerSymbols: boolean;
}

/** Decimal places of a unit price as the server rounded it, never fewer than the currency's. */
export function unitPricePlaces(value: string, currency: string): number {
  const places = isCurrency(currency) ? currencyPrecision(currency) : 2;
  return Math.max(places, value.split('.')[1]?.length ?? 0);
}
