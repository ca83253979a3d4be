import type { MessageKey } from '../../../common/errors';
import type { OutOfRangeProduct } from '../../../common/offers';
import type { TranslationValues } from '../../../common/i18n/lookup';
import type { Db } from '../../db/client';

/**
 * How ordering learns a quote's locked price without knowing where quotes live (ADR 051): the app
 * hands ordering an implementation of this port (the rfq module's), ordering asks it whenever it
 * prices a cart line that names a quote, and tells it what a placed order bought. Ordering imports
 * nothing of rfq; rfq writes nothing of ordering's.
 */

/** A cart line's claim on a quote (spec §3 create-order item `quotationId`, `quotationPosition`). */
export interface QuoteRef {
  quotationId: string;
  quotationPosition: number;
  amount: number;
}

export type QuoteAnswer =
  | {
      ok: true;
      /** The catalogue product; null for a product outside the range (ADR 056). */
      productId: number | null;
      /** What the offer describes of a product outside the range (null for a catalogue product). */
      specialLine: OutOfRangeProduct | null;
      symbol: string;
      /** Net unit price in `currency` at this amount's break: locked, not the price list's. */
      unitPrice: string;
      currency: string;
    }
  | { ok: false; status: number; key: MessageKey; params?: TranslationValues };

export interface QuotedPrices {
  /**
   * Each ref's locked price for the customer now, or why it cannot be bought (another customer's
   * quote, expired, not a quoted break, already bought). Reads only; `db` is the caller's handle
   * (a transaction's, when it prices under one).
   */
  check(db: Db, customerId: number, refs: readonly QuoteRef[]): Promise<QuoteAnswer[]>;
  /**
   * Records that `orderNumber` bought these refs, in the placement's transaction `tx`; checks them
   * again under the quote's lock first and throws an AppError (the placement is undone) when one may
   * no longer be bought: a second order of the same line, an expiry in between.
   */
  accept(tx: Db, customerId: number, orderNumber: string, refs: readonly QuoteRef[]): Promise<void>;
}

/** The refs of the lines that name a quote. */
export function quoteRefsOf(
  lines: ReadonlyArray<{ quotationId: string | null; quotationPosition: number | null; amount: number }>,
): QuoteRef[] {
  return lines.flatMap((l) =>
    l.quotationId !== null && l.quotationPosition !== null
      ? [{ quotationId: l.quotationId, quotationPosition: l.quotationPosition, amount: l.amount }]
      : [],
  );
}
