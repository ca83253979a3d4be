/**
 * Constants of the order history (issue 19, ADR 059), shared by its contract, the server and the
 * page (the browser takes no Zod: the contract imports these, not the other way round).
 */
export const HISTORY_PER_PAGE = [20, 50, 100] as const;
export const HISTORY_DEFAULT_PER_PAGE = 20;
/** Deep pages of one customer's orders are nonsense; the bound keeps OFFSET cheap. */
export const HISTORY_MAX_PAGE = 5_000;
/** An export of the filtered list holds at most this many orders (a year of a busy buyer). */
export const HISTORY_EXPORT_MAX_ORDERS = 5_000;
export const HISTORY_SORTS = ['placedAt', 'orderNumber', 'value', 'status'] as const;
export const HISTORY_EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
/** POST export/{routeName}: the filtered list, or one order. */
export const HISTORY_EXPORT_ROUTES = ['orders', 'order'] as const;
export const HISTORY_SYMBOL_ORDERS_MAX = 20;
