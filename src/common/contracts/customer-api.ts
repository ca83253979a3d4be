/**
 * Contracts of the customer API (issue 22, ADR 079): the profile's clients and webhooks (under
 * /ajax/profile/…) and the versioned API itself (/api/v1/…), which the OpenAPI document at
 * /api/v1/openapi.json is generated from. The API speaks English field names and RFC 9457 errors.
 */
import { z } from 'zod';
import { messageKey } from '../errors';
import { PAGE_SIZES } from '../product-list';

export const API_SCOPES = ['read', 'order'] as const;
export type ApiScope = (typeof API_SCOPES)[number];
/** Live clients one company may hold. */
export const API_CLIENTS_MAX = 10;
export const API_WEBHOOKS_MAX = 5;
/** Symbols one product-details call may name (DigiKey's and Mouser's batch calls take about as many). */
export const API_DETAILS_MAX_SYMBOLS = 50;
/** Quantities priced per symbol. */
export const API_DETAILS_MAX_QUANTITIES = 10;
/** A bearer token's life in seconds (RFC 6749 `expires_in`). */
export const API_TOKEN_SECONDS = 3600;
export const API_CART_MAX_LINES = 500;

const noControls = (value: string) =>
  ![...value].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);

// ---------------------------------------------------------------- profile: clients

export const ApiClientInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, messageKey('customerApi.field.name'))
      .max(60, messageKey('customerApi.field.name'))
      .refine(noControls, { message: messageKey('customerApi.field.name') }),
    scopes: z
      .array(z.enum(API_SCOPES, { error: messageKey('customerApi.field.scopes') }))
      .min(1, messageKey('customerApi.field.scopes'))
      .max(API_SCOPES.length, messageKey('customerApi.field.scopes'))
      .transform((scopes) => API_SCOPES.filter((s) => scopes.includes(s))),
  })
  .strict();
export type ApiClientInput = z.input<typeof ApiClientInputSchema>;

export const ApiIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const ApiClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  clientId: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  requestsPerMinute: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiClient = z.infer<typeof ApiClientSchema>;

/** A client just made, with its secret: shown this once, kept only hashed. */
export const ApiClientWithSecretSchema = z.object({ client: ApiClientSchema, clientSecret: z.string() });
export type ApiClientWithSecret = z.infer<typeof ApiClientWithSecretSchema>;

// ---------------------------------------------------------------- profile: webhooks

export const WebhookInputSchema = z
  .object({
    url: z
      .string()
      .trim()
      .max(500, messageKey('customerApi.field.webhookUrl'))
      .refine(
        (value) => {
          try {
            const url = new URL(value);
            return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
          } catch {
            return false;
          }
        },
        { message: messageKey('customerApi.field.webhookUrl') },
      ),
  })
  .strict();
export type WebhookInput = z.input<typeof WebhookInputSchema>;

export const WebhookSchema = z.object({ id: z.number().int(), url: z.string(), createdAt: z.string() });
export type Webhook = z.infer<typeof WebhookSchema>;

export const WebhookWithSecretSchema = z.object({ webhook: WebhookSchema, signingSecret: z.string() });
export type WebhookWithSecret = z.infer<typeof WebhookWithSecretSchema>;

export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  webhookId: z.number().int(),
  url: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  orderNumber: z.string(),
  orderStatus: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

/** Everything the profile page shows: clients, webhooks, the latest deliveries. */
export const ApiSettingsSchema = z.object({
  tokenUrl: z.string(),
  docsUrl: z.string(),
  clients: z.array(ApiClientSchema),
  webhooks: z.array(WebhookSchema),
  deliveries: z.array(WebhookDeliverySchema),
});
export type ApiSettings = z.infer<typeof ApiSettingsSchema>;

// ---------------------------------------------------------------- the API: OAuth token

/** RFC 6749 §4.4.2: form-encoded (or JSON); client credentials here or in HTTP Basic. */
export const TokenRequestSchema = z.object({
  grant_type: z.string().max(100).optional(),
  client_id: z.string().max(100).optional(),
  client_secret: z.string().max(200).optional(),
  scope: z.string().max(200).optional(),
});

export const TokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** RFC 6749 §5.2 error answer of the token endpoint. */
export const OAuthErrorSchema = z.object({
  error: z.enum(['invalid_request', 'invalid_client', 'unsupported_grant_type', 'invalid_scope']),
  error_description: z.string(),
});

// ---------------------------------------------------------------- the API: products

const text = (max: number) =>
  z
    .string()
    .max(max, messageKey('errors.input.tooLong'))
    .refine(noControls, { message: messageKey('customerApi.field.controlCharacters') });

export const ApiSearchQuerySchema = z
  .object({
    q: text(200),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((v) => (PAGE_SIZES as readonly number[]).includes(v), {
        message: messageKey('customerApi.field.pageSize'),
      })
      .default(25),
    inStock: z.enum(['true', 'false']).optional(),
  })
  .strict();

export const ApiPriceBreakSchema = z.object({
  quantity: z.number().int(),
  unitPrice: z.string(),
});

export const ApiProductSchema = z.object({
  symbol: z.string(),
  manufacturer: z.string(),
  manufacturerSymbol: z.string(),
  description: z.string(),
  category: z.string(),
  unit: z.string(),
  minimumQuantity: z.number().int(),
  multiples: z.number().int(),
  stock: z.number().int().nullable(),
  leadTimeDays: z.number().int().nullable(),
  currency: z.string().nullable(),
  priceType: z.enum(['NET', 'GROSS']).nullable(),
  priceBreaks: z.array(ApiPriceBreakSchema),
  url: z.string(),
});
export type ApiProduct = z.infer<typeof ApiProductSchema>;

export const ApiSearchResponseSchema = z.object({
  query: z.string(),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalExact: z.boolean(),
  products: z.array(ApiProductSchema),
});

export const ApiDetailsRequestSchema = z
  .object({
    symbols: z
      .array(text(100).pipe(z.string().trim().min(1)))
      .min(1, messageKey('errors.input.symbolsEmpty'))
      .max(API_DETAILS_MAX_SYMBOLS, messageKey('customerApi.field.tooManySymbols')),
    quantities: z.array(z.number().int().min(1).max(10_000_000)).max(API_DETAILS_MAX_QUANTITIES).default([]),
  })
  .strict();

export const ApiQuantityPriceSchema = z.object({
  quantity: z.number().int(),
  /** Null below the first price break or without a price. */
  unitPrice: z.string().nullable(),
  lineTotal: z.string().nullable(),
  /** Whether the stock covers the quantity now. */
  inStock: z.boolean(),
});

export const ApiDetailsResponseSchema = z.object({
  products: z.array(ApiProductSchema.extend({ prices: z.array(ApiQuantityPriceSchema) })),
  /** Symbols naming no product, as sent. */
  notFound: z.array(z.string()),
});

// ---------------------------------------------------------------- the API: carts and orders

export const ApiCartLinesSchema = z
  .object({
    lines: z
      .array(
        z
          .object({
            symbol: text(100).pipe(z.string().trim().min(1)),
            quantity: z.number().int().min(1).max(10_000_000),
          })
          .strict(),
      )
      .min(1)
      .max(API_CART_MAX_LINES),
  })
  .strict();

export const ApiCartParamsSchema = z.object({ cartId: z.string().min(1).max(100) });
export const ApiOrderParamsSchema = z.object({ orderNumber: z.string().min(1).max(100) });

export const ApiCartLineSchema = z.object({
  symbol: z.string(),
  quantity: z.number().int(),
  unitPrice: z.string().nullable(),
  lineNet: z.string().nullable(),
});

export const ApiLineRefusalSchema = z.object({
  symbol: z.string(),
  status: z.number().int(),
  reason: z.string(),
});

export const ApiCartSchema = z.object({
  cartId: z.string(),
  currency: z.string(),
  lines: z.array(ApiCartLineSchema),
  net: z.string(),
  gross: z.string(),
  /** Lines of this call that did not go in, and why. */
  refused: z.array(ApiLineRefusalSchema),
});
export type ApiCart = z.infer<typeof ApiCartSchema>;

export const ApiOrderRequestSchema = z
  .object({
    cartId: z.string().min(1).max(100),
    /** The company accepts the terms of sale for this order. */
    termsAccepted: z.literal(true, { error: messageKey('errors.input.acceptTermsOfSale') }),
    /** Defaults: the profile's default shipping address, delivery and payment (order settings). */
    shippingAddressId: z.string().max(20).optional(),
    invoiceAddressId: z.string().max(20).optional(),
    deliveryMethod: z.string().max(40).optional(),
    paymentMethod: z.string().max(40).optional(),
    vatNumber: z.string().max(20).optional(),
  })
  .strict();

export const ApiOrderSchema = z.object({
  orderNumber: z.string(),
  status: z.string(),
  placedAt: z.string().nullable(),
  currency: z.string(),
  net: z.string(),
  gross: z.string(),
  lineCount: z.number().int(),
});
export type ApiOrder = z.infer<typeof ApiOrderSchema>;

export const ApiOrderListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

export const ApiOrderListSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  orders: z.array(ApiOrderSchema.omit({ placedAt: true }).extend({ placedAt: z.string() })),
});

/** RFC 9457 problem details, with the field errors of a 422 in `errors`. */
export const ProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  instance: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof ProblemSchema>;

/** The body of a webhook delivery (event `order.status_changed`). */
export const WebhookEventSchema = z.object({
  id: z.string(),
  type: z.literal('order.status_changed'),
  createdAt: z.string(),
  data: z.object({ orderNumber: z.string(), status: z.string() }),
});
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;
