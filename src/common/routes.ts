/**
 * The one route table of the shop (spec §2). The server matches page requests with it, the client
 * generates links with it, and GET /ajax/routes serves it. Paths use `{param}` placeholders whose
 * patterns are given in `requirements` (a parameter without one matches a single path segment).
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

const SEGMENT = '[^/]+';
const COUNTRY = '[a-z]{2}';
const LANGUAGE = '[a-z]{2}(?:-[a-z]{2})?';
const CATEGORY = { id_category: '\\d+', category_name: '[^/_][^/]*' };
const PRODUCER = { producer_name: '[^/]+', producer_id: '\\d+' };
const SYMBOL = { symbol: SEGMENT };
const ORDER_NUMBER = { orderNumber: '[^/]{1,100}' };
/** Spec §3: favourites directoryId digits, itemId 1 to 9 digits, publicToken 40 alphanumerics. */
const DIRECTORY_ID = { directoryId: '\\d+' };
const FAVOURITE_ITEM_ID = { itemId: '\\d{1,9}' };
const FAVOURITES_TOKEN = '[A-Za-z0-9]{40}';

type PageSpec = [
  name: string,
  path: string,
  requirements?: Record<string, string>,
  defaults?: Record<string, string>,
];

/** Order matters: the first route that matches wins, so specific shapes stand before general ones. */
const PAGES: PageSpec[] = [
  ['home_index', '/'],
  ['compare_index', '/compare/'],
  ['complaint_index', '/complaint'],
  ['complaint_form', '/complaint/form'],
  ['contact_index', '/contact/'],
  ['help_index', '/help/'],
  ['how_to_buy_index', '/how-to-buy/'],
  ['order_status_list', '/order-status'],
  ['order_status_details', '/order-status/{orderNumber}', ORDER_NUMBER],
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
  ['catalog_tiny_url', '/s/{token}', { token: '[A-Za-z0-9]{32}' }],
  ['catalog_tiny_url_name', '/s/{token}/{name}', { token: '[A-Za-z0-9]{32}' }],
  ['catalog_tiny_url_tiny_name', '/s/{token}/{name}/{tiny_name}', { token: '[A-Za-z0-9]{32}' }],
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
  ['password_reset', '/password-reset/{token}', { token: '[a-z0-9]{32,50}' }],
  ['einvoice_activate', '/e-invoice/activate/{encryptedParams}', { encryptedParams: SEGMENT }],
  ['customer_items_list', '/Profile/CustomerItems/List'],
  ['profile_module', '/Profile/{module}/{action}', { module: 'Invoices|Orders', action: SEGMENT }],
  ['document', '/Document/{token}/{file_name}', { token: '[0-9a-f]{32}', file_name: SEGMENT }],
  ['invoice_pdf', '/invoices/{type}/{number}.pdf', { type: 'proforma|history|unpaid', number: '\\d+' }],
  ['order_export_csv', '/order/export-to-csv'],
  ['order_export_csv_number', '/order/export-to-csv/{orderNumber}', ORDER_NUMBER],
  ['profile_addresses', '/profile/account/addresses'],
  ['profile_addresses_partners', '/profile/account/addresses/partners'],
  ['profile_contact_persons', '/profile/account/contact-persons'],
  ['profile_customer_info', '/profile/account/order-settings'],
  ['profile_einvoice', '/profile/account/e-invoice'],
  ['profile_terms', '/profile/account/terms'],
  ['profile_symbols', '/profile/symbols'],
  ['favourites_home', '/profile/favourites/'],
  ['favourites_redirect', '/favourites/'],
  ['favourites_directory', '/profile/favourites/{directoryId}', { directoryId: '\\d+' }],
  ['favourites_directory_html', '/profile/favourites/{directoryId}.html', { directoryId: '\\d+' }],
  ['favourites_public', '/{token}/favourites', { token: '[A-Za-z0-9]{40}' }],
  ['favourites_public_html', '/{token}/favourites.html', { token: '[A-Za-z0-9]{40}' }],
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
  ['einvoice_service_activation_request', '/einvoice_service_activation_request.html'],
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
  ['logout', '/logout'],
  ['login_zbl', '/login-zbl'],
  ['login_registered_zbl', '/login-registered-zbl'],
  ['login_by_document', '/login-by-document'],
  ['tenders', '/tenders'],
  ['wizard_display', '/wizard/display'],
  ['wizard_data_acceptance', '/wizard/data-acceptance'],
];

type ApiSpec = [name: string, method: HttpMethod, path: string, requirements?: Record<string, string>];

/**
 * Every /ajax call the server answers, and the payment operator's page: a test holds this list equal
 * to the registered endpoints (modules/system/system.test.ts). The name is the call's
 * operationId in the OpenAPI document: spec §2/§7's name where it gives one (customer_login_alert,
 * tme_logout, order_create…), otherwise snake_case words, area first (auth_login, catalog_search).
 */
const API: ApiSpec[] = [
  ['customer_login_alert', 'GET', '/ajax/customer/login-alert'],
  ['tme_logout', 'GET', '/ajax/auth/logout'],
  ['ajax_exchange_rates', 'GET', '/ajax/exchange-rates'],
  ['ajax_routes', 'GET', '/ajax/routes'],
  ['message_catalogue', 'GET', '/ajax/messages/{language}', { language: '[a-z]{2}' }],
  ['openapi_document', 'GET', '/ajax/openapi.json'],
  // Sessions, sign-in, passwords (spec §7 "Session and misc", "Common").
  ['auth_session', 'GET', '/ajax/auth/session'],
  ['auth_login', 'POST', '/ajax/auth/login'],
  ['auth_login_zbl', 'POST', '/ajax/auth/login-zbl'],
  ['auth_logout', 'POST', '/ajax/auth/logout'],
  ['login_front_constraints', 'GET', '/ajax/login/front-constraints'],
  ['captcha_local_token', 'POST', '/ajax/captcha/local-token'],
  ['profile_password_reset_request', 'POST', '/ajax/profile/password/reset-request'],
  ['profile_password_reset', 'POST', '/ajax/profile/password/reset'],
  ['profile_password_change', 'POST', '/ajax/profile/password/change'],
  // Registration (spec §7 "Anonymous") and the company registry (spec §7 "Common").
  ['registration_step', 'POST', '/ajax/registration/step/{step}', { step: '[12]' }],
  ['registration_send_verification_code', 'POST', '/ajax/registration/send-verification-code'],
  ['registration_create', 'POST', '/ajax/registration'],
  ['registration_front_constraints', 'POST', '/ajax/registration/front-constraints'],
  ['registration_industries', 'POST', '/ajax/registration/industries'],
  ['registration_shipping_countries', 'POST', '/ajax/registration/shipping-countries'],
  ['registration_currencies', 'POST', '/ajax/registration/currencies'],
  [
    'registration_customer_types',
    'GET',
    '/ajax/registration/customer-types/{countryCode}',
    { countryCode: COUNTRY },
  ],
  [
    'registration_countries',
    'GET',
    '/ajax/registration/registration-countries/{customerType}',
    { customerType: 'company|sole_trader|person' },
  ],
  ['registration_zip_code', 'POST', '/ajax/registration/zip-code'],
  ['address_company_profile', 'GET', '/ajax/address/company-profile/{duns}', { duns: '\\d{9}' }],
  [
    'address_company_profile_by_cleanse_match',
    'GET',
    '/ajax/address/company-profile-by-cleanse-match/{duns}',
    { duns: '\\d{9}' },
  ],
  ['address_cleanse_match', 'POST', '/ajax/address/cleanse-match'],
  ['address_regions', 'GET', '/ajax/address/regions/{countryCode}', { countryCode: COUNTRY }],
  ['terms_get', 'GET', '/ajax/terms'],
  ['terms_update', 'PUT', '/ajax/terms'],
  // The catalogue's lists.
  ['catalog_products', 'GET', '/ajax/catalog/products'],
  ['catalog_category_tree', 'GET', '/ajax/catalog/category-tree'],
  ['linecard_manufacturers', 'GET', '/ajax/linecard/manufacturers'],
  ['ajax_product_data', 'POST', '/ajax/product/data'],
  ['ajax_omnibus_price', 'POST', '/ajax/price-stock/omnibus-price'],
  ['catalog_search', 'POST', '/ajax/catalog/search'],
  ['catalog_autocomplete', 'POST', '/ajax/catalog/autocomplete'],
  ['catalog_documents', 'POST', '/ajax/catalog/documents'],
  ['catalog_search_counter', 'POST', '/ajax/catalog/search-counter'],
  ['catalog_advanced_search_categories', 'POST', '/ajax/catalog/advanced-search-categories'],
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
  // Checkout: the order-transaction form, delivery and payment, finishing and paying.
  ['cart_step_2', 'GET', '/ajax/cart/step-2/{orderNumber}', ORDER_NUMBER],
  ['cart_payment_operator_logos', 'GET', '/ajax/cart/payment-operator-logos'],
  ['order_form_save', 'PATCH', '/ajax/order/{orderNumber}/form', ORDER_NUMBER],
  ['order_step_validate', 'POST', '/ajax/order/{orderNumber}/step/{step}', { ...ORDER_NUMBER, step: '[12]' }],
  ['order_finish', 'POST', '/ajax/order/{orderNumber}/finish', ORDER_NUMBER],
  ['order_payment_retry', 'POST', '/ajax/order/{orderNumber}/payment', ORDER_NUMBER],
  ['ajax_access_points', 'GET', '/ajax/access-points'],
  ['payment_callback', 'POST', '/ajax/payment/callback'],
  ['payment_operator_page', 'GET', '/payment-operator/{token}', { token: '[0-9a-f]{32}' }],
  // The way to an operator's payment page (PayU's is asked for on the first visit) and its notifications.
  ['payment_start', 'GET', '/payment/{token}/start', { token: '[0-9a-f]{32}' }],
  ['payment_payu_notify', 'POST', '/ajax/payment/payu/notify'],
  // Placed orders: status, cancelling (the CSV exports are page routes).
  ['order_status_list_data', 'GET', '/ajax/order-status'],
  ['order_status_details_data', 'GET', '/ajax/order-status/{orderNumber}', ORDER_NUMBER],
  ['order_cancel', 'POST', '/ajax/order-status/{orderNumber}/cancel', ORDER_NUMBER],
  ['ajax_resource', 'POST', '/ajax/resource'],
  ['customer_addresses_list', 'GET', '/ajax/profile/addresses'],
  ['customer_address_delete', 'DELETE', '/ajax/profile/addresses/{number}', { number: '\\d{7}' }],
  ['customer_address_change_state', 'PATCH', '/ajax/profile/addresses/change-state'],
  ['customer_address_create', 'POST', '/ajax/profile/addresses'],
  ['customer_address_update', 'PUT', '/ajax/profile/addresses/{number}', { number: '\\d{7}' }],
  ['ajax_address_countries', 'GET', '/ajax/address/countries/{addressRole}', { addressRole: 'SH|BP|ZO' }],
  // Profile: e-invoice, customer info, contact persons (spec §7 Customer).
  ['einvoice_state', 'GET', '/ajax/e-invoice'],
  ['einvoice_activation_email', 'POST', '/ajax/e-invoice/activation-email'],
  ['einvoice_activate_request', 'POST', '/ajax/e-invoice/activate'],
  ['einvoice_deactivate', 'DELETE', '/ajax/e-invoice'],
  ['customer_info', 'GET', '/ajax/customer/info'],
  ['customer_info_update', 'PUT', '/ajax/customer/info'],
  ['customer_contact_persons', 'GET', '/ajax/customer/contact-persons'],
  ['set_contact_person', 'POST', '/ajax/customer/contact-person'],
  [
    'customer_contact_person_delete',
    'DELETE',
    '/ajax/customer/contact-person/{crc}',
    { crc: '[a-z0-9]{40}' },
  ],
  ['customer_set_username', 'POST', '/ajax/customer/set-username/{crc}', { crc: '[a-z0-9]{40}' }],
  // The customer's own part numbers (spec §7 Customer "symbols", issue 17, ADR 036).
  ['customer_symbols_list', 'GET', '/ajax/customer/symbols'],
  ['customer_symbol_create', 'POST', '/ajax/customer/symbols'],
  ['customer_symbol_update', 'PATCH', '/ajax/customer/symbols/{id}', { id: '\\d{1,9}' }],
  ['customer_symbol_delete', 'DELETE', '/ajax/customer/symbols/{id}', { id: '\\d{1,9}' }],
  ['customer_symbols_import_preview', 'POST', '/ajax/customer/symbols/import/preview'],
  ['customer_symbols_import', 'POST', '/ajax/customer/symbols/import'],
  ['customer_symbols_export', 'GET', '/ajax/customer/symbols/export'],
  ['customer_symbols_of', 'POST', '/ajax/customer/symbols/of'],
  // Content (spec §7): recommendations, manufacturers blocks, tooltips, banners, zones, drawer.
  ['ajax_recommended_products', 'GET', '/ajax/recommended-products'],
  ['ajax_recommended_manufacturers', 'GET', '/ajax/recommended-manufacturers'],
  ['ajax_recommendation_click', 'POST', '/ajax/recommendation/click'],
  ['ajax_promoted_manufacturers', 'GET', '/ajax/promoted-manufacturers'],
  ['ajax_tooltips', 'GET', '/ajax/tooltips'],
  ['ajax_tooltips_complete', 'GET', '/ajax/tooltips/complete'],
  ['ajax_banner_revive', 'POST', '/ajax/banner/revive/{reviveZone}', { reviveZone: '[a-z0-9_-]{1,40}' }],
  ['ajax_category_drawer_tree', 'GET', '/ajax/category-drawer/tree'],
  ['ajax_zones', 'GET', '/ajax/zones'],
  // Discovery: comparison, short catalogue links, a product's relations (spec §7).
  ['ajax_compare_prepare', 'POST', '/ajax/compare/prepare'],
  ['ajax_compare_product_parameters', 'POST', '/ajax/compare/product-parameters'],
  ['ajax_compare_prices_and_stocks', 'POST', '/ajax/compare/prices-and-stocks'],
  ['ajax_tiny_url_create', 'POST', '/ajax/tiny-url/create'],
  ['ajax_products_similar', 'POST', '/ajax/products/similar'],
  ['ajax_products_replacements', 'POST', '/ajax/products/replacements'],
  ['ajax_products_linked', 'POST', '/ajax/products/linked'],
  ['ajax_products_related', 'POST', '/ajax/products/related'],
  ['ajax_product_boxes', 'POST', '/ajax/product-boxes'],
  // Saved lists (spec §7 customer favourites; common new-favourites/{publicToken}).
  ['favourites_list', 'GET', '/ajax/favourites'],
  ['favourites_directory_show', 'GET', '/ajax/favourites/directory/{directoryId}', DIRECTORY_ID],
  ['favourites_directory_create', 'POST', '/ajax/favourites/directory'],
  ['favourites_directory_update', 'PATCH', '/ajax/favourites/directory/{directoryId}', DIRECTORY_ID],
  ['favourites_directory_delete', 'DELETE', '/ajax/favourites/directory/{directoryId}', DIRECTORY_ID],
  ['favourites_regenerate_token', 'PATCH', '/ajax/favourites/regenerate-token/{directoryId}', DIRECTORY_ID],
  ['favourites_merge', 'POST', '/ajax/favourites/merge'],
  ['favourites_items_add', 'POST', '/ajax/favourites/item'],
  ['favourites_item_copy', 'POST', '/ajax/favourites/item/{itemId}', FAVOURITE_ITEM_ID],
  ['favourites_item_update', 'PATCH', '/ajax/favourites/item/{itemId}', FAVOURITE_ITEM_ID],
  ['favourites_item_delete', 'DELETE', '/ajax/favourites/item/{itemId}', FAVOURITE_ITEM_ID],
  ['favourites_order', 'GET', '/ajax/favourites/orders/{orderNumber}', { orderNumber: '\\d{6,10}' }],
  ['favourites_to_cart', 'POST', '/ajax/favourites/directory/{directoryId}/cart', DIRECTORY_ID],
  // A list's revisions and restoring one (issue 17, ADR 040).
  ['favourites_revisions', 'GET', '/ajax/favourites/directory/{directoryId}/revisions', DIRECTORY_ID],
  [
    'favourites_revision_show',
    'GET',
    '/ajax/favourites/directory/{directoryId}/revisions/{revisionId}',
    { ...DIRECTORY_ID, revisionId: '\\d+' },
  ],
  [
    'favourites_revision_restore',
    'POST',
    '/ajax/favourites/directory/{directoryId}/revisions/{revisionId}/restore',
    { ...DIRECTORY_ID, revisionId: '\\d+' },
  ],
  ['new_favourites', 'GET', '/ajax/new-favourites/{publicToken}', { publicToken: FAVOURITES_TOKEN }],
  // Spec §2: the favourites export POST routes of the pages, by directory and by public token.
  [
    'favourites_export',
    'POST',
    '/profile/favourites/{directoryId}/export/{format}',
    { ...DIRECTORY_ID, format: 'csv|xlsx|pdf' },
  ],
  [
    'favourites_public_export',
    'POST',
    '/{publicToken}/favourites/export/{format}',
    { publicToken: FAVOURITES_TOKEN, format: 'csv|xlsx|pdf' },
  ],
  // Spec §2: the favourites print POST routes (the list pages' Print button): 303 to the print page.
  ['favourites_print', 'POST', '/profile/favourites/{directoryId}/print', DIRECTORY_ID],
  ['favourites_public_print', 'POST', '/{publicToken}/favourites/print', { publicToken: FAVOURITES_TOKEN }],
  // The customer's stock and price alerts (spec §7 Customer "notification POST, PUT, DELETE, GET").
  ['customer_notification_list', 'GET', '/ajax/customer/notification'],
  ['customer_notification_create', 'POST', '/ajax/customer/notification'],
  [
    'customer_notification_update',
    'PUT',
    '/ajax/customer/notification/{notificationId}',
    { notificationId: '\\d{1,10}' },
  ],
  [
    'customer_notification_delete',
    'DELETE',
    '/ajax/customer/notification/{notificationId}',
    { notificationId: '\\d{1,10}' },
  ],
];

function pageRoute([name, path, requirements, defaults]: PageSpec): RouteDef {
  return { name, path, methods: ['GET'], page: true, requirements, defaults };
}

export const ROUTES: readonly RouteDef[] = [
  ...PAGES.map(pageRoute),
  ...API.map(([name, method, path, requirements]) => ({
    name,
    path,
    methods: [method],
    page: false,
    requirements,
  })),
];

const BY_NAME = new Map(ROUTES.map((r) => [r.name, r]));

export class RouteError extends Error {}

export type RouteParams = Record<string, string | number | undefined>;

/** Locale parameters every page route accepts. */
export interface LocaleParams {
  _country?: string;
  _language?: string;
}

/**
 * The path of a named route. Parameters that are not placeholders become the query string;
 * `_country` (and `_language` with it) choose the prefixed form of a page.
 */
export function generate(name: string, params: RouteParams = {}): string {
  const route = BY_NAME.get(name);
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

// Unprefixed forms first, then country, then language+country, so `/pl/...` is tried as a page of
// its own before being read as a country prefix.
const COMPILED_PAGES: CompiledRoute[] = (['none', 'country', 'language'] as const).flatMap((prefix) =>
  ROUTES.filter((r) => r.page).map((r) => compile(r, prefix)),
);

/** The page a path (without query) leads to, or null. Parameters come back percent-decoded. */
export function matchPage(pathname: string): PageMatch | null {
  for (const { route, regex, keys } of COMPILED_PAGES) {
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
