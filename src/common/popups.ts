/**
 * Contracts of the marketing popup (issue 20, spec §7 Common "GET popup marketing"; ADR 071): at
 * most one active popup for the page's market and language, shown only to visitors who gave
 * marketing consent, never on cart, checkout or order pages, and not again once closed (per popup:
 * a new popup shows). The staff desk writes popups: title, text, optional image, link, market and
 * language, dates, priority.
 */
import { z } from 'zod';
import { hasForbiddenControls } from './enquiries';
import { messageKey } from './errors';
import { LANGUAGES, MARKETS, type Language } from './markets';
import { lengthOf } from './validation/checks';

import {
  isSafePopupUrl,
  POPUP_BODY_MAX,
  POPUP_LINK_LABEL_MAX,
  POPUP_TITLE_MAX,
  POPUP_URL_MAX,
} from './popup-rules';

export * from './popup-rules';

const required = messageKey('errors.input.required');
const COUNTRIES = MARKETS.map((m) => m.country);

const typed = (max: number, multiline = false) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((v) => lengthOf(v) <= max, {
      message: messageKey('errors.input.tooLong'),
      params: { maximum: max },
    })
    .refine((v) => !hasForbiddenControls(v) && (multiline || !/[\r\n\t]/.test(v)), {
      message: messageKey('polls.errors.control'),
    });

const UrlSchema = z
  .string({ error: required })
  .trim()
  .min(1, required)
  .max(POPUP_URL_MAX, messageKey('errors.input.tooLong'))
  .refine(isSafePopupUrl, messageKey('popups.desk.urlInvalid'));

const DateTimeSchema = z.iso.datetime({ offset: true, error: messageKey('popups.desk.dateInvalid') });

export const PopupInputSchema = z
  .object({
    title: typed(POPUP_TITLE_MAX),
    body: typed(POPUP_BODY_MAX, true),
    imageUrl: UrlSchema.nullable().default(null),
    linkUrl: UrlSchema,
    linkLabel: typed(POPUP_LINK_LABEL_MAX),
    market: z.string().refine((c) => COUNTRIES.includes(c), messageKey('polls.desk.unknownMarket')),
    language: z.enum(LANGUAGES as [Language, ...Language[]], {
      error: messageKey('polls.desk.unknownLanguage'),
    }),
    startsAt: DateTimeSchema,
    /** Null: until it is switched off. */
    endsAt: DateTimeSchema.nullable().default(null),
    /** Higher first when several would show. */
    priority: z.coerce.number().int().min(0).max(1000).default(0),
    active: z.boolean().default(true),
  })
  .strict()
  .refine((v) => v.endsAt === null || Date.parse(v.endsAt) > Date.parse(v.startsAt), {
    message: messageKey('popups.desk.endBeforeStart'),
    path: ['endsAt'],
  });
export type PopupInput = z.input<typeof PopupInputSchema>;

export const PopupIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(999_999_999),
});

/** GET /ajax/popup/marketing: the page's market (`country`); the language is the request's. */
export const PopupQuerySchema = z.object({ country: z.string().max(8).optional() });

export const MarketingPopupSchema = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string(),
  linkLabel: z.string(),
});
export type MarketingPopup = z.infer<typeof MarketingPopupSchema>;

export const MarketingPopupViewSchema = z.object({ popup: MarketingPopupSchema.nullable() });
export type MarketingPopupView = z.infer<typeof MarketingPopupViewSchema>;

export const DeskPopupSchema = MarketingPopupSchema.extend({
  market: z.string(),
  language: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  priority: z.number(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DeskPopup = z.infer<typeof DeskPopupSchema>;

export const DeskPopupListSchema = z.object({ popups: z.array(DeskPopupSchema) });
