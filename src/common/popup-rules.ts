/**
 * The marketing popup's rules the page shell needs (ADR 071): no Zod and nothing heavy here, since
 * the shell is in every page's main bundle (ADR 044's budget). Contracts are in `popups.ts`.
 */

/**
 * The marketing cookie that remembers the popups a visitor closed (ids separated by dots, which fit
 * the cookie grammar as commas do not; the newest few). Marketing category: stored only with that consent, deleted when it is withdrawn.
 */
export const POPUP_CLOSED_COOKIE = 'popup_closed';
export const POPUP_CLOSED_KEEP = 20;
export const POPUP_CLOSED_DAYS = 30;

export const POPUP_TITLE_MAX = 120;
export const POPUP_BODY_MAX = 600;
export const POPUP_LINK_LABEL_MAX = 60;
export const POPUP_URL_MAX = 500;

/** The closed popups a cookie value names (garbage is ignored, not refused: it is the browser's). */
export function parseClosedPopups(raw: string | undefined | null): number[] {
  if (!raw) return [];
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return [];
  }
  const ids = value
    .split(/[.,]/)
    .map((part) => Number(part))
    .filter((n) => Number.isInteger(n) && n > 0 && n < 1_000_000_000);
  return [...new Set(ids)].slice(-POPUP_CLOSED_KEEP);
}

export function closedPopupsValue(ids: readonly number[], closed: number): string {
  return [...ids.filter((id) => id !== closed), closed].slice(-POPUP_CLOSED_KEEP).join('.');
}

/**
 * Pages where a popup never shows (issue 20): the cart, the order form and its steps, the order
 * confirmation and status pages, payments, and the staff desk. By route name (common/routes).
 */
export function popupAllowedOn(routeName: string | undefined): boolean {
  if (!routeName) return false;
  return !/^(order_|cart|checkout|link_|payment|testpay|staff_|login_by_office|password_reset|wizard)/.test(
    routeName,
  );
}

/**
 * A link or image address: the shop's own path (`/promotions/`) or an https address. Never
 * `javascript:` or `data:`: the popup puts it into an href or src.
 */
export function isSafePopupUrl(value: string): boolean {
  if (/^\/(?!\/)[^\s\\]*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
