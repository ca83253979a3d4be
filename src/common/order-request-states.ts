/**
 * What became of an order request (ADR 084), as the staff desk lists them: waiting for the main
 * contact person, used (confirmed: the order was placed), cancelled by them, expired unanswered, or
 * replaced by a newer request for the same order. Zod-free: the desk's page imports the list.
 */
export const ORDER_REQUEST_STATES = ['waiting', 'used', 'cancelled', 'expired', 'replaced'] as const;
export type OrderRequestState = (typeof ORDER_REQUEST_STATES)[number];

/** Requests on one page of the desk's list. */
export const STAFF_ORDER_REQUEST_PAGE_SIZE = 25;
