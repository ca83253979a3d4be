/**
 * Tenders (issue 20 "Tenders"; spec §2 /tenders; ADR 070). One contract for the routes, the client
 * calls and the forms: the public tenders the shop takes part in or publishes (list, details, the
 * desk's editing), and a customer's tender item list (typed lines matched by quick buy's matcher,
 * "or equivalent" alternatives per line, sent to the shop and answered from the desk with a price
 * per line). Messages are catalogue keys (ADR 030).
 */
import { z } from 'zod';
import { AMOUNT_MAX_VALUE } from './amount-rules';
import { hasForbiddenControls, isWebAddress } from './enquiries';
import { messageKey } from './errors';
import { SHOP_TIME_ZONE } from './format';
import { lengthOf } from './validation/checks';

export const TENDER_TITLE_MAX = 200;
export const TENDER_REFERENCE_MAX = 60;
export const TENDER_BUYER_MAX = 200;
export const TENDER_DESCRIPTION_MAX = 10_000;
export const TENDER_DOCUMENTS_MAX = 10;
export const TENDER_DOCUMENT_LABEL_MAX = 120;
export const TENDER_URL_MAX = 2000;
/** A published tender's own lines (what the buyer asks for): a tender's lot list, not a catalogue. */
export const TENDER_LINES_MAX = 200;
export const TENDER_LINE_TEXT_MAX = 300;
export const TENDER_UNIT_MAX = 20;
export const TENDER_PER_PAGE = 20;
export const TENDER_QUERY_MAX = 100;

/**
 * A customer's item list: what one matching pass may take. Each matched line is also asked for its
 * alternatives (replacements and similar products), so the limit bounds that work, not only storage.
 */
export const TENDER_LIST_LINES_MAX = 100;
/** The text the lines are typed or pasted in: 100 lines of a few hundred characters at most. */
export const TENDER_LIST_TEXT_MAX = 50_000;
export const TENDER_LIST_TITLE_MAX = 200;
export const TENDER_LIST_REFERENCE_MAX = 60;
export const TENDER_LIST_NOTE_MAX = 2000;
export const TENDER_LIST_PER_PAGE = 20;
/** "Or equivalent" products offered per line. */
export const TENDER_ALTERNATIVES_MAX = 4;
export const TENDER_ANSWER_NOTE_MAX = 2000;
export const TENDER_ANSWER_LINE_NOTE_MAX = 300;
/** An answer's validity: from tomorrow to a year ahead. */
export const TENDER_ANSWER_VALID_DAYS_MAX = 366;

/** Stored states of a tender; "open" and "closed" of the public list are derived (tenderPhase). */
export const TENDER_STATES = ['draft', 'published', 'closed'] as const;
export type TenderState = (typeof TENDER_STATES)[number];
export const TENDER_PHASES = ['open', 'closed'] as const;
export type TenderPhase = (typeof TENDER_PHASES)[number];

/** Published and before its deadline: open. Closed by the desk or past the deadline: closed. */
export function tenderPhase(state: TenderState, deadline: Date | string, now: Date): TenderPhase {
  return state === 'published' && new Date(deadline).getTime() > now.getTime() ? 'open' : 'closed';
}

/** An item list: a draft the customer works on, sent to the shop, answered by the desk. */
export const TENDER_LIST_STATES = ['draft', 'sent', 'answered'] as const;
export type TenderListState = (typeof TENDER_LIST_STATES)[number];

const required = messageKey('errors.input.required');
const noControls = { message: messageKey('tenders.errors.control') };

/** Text a person writes: trimmed, counted in code points, no control characters (NUL and the like). */
const text = (max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((v) => lengthOf(v) <= max, {
      message: messageKey('errors.input.tooLong'),
      params: { maximum: max },
    })
    .refine((v) => !hasForbiddenControls(v), noControls);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .refine((v) => lengthOf(v) <= max, {
      message: messageKey('errors.input.tooLong'),
      params: { maximum: max },
    })
    .refine((v) => !hasForbiddenControls(v), noControls)
    .optional();

/** A search of the public list or the desk: part of the title or the reference. */
const QuerySchema = z
  .string()
  .trim()
  .max(TENDER_QUERY_MAX)
  .refine((v) => !hasForbiddenControls(v), noControls)
  .optional();

export const IdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(999_999_999) }).strict();

// ---- Public tenders ----------------------------------------------------------------------------

export const TenderDocumentSchema = z
  .object({
    label: text(TENDER_DOCUMENT_LABEL_MAX),
    url: z
      .string({ error: required })
      .trim()
      .min(1, required)
      .max(TENDER_URL_MAX, messageKey('tenders.errors.url'))
      .refine(isWebAddress, messageKey('tenders.errors.url')),
  })
  .strict();
export type TenderDocument = z.infer<typeof TenderDocumentSchema>;

export const TenderLineSchema = z
  .object({
    description: text(TENDER_LINE_TEXT_MAX),
    quantity: z
      .number({ error: required })
      .int(messageKey('errors.input.wholeNumber'))
      .min(1, messageKey('errors.input.atLeast'))
      .max(AMOUNT_MAX_VALUE, messageKey('errors.input.atMost')),
    unit: optionalText(TENDER_UNIT_MAX),
  })
  .strict();
export type TenderLine = z.infer<typeof TenderLineSchema>;

const DeadlineSchema = z
  .string({ error: required })
  .refine(
    (v) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}/.test(v),
    messageKey('tenders.errors.date'),
  );

/** The desk's form of a tender (create and edit take the whole of it). */
export const TenderInputSchema = z
  .object({
    country: z.string().regex(/^[a-z]{2}$/, messageKey('errors.input.countryCode')),
    reference: text(TENDER_REFERENCE_MAX),
    title: text(TENDER_TITLE_MAX),
    buyer: text(TENDER_BUYER_MAX),
    deadline: DeadlineSchema,
    description: optionalText(TENDER_DESCRIPTION_MAX),
    documents: z
      .array(TenderDocumentSchema)
      .max(TENDER_DOCUMENTS_MAX, messageKey('tenders.errors.tooManyDocuments')),
    lines: z.array(TenderLineSchema).max(TENDER_LINES_MAX, messageKey('tenders.errors.tooManyLines')),
  })
  .strict();
export type TenderInput = z.infer<typeof TenderInputSchema>;
export type TenderInputDraft = z.input<typeof TenderInputSchema>;

export const TenderListQuerySchema = z
  .object({
    country: z.string().max(8).optional(),
    q: QuerySchema,
    status: z.enum(TENDER_PHASES).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type TenderListQuery = z.infer<typeof TenderListQuerySchema>;

export const TenderSummarySchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  title: z.string(),
  buyer: z.string(),
  country: z.string(),
  deadline: z.string(),
  phase: z.enum(TENDER_PHASES),
  lineCount: z.number().int(),
});
export type TenderSummary = z.infer<typeof TenderSummarySchema>;

export const TenderPublicListSchema = z.object({
  elements: z.array(TenderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type TenderPublicList = z.infer<typeof TenderPublicListSchema>;

export const TenderDetailsSchema = TenderSummarySchema.extend({
  description: z.string(),
  documents: z.array(z.object({ label: z.string(), url: z.string() })),
  lines: z.array(
    z.object({ description: z.string(), quantity: z.number().int(), unit: z.string().nullable() }),
  ),
  publishedAt: z.string().nullable(),
});
export type TenderDetails = z.infer<typeof TenderDetailsSchema>;

/** The desk sees drafts too, and who changed what when. */
export const TenderDeskQuerySchema = z
  .object({
    q: QuerySchema,
    state: z.enum(TENDER_STATES).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type TenderDeskQuery = z.infer<typeof TenderDeskQuerySchema>;

export const TenderDeskItemSchema = TenderSummarySchema.extend({
  state: z.enum(TENDER_STATES),
  updatedAt: z.string(),
});
export const TenderDeskListSchema = z.object({
  elements: z.array(TenderDeskItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type TenderDeskList = z.infer<typeof TenderDeskListSchema>;

export const TenderDeskDetailsSchema = TenderDetailsSchema.extend({
  state: z.enum(TENDER_STATES),
  updatedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type TenderDeskDetails = z.infer<typeof TenderDeskDetailsSchema>;

// ---- A customer's tender item list -------------------------------------------------------------

/** The customer's new list: its name, their own reference, a note, and the lines as typed or pasted. */
export const TenderListCreateSchema = z
  .object({
    title: text(TENDER_LIST_TITLE_MAX),
    reference: optionalText(TENDER_LIST_REFERENCE_MAX),
    note: optionalText(TENDER_LIST_NOTE_MAX),
    /** Quick buy's typed lines: `symbol amount note…` a line (common/quickbuy-rules parseTypedLines). */
    text: z
      .string({ error: required })
      .max(TENDER_LIST_TEXT_MAX, messageKey('tenders.errors.textTooLong'))
      .refine((v) => !v.includes('\u0000'), noControls)
      .refine((v) => v.trim() !== '', required),
  })
  .strict();
export type TenderListCreate = z.infer<typeof TenderListCreateSchema>;

export const TenderListChooseSchema = z
  .object({
    lineId: z.number().int().min(1).max(999_999_999),
    /** One of the line's offers (its match, candidates or alternatives); null: none of them. */
    symbol: z.string().trim().min(1).max(200).nullable(),
  })
  .strict();

export const TenderListPageQuerySchema = z
  .object({ page: z.coerce.number().int().min(1).max(10_000).default(1) })
  .strict();

export const TENDER_OFFER_SOURCES = ['match', 'candidate', 'replacement', 'similar'] as const;
export type TenderOfferSource = (typeof TENDER_OFFER_SOURCES)[number];

export const TenderOfferSchema = z.object({
  symbol: z.string(),
  manufacturer: z.string(),
  description: z.string(),
  /** How it was found: the line's match, another candidate of it, a stored replacement, a similar one. */
  source: z.enum(TENDER_OFFER_SOURCES),
});
export type TenderOffer = z.infer<typeof TenderOfferSchema>;

export const TenderListLineSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  query: z.string(),
  amount: z.number().int(),
  note: z.string().nullable(),
  /** Quick buy's match kind (symbol, manufacturerSymbol, fuzzy, none…) and whether it was sure. */
  matchKind: z.string(),
  matchAccepted: z.boolean(),
  /** The product the matcher found (null: nothing). */
  matched: TenderOfferSchema.nullable(),
  /** "Or equivalent": candidates, replacements and similar products of the same category. */
  alternatives: z.array(TenderOfferSchema),
  /** What the customer asks a price for: the match unless they chose an alternative; null: none. */
  chosenSymbol: z.string().nullable(),
  /** The desk's answer for the line (null until answered, or when the desk gives no price). */
  unitPrice: z.string().nullable(),
  answerNote: z.string().nullable(),
});
export type TenderListLine = z.infer<typeof TenderListLineSchema>;

export const TenderListSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  reference: z.string().nullable(),
  state: z.enum(TENDER_LIST_STATES),
  lineCount: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type TenderListSummary = z.infer<typeof TenderListSummarySchema>;

export const TenderListPageSchema = z.object({
  elements: z.array(TenderListSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type TenderListPage = z.infer<typeof TenderListPageSchema>;

export const TenderListDetailsSchema = TenderListSummarySchema.extend({
  note: z.string().nullable(),
  currency: z.string(),
  lines: z.array(TenderListLineSchema),
  answer: z
    .object({
      note: z.string().nullable(),
      validUntil: z.string(),
      /** Σ unit price × amount of the priced lines, in `currency`. */
      total: z.string(),
    })
    .nullable(),
});
export type TenderListDetails = z.infer<typeof TenderListDetailsSchema>;

/** The desk's inbox of item lists: sent ones first, the longest waiting on top. */
export const TenderListDeskQuerySchema = z
  .object({
    state: z.enum(['sent', 'answered'] as const).optional(),
    q: QuerySchema,
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type TenderListDeskQuery = z.infer<typeof TenderListDeskQuerySchema>;

export const TenderListDeskItemSchema = TenderListSummarySchema.extend({ customer: z.string() });
export const TenderListDeskListSchema = z.object({
  elements: z.array(TenderListDeskItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type TenderListDeskList = z.infer<typeof TenderListDeskListSchema>;

export const TenderListDeskDetailsSchema = TenderListDetailsSchema.extend({
  customer: z.string(),
  email: z.string().nullable(),
  language: z.string(),
});
export type TenderListDeskDetails = z.infer<typeof TenderListDeskDetailsSchema>;

/** A unit price as the desk types it: a plain decimal, up to 4 places (prices of small parts). */
export const UNIT_PRICE_PATTERN = /^\d{1,9}(\.\d{1,4})?$/;

export const TenderAnswerSchema = z
  .object({
    note: optionalText(TENDER_ANSWER_NOTE_MAX),
    /** YYYY-MM-DD, after today and at most a year ahead (checked by the service against its clock). */
    validUntil: z.string({ error: required }).regex(/^\d{4}-\d{2}-\d{2}$/, messageKey('tenders.errors.date')),
    lines: z
      .array(
        z
          .object({
            lineId: z.number().int().min(1).max(999_999_999),
            /** Null: the shop gives no price for the line (the note may say why). */
            unitPrice: z
              .string()
              .trim()
              .regex(UNIT_PRICE_PATTERN, messageKey('tenders.errors.price'))
              .nullable(),
            note: optionalText(TENDER_ANSWER_LINE_NOTE_MAX),
          })
          .strict(),
      )
      .max(TENDER_LIST_LINES_MAX),
  })
  .strict();
export type TenderAnswer = z.infer<typeof TenderAnswerSchema>;

// ---- Deadlines as the desk types them ----------------------------------------------------------

/** The wall clock of the shop's time zone at `date`, as a datetime-local input holds it ("2027-03-01T12:00"). */
export function toShopWallClock(date: Date | string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: SHOP_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(date))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * A datetime-local value read as the shop's time zone's wall clock (the same on the server and in
 * every browser), as an ISO instant; null when it is not one.
 */
export function fromShopWallClock(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(guess)) return null;
  // The zone's offset at an instant: what its wall clock says of it, minus the instant. Taken
  // again at the first answer, so a time near a change of summer time gets the offset it is in.
  const offsetAt = (instant: number) => {
    const [sy, smo, sd, sh, smi] = toShopWallClock(new Date(instant)).split(/[-T:]/).map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    return Date.UTC(sy, smo - 1, sd, sh, smi) - instant;
  };
  const first = guess - offsetAt(guess);
  return new Date(guess - offsetAt(first)).toISOString();
}
