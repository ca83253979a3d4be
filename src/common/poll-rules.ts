/**
 * Polls' constants and small rules the browser needs (ADR 071): no Zod here, so the poll card's
 * chunk stays small. The contracts are in `polls.ts`.
 */

/** Where a poll is shown: after an order (the thank-you page), or one of these pages. */
export const POLL_PLACEMENTS = ['order_confirmation', 'home', 'order_status'] as const;
export type PollPlacement = (typeof POLL_PLACEMENTS)[number];

export const POLL_KINDS = ['single', 'multiple'] as const;
export type PollKind = (typeof POLL_KINDS)[number];

export const POLL_STATUSES = ['draft', 'active', 'closed'] as const;
export type PollStatus = (typeof POLL_STATUSES)[number];

export const POLL_QUESTION_MAX = 200;
export const POLL_OPTION_MAX = 100;
export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 8;
/** A short comment: a sentence or two, counted in code points as the text area's counter counts. */
export const POLL_COMMENT_MAX = 500;
/** The visitor cookie that keeps an anonymous answer to one per browser (a necessary cookie). */
export const POLL_VISITOR_COOKIE = 'poll_visitor';

/** One decimal, the way the desk shows shares. */
export function percentOf(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 1000) / 10;
}
