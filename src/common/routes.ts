/**
 * The shop's route table (spec §2), the part the browser needs: every page a visitor can be on and
 * every route the web code builds a link or a call to. Paths use `{param}` placeholders whose
 * patterns are given in `requirements` (a parameter without one matches a single path segment).
 * The server adds the routes only it answers or names (redirect-only legacy addresses, calls the
 * web code does not build with the table, payment operators' callbacks) in routes.server.ts, and
 * matches and generates with the whole table from there; GET /ajax/routes serves the whole table.
 * Two parts of one table, not two tables: a name is in exactly one of them (routes.test.ts), and a
 * browser module that names a server-only route fails routes-browser.test.ts (docs/decisions/044).
 *
 * Every page route exists in three forms: no prefix, `/{_country}` and `/{_language}/{_country}`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef {
  name: string;
  path: string;
  methods: HttpMethod[];
  /** Pages are rendered by the React app and exist in the three locale forms. */
  page: boolean;
  requirements?: Record<string, string>;
  defaults?: Record<string, string>;
}

export const SEGMENT = '[^/]+';
/** A newsletter link's token: a confirmation's random one or a subscriber's signed one (ADR 067). */
export const NEWSLETTER_TOKEN = '[A-Za-z0-9_.-]{16,120}';
export const COUNTRY = '[a-z]{2}';
export const LANGUAGE = '[a-z]{2}(?:-[a-z]{2})?';
export const CATEGORY = { id_category: '\\d+', category_name: '[^/_][^/]*' };
export const PRODUCER = { producer_name: '[^/]+', producer_id: '\\d+' };
export const SYMBOL = { symbol: SEGMENT };
export const ORDER_NUMBER = { orderNumber: '[^/]{1,100}' };
/** Spec §3: favourites directoryId digits, itemId 1 to 9 digits, publicToken 40 alphanumerics. */
export const DIRECTORY_ID = { directoryId: '\\d+' };
export const FAVOURITE_ITEM_ID = { itemId: '\\d{1,9}' };
export const FAVOURITES_TOKEN = '[A-Za-z0-9]{40}';

export type PageSpec = [
  name: string,
  path: string,
  requirements?: Record<string, string>,
  defaults?: Record<string, string>,
];

/** Order matters: the first route that matches wins, so specific shapes stand before general ones. */
const BROWSER_PAGES: PageSpec[] = [
  ['home_index', '/'],
  ['compare_index', '/compare/'],
  ['complaint_index', '/complaint'],
  ['complaint_form', '/complaint/form'],
  // One complaint of the customer's, by its RMA number (issue 19, ADR 065).
  ['complaint_view', '/complaint/{rmaNumber}', { rmaNumber: 'RMA-[0-9]{4}-[0-9]{6,9}' }],
  ['contact_index', '/contact/'],
  ['help_index', '/help/'],
  ['how_to_buy_index', '/how-to-buy/'],
  ['order_status_list', '/order-status'],
  ['order_status_details', '/order-status/{orderNumber}', ORDER_NUMBER],
  // Guest checkout (issue 22, ADR 083): the form, and a guest order by the signed link of its mail.
  ['guest_checkout', '/guest-checkout'],
  ['guest_order', '/guest-order/{token}'],
  ['linecard_index', '/linecard/'],
  ['linecard_manufacturer', '/{producer_name}_{producer_id}/linecard/p', PRODUCER],
  ['catalog_index', '/katalog/'],
  ['catalog_debug', '/katalog/debug'],
  ['catalog_zone', '/katalog/{zoneSymbol}/sub', { zoneSymbol: '[A-Za-z0-9_-]+' }],
  [
    'catalog_zone_manufacturer',
    '/katalog/p/{zoneSymbol}/sub/{producer_id}_{producer_name}',
    { zoneSymbol: '[A-Za-z0-9_-]+', ...PRODUCER },
  ],
  ['catalog_manufacturer', '/{producer_name}_{producer_id}/katalog/p', PRODUCER],
  [
    'catalog_manufacturer_category',
    '/{producer_name}_{producer_id}/{id_category}_{category_name}/katalog/p',
    { ...PRODUCER, ...CATEGORY },
  ],
  ['catalog_category', '/{id_category}_{category_name}/katalog', CATEGORY],
  ['product_details_print', '/{symbol}/details/print', SYMBOL],
  ['product_details_original', '/original/{originalSymbol}/details', { originalSymbol: SEGMENT }],
  ['product_details_mpp2', '/mpp2/{symbol}/details', SYMBOL],
  [
    'product_details_manufacturer_category',
    '/{producer_name}_{producer_id}/{id_category}_{category_name}/{symbol}/details',
    { ...PRODUCER, ...CATEGORY, ...SYMBOL },
  ],
  ['product_details_category', '/{id_category}_{category_name}/{symbol}/details', { ...CATEGORY, ...SYMBOL }],
  ['product_details', '/{symbol}/details', SYMBOL],
  ['order_cart', '/cart/step/{orderStep}/order/{orderNumber}', { orderStep: '\\d+', ...ORDER_NUMBER }],
  // The visitor cart (ADR 087): a visitor's lines, kept by the browser; a customer's is order_cart.
  ['visitor_cart', '/cart'],
  ['password_reset', '/password-reset/{token}', { token: '[a-z0-9]{32,50}' }],
  ['einvoice_activate', '/e-invoice/activate/{encryptedParams}', { encryptedParams: SEGMENT }],
  ['customer_items_list', '/Profile/CustomerItems/List'],
  ['profile_module', '/Profile/{module}/{action}', { module: 'Invoices|Orders', action: SEGMENT }],
  ['document', '/Document/{token}/{file_name}', { token: '[0-9a-f]{32}', file_name: SEGMENT }],
  ['invoice_pdf', '/invoices/{type}/{number}.pdf', { type: 'proforma|history|unpaid', number: '\\d+' }],
  ['invoice_xml', '/invoices/{type}/{number}.xml', { type: 'history|unpaid', number: '\\d+' }],
  ['order_export_csv', '/order/export-to-csv'],
  ['order_export_csv_number', '/order/export-to-csv/{orderNumber}', ORDER_NUMBER],
  ['profile_addresses', '/profile/account/addresses'],
  ['profile_addresses_partners', '/profile/account/addresses/partners'],
  ['profile_contact_persons', '/profile/account/contact-persons'],
  // Orders of colleagues above their limits, waiting for the viewer's approval (ADR 078).
  ['profile_approvals', '/profile/approvals'],
  ['profile_customer_info', '/profile/account/order-settings'],
  ['profile_einvoice', '/profile/account/e-invoice'],
  // The company's procurement systems (cXML PunchOut, ADR 074).
  ['profile_punchout', '/profile/account/punchout'],
  // The company's customer API clients and webhooks (issue 22, ADR 079), and the API's documentation.
  ['profile_api_clients', '/profile/account/api-clients'],
  ['api_docs', '/api-docs'],
  ['profile_terms', '/profile/account/terms'],
  ['profile_symbols', '/profile/symbols'],
  // The customer's invoices (issue 19, ADR 060); /Profile/Invoices/… of the old area leads here.
  ['invoices_list', '/profile/invoices'],
  // Quick buy (issue 18): the spec names no address; reached from the header and the cart.
  ['quick_buy', '/quick-buy'],
  ['favourites_home', '/profile/favourites/'],
  ['favourites_directory', '/profile/favourites/{directoryId}', { directoryId: '\\d+' }],
  ['favourites_public', '/{token}/favourites', { token: '[A-Za-z0-9]{40}' }],
  // The print views of a list (issue 17): by directory for its people, by token for anyone.
  ['favourites_print_view', '/profile/favourites/{directoryId}/print', { directoryId: '\\d+' }],
  ['favourites_public_print_view', '/{token}/favourites/print', { token: '[A-Za-z0-9]{40}' }],
  [
    'order_history_new',
    '/profile/new-order-history/{module}/{path}/{slug}',
    { module: SEGMENT, path: '.+?', slug: SEGMENT },
  ],
  ['order_history_new_module', '/profile/new-order-history/{module}', { module: SEGMENT }],
  ['order_history_new_home', '/profile/new-order-history'],
  ['profile_reset_password', '/profile/reset-password'],
  ['rfq_details', '/rfq/details/{rfqCrcToken}', { rfqCrcToken: '[a-z0-9]{1,64}' }],
  ['rfq_index', '/rfq/{path}', { path: '.*' }, { path: 'home' }],
  ['offers_show', '/Profile/Offers/Show.html'],
  ['order_history_mw', '/profile/order-history-mw'],
  ['promotions_index', '/promotions/'],
  ['recommended-products_index', '/recommended-products/'],
  ['registration', '/registration'],
  ['link_order_confirmation', '/link/order-confirmation'],
  ['link_order_failure', '/link/order-failure'],
  ['link_confirmation', '/link/confirmation'],
  ['link_failure', '/link/failure'],
  ['login', '/login'],
  ['login_by_office', '/login-by-office'],
  // The newsletter (issue 20, ADR 067): the pages the mails link to.
  ['newsletter_confirm', '/newsletter/confirm/{token}', { token: NEWSLETTER_TOKEN }],
  ['newsletter_preferences', '/newsletter/preferences/{token}', { token: NEWSLETTER_TOKEN }],
  ['newsletter_unsubscribe', '/newsletter/unsubscribe/{token}', { token: NEWSLETTER_TOKEN }],
  ['logout', '/logout'],
  ['login_zbl', '/login-zbl'],
  ['login_registered_zbl', '/login-registered-zbl'],
  ['login_by_document', '/login-by-document'],
  // Tenders (issue 20, ADR 070): the public list and a tender; the customer's item lists in the
  // profile (the desk's are routes-desk.ts's).
  ['tenders', '/tenders'],
  ['tender_details', '/tenders/{id}', { id: '\\d{1,9}' }],
  ['profile_tender_lists', '/profile/tenders'],
  ['profile_tender_list', '/profile/tenders/{id}', { id: '\\d{1,9}' }],
  ['wizard_display', '/wizard/display'],
  ['wizard_data_acceptance', '/wizard/data-acceptance'],
];

export type ApiSpec = [name: string, method: HttpMethod, path: string, requirements?: Record<string, string>];

/**
 * The /ajax calls the shop's pages build with the table: those of the first paint and the catalogue,
 * cart and compare pages, and of a few parts a shop page loads on use (3D view, short link…). The
 * account's calls are in routes-account.ts, talking to the shop's (chat, enquiries, newsletter) in
 * routes-contact.ts, the desk's in routes-desk.ts (ADR 085); with
 * routes.server.ts's SERVER_API, every call the server answers and the payment operator's page: a
 * test holds them equal to the registered endpoints (modules/system/system.test.ts). The name is the call's
 * operationId in the OpenAPI document: spec §2/§7's name where it gives one (customer_login_alert,
 * tme_logout, order_create…), otherwise snake_case words, area first (auth_login, catalog_search).
 */
const BROWSER_API: ApiSpec[] = [
  // The catalogue's lists.
  ['ajax_product_data', 'POST', '/ajax/product/data'],
  ['catalog_autocomplete', 'POST', '/ajax/catalog/autocomplete'],
  ['catalog_search_counter', 'POST', '/ajax/catalog/search-counter'],
  // Spec §7 products 3d-photo: the product page's 3D view (ADR 076).
  ['ajax_products_3d_photo', 'POST', '/ajax/products/3d-photo/{symbol}', SYMBOL],
  // Orders being built (spec §7 "Order and cart"); the cart area.
  ['order_create', 'POST', '/ajax/order/create'],
  ['order_delete', 'DELETE', '/ajax/order/{orderNumber}', ORDER_NUMBER],
  ['order_item_post', 'POST', '/ajax/order/item'],
  ['order_open_list', 'GET', '/ajax/order/open'],
  ['order_touch', 'POST', '/ajax/order/touch/{orderNumber}', ORDER_NUMBER],
  ['order_touch_clear', 'DELETE', '/ajax/order/touch'],
  ['order_update', 'PATCH', '/ajax/order/{orderNumber}', ORDER_NUMBER],
  [
    'order_item_update',
    'PATCH',
    '/ajax/order/{orderNumber}/item/{itemId}',
    { ...ORDER_NUMBER, itemId: '\\d{1,9}' },
  ],
  [
    'order_item_delete',
    'DELETE',
    '/ajax/order/{orderNumber}/item/{itemId}',
    { ...ORDER_NUMBER, itemId: '\\d{1,9}' },
  ],
  [
    'order_item_end_user',
    'PATCH',
    '/ajax/order/{orderNumber}/item/{itemId}/end-user',
    { ...ORDER_NUMBER, itemId: '\\d{1,9}' },
  ],
  ['cart_mini', 'GET', '/ajax/cart/mini-cart'],
  ['cart_mini_order', 'GET', '/ajax/cart/mini-cart-order/{orderNumber}', ORDER_NUMBER],
  ['cart_step_1', 'GET', '/ajax/cart/step-1/{orderNumber}', ORDER_NUMBER],
  // A product's earlier orders of the customer (the product page's "ordered before", ADR 059).
  ['order_history_symbol_orders', 'GET', '/ajax/order-history/orders/{symbol}', SYMBOL],
  // The customer's own part numbers of the listed products (issue 17, ADR 036).
  ['customer_symbols_of', 'POST', '/ajax/customer/symbols/of'],
  // Content (spec §7): recommendations, manufacturers blocks, tooltips, banners, zones, drawer.
  ['ajax_recommendation_click', 'POST', '/ajax/recommendation/click'],
  ['ajax_tooltips_complete', 'GET', '/ajax/tooltips/complete'],
  ['ajax_category_drawer_tree', 'GET', '/ajax/category-drawer/tree'],
  // Discovery: comparison, short catalogue links, a product's relations (spec §7).
  ['ajax_compare_prepare', 'POST', '/ajax/compare/prepare'],
  ['ajax_compare_product_parameters', 'POST', '/ajax/compare/product-parameters'],
  ['ajax_compare_prices_and_stocks', 'POST', '/ajax/compare/prices-and-stocks'],
  ['ajax_tiny_url_create', 'POST', '/ajax/tiny-url/create'],
  ['ajax_products_similar', 'POST', '/ajax/products/similar'],
  // Polls and the marketing popup (issue 20, spec §7 Common "POST and PATCH poll", "GET popup marketing"; ADR 071).
  ['poll_view', 'GET', '/ajax/poll'],
  ['poll_answer', 'POST', '/ajax/poll'],
  ['poll_change', 'PATCH', '/ajax/poll'],
  ['popup_marketing', 'GET', '/ajax/popup/marketing'],
  // The shop's own analytics events, with analytics consent (issue 21, ADR 082).
  ['analytics_events', 'POST', '/ajax/analytics/events'],
];

/** The table's entries from the specs: pages in their listed order (the first match wins). */
export function routesOf(pages: readonly PageSpec[], api: readonly ApiSpec[]): RouteDef[] {
  return [
    ...pages.map(([name, path, requirements, defaults]): RouteDef => ({
      name,
      path,
      methods: ['GET'],
      page: true,
      requirements,
      defaults,
    })),
    ...api.map(([name, method, path, requirements]): RouteDef => ({
      name,
      path,
      methods: [method],
      page: false,
      requirements,
    })),
  ];
}

/** The browser's part of the table (the whole table is routes.server.ts's ROUTES). */
export const BROWSER_ROUTES: readonly RouteDef[] = routesOf(BROWSER_PAGES, BROWSER_API);

export class RouteError extends Error {}

export type RouteParams = Record<string, string | number | undefined>;

/** Locale parameters every page route accepts. */
export interface LocaleParams {
  _country?: string;
  _language?: string;
}

export interface Router {
  generate(name: string, params?: RouteParams): string;
  matchPage(pathname: string): PageMatch | null;
}

/** Generating and matching over one table (the browser's part, or the server's whole table). */
export function createRouter(routes: readonly RouteDef[]): Router {
  const byName = new Map(routes.map((r) => [r.name, r]));
  // its own before being read as a country prefix.
  const compiled: CompiledRoute[] = (['none', 'country', 'language'] as const).flatMap((prefix) =>
    routes.filter((r) => r.page).map((r) => compile(r, prefix)),
  );
  return {
    generate: (name, params = {}) => generateWith(byName.get(name), name, params),
    matchPage: (pathname) => matchWith(compiled, pathname),
  };
}

const browserRouter = createRouter(BROWSER_ROUTES);

/**
 * The path of a named route of the browser's part. Parameters that are not placeholders become the
 * query string; `_country` (and `_language` with it) choose the prefixed form of a page.
 */
export const generate = browserRouter.generate;

/** The page a path (without query) leads to among the browser's pages, or null. */
export const matchPage = browserRouter.matchPage;

function generateWith(route: RouteDef | undefined, name: string, params: RouteParams): string {
  if (!route) throw new RouteError('The route does not exist');
  const used = new Set<string>();
  let path = route.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    used.add(key);
    const value = params[key] ?? route.defaults?.[key];
    if (value === undefined || value === '') {
      throw new RouteError(`Missing required parameter "${key}" for route "${name}"`);
    }
    const text = String(value);
    const requirement = route.requirements?.[key] ?? SEGMENT;
    if (
      !new RegExp(`^(?:${requirement})$`).test(text) &&
      !new RegExp(`^(?:${requirement})$`).test(encodeSegment(text))
    ) {
      throw new RouteError(`Parameter "${key}" of route "${name}" does not match ${requirement}`);
    }
    return requirement === SEGMENT ? encodeSegment(text) : text;
  });
  if (route.page) {
    const { _country, _language } = params;
    if (_language !== undefined && _country === undefined) {
      throw new RouteError(`Missing required parameter "_country" for route "${name}"`);
    }
    if (_country !== undefined) {
      if (!new RegExp(`^${COUNTRY}$`).test(String(_country))) throw new RouteError('Invalid _country');
      let prefix = `/${_country}`;
      if (_language !== undefined) {
        if (!new RegExp(`^${LANGUAGE}$`).test(String(_language))) throw new RouteError('Invalid _language');
        prefix = `/${_language}${prefix}`;
      }
      path = path === '/' ? `${prefix}/` : prefix + path;
    }
    used.add('_country').add('_language');
  }
  const query = Object.entries(params).filter(([k, v]) => !used.has(k) && v !== undefined && v !== '');
  if (query.length > 0) {
    path += `?${new URLSearchParams(query.map(([k, v]) => [k, String(v)])).toString()}`;
  }
  return path;
}

/** Symbols may hold '/', '#' or spaces; they travel percent-encoded in one segment. */
function encodeSegment(text: string): string {
  return encodeURIComponent(text);
}

export interface PageMatch {
  name: string;
  params: Record<string, string>;
  /** `_country` and `_language` when the URL carried them. */
  locale: LocaleParams;
}

interface CompiledRoute {
  route: RouteDef;
  regex: RegExp;
  keys: string[];
}

function compile(route: RouteDef, prefix: 'none' | 'country' | 'language'): CompiledRoute {
  const keys: string[] = [];
  let source = '';
  if (prefix !== 'none') {
    if (prefix === 'language') {
      keys.push('_language');
      source += `/(${LANGUAGE})`;
    }
    keys.push('_country');
    source += `/(${COUNTRY})`;
  }
  // Trailing slashes are optional when matching: `/katalog` and `/katalog/` are the same page.
  const body = route.path.replace(/\/$/, '');
  let last = 0;
  for (const m of body.matchAll(/\{(\w+)\}/g)) {
    source += escapeRegex(body.slice(last, m.index));
    keys.push(m[1]);
    const requirement = route.requirements?.[m[1]] ?? SEGMENT;
    source += `(${requirement})`;
    last = m.index + m[0].length;
  }
  source += escapeRegex(body.slice(last));
  return { route, regex: new RegExp(`^${source}/?$`), keys };
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Parameters come back percent-decoded. */
function matchWith(compiled: readonly CompiledRoute[], pathname: string): PageMatch | null {
  for (const { route, regex, keys } of compiled) {
    const m = regex.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    const locale: LocaleParams = {};
    let valid = true;
    keys.forEach((key, i) => {
      const raw = m[i + 1];
      if (raw === undefined) return;
      let value: string;
      try {
        value = decodeURIComponent(raw);
      } catch {
        valid = false;
        return;
      }
      if (key === '_country' || key === '_language') locale[key] = value;
      else params[key] = value;
    });
    if (!valid) continue;
    for (const [key, value] of Object.entries(route.defaults ?? {})) {
      if (params[key] === undefined || params[key] === '') params[key] = value;
    }
    return { name: route.name, params, locale };
  }
  return null;
}
