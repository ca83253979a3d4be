/**
 * The staff desk's rules shared by server and browser (issue 18, ADR 048, 049), without Zod so the
 * browser's pages can use them.
 */
export const STAFF_ROLES = ['sales', 'support', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** An office session lasts this long at most, however busy (ADR 049). */
export const OFFICE_SESSION_MINUTES = 60;
export const OFFICE_REASON_MIN = 10;
export const OFFICE_REASON_MAX = 500;
export const STAFF_PASSWORD_MAX = 200;
export const AUDIT_PER_PAGE = 50;
export const STAFF_ACCOUNTS_PER_PAGE = 50;
