/**
 * The whole route table, as the server uses it: the browser's part (routes.ts), the account's, the
 * contact's and the desk's calls (routes-account.ts, routes-contact.ts, routes-desk.ts; ADR 085),
 * and the routes only the server answers or names, which the browser never downloads
 * (docs/decisions/044). The server matches page requests and generates links (mails, redirects,
 * OpenAPI, GET /ajax/routes) here.
 *
 * Server-only are: addresses that only redirect (a visitor is never on them, so the browser never
 * matches them), and calls the web code makes without the table or never makes (payment
 * operators' callbacks, the API document). A page route moves here only if its page always
 * redirects: the country switch matches the page the visitor is on with the browser's part.
 */
import {
  BROWSER_ROUTES,
  COUNTRY,
  ORDER_NUMBER,
  SYMBOL,
  createRouter,
  type RouteDef,
  FAVOURITES_TOKEN,
  NEWSLETTER_TOKEN,
  routesOf,
  SEGMENT,
  type ApiSpec,
  type PageSpec,
} from './routes';
import { ACCOUNT_ROUTES } from './routes-account';
import { CONTACT_ROUTES } from './routes-contact';
import { DESK_ROUTES } from './routes-desk';

export {
  RouteError,
  type HttpMethod,
  type LocaleParams,
  type PageMatch,
  type RouteDef,
  type RouteParams,
} from './routes';

/** Matched after the browser's pages; none of them matches these paths (routes.test.ts). */
const SERVER_PAGES: PageSpec[] = [
  ['catalog_tiny_url', '/s/{token}', { token: '[A-Za-z0-9]{32}' }],
  ['catalog_tiny_url_name', '/s/{token}/{name}', { token: '[A-Za-z0-9]{32}' }],
  ['catalog_tiny_url_tiny_name', '/s/{token}/{name}/{tiny_name}', { token: '[A-Za-z0-9]{32}' }],
  ['favourites_redirect', '/favourites/'],
  ['favourites_directory_html', '/profile/favourites/{directoryId}.html', { directoryId: '\\d+' }],
  ['favourites_public_html', '/{token}/favourites.html', { token: '[A-Za-z0-9]{40}' }],
  ['einvoice_service_activation_request', '/einvoice_service_activation_request.html'],
];

const SERVER_API: ApiSpec[] = [
  ['customer_login_alert', 'GET', '/ajax/customer/login-alert'],
  ['tme_logout', 'GET', '/ajax/auth/logout'],
  ['ajax_exchange_rates', 'GET', '/ajax/exchange-rates'],
  ['ajax_routes', 'GET', '/ajax/routes'],
  ['message_catalogue', 'GET', '/ajax/messages/{language}', { language: '[a-z]{2}' }],
  ['openapi_document', 'GET', '/ajax/openapi.json'],
  ['auth_session', 'GET', '/ajax/auth/session'],
  ['auth_login', 'POST', '/ajax/auth/login'],
  ['auth_login_zbl', 'POST', '/ajax/auth/login-zbl'],
  ['auth_logout', 'POST', '/ajax/auth/logout'],
  ['login_front_constraints', 'GET', '/ajax/login/front-constraints'],
  ['captcha_local_token', 'POST', '/ajax/captcha/local-token'],
  ['captcha_challenge', 'GET', '/ajax/captcha/challenge'],
  ['profile_password_reset_request', 'POST', '/ajax/profile/password/reset-request'],
  ['profile_password_reset', 'POST', '/ajax/profile/password/reset'],
  ['profile_password_change', 'POST', '/ajax/profile/password/change'],
  ['registration_step', 'POST', '/ajax/registration/step/{step}', { step: '[12]' }],
  ['registration_send_verification_code', 'POST', '/ajax/registration/send-verification-code'],
  ['registration_create', 'POST', '/ajax/registration'],
  // Guest checkout (ADR 083): placing, the order by its signed link, the account offered after it.
  // Server-side names: the guest pages call them by path (the shared route table stays small).
  ['guest_order_place', 'POST', '/ajax/guest-order'],
  ['guest_order_view', 'GET', '/ajax/guest-order/{token}'],
  ['guest_order_account', 'POST', '/ajax/guest-order/{token}/account'],
  ['guest_order_attach', 'POST', '/ajax/guest-order/{token}/attach'],
  // The visitor cart (ADR 087): its lines priced for the page's market; after a login, merged. Called
  // by path from the cart feature's on-use module (the first paint's table stays small).
  ['visitor_cart_price', 'POST', '/ajax/visitor-cart/price'],
  ['visitor_cart_merge', 'POST', '/ajax/cart/visitor-lines'],
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
  ['catalog_products', 'GET', '/ajax/catalog/products'],
  ['catalog_category_tree', 'GET', '/ajax/catalog/category-tree'],
  ['linecard_manufacturers', 'GET', '/ajax/linecard/manufacturers'],
  ['linecard_letters', 'GET', '/ajax/linecard/letters'],
  ['ajax_browse_options', 'GET', '/ajax/browse-options/{countryCode}', { countryCode: COUNTRY }],
  ['ajax_forwarders', 'GET', '/ajax/forwarders'],
  ['ajax_products_deliveries', 'POST', '/ajax/products/deliveries'],
  ['linecard_categories', 'GET', '/ajax/linecard/categories'],
  ['ajax_category_drawer_product_sum', 'GET', '/ajax/category-drawer/product-sum'],
  ['ajax_category_drawer_legacy_tree', 'GET', '/ajax/category-drawer/legacy-tree'],
  ['ajax_category_drawer_picture_urls', 'GET', '/ajax/category-drawer/picture-urls'],
  ['ajax_omnibus_price', 'POST', '/ajax/price-stock/omnibus-price'],
  ['ajax_price_stock_prices', 'POST', '/ajax/price-stock/prices'],
  ['ajax_hint', 'GET', '/ajax/hint'],
  ['ajax_hint_amounts', 'GET', '/ajax/hint/amounts'],
  ['ajax_price_stock_stocks', 'POST', '/ajax/price-stock/stocks'],
  ['ajax_price_stock_prices_stocks', 'POST', '/ajax/price-stock/prices-stocks'],
  ['catalog_search', 'POST', '/ajax/catalog/search'],
  ['catalog_documents', 'POST', '/ajax/catalog/documents'],
  ['catalog_advanced_search_categories', 'POST', '/ajax/catalog/advanced-search-categories'],
  // Spec §7 products prompts, deleted-words, variants and autocomplete variants (search, relations).
  ['ajax_products_prompts', 'POST', '/ajax/products/prompts'],
  ['ajax_products_prompts_deleted_words', 'POST', '/ajax/products/prompts/deleted-words'],
  ['ajax_products_variants', 'POST', '/ajax/products/variants'],
  ['ajax_products_autocomplete_variants', 'POST', '/ajax/products/autocomplete/variants'],
  // A CAD file the shop makes from a product's data (ADR 076); pages link its stored address.
  ['cad_file', 'GET', '/ajax/products/cad/{symbol}/{file}', { symbol: SEGMENT, file: SEGMENT }],
  ['resistor_calculator_parameters', 'POST', '/ajax/resistor-calculator/parameters'],
  ['cart_payment_operator_logos', 'GET', '/ajax/cart/payment-operator-logos'],
  ['order_step_validate', 'POST', '/ajax/order/{orderNumber}/step/{step}', { ...ORDER_NUMBER, step: '[12]' }],
  ['payment_callback', 'POST', '/ajax/payment/callback'],
  ['payment_operator_page', 'GET', '/payment-operator/{token}', { token: '[0-9a-f]{32}' }],
  ['payment_start', 'GET', '/payment/{token}/start', { token: '[0-9a-f]{32}' }],
  // cXML PunchOut (ADR 074): the procurement system's setup request, the StartPage it opens, and
  // the page that posts the cart back to it; its OrderRequest (the approved requisition).
  ['punchout_setup', 'POST', '/ajax/punchout/setup'],
  ['punchout_order', 'POST', '/ajax/punchout/order'],
  // The customer API v1 (issue 22, ADR 079): called by customers' systems with a bearer token, never
  // by the shop's pages. Its own OpenAPI document; its operations are listed in customer-api's
  // api-operations.ts, which a test holds equal to these.
  ['api_v1_token', 'POST', '/api/v1/oauth/token'],
  ['api_v1_product_search', 'GET', '/api/v1/products/search'],
  ['api_v1_product_details', 'POST', '/api/v1/products/details'],
  ['api_v1_cart_create', 'POST', '/api/v1/carts'],
  ['api_v1_cart_add_lines', 'POST', '/api/v1/carts/{cartId}/lines', { cartId: '[^/]{1,100}' }],
  ['api_v1_cart_get', 'GET', '/api/v1/carts/{cartId}', { cartId: '[^/]{1,100}' }],
  ['api_v1_order_place', 'POST', '/api/v1/orders'],
  ['api_v1_order_list', 'GET', '/api/v1/orders'],
  ['api_v1_order_get', 'GET', '/api/v1/orders/{orderNumber}', ORDER_NUMBER],
  ['api_v1_openapi', 'GET', '/api/v1/openapi.json'],
  // Spec §7 order short and certificate (issue 21): a few fields of an order; the certificate of
  // conformity of a shipped order's lines (a PDF).
  ['order_short', 'GET', '/ajax/order/{orderNumber}/short', ORDER_NUMBER],
  ['order_certificate', 'GET', '/ajax/order/{orderNumber}/certificate', ORDER_NUMBER],
  ['punchout_start', 'GET', '/punchout/start/{token}', { token: '[A-Za-z0-9_-]{43}' }],
  ['punchout_transfer', 'GET', '/punchout/transfer/{token}', { token: '[A-Za-z0-9_-]{43}' }],
  ['payment_payu_notify', 'POST', '/ajax/payment/payu/notify'],
  ['order_status_list_data', 'GET', '/ajax/order-status'],
  ['ajax_resource', 'POST', '/ajax/resource'],
  ['customer_addresses_front_constraints', 'GET', '/ajax/profile/addresses/front-constraints'],
  ['customer_address_update', 'PUT', '/ajax/profile/addresses/{number}', { number: '\\d{7}' }],
  ['ajax_address_countries', 'GET', '/ajax/address/countries/{addressRole}', { addressRole: 'SH|BP|ZO' }],
  ['customer_set_username', 'POST', '/ajax/customer/set-username/{crc}', { crc: '[a-z0-9]{40}' }],
  ['ajax_recommended_products', 'GET', '/ajax/recommended-products'],
  ['ajax_recommended_manufacturers', 'GET', '/ajax/recommended-manufacturers'],
  ['ajax_promoted_manufacturers', 'GET', '/ajax/promoted-manufacturers'],
  ['ajax_tooltips', 'GET', '/ajax/tooltips'],
  ['ajax_banner_revive', 'POST', '/ajax/banner/revive/{reviveZone}', { reviveZone: '[a-z0-9_-]{1,40}' }],
  ['ajax_zones', 'GET', '/ajax/zones'],
  ['ajax_products_zones', 'POST', '/ajax/products/zones'],
  ['ajax_products_replacements', 'POST', '/ajax/products/replacements'],
  ['ajax_products_linked', 'POST', '/ajax/products/linked'],
  ['ajax_products_linked_get', 'GET', '/ajax/products/linked'],
  ['ajax_products_details', 'POST', '/ajax/products/details'],
  ['ajax_products_html_frame_url', 'GET', '/ajax/products/html-frame-url/{symbol}', SYMBOL],
  ['ajax_products_html_frame_url_post', 'POST', '/ajax/products/html-frame-url/{symbol}', SYMBOL],
  ['ajax_products_products', 'POST', '/ajax/products/products'],
  ['ajax_pip_similar_counter', 'POST', '/ajax/pip/similar-counter'],
  ['ajax_products_related', 'POST', '/ajax/products/related'],
  ['ajax_product_boxes', 'POST', '/ajax/product-boxes'],
  ['favourites_merge', 'POST', '/ajax/favourites/merge'],
  ['new_favourites', 'GET', '/ajax/new-favourites/{publicToken}', { publicToken: FAVOURITES_TOKEN }],
  // Stock arriving for back-orders (ADR 077): the staff's scripts; the desk page's loader reads the list.
  ['staff_stock_arrival_received', 'POST', '/ajax/staff/stock-arrivals/{id}/received', { id: '\\d+' }],
  ['staff_stock_arrivals', 'GET', '/ajax/staff/stock-arrivals'],
  // Calls the browser's part held though no browser module builds them: the pages' loaders call
  // the modules in the server, the desk's lists and details among them (moved here in ADR 085).
  ['order_history_list', 'GET', '/ajax/order-history/orders'],
  ['order_history_details', 'GET', '/ajax/order-history/details/{orderNumber}', ORDER_NUMBER],
  ['order_history_invalidate', 'GET', '/ajax/order-history/invalidate'],
  ['invoice_list', 'GET', '/ajax/invoices'],
  ['complaint_file', 'GET', '/ajax/complaint/file/{fileId}', { fileId: '[a-f0-9]{32}' }],
  [
    'complaint_details',
    'GET',
    '/ajax/complaint/details/{rmaNumber}',
    { rmaNumber: 'RMA-[0-9]{4}-[0-9]{6,9}' },
  ],
  ['rfq_get', 'GET', '/ajax/rfq/details/{rfqCrcToken}', { rfqCrcToken: '[a-z0-9]{40}' }],
  ['rfq_search', 'POST', '/ajax/rfq/search'],
  ['offer_list', 'GET', '/ajax/offer'],
  ['rfq_search_front_constraints', 'GET', '/ajax/rfq/search/front-constraints'],
  ['rfq_search_storage_list', 'GET', '/ajax/rfq/search/storage'],
  ['staff_session', 'GET', '/ajax/staff/session'],
  ['staff_accounts_list', 'GET', '/ajax/staff/accounts'],
  ['staff_audit_list', 'GET', '/ajax/staff/audit'],
  ['staff_offers_list', 'GET', '/ajax/staff/offers'],
  ['staff_offer_get', 'GET', '/ajax/staff/offers/{id}', { id: '\\d{1,9}' }],
  ['staff_invoice_search', 'GET', '/ajax/staff/invoices'],
  ['staff_invoice_get', 'GET', '/ajax/staff/invoices/{id}', { id: '\\d{1,9}' }],
  ['staff_order_search', 'GET', '/ajax/staff/orders'],
  ['staff_order_get', 'GET', '/ajax/staff/orders/{id}', { id: '\\d{1,9}' }],
  // The desk's list of order requests (ADR 084), read by its page's loader.
  ['staff_order_request_list', 'GET', '/ajax/staff/order-requests'],
  ['wizard_link_check', 'GET', '/ajax/wizard/link'],
  ['declared_uses_get', 'GET', '/ajax/wizard/declared-uses'],
  ['login_by_document_file', 'GET', '/ajax/login-by-document/file'],
  ['newsletter_confirm_view', 'GET', '/ajax/newsletter/confirm/{token}', { token: NEWSLETTER_TOKEN }],
  ['newsletter_preferences_get', 'GET', '/ajax/newsletter/preferences/{token}', { token: NEWSLETTER_TOKEN }],
  ['staff_popup_get', 'GET', '/ajax/staff/popups/{id}', { id: '\\d{1,9}' }],
  ['staff_rfq_list', 'GET', '/ajax/staff/rfq'],
  ['staff_rfq_get', 'GET', '/ajax/staff/rfq/{id}', { id: '\\d{1,9}' }],
  ['contact_email_front_constraints', 'GET', '/ajax/contact-email/front-constraints'],
  ['product_marketplace', 'POST', '/ajax/product/marketplace'],
  ['staff_enquiries_list', 'GET', '/ajax/staff/enquiries'],
  ['staff_enquiry_get', 'GET', '/ajax/staff/enquiries/{id}', { id: '\\d{1,9}' }],
  ['tenders_list', 'GET', '/ajax/tenders'],
  ['tenders_details', 'GET', '/ajax/tenders/{id}', { id: '\\d{1,9}' }],
  ['tender_lists', 'GET', '/ajax/tender-lists'],
  ['tender_list_get', 'GET', '/ajax/tender-lists/{id}', { id: '\\d{1,9}' }],
  ['staff_tenders_list', 'GET', '/ajax/staff/tenders'],
  ['staff_tender_get', 'GET', '/ajax/staff/tenders/{id}', { id: '\\d{1,9}' }],
  ['staff_tender_lists', 'GET', '/ajax/staff/tender-lists'],
  ['staff_tender_list_get', 'GET', '/ajax/staff/tender-lists/{id}', { id: '\\d{1,9}' }],
  ['staff_complaints_list', 'GET', '/ajax/staff/complaints'],
  ['staff_complaint_get', 'GET', '/ajax/staff/complaints/{id}', { id: '\\d{1,9}' }],
  [
    'staff_complaint_file',
    'GET',
    '/ajax/staff/complaints/{id}/files/{fileId}',
    { id: '\\d{1,9}', fileId: '[a-f0-9]{32}' },
  ],
  ['staff_discounts_list', 'GET', '/ajax/staff/discounts'],
  ['staff_discount_details', 'GET', '/ajax/staff/discounts/{id}', { id: '\\d{1,9}' }],
  ['customer_office_accesses', 'GET', '/ajax/profile/office-accesses'],
  ['quickbuy_update_amounts', 'POST', '/ajax/customer/quickbuy/update-amounts'],
  ['quickbuy_update_completeness', 'POST', '/ajax/customer/quickbuy/update-completeness'],
  ['quickbuy_order_put', 'PUT', '/ajax/customer/quickbuy/order'],
];

/** Every route of the shop: the browser's part first, the other browser parts' calls, then the server's own. */
export const ROUTES: readonly RouteDef[] = [
  ...BROWSER_ROUTES,
  ...ACCOUNT_ROUTES,
  ...CONTACT_ROUTES,
  ...DESK_ROUTES,
  ...routesOf(SERVER_PAGES, SERVER_API),
];

/** The names only the server knows (the browser-side test holds web code away from them). */
export const SERVER_ONLY_ROUTE_NAMES: ReadonlySet<string> = new Set(
  [...SERVER_PAGES, ...SERVER_API].map(([name]) => name),
);

const serverRouter = createRouter(ROUTES);

/** The path of any named route (see routes.ts's generate). */
export const generate = serverRouter.generate;

/** The page a path (without query) leads to among all pages, or null. */
export const matchPage = serverRouter.matchPage;
