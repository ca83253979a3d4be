/**
 * The newsletter's topics without Zod: the footer's sign-up is in every page's shell, and a value
 * import of `newsletter.ts` pulled Zod (~50 KB gzipped) into the vendor chunk every page loads
 * (ADR 044's budget; found measuring ADR 071). The contracts are in `newsletter.ts`.
 */

/** What a subscriber may choose to hear about: few, plain, and each a real kind of mail the shop sends. */
export const NEWSLETTER_TOPICS = ['new_products', 'offers', 'events'] as const;
export type NewsletterTopic = (typeof NEWSLETTER_TOPICS)[number];
