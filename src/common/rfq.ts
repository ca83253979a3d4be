/**
 * The rules of requests for quote (issue 18, ADR 051), once: the contract's schemas, the line editor's
 * checks and the service use these. No Zod here, so the browser bundle can take it.
 */

export const RFQ_STATES = [
  'draft',
  'sent',
  'being_priced',
  'quoted',
  'partly_accepted',
  'accepted',
  'expired',
  'rejected',
] as const;
export type RfqState = (typeof RFQ_STATES)[number];

/** Lines of one request: a long BOM fits; a thousand lines is a file for the file import, in parts. */
export const RFQ_LINES_MAX = 500;
/** Target quantities of one line (DigiKey allows several price breaks per line). */
export const RFQ_AMOUNTS_MAX = 5;
export const RFQ_AMOUNT_MAX_VALUE = 10_000_000;
export const RFQ_QUERY_MAX = 100;
export const RFQ_MANUFACTURER_MAX = 100;
export const RFQ_TITLE_MAX = 120;
export const RFQ_REFERENCE_MAX = 50;
export const RFQ_NOTE_MAX = 2000;
export const RFQ_LINE_NOTE_MAX = 500;
/** The unguessable address of a request (spec §3 rfqCrcToken): 40 of a-z and 0-9, like the shop's crcs. */
export const RFQ_TOKEN_LENGTH = 40;
export const RFQ_PER_PAGE = [20, 50, 100] as const;
export const RFQ_MAX_PAGE = 10_000;
/** Saved searches per contact person. */
export const RFQ_SAVED_SEARCHES_MAX = 20;
export const RFQ_SAVED_SEARCH_NAME_MAX = 60;
/** Offers one requested line may get (ours and alternatives) and breaks per offer. */
export const RFQ_OFFERS_PER_LINE_MAX = 5;
export const RFQ_BREAKS_MAX = 10;

/** A price as typed: digits, an optional decimal point and up to six decimals. */
export const PRICE_PATTERN = /^\d{1,10}(\.\d{1,6})?$/;

/** A quote's amount must be one of its breaks: the price was given for that amount only. */
export function breakOf<T extends { amount: number }>(breaks: readonly T[], amount: number): T | undefined {
  return breaks.find((b) => b.amount === amount);
}

export const RFQ_SORTS = ['createdAt', 'number', 'title', 'state', 'validUntil'] as const;
export type RfqSort = (typeof RFQ_SORTS)[number];

/** Notes may hold line breaks and tabs; NUL and the other control characters have no place in them. */
export function hasForbiddenControls(text: string): boolean {
  for (const c of text) {
    const code = c.charCodeAt(0);
    if ((code < 32 && c !== '\n' && c !== '\r' && c !== '\t') || code === 127) return true;
  }
  return false;
}
