/**
 * Contracts of the newsletter (issue 20, spec §7 Common "newsletter save", Customer "newsletter
 * update"; ADR 067): the sign-up (double opt-in), the confirmation, the preferences and the one-click
 * unsubscribe by the links in the mails, the profile's section, and the staff desk's issues.
 */
import { z } from 'zod';
import { EmailSchema } from './contracts/auth';
import { messageKey } from './errors';
import { LANGUAGES, MARKETS, type Language } from './markets';
import { NEWSLETTER_TOPICS } from './newsletter-rules';

// The topics live in a module without Zod: the footer's sign-up (every page) imports them there.
export { NEWSLETTER_TOPICS, type NewsletterTopic } from './newsletter-rules';
export const NewsletterTopicSchema = z.enum(NEWSLETTER_TOPICS);

/**
 * The version of the consent text (`newsletter.consent` in the catalogues). Stored with every
 * sign-up beside the text itself: change it whenever the wording changes in any language.
 */
export const NEWSLETTER_CONSENT_VERSION = '2026-11-26';

/** Where a sign-up was made. */
export const NEWSLETTER_SOURCES = ['footer', 'registration', 'profile'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** How long a confirmation link works (hours). */
export const NEWSLETTER_CONFIRM_HOURS = 48;

const TopicsSchema = z
  .array(NewsletterTopicSchema, { message: messageKey('newsletter.errors.topics') })
  .min(1, messageKey('newsletter.errors.topics'))
  .max(NEWSLETTER_TOPICS.length)
  .transform((topics) => [...new Set(topics)]);

/** A link token: the confirmation's random one or a signed subscriber link (server checks which). */
export const NewsletterTokenSchema = z
  .string()
  .min(16, messageKey('newsletter.errors.token'))
  .max(200, messageKey('newsletter.errors.token'))
  .regex(/^[A-Za-z0-9_.-]+$/, messageKey('newsletter.errors.token'));

/** POST /ajax/newsletter/save: anyone; the answer is the same whether or not the address was known. */
export const NewsletterSaveSchema = z
  .object({
    email: EmailSchema,
    topics: TopicsSchema.default([...NEWSLETTER_TOPICS]),
    consent: z.literal(true, { message: messageKey('newsletter.errors.consent') }),
    source: z.enum(NEWSLETTER_SOURCES).default('footer'),
    /** The shop's country the visitor is on (the segment's market); the language's market when absent. */
    market: z
      .string()
      .refine((c) => MARKETS.some((m) => m.country === c), messageKey('newsletter.desk.unknownMarket'))
      .optional(),
  })
  .strict();
export type NewsletterSave = z.input<typeof NewsletterSaveSchema>;

export const NewsletterAcceptedSchema = z.object({ accepted: z.literal(true) });

export const NewsletterTokenBodySchema = z.object({ token: NewsletterTokenSchema }).strict();

export const NewsletterPreferencesUpdateSchema = z
  .object({ token: NewsletterTokenSchema, topics: TopicsSchema })
  .strict();

export const NEWSLETTER_STATUSES = ['none', 'pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** A subscription as its owner sees it (by a link from a mail, or in the profile). */
export const NewsletterSubscriptionSchema = z.object({
  email: z.string(),
  status: z.enum(NEWSLETTER_STATUSES),
  topics: z.array(NewsletterTopicSchema),
});
export type NewsletterSubscription = z.infer<typeof NewsletterSubscriptionSchema>;

/** What a confirmation link's page shows before the button is pressed. */
export const NewsletterConfirmViewSchema = z.object({
  email: z.string(),
  /** The link was used or has expired. */
  valid: z.boolean(),
});

/** POST /ajax/customer/newsletter/update: the profile's section; subscribing starts the double opt-in. */
export const CustomerNewsletterUpdateSchema = z
  .object({
    subscribed: z.boolean(),
    topics: TopicsSchema.optional(),
    /** Required when subscribing (not when changing topics of a confirmed subscription or leaving). */
    consent: z.literal(true, { message: messageKey('newsletter.errors.consent') }).optional(),
  })
  .strict();
export type CustomerNewsletterUpdate = z.input<typeof CustomerNewsletterUpdateSchema>;

// ---- the staff desk's issues ----

export const NEWSLETTER_ISSUE_STATUSES = ['draft', 'queued', 'sending', 'sent'] as const;
export type NewsletterIssueStatus = (typeof NEWSLETTER_ISSUE_STATUSES)[number];

const COUNTRIES = MARKETS.map((m) => m.country);

/** Subject and body in each of the four languages. */
const perLanguage = (max: number, key: 'newsletter.desk.subjectRequired' | 'newsletter.desk.bodyRequired') =>
  z
    .object(
      Object.fromEntries(
        LANGUAGES.map((language) => [language, z.string().trim().min(1, messageKey(key)).max(max)]),
      ) as Record<Language, z.ZodString>,
    )
    .strict();

export const NEWSLETTER_SUBJECT_MAX = 150;
export const NEWSLETTER_BODY_MAX = 20_000;

export const NewsletterIssueInputSchema = z
  .object({
    subject: perLanguage(NEWSLETTER_SUBJECT_MAX, 'newsletter.desk.subjectRequired'),
    body: perLanguage(NEWSLETTER_BODY_MAX, 'newsletter.desk.bodyRequired'),
    /** Empty: every market. */
    markets: z
      .array(z.string().refine((c) => COUNTRIES.includes(c), messageKey('newsletter.desk.unknownMarket')))
      .max(COUNTRIES.length)
      .default([]),
    /** Empty: every language. */
    languages: z
      .array(z.enum(LANGUAGES as [Language, ...Language[]]))
      .max(LANGUAGES.length)
      .default([]),
    topic: NewsletterTopicSchema,
  })
  .strict();
export type NewsletterIssueInput = z.input<typeof NewsletterIssueInputSchema>;

export const NewsletterIssueSchema = z.object({
  id: z.number(),
  subject: z.record(z.string(), z.string()),
  body: z.record(z.string(), z.string()),
  markets: z.array(z.string()),
  languages: z.array(z.string()),
  topic: NewsletterTopicSchema,
  status: z.enum(NEWSLETTER_ISSUE_STATUSES),
  createdAt: z.string(),
  queuedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Send records written; null until the fan-out is done. */
  recipients: z.number().nullable(),
  sent: z.number(),
});
export type NewsletterIssue = z.infer<typeof NewsletterIssueSchema>;

export const NewsletterIssueListSchema = z.object({ issues: z.array(NewsletterIssueSchema) });

export const NewsletterIssueIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(999_999_999),
});

export const NewsletterPreviewSchema = z.object({
  recipients: z.number(),
  /** The mail as one language's subscribers get it (links are placeholders). */
  mails: z.array(z.object({ language: z.string(), subject: z.string(), html: z.string(), text: z.string() })),
});
export type NewsletterPreview = z.infer<typeof NewsletterPreviewSchema>;
