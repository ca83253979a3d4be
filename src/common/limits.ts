/** Business limits shared by server contracts and the browser (no Zod here: it stays out of the bundle). */

/** Most symbols one product-data call may ask for; more is a 422, not a slow query. */
export const PRODUCT_DATA_MAX_ITEMS = 100;
