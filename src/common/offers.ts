/**
 * The rules of special offers (issue 18 "Offers", ADR 054), once: the contract, the staff form and
 * the service use these. No Zod here, so the browser bundle can take it.
 */

/** Stored states; "expired" and "upcoming" are derived from the dates when read. */
export const OFFER_STORED_STATES = ['active', 'used_up', 'withdrawn'] as const;
export const OFFER_STATES = ['active', 'upcoming', 'used_up', 'expired', 'withdrawn'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** An offer's number: what a cart line names as its `quotationId` (quotes are RFQ-…). */
export const OFFER_NUMBER_PATTERN = /^OFR-\d{6,9}$/;
export const isOfferNumber = (id: string) => OFFER_NUMBER_PATTERN.test(id);

export const OFFER_LINES_MAX = 50;
export const OFFER_BREAKS_MAX = 10;
export const OFFER_NOTE_MAX = 1000;
export const OFFER_AMOUNT_MAX_VALUE = 10_000_000;
/** The longest an offer may run: a year; longer is a price list, not an offer. */
export const OFFER_VALIDITY_MAX_DAYS = 366;
export const OFFERS_PER_PAGE = 20;
export const OFFERS_MAX_PAGE = 10_000;

/**
 * An offer line's price at an amount: the largest break not above it (like a price list's steps),
 * or nothing when the amount is below the first break.
 */
export function offerBreakAt<T extends { amount: number }>(
  breaks: readonly T[],
  amount: number,
): T | undefined {
  let chosen: T | undefined;
  for (const b of breaks) if (b.amount <= amount && (!chosen || b.amount > chosen.amount)) chosen = b;
  return chosen;
}

/** The state a customer and staff see at `at`. */
export function offerStateAt(
  row: { state: string; validFrom: Date; validUntil: Date },
  at: Date,
): OfferState {
  if (row.state === 'withdrawn' || row.state === 'used_up') return row.state;
  if (at.getTime() >= row.validUntil.getTime()) return 'expired';
  if (at.getTime() < row.validFrom.getTime()) return 'upcoming';
  return 'active';
}

/**
 * A product outside the normal range (ADR 056): no catalogue product, only what the sales person
 * typed. An offer line carries it, and so does the cart or order line made from that offer line
 * (`order_items.special_line`), so an order shows what was sold even after the offer is gone.
 */
export interface OutOfRangeProduct {
  description: string;
  /** The manufacturer's part number: what the cart, the order and the CSV show as the symbol. */
  mpn: string;
  manufacturer: string;
  /** Working days from the order until it ships: shown instead of stock, never reserved. */
  leadTimeDays: number;
  minimumQuantity: number;
  multiples: number;
}

export const OUT_OF_RANGE_DESCRIPTION_MAX = 300;
export const OUT_OF_RANGE_MPN_MAX = 100;
export const OUT_OF_RANGE_MANUFACTURER_MAX = 100;
/** A lead time above a year is no lead time the shop can promise. */
export const OUT_OF_RANGE_LEAD_TIME_MAX_DAYS = 365;
/** The unit an out-of-range line is counted in: pieces. */
export const OUT_OF_RANGE_UNIT = 'ST';
