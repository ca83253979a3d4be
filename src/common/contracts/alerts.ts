import { messageKey } from '../errors';
/**
 * Contracts of the customer's stock and price alerts (issue 17, spec §7 Customer "notification POST,
 * PUT, DELETE, GET"): when a product is back in stock (optionally for at least a quantity), when its
 * unit price at a quantity falls below a threshold in the customer's currency, or when it is
 * withdrawn; once or every time it happens again.
 */
import { z } from 'zod';
import { ALERT_THRESHOLD_PATTERN } from '../alert-rules';
import { AMOUNT_MAX_VALUE } from '../amount-rules';
import type { MessageKey } from '../errors';
import { SymbolSchema } from './cart';
import { DirectoryIdSchema } from './favourites';

/** `list_available`: every item of a favourites list can be bought at its list quantity (ADR 039). */
export const ALERT_KINDS = ['stock', 'price', 'withdrawn', 'list_available'] as const;
export const AlertKindSchema = z.enum(ALERT_KINDS);
export type AlertKind = z.infer<typeof AlertKindSchema>;

/** Alerts one customer may keep: enough for any real watch list, few enough that nobody floods the job. */
export const ALERTS_MAX_PER_CUSTOMER = 500;
export const ALERT_LIST_MAX_PER_PAGE = 100;
export const ALERT_LIST_DEFAULT_PER_PAGE = 20;

const QUANTITY_MESSAGE = 'alerts.errors.quantityRange' satisfies MessageKey;
const QuantitySchema = z
  .number({ message: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .min(1, QUANTITY_MESSAGE)
  .max(AMOUNT_MAX_VALUE, QUANTITY_MESSAGE);

/** A price as a decimal string (never a float): up to 8 whole digits and 6 decimals, above zero. */
const THRESHOLD_MESSAGE = 'alerts.errors.thresholdFormat' satisfies MessageKey;
export const ThresholdSchema = z
  .string({ message: THRESHOLD_MESSAGE })
  .regex(ALERT_THRESHOLD_PATTERN, THRESHOLD_MESSAGE)
  .refine((text) => Number(text) > 0, THRESHOLD_MESSAGE);

/** What an alert waits for; `kind` chooses which fields it takes, and it takes no others. */
const StockCondition = z
  .object({ kind: z.literal('stock'), quantity: QuantitySchema.nullable().default(null) })
  .strict();
const PriceCondition = z
  .object({ kind: z.literal('price'), quantity: QuantitySchema, threshold: ThresholdSchema })
  .strict();
const WithdrawnCondition = z.object({ kind: z.literal('withdrawn') }).strict();
/** A list alert names the list, not a product: all its items at their list quantities. */
const ListCondition = z.object({ kind: z.literal('list_available') }).strict();

const created = { symbol: SymbolSchema, repeat: z.boolean().default(false) };
export const AlertCreateSchema = z.discriminatedUnion('kind', [
  StockCondition.extend(created),
  PriceCondition.extend(created),
  WithdrawnCondition.extend(created),
  ListCondition.extend({ directoryId: DirectoryIdSchema, repeat: z.boolean().default(false) }),
]);
export type AlertCreate = z.infer<typeof AlertCreateSchema>;

/** PUT replaces the condition and the repetition; the product and the kind stay (delete and add to change them). */
const updated = { repeat: z.boolean() };
export const AlertUpdateSchema = z.discriminatedUnion('kind', [
  StockCondition.extend(updated),
  PriceCondition.extend(updated),
  WithdrawnCondition.extend(updated),
  ListCondition.extend(updated),
]);
export type AlertUpdate = z.infer<typeof AlertUpdateSchema>;

export const AlertIdParamsSchema = z.object({
  notificationId: z.coerce
    .number({ message: messageKey('errors.input.wholeNumber') })
    .int(messageKey('errors.input.wholeNumber'))
    .min(1, messageKey('errors.input.wholeNumber'))
    .max(2_147_483_647, messageKey('errors.input.wholeNumber')),
});

const int = () =>
  z.coerce
    .number({ error: messageKey('errors.input.wholeNumber') })
    .int(messageKey('errors.input.wholeNumber'));

export const AlertListQuerySchema = z
  .object({
    page: int().min(1, messageKey('errors.input.atLeast')).max(10_000).default(1),
    perPage: int()
      .min(1, messageKey('errors.input.atLeast'))
      .max(ALERT_LIST_MAX_PER_PAGE, messageKey('errors.input.atMost'))
      .default(ALERT_LIST_DEFAULT_PER_PAGE),
    /** Only the alerts of one product (the product page asks whether the customer has any). */
    symbol: SymbolSchema.optional(),
    /** Only the alert of one favourites list (the list's page asks whether there is one). */
    directoryId: DirectoryIdSchema.optional(),
  })
  .strict();
export type AlertListQuery = z.infer<typeof AlertListQuerySchema>;

export const AlertSchema = z.object({
  id: z.number().int(),
  /** The product's symbol and description; null for a list alert. */
  symbol: z.string().nullable(),
  description: z.string().nullable(),
  /** A list alert's favourites list (its name as it is now); null for a product's alert. */
  directory: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  kind: AlertKindSchema,
  /** stock: the least quantity to wait for (null: any); price: the quantity the price is at. */
  quantity: z.number().int().nullable(),
  /** price only: the unit price (net) to fall below, in `currency`. */
  threshold: z.string().nullable(),
  currency: z.string().nullable(),
  repeat: z.boolean(),
  /** False once a one-time alert has been sent. */
  active: z.boolean(),
  firedAt: z.string().nullable(),
  lastSentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Alert = z.infer<typeof AlertSchema>;

export const AlertListSchema = z.object({
  items: z.array(AlertSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type AlertList = z.infer<typeof AlertListSchema>;
