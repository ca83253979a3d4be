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
  // The staff desk (issue 18, ADR 048): its own login and pages, refused to customers and visitors.
  ['staff_login', '/staff/login'],
  ['staff_home', '/staff'],
  ['staff_accounts', '/staff/accounts'],
  ['staff_audit', '/staff/audit'],
  ['staff_rfq_inbox', '/staff/rfq'],
  ['staff_rfq_request', '/staff/rfq/{id}', { id: '\\d{1,9}' }],
  // Discount codes in the desk (ADR 050): the list, and one code's form (`?id=`; without it, a new code).
  ['staff_discounts', '/staff/discounts'],
  ['staff_discount', '/staff/discounts/code'],
  ['staff_offers', '/staff/offers'],
  ['staff_password', '/staff/password'],
  // The desk's live chat (issue 20, ADR 068).
  ['staff_chat', '/staff/chat'],
  ['staff_invoices', '/staff/invoices'],
  ['staff_invoice', '/staff/invoices/{id}', { id: '\\d{1,9}' }],
  ['staff_orders', '/staff/orders'],
  ['staff_order', '/staff/orders/{id}', { id: '\\d{1,9}' }],
  ['staff_enquiries', '/staff/enquiries'],
  ['staff_enquiry', '/staff/enquiries/{id}', { id: '\\d{1,9}' }],
  // The newsletter (issue 20, ADR 067): the pages the mails link to, and the desk's issues.
  ['staff_newsletter', '/staff/newsletter'],
  // Polls and marketing popups on the desk (issue 20, ADR 071): the list and form, one poll's results.
  ['staff_polls', '/staff/polls'],
  ['staff_poll', '/staff/polls/{id}', { id: '\\d{1,9}' }],
  ['staff_popups', '/staff/popups'],
  // Stock arrivals on the desk (issue 22, ADR 077): the form and the list of what arrived.
  ['staff_arrivals', '/staff/stock-arrivals'],
  ['newsletter_confirm', '/newsletter/confirm/{token}', { token: NEWSLETTER_TOKEN }],
  ['newsletter_preferences', '/newsletter/preferences/{token}', { token: NEWSLETTER_TOKEN }],
  ['newsletter_unsubscribe', '/newsletter/unsubscribe/{token}', { token: NEWSLETTER_TOKEN }],
  // The desk's complaints (issue 19, ADR 065): the inbox, and one complaint with its decisions.
  ['staff_complaints', '/staff/complaints'],
  ['staff_complaint', '/staff/complaints/{complaintId}', { complaintId: '\\d{1,9}' }],
  ['logout', '/logout'],
  ['login_zbl', '/login-zbl'],
  ['login_registered_zbl', '/login-registered-zbl'],
  ['login_by_document', '/login-by-document'],
  // Tenders (issue 20, ADR 070): the public list and a tender; the customer's item lists in the
  // profile; the desk's tenders (one form, `?id=`: without it a new tender) and the lists it answers.
  ['tenders', '/tenders'],
  ['tender_details', '/tenders/{id}', { id: '\\d{1,9}' }],
  ['profile_tender_lists', '/profile/tenders'],
  ['profile_tender_list', '/profile/tenders/{id}', { id: '\\d{1,9}' }],
  ['staff_tenders', '/staff/tenders'],
  ['staff_tender', '/staff/tenders/edit'],
  ['staff_tender_list_inbox', '/staff/tender-lists'],
  ['staff_tender_list', '/staff/tender-lists/{id}', { id: '\\d{1,9}' }],
  ['wizard_display', '/wizard/display'],
  ['wizard_data_acceptance', '/wizard/data-acceptance'],
];

export type ApiSpec = [name: string, method: HttpMethod, path: string, requirements?: Record<string, string>];

/**
 * The /ajax calls the web code builds with the table; with routes.server.ts's SERVER_API, every call
 * the server answers and the payment operator's page: a test holds the two equal to the registered
 * endpoints (modules/system/system.test.ts). The name is the call's
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
  // Checkout: the order-transaction form, delivery and payment, finishing and paying.
  ['cart_step_2', 'GET', '/ajax/cart/step-2/{orderNumber}', ORDER_NUMBER],
  ['order_form_save', 'PATCH', '/ajax/order/{orderNumber}/form', ORDER_NUMBER],
  ['order_finish', 'POST', '/ajax/order/{orderNumber}/finish', ORDER_NUMBER],
  ['order_payment_retry', 'POST', '/ajax/order/{orderNumber}/payment', ORDER_NUMBER],
  // Spec §7 finish-special: orders of a non-end-user mode (ADR 074).
  ['order_finish_special', 'POST', '/ajax/order/{orderNumber}/finish-special', ORDER_NUMBER],
  // Spec §7 finish-special-cxml (ADR 074): a PunchOut session's cart goes to the procurement system.
  ['order_finish_special_cxml', 'POST', '/ajax/order/{orderNumber}/finish-special-cxml', ORDER_NUMBER],
  // The company's PunchOut configurations (profile).
  ['profile_punchout_list', 'GET', '/ajax/profile/punchout'],
  ['profile_punchout_create', 'POST', '/ajax/profile/punchout'],
  ['profile_punchout_secret', 'POST', '/ajax/profile/punchout/{id}/secret', { id: '\\d{1,10}' }],
  ['profile_punchout_delete', 'DELETE', '/ajax/profile/punchout/{id}', { id: '\\d{1,10}' }],
  // The company's customer API clients and webhooks (profile, ADR 079).
  ['profile_api_settings', 'GET', '/ajax/profile/api'],
  ['profile_api_client_create', 'POST', '/ajax/profile/api/clients'],
  ['profile_api_client_revoke', 'DELETE', '/ajax/profile/api/clients/{id}', { id: '\\d{1,10}' }],
  ['profile_api_webhook_create', 'POST', '/ajax/profile/api/webhooks'],
  ['profile_api_webhook_delete', 'DELETE', '/ajax/profile/api/webhooks/{id}', { id: '\\d{1,10}' }],
  ['ajax_access_points', 'GET', '/ajax/access-points'],
  // Placed orders: status, cancelling (the CSV exports are page routes).
  ['order_status_details_data', 'GET', '/ajax/order-status/{orderNumber}', ORDER_NUMBER],
  ['order_cancel', 'POST', '/ajax/order-status/{orderNumber}/cancel', ORDER_NUMBER],
  // Order history (issue 19, ADR 059): spec §7 order-history lists, details, export/{routeName},
  // and the internal orders/{symbol}.
  ['order_history_list', 'GET', '/ajax/order-history/orders'],
  ['order_history_details', 'GET', '/ajax/order-history/details/{orderNumber}', ORDER_NUMBER],
  ['order_history_invalidate', 'GET', '/ajax/order-history/invalidate'],
  ['order_history_symbol_orders', 'GET', '/ajax/order-history/orders/{symbol}', SYMBOL],
  ['order_history_reorder_preview', 'GET', '/ajax/order-history/reorder/{orderNumber}', ORDER_NUMBER],
  ['order_history_reorder', 'POST', '/ajax/order-history/reorder/{orderNumber}', ORDER_NUMBER],
  ['order_history_export', 'POST', '/ajax/order-history/export/{routeName}', { routeName: 'orders|order' }],
  // Invoices (issue 19, ADR 060): the list, an order's invoices, the ZIP of a period, spec §7 proforma calls.
  ['invoice_list', 'GET', '/ajax/invoices'],
  ['invoice_order_list', 'GET', '/ajax/invoices/order/{orderNumber}', ORDER_NUMBER],
  ['invoice_zip', 'GET', '/ajax/invoices/zip'],
  ['invoice_cancel_proforma', 'POST', '/ajax/invoice/cancel-proforma'],
  ['invoice_delete_proforma', 'POST', '/ajax/invoice/delete-proforma'],
  // Complaints (issue 19, ADR 065; spec §7 complaint create, invoice/{invoiceNumber}, storage upload,
  // clear, remove; order-history GET complaints): contracts in common/contracts/complaints.ts.
  [
    'complaint_invoice',
    'GET',
    '/ajax/complaint/invoice/{invoiceNumber}',
    { invoiceNumber: '[A-Za-z0-9-]{1,40}' },
  ],
  ['complaint_invoices', 'GET', '/ajax/complaint/invoices'],
  ['complaint_create', 'POST', '/ajax/complaint/create'],
  ['complaint_storage_list', 'GET', '/ajax/complaint/storage'],
  ['complaint_storage_upload', 'POST', '/ajax/complaint/storage/upload'],
  ['complaint_storage_remove', 'POST', '/ajax/complaint/storage/remove'],
  ['complaint_storage_clear', 'POST', '/ajax/complaint/storage/clear'],
  ['complaint_file', 'GET', '/ajax/complaint/file/{fileId}', { fileId: '[a-f0-9]{32}' }],
  ['complaint_list', 'GET', '/ajax/complaint/list'],
  [
    'complaint_details',
    'GET',
    '/ajax/complaint/details/{rmaNumber}',
    { rmaNumber: 'RMA-[0-9]{4}-[0-9]{6,9}' },
  ],
  [
    'complaint_return_label',
    'GET',
    '/ajax/complaint/return-label/{rmaNumber}',
    { rmaNumber: 'RMA-[0-9]{4}-[0-9]{6,9}' },
  ],
  ['order_history_complaints', 'GET', '/ajax/order-history/complaints/{orderNumber}', ORDER_NUMBER],
  ['customer_addresses_list', 'GET', '/ajax/profile/addresses'],
  ['customer_address_delete', 'DELETE', '/ajax/profile/addresses/{number}', { number: '\\d{7}' }],
  ['customer_address_change_state', 'PATCH', '/ajax/profile/addresses/change-state'],
  ['customer_address_create', 'POST', '/ajax/profile/addresses'],
  // Profile: e-invoice, customer info, contact persons (spec §7 Customer).
  ['einvoice_state', 'GET', '/ajax/e-invoice'],
  ['einvoice_activation_email', 'POST', '/ajax/e-invoice/activation-email'],
  ['einvoice_activate_request', 'POST', '/ajax/e-invoice/activate'],
  ['einvoice_deactivate', 'DELETE', '/ajax/e-invoice'],
  ['customer_info', 'GET', '/ajax/customer/info'],
  ['customer_info_update', 'PUT', '/ajax/customer/info'],
  ['customer_contact_persons', 'GET', '/ajax/customer/contact-persons'],
  // Buyer rights of a colleague and the approval of orders above them (issue 22, ADR 078).
  [
    'customer_contact_person_rights',
    'PUT',
    '/ajax/customer/contact-person/{crc}/rights',
    { crc: '[a-z0-9]{40}' },
  ],
  ['profile_approvals_list', 'GET', '/ajax/profile/approvals'],
  ['profile_approval_approve', 'POST', '/ajax/profile/approvals/{orderNumber}/approve', ORDER_NUMBER],
  ['profile_approval_reject', 'POST', '/ajax/profile/approvals/{orderNumber}/reject', ORDER_NUMBER],
  ['order_approval_events', 'GET', '/ajax/order-status/{orderNumber}/approvals', ORDER_NUMBER],
  ['set_contact_person', 'POST', '/ajax/customer/contact-person'],
  [
    'customer_contact_person_delete',
    'DELETE',
    '/ajax/customer/contact-person/{crc}',
    { crc: '[a-z0-9]{40}' },
  ],
  // The customer's own part numbers (spec §7 Customer "symbols", issue 17, ADR 036).
  ['customer_symbols_list', 'GET', '/ajax/customer/symbols'],
  ['customer_symbol_create', 'POST', '/ajax/customer/symbols'],
  ['customer_symbol_update', 'PATCH', '/ajax/customer/symbols/{id}', { id: '\\d{1,9}' }],
  ['customer_symbol_delete', 'DELETE', '/ajax/customer/symbols/{id}', { id: '\\d{1,9}' }],
  ['customer_symbols_import_preview', 'POST', '/ajax/customer/symbols/import/preview'],
  ['customer_symbols_import', 'POST', '/ajax/customer/symbols/import'],
  ['customer_symbols_export', 'GET', '/ajax/customer/symbols/export'],
  ['customer_symbols_of', 'POST', '/ajax/customer/symbols/of'],
  ['rfq_create', 'POST', '/ajax/rfq/details'],
  ['rfq_get', 'GET', '/ajax/rfq/details/{rfqCrcToken}', { rfqCrcToken: '[a-z0-9]{40}' }],
  ['rfq_update', 'PUT', '/ajax/rfq/details/{rfqCrcToken}', { rfqCrcToken: '[a-z0-9]{40}' }],
  ['rfq_delete', 'DELETE', '/ajax/rfq/details/{rfqCrcToken}', { rfqCrcToken: '[a-z0-9]{40}' }],
  ['rfq_send', 'POST', '/ajax/rfq/details/{rfqCrcToken}/send', { rfqCrcToken: '[a-z0-9]{40}' }],
  ['rfq_accept', 'POST', '/ajax/rfq/details/{rfqCrcToken}/cart', { rfqCrcToken: '[a-z0-9]{40}' }],
  ['rfq_decline', 'POST', '/ajax/rfq/details/{rfqCrcToken}/decline', { rfqCrcToken: '[a-z0-9]{40}' }],
  ['rfq_search', 'POST', '/ajax/rfq/search'],
  // Special offers (issue 18 "Offers", ADR 054): spec §7 "offer product", "lines".
  ['offer_list', 'GET', '/ajax/offer'],
  ['offer_product', 'POST', '/ajax/offer/product'],
  ['offer_lines', 'POST', '/ajax/offer/lines'],
  ['offer_order_product_out_of_range', 'POST', '/ajax/offer/order-product-out-of-range'],
  // The files of requests for quote (issue 18): the BOM preview, the exports (spec §3 xls, xlsx).
  ['rfq_file_preview', 'POST', '/ajax/rfq/file-preview'],
  ['rfq_export', 'POST', '/ajax/rfq/details/{rfqCrcToken}/export', { rfqCrcToken: '[a-z0-9]{40}' }],
  ['rfq_search_export', 'POST', '/ajax/rfq/search/export/{format}', { format: 'xls|xlsx' }],
  // Spec §2 POST routes: the example BOM files of a request for quote.
  ['rfq_example', 'POST', '/rfq/example/{fileType}', { fileType: 'csv|txt|xls|xlsx' }],
  ['rfq_search_front_constraints', 'GET', '/ajax/rfq/search/front-constraints'],
  ['rfq_search_storage_list', 'GET', '/ajax/rfq/search/storage'],
  ['rfq_search_storage_save', 'POST', '/ajax/rfq/search/storage'],
  ['rfq_search_storage_delete', 'DELETE', '/ajax/rfq/search/storage/{id}', { id: '\\d{1,9}' }],
  // Discount codes on the cart (spec §7 Customer "discount GET and POST", issue 18, ADR 050).
  ['customer_discount', 'GET', '/ajax/customer/discount'],
  ['customer_discount_apply', 'POST', '/ajax/customer/discount'],
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
  // Saved lists (spec §7 customer favourites; common new-favourites/{publicToken}).
  ['favourites_list', 'GET', '/ajax/favourites'],
  ['favourites_directory_show', 'GET', '/ajax/favourites/directory/{directoryId}', DIRECTORY_ID],
  ['favourites_directory_create', 'POST', '/ajax/favourites/directory'],
  ['favourites_directory_update', 'PATCH', '/ajax/favourites/directory/{directoryId}', DIRECTORY_ID],
  ['favourites_directory_delete', 'DELETE', '/ajax/favourites/directory/{directoryId}', DIRECTORY_ID],
  ['favourites_regenerate_token', 'PATCH', '/ajax/favourites/regenerate-token/{directoryId}', DIRECTORY_ID],
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
  // The staff desk (issue 18, ADR 048, 049): its login, accounts, audit log, acting as a customer.
  ['staff_login_password', 'POST', '/ajax/staff/login'],
  ['staff_login_code', 'POST', '/ajax/staff/login/code'],
  ['staff_logout', 'POST', '/ajax/staff/logout'],
  ['staff_session', 'GET', '/ajax/staff/session'],
  ['staff_accounts_list', 'GET', '/ajax/staff/accounts'],
  ['staff_account_create', 'POST', '/ajax/staff/accounts'],
  ['staff_account_update', 'PATCH', '/ajax/staff/accounts/{id}', { id: '\\d{1,9}' }],
  ['staff_account_reset_totp', 'POST', '/ajax/staff/accounts/{id}/reset-second-factor', { id: '\\d{1,9}' }],
  ['staff_audit_list', 'GET', '/ajax/staff/audit'],
  ['staff_offers_list', 'GET', '/ajax/staff/offers'],
  ['staff_offer_get', 'GET', '/ajax/staff/offers/{id}', { id: '\\d{1,9}' }],
  ['staff_offer_create', 'POST', '/ajax/staff/offers'],
  ['staff_offer_withdraw', 'POST', '/ajax/staff/offers/{id}/withdraw', { id: '\\d{1,9}' }],
  ['staff_login_by_office', 'POST', '/ajax/staff/login-by-office'],
  ['staff_login_by_office_end', 'POST', '/ajax/staff/login-by-office/end'],
  ['staff_password_change', 'POST', '/ajax/staff/password'],
  // The desk's RFQ inbox (issue 18, ADR 051): list, one request, claim, price a line, send, reject.
  // Live chat (issue 20, ADR 068): the widget's token (spec §7 `jwt`), its calls, the desk's.
  ['ajax_jwt', 'GET', '/ajax/jwt'],
  ['chat_send', 'POST', '/ajax/chat/messages'],
  ['chat_offline', 'POST', '/ajax/chat/offline'],
  ['chat_presence', 'POST', '/ajax/chat/presence'],
  ['chat_stream', 'GET', '/ajax/chat/stream'],
  ['staff_chat_list', 'GET', '/ajax/staff/chat'],
  ['staff_chat_stream', 'GET', '/ajax/staff/chat/stream'],
  ['staff_chat_get', 'GET', '/ajax/staff/chat/{id}', { id: '\\d{1,9}' }],
  ['staff_chat_reply', 'POST', '/ajax/staff/chat/{id}/messages', { id: '\\d{1,9}' }],
  ['staff_chat_close', 'POST', '/ajax/staff/chat/{id}/close', { id: '\\d{1,9}' }],
  // The desk's view of an invoice (ADR 064): its download log and e-invoice state, KSeF resend.
  ['staff_invoice_search', 'GET', '/ajax/staff/invoices'],
  ['staff_invoice_get', 'GET', '/ajax/staff/invoices/{id}', { id: '\\d{1,9}' }],
  ['staff_invoice_ksef_resend', 'POST', '/ajax/staff/invoices/{id}/ksef-resend', { id: '\\d{1,9}' }],
  // The desk's orders (issue 19, ADR 080): find, mark a bank transfer paid, ship, the delivery note.
  ['staff_order_search', 'GET', '/ajax/staff/orders'],
  ['staff_order_get', 'GET', '/ajax/staff/orders/{id}', { id: '\\d{1,9}' }],
  ['staff_order_mark_paid', 'POST', '/ajax/staff/orders/{id}/paid', { id: '\\d{1,9}' }],
  ['staff_order_ship', 'POST', '/ajax/staff/orders/{id}/ship', { id: '\\d{1,9}' }],
  ['staff_order_delivery_note', 'GET', '/ajax/staff/orders/{id}/delivery-note', { id: '\\d{1,9}' }],
  // Mailed-link wizards and document links (issue 21, ADR 073; spec §7 wizard calls).
  ['wizard_link_check', 'GET', '/ajax/wizard/link'],
  ['wizard_open', 'POST', '/ajax/wizard/open'],
  ['wizard_get', 'GET', '/ajax/wizard/{wizardId}', { wizardId: '[A-Za-z0-9_-]{22}' }],
  ['wizard_step', 'POST', '/ajax/wizard/step'],
  ['finalize_contact_person', 'POST', '/ajax/wizard/finalize-contact-person'],
  ['validate_company_change', 'POST', '/ajax/wizard/validate-company-change'],
  ['recheck_company_change', 'POST', '/ajax/wizard/recheck-company-change'],
  ['finalize_company_change', 'POST', '/ajax/wizard/finalize-company-change'],
  ['declared_uses_get', 'GET', '/ajax/wizard/declared-uses'],
  ['declared_uses_save', 'POST', '/ajax/wizard/declared-uses'],
  ['recheck_acceptance', 'POST', '/ajax/wizard/recheck-acceptance'],
  ['finalize_acceptance', 'POST', '/ajax/wizard/finalize-acceptance'],
  ['wizard_clear_session', 'POST', '/ajax/wizard/clear-session'],
  ['wizard_invalidate_session', 'POST', '/ajax/wizard/invalidate-session'],
  ['wizard_request', 'POST', '/ajax/wizard/request'],
  ['login_by_document_file', 'GET', '/ajax/login-by-document/file'],
  ['newsletter_save', 'POST', '/ajax/newsletter/save'],
  ['newsletter_confirm_view', 'GET', '/ajax/newsletter/confirm/{token}', { token: NEWSLETTER_TOKEN }],
  ['newsletter_confirm_submit', 'POST', '/ajax/newsletter/confirm'],
  ['newsletter_preferences_get', 'GET', '/ajax/newsletter/preferences/{token}', { token: NEWSLETTER_TOKEN }],
  ['newsletter_preferences_update', 'POST', '/ajax/newsletter/preferences'],
  ['newsletter_unsubscribe_by_link', 'POST', '/ajax/newsletter/unsubscribe'],
  ['customer_newsletter_get', 'GET', '/ajax/customer/newsletter'],
  ['customer_newsletter_update', 'POST', '/ajax/customer/newsletter/update'],
  ['staff_newsletter_list', 'GET', '/ajax/staff/newsletter'],
  ['staff_newsletter_get', 'GET', '/ajax/staff/newsletter/{id}', { id: '\\d{1,9}' }],
  ['staff_newsletter_create', 'POST', '/ajax/staff/newsletter'],
  ['staff_newsletter_update', 'PUT', '/ajax/staff/newsletter/{id}', { id: '\\d{1,9}' }],
  ['staff_newsletter_preview', 'GET', '/ajax/staff/newsletter/{id}/preview', { id: '\\d{1,9}' }],
  ['staff_newsletter_send', 'POST', '/ajax/staff/newsletter/{id}/send', { id: '\\d{1,9}' }],
  // Polls and the marketing popup (issue 20, spec §7 Common "POST and PATCH poll", "GET popup marketing"; ADR 071).
  ['poll_view', 'GET', '/ajax/poll'],
  ['poll_answer', 'POST', '/ajax/poll'],
  ['poll_change', 'PATCH', '/ajax/poll'],
  ['popup_marketing', 'GET', '/ajax/popup/marketing'],
  // The shop's own analytics events, with analytics consent (issue 21, ADR 082).
  ['analytics_events', 'POST', '/ajax/analytics/events'],
  ['staff_polls_list', 'GET', '/ajax/staff/polls'],
  ['staff_poll_create', 'POST', '/ajax/staff/polls'],
  // The desk's stock arrivals page (issue 22, ADR 077): record an arrival, list them.
  ['staff_stock_arrival_create', 'POST', '/ajax/staff/stock-arrivals'],
  ['staff_stock_arrivals', 'GET', '/ajax/staff/stock-arrivals'],
  ['staff_poll_get', 'GET', '/ajax/staff/polls/{id}', { id: '\\d{1,9}' }],
  ['staff_poll_activate', 'POST', '/ajax/staff/polls/{id}/activate', { id: '\\d{1,9}' }],
  ['staff_poll_close', 'POST', '/ajax/staff/polls/{id}/close', { id: '\\d{1,9}' }],
  ['staff_poll_export', 'GET', '/ajax/staff/polls/{id}/export', { id: '\\d{1,9}' }],
  ['staff_popups_list', 'GET', '/ajax/staff/popups'],
  ['staff_popup_get', 'GET', '/ajax/staff/popups/{id}', { id: '\\d{1,9}' }],
  ['staff_popup_create', 'POST', '/ajax/staff/popups'],
  ['staff_popup_update', 'PUT', '/ajax/staff/popups/{id}', { id: '\\d{1,9}' }],
  ['staff_rfq_list', 'GET', '/ajax/staff/rfq'],
  ['staff_rfq_get', 'GET', '/ajax/staff/rfq/{id}', { id: '\\d{1,9}' }],
  ['staff_rfq_claim', 'POST', '/ajax/staff/rfq/{id}/claim', { id: '\\d{1,9}' }],
  ['staff_rfq_unclaim', 'DELETE', '/ajax/staff/rfq/{id}/claim', { id: '\\d{1,9}' }],
  [
    'staff_rfq_price_line',
    'PUT',
    '/ajax/staff/rfq/{id}/lines/{position}',
    { id: '\\d{1,9}', position: '\\d{1,5}' },
  ],
  ['staff_rfq_send_quote', 'POST', '/ajax/staff/rfq/{id}/quote', { id: '\\d{1,9}' }],
  ['staff_rfq_reject', 'POST', '/ajax/staff/rfq/{id}/reject', { id: '\\d{1,9}' }],
  // Contact forms and product enquiries (issue 20, ADR 066; spec §7 contact-email calls).
  ['contact-email_send_standard', 'POST', '/ajax/contact-email/send/standard'],
  ['contact-email_send_product', 'POST', '/ajax/contact-email/send/product'],
  ['contact-email_send_delivery', 'POST', '/ajax/contact-email/send/delivery'],
  ['contact-email_send_error', 'POST', '/ajax/contact-email/send/error'],
  ['contact_email_send_main', 'POST', '/ajax/contact-email/send/main'],
  ['contact_email_front_constraints', 'GET', '/ajax/contact-email/front-constraints'],
  // The marketplace (issue 20, ADR 072; spec §7 product marketplace, marketplace send and front-constraints).
  ['product_marketplace', 'POST', '/ajax/product/marketplace'],
  ['customer_marketplace_front_constraints', 'GET', '/ajax/customer/marketplace/front-constraints'],
  ['customer_marketplace_send', 'POST', '/ajax/customer/marketplace/send'],
  ['customer_communication-email', 'POST', '/ajax/customer/communication-email'],
  ['staff_enquiries_list', 'GET', '/ajax/staff/enquiries'],
  ['staff_enquiry_get', 'GET', '/ajax/staff/enquiries/{id}', { id: '\\d{1,9}' }],
  ['staff_enquiry_assign', 'POST', '/ajax/staff/enquiries/{id}/assign', { id: '\\d{1,9}' }],
  ['staff_enquiry_reply', 'POST', '/ajax/staff/enquiries/{id}/reply', { id: '\\d{1,9}' }],
  ['staff_enquiry_close', 'POST', '/ajax/staff/enquiries/{id}/close', { id: '\\d{1,9}' }],
  [
    'staff_enquiry_file',
    'GET',
    '/ajax/staff/enquiries/{id}/files/{fileId}',
    { id: '\\d{1,9}', fileId: '[a-f0-9]{32}' },
  ],
  // Tenders (issue 20, ADR 070): public tenders, the customer's item lists, the desk's side.
  ['tenders_list', 'GET', '/ajax/tenders'],
  ['tenders_details', 'GET', '/ajax/tenders/{id}', { id: '\\d{1,9}' }],
  ['tender_lists', 'GET', '/ajax/tender-lists'],
  ['tender_list_create', 'POST', '/ajax/tender-lists'],
  ['tender_list_get', 'GET', '/ajax/tender-lists/{id}', { id: '\\d{1,9}' }],
  ['tender_list_choose', 'POST', '/ajax/tender-lists/{id}/choose', { id: '\\d{1,9}' }],
  ['tender_list_send', 'POST', '/ajax/tender-lists/{id}/send', { id: '\\d{1,9}' }],
  ['staff_tenders_list', 'GET', '/ajax/staff/tenders'],
  ['staff_tender_create', 'POST', '/ajax/staff/tenders'],
  ['staff_tender_get', 'GET', '/ajax/staff/tenders/{id}', { id: '\\d{1,9}' }],
  ['staff_tender_update', 'POST', '/ajax/staff/tenders/{id}', { id: '\\d{1,9}' }],
  ['staff_tender_publish', 'POST', '/ajax/staff/tenders/{id}/publish', { id: '\\d{1,9}' }],
  ['staff_tender_close', 'POST', '/ajax/staff/tenders/{id}/close', { id: '\\d{1,9}' }],
  ['staff_tender_lists', 'GET', '/ajax/staff/tender-lists'],
  ['staff_tender_list_get', 'GET', '/ajax/staff/tender-lists/{id}', { id: '\\d{1,9}' }],
  ['staff_tender_list_answer', 'POST', '/ajax/staff/tender-lists/{id}/answer', { id: '\\d{1,9}' }],
  // The desk's complaints (issue 19, ADR 065): inbox with deadlines, details, decisions, notes, files.
  ['staff_complaints_list', 'GET', '/ajax/staff/complaints'],
  ['staff_complaint_get', 'GET', '/ajax/staff/complaints/{id}', { id: '\\d{1,9}' }],
  ['staff_complaint_decide', 'POST', '/ajax/staff/complaints/{id}/decision', { id: '\\d{1,9}' }],
  ['staff_complaint_note', 'POST', '/ajax/staff/complaints/{id}/notes', { id: '\\d{1,9}' }],
  [
    'staff_complaint_file',
    'GET',
    '/ajax/staff/complaints/{id}/files/{fileId}',
    { id: '\\d{1,9}', fileId: '[a-f0-9]{32}' },
  ],
  ['staff_discounts_list', 'GET', '/ajax/staff/discounts'],
  ['staff_discount_create', 'POST', '/ajax/staff/discounts'],
  ['staff_discount_details', 'GET', '/ajax/staff/discounts/{id}', { id: '\\d{1,9}' }],
  ['staff_discount_update', 'PATCH', '/ajax/staff/discounts/{id}', { id: '\\d{1,9}' }],
  ['staff_discount_deactivate', 'POST', '/ajax/staff/discounts/{id}/deactivate', { id: '\\d{1,9}' }],
  // What the customer sees of staff who acted as them (ADR 049).
  ['customer_office_accesses', 'GET', '/ajax/profile/office-accesses'],
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
  // Quick buy (spec §7 common "quickbuy read-products/{source}", customer "quickbuy …", ADR 047).
  [
    'quickbuy_read_products',
    'POST',
    '/ajax/quickbuy/read-products/{source}',
    { source: 'lines|plain|favourites' },
  ],
  // The `file` source: the body is the file's bytes, not JSON (ADR 046, 047).
  ['quickbuy_read_file', 'POST', '/ajax/quickbuy/read-products/file'],
  ['quickbuy_add_lines', 'POST', '/ajax/customer/quickbuy/add-lines'],
  ['quickbuy_lines_data', 'POST', '/ajax/customer/quickbuy/lines-data'],
  ['quickbuy_update_amounts', 'POST', '/ajax/customer/quickbuy/update-amounts'],
  ['quickbuy_update_completeness', 'POST', '/ajax/customer/quickbuy/update-completeness'],
  ['quickbuy_update_lines', 'POST', '/ajax/customer/quickbuy/update-lines'],
  ['quickbuy_replace_lines', 'POST', '/ajax/customer/quickbuy/replace-lines'],
  ['quickbuy_remove_lines', 'POST', '/ajax/customer/quickbuy/remove-lines'],
  ['quickbuy_validate_duplicates', 'POST', '/ajax/customer/quickbuy/validate-duplicates'],
  ['quickbuy_apply_replacements', 'POST', '/ajax/customer/quickbuy/apply-replacements'],
  ['quickbuy_order', 'POST', '/ajax/customer/quickbuy/order'],
  ['quickbuy_order_put', 'PUT', '/ajax/customer/quickbuy/order'],
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
