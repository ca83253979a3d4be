/**
 * Contracts of polls (issue 20, spec §7 Common "POST and PATCH poll"; ADR 071): a short poll of one
 * question, single or multiple choice, with an optional comment, for one market and language,
 * shown on the order confirmation page or on a page the staff choose. One answer per customer (or
 * per visitor cookie where the poll allows visitors); `POST poll` records it, `PATCH poll` changes
 * it or adds the comment. The staff desk writes, activates and closes polls and reads the results.
 */
import { z } from 'zod';
import { hasForbiddenControls } from './enquiries';
import { messageKey } from './errors';
import { LANGUAGES, MARKETS, type Language } from './markets';
import {
  POLL_COMMENT_MAX,
  POLL_KINDS,
  POLL_OPTION_MAX,
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  POLL_PLACEMENTS,
  POLL_QUESTION_MAX,
  POLL_STATUSES,
} from './poll-rules';
import { lengthOf } from './validation/checks';

export * from './poll-rules';

const required = messageKey('errors.input.required');
const COUNTRIES = MARKETS.map((m) => m.country);

/** Typed text, trimmed, required, at most `max` code points, no control characters. */
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

export const PollIdSchema = z.coerce
  .number({ error: messageKey('polls.errors.notFound') })
  .int(messageKey('polls.errors.notFound'))
  .min(1, messageKey('polls.errors.notFound'))
  .max(999_999_999, messageKey('polls.errors.notFound'));

const OptionIdsSchema = z
  .array(
    z
      .number({ error: messageKey('polls.errors.unknownOption') })
      .int()
      .min(1)
      .max(999_999_999),
    {
      error: messageKey('polls.errors.chooseOption'),
    },
  )
  .min(1, messageKey('polls.errors.chooseOption'))
  .max(POLL_OPTIONS_MAX, messageKey('polls.errors.unknownOption'))
  .refine((ids) => new Set(ids).size === ids.length, { message: messageKey('polls.errors.unknownOption') });

/** The comment: optional; an empty one is no comment. */
const CommentSchema = z
  .string()
  .max(POLL_COMMENT_MAX * 4, messageKey('polls.errors.commentTooLong'))
  .transform((v) => v.trim())
  .refine((v) => lengthOf(v) <= POLL_COMMENT_MAX, {
    message: messageKey('polls.errors.commentTooLong'),
    params: { maximum: POLL_COMMENT_MAX },
  })
  .refine((v) => !hasForbiddenControls(v), { message: messageKey('polls.errors.control') })
  .transform((v) => (v === '' ? null : v));

/** POST /ajax/poll: the first answer of the caller (customer, or visitor where allowed). */
export const PollAnswerSchema = z
  .object({
    pollId: PollIdSchema,
    optionIds: OptionIdsSchema,
    comment: CommentSchema.optional(),
  })
  .strict();
export type PollAnswerInput = z.input<typeof PollAnswerSchema>;

/** PATCH /ajax/poll: changes the caller's answer, or adds its comment (the second step). */
export const PollAnswerChangeSchema = z
  .object({
    pollId: PollIdSchema,
    optionIds: OptionIdsSchema.optional(),
    comment: CommentSchema.optional(),
  })
  .strict()
  .refine((v) => v.optionIds !== undefined || v.comment !== undefined, {
    message: messageKey('polls.errors.nothingToChange'),
    path: ['optionIds'],
  });
export type PollAnswerChangeInput = z.input<typeof PollAnswerChangeSchema>;

/** GET /ajax/poll: the active poll of a place, in the page's market and language. */
export const PollQuerySchema = z.object({
  placement: z.enum(POLL_PLACEMENTS, { error: messageKey('polls.errors.placement') }),
  country: z.string().max(8).optional(),
});

export const PublicPollSchema = z.object({
  id: z.number(),
  question: z.string(),
  kind: z.enum(POLL_KINDS),
  allowComment: z.boolean(),
  options: z.array(z.object({ id: z.number(), label: z.string() })),
});
export type PublicPoll = z.infer<typeof PublicPollSchema>;

export const PollMyAnswerSchema = z.object({
  optionIds: z.array(z.number()),
  comment: z.string().nullable(),
});
export type PollMyAnswer = z.infer<typeof PollMyAnswerSchema>;

export const PollViewSchema = z.object({
  poll: PublicPollSchema.nullable(),
  /** The caller's answer, null before they answered. */
  answer: PollMyAnswerSchema.nullable(),
});
export type PollView = z.infer<typeof PollViewSchema>;

// ---- the staff desk ----

export const PollInputSchema = z
  .object({
    question: typed(POLL_QUESTION_MAX),
    kind: z.enum(POLL_KINDS),
    allowComment: z.boolean().default(true),
    allowAnonymous: z.boolean().default(false),
    placement: z.enum(POLL_PLACEMENTS, { error: messageKey('polls.errors.placement') }),
    market: z.string().refine((c) => COUNTRIES.includes(c), messageKey('polls.desk.unknownMarket')),
    language: z.enum(LANGUAGES as [Language, ...Language[]], {
      error: messageKey('polls.desk.unknownLanguage'),
    }),
    options: z
      .array(typed(POLL_OPTION_MAX))
      .min(POLL_OPTIONS_MIN, messageKey('polls.desk.optionsCount'))
      .max(POLL_OPTIONS_MAX, messageKey('polls.desk.optionsCount'))
      .refine((options) => new Set(options.map((o) => o.toLowerCase())).size === options.length, {
        message: messageKey('polls.desk.optionsDistinct'),
      }),
  })
  .strict();
export type PollInput = z.input<typeof PollInputSchema>;

export const PollIdParamsSchema = z.object({ id: PollIdSchema });

export const PollOptionResultSchema = z.object({
  id: z.number(),
  label: z.string(),
  count: z.number(),
  /** Share of the answers that chose it, 0–100 with one decimal (multiple choice: may add past 100). */
  percent: z.number(),
});

export const DeskPollSchema = z.object({
  id: z.number(),
  question: z.string(),
  kind: z.enum(POLL_KINDS),
  allowComment: z.boolean(),
  allowAnonymous: z.boolean(),
  placement: z.enum(POLL_PLACEMENTS),
  market: z.string(),
  language: z.string(),
  status: z.enum(POLL_STATUSES),
  createdAt: z.string(),
  activatedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  answers: z.number(),
  options: z.array(PollOptionResultSchema),
});
export type DeskPoll = z.infer<typeof DeskPollSchema>;

export const DeskPollListSchema = z.object({ polls: z.array(DeskPollSchema) });

export const POLL_DESK_COMMENTS = 200;

export const DeskPollResultsSchema = DeskPollSchema.extend({
  comments: z.array(z.object({ id: z.number(), comment: z.string(), at: z.string(), visitor: z.boolean() })),
});
export type DeskPollResults = z.infer<typeof DeskPollResultsSchema>;
