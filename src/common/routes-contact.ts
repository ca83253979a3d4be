/**
 * The browser's route table's part for talking to the shop (issue 20): the calls of the live chat,
 * the contact forms and product enquiries, the marketplace's questions and the newsletter. Each of
 * them loads on use (the chat on opening, the enquiry drawer on its press, the sign-up's call on
 * sending), so neither the first paint nor the catalogue's pages carry them (docs/decisions/085);
 * their pages stay in routes.ts. routes.server.ts's whole table holds these too.
 */
import { createRouter, routesOf, type ApiSpec, type RouteDef } from './routes';

const CONTACT_API: ApiSpec[] = [
  // Live chat (issue 20, ADR 068): the widget's token (spec §7 `jwt`), its calls.
  ['ajax_jwt', 'GET', '/ajax/jwt'],
  ['chat_send', 'POST', '/ajax/chat/messages'],
  ['chat_offline', 'POST', '/ajax/chat/offline'],
  ['chat_presence', 'POST', '/ajax/chat/presence'],
  ['chat_stream', 'GET', '/ajax/chat/stream'],
  // The newsletter (issue 20, ADR 067): the footer's sign-up, the mails' links, the profile's topics.
  ['newsletter_save', 'POST', '/ajax/newsletter/save'],
  ['newsletter_confirm_submit', 'POST', '/ajax/newsletter/confirm'],
  ['newsletter_preferences_update', 'POST', '/ajax/newsletter/preferences'],
  ['newsletter_unsubscribe_by_link', 'POST', '/ajax/newsletter/unsubscribe'],
  ['customer_newsletter_get', 'GET', '/ajax/customer/newsletter'],
  ['customer_newsletter_update', 'POST', '/ajax/customer/newsletter/update'],
  // Contact forms and product enquiries (issue 20, ADR 066; spec §7 contact-email calls).
  ['contact-email_send_standard', 'POST', '/ajax/contact-email/send/standard'],
  ['contact-email_send_product', 'POST', '/ajax/contact-email/send/product'],
  ['contact-email_send_delivery', 'POST', '/ajax/contact-email/send/delivery'],
  ['contact-email_send_error', 'POST', '/ajax/contact-email/send/error'],
  ['contact_email_send_main', 'POST', '/ajax/contact-email/send/main'],
  // The marketplace (issue 20, ADR 072; spec §7 product marketplace, marketplace send and front-constraints).
  ['customer_marketplace_front_constraints', 'GET', '/ajax/customer/marketplace/front-constraints'],
  ['customer_marketplace_send', 'POST', '/ajax/customer/marketplace/send'],
  ['customer_communication-email', 'POST', '/ajax/customer/communication-email'],
];

/** The calls of talking to the shop as table entries (part of routes.server.ts's ROUTES). */
export const CONTACT_ROUTES: readonly RouteDef[] = routesOf([], CONTACT_API);

/** The path of a call of talking to the shop, as routes.ts's `generate`. */
export const generateContact = createRouter(CONTACT_ROUTES).generate;
