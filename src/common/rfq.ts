import type { MessageKey } from './errors';
import { formatDate } from './format';
import type { Language } from './markets';

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

/** The longest reason staff may give for turning a request down, and a staff note on an offer. */
export const RFQ_REJECT_REASON_MAX = 1000;
export const RFQ_STAFF_NOTE_MAX = 500;
/** The longest reason a customer may give for declining a quote. */
export const RFQ_DECLINE_REASON_MAX = 1000;
/** Days before a quote's validity ends when its customer is mailed a reminder (the expiry job). */
export const RFQ_EXPIRY_NOTICE_DAYS = 3;
export const RFQ_LEAD_TIME_MAX_DAYS = 365;

/**
 * What is wrong with one offer staff typed for a requested line, as a message key of the desk, or
 * null. The one rule of the pricing form and the server (ADR 051): prices positive; an offer of the
 * product asked for (not an alternative) prices every quantity the customer asked, because the
 * customer may order any of them; an alternative may name its own breaks.
 */
export function offerProblem(
  offer: { alternative?: boolean; breaks: ReadonlyArray<{ amount: number; unitPrice: string }> },
  askedAmounts: readonly number[],
): { key: MessageKey; params?: Record<string, string | number> } | null {
  if (offer.breaks.length === 0) return { key: 'rfqDesk.errors.breaksRequired' };
  if (offer.breaks.length > RFQ_BREAKS_MAX)
    return { key: 'rfqDesk.errors.tooManyBreaks', params: { max: RFQ_BREAKS_MAX } };
  const seen = new Set<number>();
  for (const b of offer.breaks) {
    if (!Number.isInteger(b.amount) || b.amount < 1 || b.amount > RFQ_AMOUNT_MAX_VALUE)
      return { key: 'rfqDesk.errors.breakAmount' };
    if (seen.has(b.amount)) return { key: 'rfqDesk.errors.breakTwice', params: { amount: b.amount } };
    seen.add(b.amount);
    if (!PRICE_PATTERN.test(b.unitPrice) || Number(b.unitPrice) <= 0)
      return { key: 'rfqDesk.errors.pricePositive', params: { amount: b.amount } };
  }
  if (!offer.alternative) {
    const missing = askedAmounts.filter((a) => !seen.has(a));
    if (missing.length > 0)
      return { key: 'rfqDesk.errors.askedAmountUnpriced', params: { amounts: missing.join(', ') } };
  }
  return null;
}

/** The desk's inbox: its sorts, its claim filter and its page size (ADR 051). */
export const RFQ_DESK_SORTS = ['sentAt', 'number', 'title', 'customer', 'state'] as const;
export const RFQ_DESK_CLAIMS = ['any', 'mine', 'unclaimed'] as const;
export const RFQ_DESK_PER_PAGE = 20;

/** The steps a request's history records (rfq_history.action). */
export const RFQ_HISTORY_ACTIONS = [
  'send',
  'quote',
  'reject',
  'decline',
  'accept',
  'expire',
  'expiryNotice',
] as const;

/**
 * A quote's validity as a calendar day. It is stored as the end of that day in UTC (the desk types a
 * day), so it is shown in UTC too: in the shop's zone it would read as the next day.
 */
export function formatValidity(iso: string | Date, language: Language): string {
  return formatDate(iso, language, { dateStyle: 'medium', timeZone: 'UTC' });
}
