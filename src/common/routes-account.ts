/**
 * The customer's account's part of the browser's route table: the /ajax calls of the profile, order
 * history, invoices, complaints, saved lists, requests for quote, quick buy, checkout, the cart's
 * discount code, stock and price alerts and the mailed wizards (docs/decisions/085). Only those features' modules import it, so the first paint and the
 * catalogue's pages do not carry it; the account's pages themselves stay in routes.ts (the header,
 * the account menu and the country switch link and match them). routes.server.ts's whole table
 * holds these too.
 */
import {
  createRouter,
  DIRECTORY_ID,
  FAVOURITE_ITEM_ID,
  FAVOURITES_TOKEN,
  ORDER_NUMBER,
  routesOf,
  type ApiSpec,
  type RouteDef,
} from './routes';

const ACCOUNT_API: ApiSpec[] = [
  // Checkout: the order-transaction form, delivery and payment, finishing and paying.
  ['cart_step_2', 'GET', '/ajax/cart/step-2/{orderNumber}', ORDER_NUMBER],
  ['order_form_save', 'PATCH', '/ajax/order/{orderNumber}/form', ORDER_NUMBER],
  ['order_finish', 'POST', '/ajax/order/{orderNumber}/finish', ORDER_NUMBER],
  ['order_payment_retry', 'POST', '/ajax/order/{orderNumber}/payment', ORDER_NUMBER],
  // Spec §7 finish-special: orders of a non-end-user mode (ADR 074).
  ['order_finish_special', 'POST', '/ajax/order/{orderNumber}/finish-special', ORDER_NUMBER],
  // Spec §7 finish-special-cxml (ADR 074): a PunchOut session's cart goes to the procurement system.
  ['order_finish_special_cxml', 'POST', '/ajax/order/{orderNumber}/finish-special-cxml', ORDER_NUMBER],
  // Spec §7 activate-order-request and the order link wizard (ADR 084).
  ['order_activate_order_request', 'POST', '/ajax/order/{orderNumber}/activate-order-request', ORDER_NUMBER],
  ['order_request_get', 'GET', '/ajax/order-request'],
  ['order_request_confirm', 'POST', '/ajax/order-request/confirm'],
  ['order_request_cancel', 'POST', '/ajax/order-request/cancel'],
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
  // Order history (issue 19, ADR 059): reordering, spec §7 order-history export/{routeName}.
  ['order_history_reorder_preview', 'GET', '/ajax/order-history/reorder/{orderNumber}', ORDER_NUMBER],
  ['order_history_reorder', 'POST', '/ajax/order-history/reorder/{orderNumber}', ORDER_NUMBER],
  ['order_history_export', 'POST', '/ajax/order-history/export/{routeName}', { routeName: 'orders|order' }],
  // Invoices (issue 19, ADR 060): the list, an order's invoices, the ZIP of a period, spec §7 proforma calls.
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
  ['complaint_list', 'GET', '/ajax/complaint/list'],
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
  // Requests for quote (issue 18).
  ['rfq_create', 'POST', '/ajax/rfq/details'],
  ['rfq_update', 'PUT', '/ajax/rfq/details/{rfqCrcToken}', { rfqCrcToken: '[a-z0-9]{40}' }],
  ['rfq_delete', 'DELETE', '/ajax/rfq/details/{rfqCrcToken}', { rfqCrcToken: '[a-z0-9]{40}' }],
  ['rfq_send', 'POST', '/ajax/rfq/details/{rfqCrcToken}/send', { rfqCrcToken: '[a-z0-9]{40}' }],
  ['rfq_accept', 'POST', '/ajax/rfq/details/{rfqCrcToken}/cart', { rfqCrcToken: '[a-z0-9]{40}' }],
  ['rfq_decline', 'POST', '/ajax/rfq/details/{rfqCrcToken}/decline', { rfqCrcToken: '[a-z0-9]{40}' }],
  // Special offers (issue 18 "Offers", ADR 054): spec §7 "offer product", "lines".
  ['offer_product', 'POST', '/ajax/offer/product'],
  ['offer_lines', 'POST', '/ajax/offer/lines'],
  ['offer_order_product_out_of_range', 'POST', '/ajax/offer/order-product-out-of-range'],
  // The files of requests for quote (issue 18): the BOM preview, the exports (spec §3 xls, xlsx).
  ['rfq_file_preview', 'POST', '/ajax/rfq/file-preview'],
  ['rfq_export', 'POST', '/ajax/rfq/details/{rfqCrcToken}/export', { rfqCrcToken: '[a-z0-9]{40}' }],
  ['rfq_search_export', 'POST', '/ajax/rfq/search/export/{format}', { format: 'xls|xlsx' }],
  // Spec §2 POST routes: the example BOM files of a request for quote.
  ['rfq_example', 'POST', '/rfq/example/{fileType}', { fileType: 'csv|txt|xls|xlsx' }],
  ['rfq_search_storage_save', 'POST', '/ajax/rfq/search/storage'],
  ['rfq_search_storage_delete', 'DELETE', '/ajax/rfq/search/storage/{id}', { id: '\\d{1,9}' }],
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
  // Mailed-link wizards and document links (issue 21, ADR 073; spec §7 wizard calls).
  ['wizard_open', 'POST', '/ajax/wizard/open'],
  ['wizard_get', 'GET', '/ajax/wizard/{wizardId}', { wizardId: '[A-Za-z0-9_-]{22}' }],
  ['wizard_step', 'POST', '/ajax/wizard/step'],
  ['finalize_contact_person', 'POST', '/ajax/wizard/finalize-contact-person'],
  ['validate_company_change', 'POST', '/ajax/wizard/validate-company-change'],
  ['recheck_company_change', 'POST', '/ajax/wizard/recheck-company-change'],
  ['finalize_company_change', 'POST', '/ajax/wizard/finalize-company-change'],
  ['declared_uses_save', 'POST', '/ajax/wizard/declared-uses'],
  ['recheck_acceptance', 'POST', '/ajax/wizard/recheck-acceptance'],
  ['finalize_acceptance', 'POST', '/ajax/wizard/finalize-acceptance'],
  ['wizard_clear_session', 'POST', '/ajax/wizard/clear-session'],
  ['wizard_invalidate_session', 'POST', '/ajax/wizard/invalidate-session'],
  ['wizard_request', 'POST', '/ajax/wizard/request'],
  // Tenders (issue 20, ADR 070): the customer's item lists.
  ['tender_list_create', 'POST', '/ajax/tender-lists'],
  ['tender_list_choose', 'POST', '/ajax/tender-lists/{id}/choose', { id: '\\d{1,9}' }],
  ['tender_list_send', 'POST', '/ajax/tender-lists/{id}/send', { id: '\\d{1,9}' }],
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
  ['quickbuy_update_lines', 'POST', '/ajax/customer/quickbuy/update-lines'],
  ['quickbuy_replace_lines', 'POST', '/ajax/customer/quickbuy/replace-lines'],
  ['quickbuy_remove_lines', 'POST', '/ajax/customer/quickbuy/remove-lines'],
  ['quickbuy_validate_duplicates', 'POST', '/ajax/customer/quickbuy/validate-duplicates'],
  ['quickbuy_apply_replacements', 'POST', '/ajax/customer/quickbuy/apply-replacements'],
  ['quickbuy_order', 'POST', '/ajax/customer/quickbuy/order'],
  // Discount codes on the cart (spec §7 Customer "discount GET and POST", issue 18, ADR 050).
  ['customer_discount', 'GET', '/ajax/customer/discount'],
  ['customer_discount_apply', 'POST', '/ajax/customer/discount'],
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

/** The account's calls as table entries (part of routes.server.ts's ROUTES). */
export const ACCOUNT_ROUTES: readonly RouteDef[] = routesOf([], ACCOUNT_API);

/**
 * The path of an account call, as routes.ts's `generate` (a name of the shop's part is unknown here:
 * a module that also calls the shop imports both).
 */
export const generateAccount = createRouter(ACCOUNT_ROUTES).generate;
