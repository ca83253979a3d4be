/**
 * The staff desk's part of the browser's route table: its pages and the /ajax calls its pages build
 * (ADR 048 and the desk issues after it). Only desk modules import it, so a shop page does not
 * carry them in its first paint (docs/decisions/085; the pages since session 21, ADR 088). The
 * root tells the desk's frame by the page the dispatcher's loader named (`isStaffRoute`), and desk
 * modules link the desk's pages with `deskHref`. routes.server.ts's whole table holds these too;
 * the desk's calls that no browser module builds (lists and details its pages' loaders read) are
 * server-only there. `login_by_office` and `catalog_debug` are desk pages at the shop's addresses
 * (spec §2), so they stay in routes.ts.
 */
import { createRouter, routesOf, type ApiSpec, type PageSpec, type RouteDef } from './routes';

/** The desk's pages, refused to customers and visitors (issue 18, ADR 048). */
const DESK_PAGES: PageSpec[] = [
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
  // Stock arrivals on the desk (issue 22, ADR 077): the form and the list of what arrived.
  ['staff_arrivals', '/staff/stock-arrivals'],
  ['staff_order', '/staff/orders/{id}', { id: '\\d{1,9}' }],
  // Order requests sent to companies' main contact persons for confirmation (ADR 084).
  ['staff_order_requests', '/staff/order-requests'],
  ['staff_enquiries', '/staff/enquiries'],
  ['staff_enquiry', '/staff/enquiries/{id}', { id: '\\d{1,9}' }],
  // The newsletter's issues (issue 20, ADR 067).
  ['staff_newsletter', '/staff/newsletter'],
  // Polls and marketing popups on the desk (issue 20, ADR 071): the list and form, one poll's results.
  ['staff_polls', '/staff/polls'],
  ['staff_poll', '/staff/polls/{id}', { id: '\\d{1,9}' }],
  ['staff_popups', '/staff/popups'],
  // The analytics funnel on the desk (issue 21, ADR 086).
  ['staff_analytics', '/staff/analytics'],
  // The desk's complaints (issue 19, ADR 065): the inbox, and one complaint with its decisions.
  ['staff_complaints', '/staff/complaints'],
  ['staff_complaint', '/staff/complaints/{complaintId}', { complaintId: '\\d{1,9}' }],
  // Tenders (issue 20, ADR 070): one form (`?id=`: without it a new tender) and the lists it answers.
  ['staff_tenders', '/staff/tenders'],
  ['staff_tender', '/staff/tenders/edit'],
  ['staff_tender_list_inbox', '/staff/tender-lists'],
  ['staff_tender_list', '/staff/tender-lists/{id}', { id: '\\d{1,9}' }],
];

const DESK_API: ApiSpec[] = [
  // The staff desk (issue 18, ADR 048, 049): its login, accounts, audit log, acting as a customer.
  ['staff_login_password', 'POST', '/ajax/staff/login'],
  ['staff_login_code', 'POST', '/ajax/staff/login/code'],
  ['staff_logout', 'POST', '/ajax/staff/logout'],
  ['staff_account_create', 'POST', '/ajax/staff/accounts'],
  ['staff_account_update', 'PATCH', '/ajax/staff/accounts/{id}', { id: '\\d{1,9}' }],
  ['staff_account_reset_totp', 'POST', '/ajax/staff/accounts/{id}/reset-second-factor', { id: '\\d{1,9}' }],
  // Special offers the desk makes for a customer (ADR 054).
  ['staff_offer_create', 'POST', '/ajax/staff/offers'],
  ['staff_offer_withdraw', 'POST', '/ajax/staff/offers/{id}/withdraw', { id: '\\d{1,9}' }],
  ['staff_login_by_office', 'POST', '/ajax/staff/login-by-office'],
  ['staff_login_by_office_end', 'POST', '/ajax/staff/login-by-office/end'],
  ['staff_password_change', 'POST', '/ajax/staff/password'],
  // The desk's live chat (issue 20, ADR 068).
  ['staff_chat_list', 'GET', '/ajax/staff/chat'],
  ['staff_chat_stream', 'GET', '/ajax/staff/chat/stream'],
  ['staff_chat_get', 'GET', '/ajax/staff/chat/{id}', { id: '\\d{1,9}' }],
  ['staff_chat_reply', 'POST', '/ajax/staff/chat/{id}/messages', { id: '\\d{1,9}' }],
  ['staff_chat_close', 'POST', '/ajax/staff/chat/{id}/close', { id: '\\d{1,9}' }],
  // The desk's view of an invoice (ADR 064): its download log and e-invoice state, KSeF resend.
  ['staff_invoice_ksef_resend', 'POST', '/ajax/staff/invoices/{id}/ksef-resend', { id: '\\d{1,9}' }],
  // The desk's orders (issue 19, ADR 080): find, mark a bank transfer paid, ship, the delivery note.
  ['staff_order_mark_paid', 'POST', '/ajax/staff/orders/{id}/paid', { id: '\\d{1,9}' }],
  ['staff_order_ship', 'POST', '/ajax/staff/orders/{id}/ship', { id: '\\d{1,9}' }],
  ['staff_order_delivery_note', 'GET', '/ajax/staff/orders/{id}/delivery-note', { id: '\\d{1,9}' }],
  // The newsletter's issues (issue 20, ADR 067).
  ['staff_newsletter_list', 'GET', '/ajax/staff/newsletter'],
  ['staff_newsletter_get', 'GET', '/ajax/staff/newsletter/{id}', { id: '\\d{1,9}' }],
  ['staff_newsletter_create', 'POST', '/ajax/staff/newsletter'],
  ['staff_newsletter_update', 'PUT', '/ajax/staff/newsletter/{id}', { id: '\\d{1,9}' }],
  ['staff_newsletter_preview', 'GET', '/ajax/staff/newsletter/{id}/preview', { id: '\\d{1,9}' }],
  ['staff_newsletter_send', 'POST', '/ajax/staff/newsletter/{id}/send', { id: '\\d{1,9}' }],
  // Polls and marketing popups (issue 20, ADR 071).
  // The desk's stock arrivals form (issue 22, ADR 077).
  ['staff_stock_arrival_create', 'POST', '/ajax/staff/stock-arrivals'],
  // The desk's analytics funnel (issue 21, ADR 086).
  ['staff_analytics_funnel', 'GET', '/ajax/staff/analytics/funnel'],
  ['staff_analytics_export', 'GET', '/ajax/staff/analytics/export'],
  ['staff_polls_list', 'GET', '/ajax/staff/polls'],
  ['staff_poll_create', 'POST', '/ajax/staff/polls'],
  ['staff_poll_get', 'GET', '/ajax/staff/polls/{id}', { id: '\\d{1,9}' }],
  ['staff_poll_activate', 'POST', '/ajax/staff/polls/{id}/activate', { id: '\\d{1,9}' }],
  ['staff_poll_close', 'POST', '/ajax/staff/polls/{id}/close', { id: '\\d{1,9}' }],
  ['staff_poll_export', 'GET', '/ajax/staff/polls/{id}/export', { id: '\\d{1,9}' }],
  ['staff_popups_list', 'GET', '/ajax/staff/popups'],
  ['staff_popup_create', 'POST', '/ajax/staff/popups'],
  ['staff_popup_update', 'PUT', '/ajax/staff/popups/{id}', { id: '\\d{1,9}' }],
  // The desk's RFQ inbox (issue 18, ADR 051): claim, price a line, send, reject.
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
  // Enquiries from the contact forms and the product pages (issue 20, ADR 066).
  ['staff_enquiry_assign', 'POST', '/ajax/staff/enquiries/{id}/assign', { id: '\\d{1,9}' }],
  ['staff_enquiry_reply', 'POST', '/ajax/staff/enquiries/{id}/reply', { id: '\\d{1,9}' }],
  ['staff_enquiry_close', 'POST', '/ajax/staff/enquiries/{id}/close', { id: '\\d{1,9}' }],
  [
    'staff_enquiry_file',
    'GET',
    '/ajax/staff/enquiries/{id}/files/{fileId}',
    { id: '\\d{1,9}', fileId: '[a-f0-9]{32}' },
  ],
  // Tenders and the customers' tender lists (issue 20, ADR 070).
  ['staff_tender_create', 'POST', '/ajax/staff/tenders'],
  ['staff_tender_update', 'POST', '/ajax/staff/tenders/{id}', { id: '\\d{1,9}' }],
  ['staff_tender_publish', 'POST', '/ajax/staff/tenders/{id}/publish', { id: '\\d{1,9}' }],
  ['staff_tender_close', 'POST', '/ajax/staff/tenders/{id}/close', { id: '\\d{1,9}' }],
  ['staff_tender_list_answer', 'POST', '/ajax/staff/tender-lists/{id}/answer', { id: '\\d{1,9}' }],
  // The desk's complaints (issue 19, ADR 065): inbox with deadlines, details, decisions, notes, files.
  ['staff_complaint_decide', 'POST', '/ajax/staff/complaints/{id}/decision', { id: '\\d{1,9}' }],
  ['staff_complaint_note', 'POST', '/ajax/staff/complaints/{id}/notes', { id: '\\d{1,9}' }],
  // Discount codes (ADR 050).
  ['staff_discount_create', 'POST', '/ajax/staff/discounts'],
  ['staff_discount_update', 'PATCH', '/ajax/staff/discounts/{id}', { id: '\\d{1,9}' }],
  ['staff_discount_deactivate', 'POST', '/ajax/staff/discounts/{id}/deactivate', { id: '\\d{1,9}' }],
];

/** The desk's pages and calls as table entries (part of routes.server.ts's ROUTES). */
export const DESK_ROUTES: readonly RouteDef[] = routesOf(DESK_PAGES, DESK_API);

/**
 * The path of a desk page or call, as routes.ts's `generate` (a name of the shop's part is unknown
 * here: a desk module that also links or calls the shop imports both).
 */
export const generateDesk = createRouter(DESK_ROUTES).generate;

const DESK_NAMES = new Set(DESK_ROUTES.map((route) => route.name));

/** Whether a name is this part's (`login_by_office` and `catalog_debug` are the shop's part's). */
export const isDeskTableRoute = (name: string): boolean => DESK_NAMES.has(name);
