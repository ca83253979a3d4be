/**
 * The newsletter's plain facts the browser needs at first paint (the footer's sign-up on every
 * page): no Zod, no contracts. `common/newsletter.ts` holds the contracts and re-exports these; the
 * footer importing it put Zod and libphonenumber-js (through the e-mail schema of
 * `contracts/auth`) into every page's vendor chunk, +54 KB gzipped (ADR 044, session 16).
 */

/** What a subscriber may choose to hear about: few, plain, and each a real kind of mail the shop sends. */
export const NEWSLETTER_TOPICS = ['new_products', 'offers', 'events'] as const;
export type NewsletterTopic = (typeof NEWSLETTER_TOPICS)[number];
