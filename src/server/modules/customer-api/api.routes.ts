/**
 * The customer API v1 under /api/v1 (ADR 079): its own Fastify scope, apart from the site's /ajax
 * calls. Bearer tokens only (no cookies, no CSRF marker: the token is the authority; no CORS headers,
 * so browsers on other sites cannot call it), per-client rate limits with the IETF RateLimit
 * headers, and every error as RFC 9457 problem details.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  type ApiCart,
  type ApiOrder,
  type ApiProduct,
  type ApiScope,
} from '../../../common/contracts/customer-api';
import type { ProductSummary } from '../../../common/contracts/catalog';
import type { OrderFormInput } from '../../../common/contracts/checkout';
import { AppError, ERROR_NAMES, zodProblems, type FieldProblem } from '../../../common/errors';
import { translate } from '../../../common/i18n';
import { errorBodyIn } from '../../../common/i18n/error-messages';
import { DEFAULT_COUNTRY, isCurrency, type Currency, type Language } from '../../../common/markets';
import { lineTotalText, selectPriceBreak } from '../../../common/money';
import type { PAGE_SIZES } from '../../../common/product-list';
import { COMPRESS_OPTIONS, SYNC_COMPRESS_MAX_BYTES } from '../../http/compress-options';
import { formParser } from '../../http/form-parser';
import { idempotencyKeyOf } from '../../http/idempotency-key';
import { priceContextOf } from '../../http/price-context';
import { acceptedLanguage } from '../../http/request-language';
import type { RateLimits } from '../auth';
import type { CustomersService } from '../customers';
import type { CartService, OrderStatusService, PlacementService } from '../ordering';
import type { RelationsService } from '../relations';
import type { SearchService } from '../search';
import { buildApiDocument } from './api-document';
import { API_OPERATIONS, type ApiOperation } from './api-operations';
import { OAuthError, type ApiCaller, type CustomerApiService } from './customer-api.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A customer-API call's scope; null: no bearer token wanted (ADR 079). */
    apiScope?: ApiScope | null;
  }
}

export interface CustomerApiDeps {
  customerApi: CustomerApiService;
  rateLimits: RateLimits;
  customers: CustomersService;
  search: SearchService;
  relations: RelationsService;
  cart: CartService;
  checkout: PlacementService;
  orders: OrderStatusService;
}

/** Who calls, once the token was checked (onRequest), for the handler of the same request. */
const callers = new WeakMap<FastifyRequest, ApiCaller>();
/** The caller's company, read with the token's check (onRequest), for the handler's prices. */
const companies = new WeakMap<FastifyRequest, Awaited<ReturnType<CustomersService['customerOfPerson']>>>();
/** Requests whose handler runs: a 422 before it is a malformed request (400), after it a rule's refusal. */
const handling = new WeakSet<FastifyRequest>();

/** RFC 6749 §2.3.1 form-encodes the id and secret inside Basic; a malformed escape stays as sent. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

const PREFIX = '/api/v1';
/**
 * The app's compression, with whole answers up to SYNC_COMPRESS_MAX_BYTES compressed in one call, at
 * zlib's level 1: a details answer of 50 products (~38 KB) takes ~0.11 ms of CPU and 7.1 KB instead
 * of ~0.29 ms and 6.3 KB at the default level 6 (session 19).
 */
const API_COMPRESS = {
  ...COMPRESS_OPTIONS,
  syncThreshold: SYNC_COMPRESS_MAX_BYTES,
  zlibOptions: { level: 1 },
};
const path = (template: string) => template.replace(/\{(\w+)\}/g, ':$1');

/** The caller's language: Accept-Language, else English (the API's documentation language). */
const languageOf = (request: FastifyRequest): Language =>
  acceptedLanguage(request.headers['accept-language']) ?? 'en';

/** An error as RFC 9457 problem details in the request's language. */
function sendProblem(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const language = languageOf(request);
  let status: number;
  let detail: string;
  let code: string | null = null;
  let errors: { field: string; message: string }[] | undefined;
  if (error instanceof AppError) {
    const body = errorBodyIn(language, error);
    status = error.status === 422 && !handling.has(request) ? 400 : error.status;
    detail = body.message;
    code = body.messageKey ?? null;
    errors = body.data?.map(({ field, message }) => ({ field, message }));
    if (error.options.retryAfter !== undefined) reply.header('retry-after', String(error.options.retryAfter));
  } else {
    const e = error as FastifyError;
    status = e.statusCode && e.statusCode >= 400 && e.statusCode < 500 ? e.statusCode : 500;
    detail = status === 500 ? translate(language, 'errors.unexpected') : e.message;
    if (status === 500) request.log.error({ err: error }, 'unhandled customer API error');
  }
  if (status === 401 && !reply.hasHeader('www-authenticate'))
    reply.header('www-authenticate', 'Bearer realm="api"');
  return reply
    .code(status)
    .type('application/problem+json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send({
      type: 'about:blank',
      title: ERROR_NAMES[status] ?? 'Error',
      status,
      detail,
      instance: request.url.split('?')[0],
      ...(code ? { code } : {}),
      ...(errors ? { errors } : {}),
    });
}

function parse(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  throw new AppError(400, 'errors.invalidData', {
    data: zodProblems(result.error.issues, where) as FieldProblem[],
  });
}

/** The API's view of a product of the catalogue. */
function apiProduct(p: ProductSummary): ApiProduct {
  const shown = p.permissions.includes('SHOW_STOCK');
  return {
    symbol: p.symbol,
    manufacturer: p.manufacturer.name,
    manufacturerSymbol: p.manufacturerSymbol,
    description: p.description,
    category: p.category.name,
    unit: p.unit.shortName,
    minimumQuantity: p.minimumQuantity,
    multiples: p.multiples,
    stock: shown ? p.stock.count : null,
    leadTimeDays: p.leadTimeDays,
    currency: p.priceGroup?.currency ?? null,
    priceType: p.priceGroup?.type ?? null,
    priceBreaks: (p.priceGroup?.elements ?? []).map((e) => ({ quantity: e.amount, unitPrice: e.price })),
    url: p.url,
  };
}

export async function customerApiRoutes(
  app: FastifyInstance,
  deps: CustomerApiDeps,
  options: { publicUrl: string; version: string },
): Promise<void> {
  const { customerApi, rateLimits } = deps;
  const document = buildApiDocument(options.publicUrl, options.version);

  /** The company's market and the person's language (prices as the shop shows them to the company). */
  async function contextOf(request: FastifyRequest, caller: ApiCaller) {
    const customer = companies.has(request)
      ? companies.get(request)
      : await deps.customers.customerOfPerson(caller.contactPersonId);
    if (!customer) throw new AppError(401, 'customerApi.errors.unauthorized');
    const language = acceptedLanguage(request.headers['accept-language']) ?? customer.language;
    const price = priceContextOf({ country: customer.country, gross: customer.grossPrices, language });
    return { customer, language, price };
  }

  const handlers: Record<
    string,
    (
      input: { body: never; query: never; params: never },
      caller: ApiCaller,
      request: FastifyRequest,
      reply: FastifyReply,
    ) => Promise<unknown>
  > = {
    api_v1_openapi: async () => document,

    api_v1_product_search: async ({ query }, caller, request) => {
      const q = query as { q: string; page: number; pageSize: number; inStock?: 'true' | 'false' };
      const { price } = await contextOf(request, caller);
      const result = await deps.search.search(
        {
          query: q.q,
          page: q.page,
          pageSize: q.pageSize as (typeof PAGE_SIZES)[number],
          sort: 'relevance',
          ...(q.inStock === 'true' ? { filters: { inStock: true } } : {}),
        },
        price,
        // The API answers products and totals: no facet is counted, no key parameter read.
        { productsOnly: true },
      );
      return {
        query: result.query,
        page: result.page,
        pageSize: result.pageSize,
        total: result.total,
        totalExact: result.totalExact,
        products: result.products.map(apiProduct),
      };
    },

    api_v1_product_details: async ({ body }, caller, request) => {
      const b = body as { symbols: string[]; quantities: number[] };
      const { price } = await contextOf(request, caller);
      // The API's products carry no key parameters: their query (the costliest of the three) is skipped.
      const found = await deps.relations.productsBySymbol(b.symbols, price, { keyParameters: false });
      return {
        products: found.products.map((p) => {
          const view = apiProduct(p);
          const currency = (isCurrency(view.currency ?? '') ? view.currency : 'EUR') as Currency;
          return {
            ...view,
            prices: b.quantities.map((quantity) => {
              const line = selectPriceBreak(p.priceGroup?.elements ?? [], quantity);
              return {
                quantity,
                unitPrice: line?.price ?? null,
                // The unit price's digits times the quantity (exact in integers): no decimal.js.
                lineTotal: line ? lineTotalText(line.price, quantity, currency) : null,
                inStock: view.stock !== null && view.stock >= quantity,
              };
            }),
          };
        }),
        notFound: found.missing,
      };
    },

    api_v1_cart_create: async ({ body }, caller, request, reply) => {
      const cart = await addLines(request, caller, '0', (body as CartLinesBody).lines);
      reply.code(201);
      return cart;
    },

    api_v1_cart_add_lines: async ({ body, params }, caller, request) =>
      addLines(request, caller, (params as { cartId: string }).cartId, (body as CartLinesBody).lines),

    api_v1_cart_get: async ({ params }, caller, request) => {
      const { language } = await contextOf(request, caller);
      return cartView(caller, language, (params as { cartId: string }).cartId, []);
    },

    api_v1_order_place: async ({ body }, caller, request, reply) => {
      const b = body as {
        cartId: string;
        shippingAddressId?: string;
        invoiceAddressId?: string;
        deliveryMethod?: string;
        paymentMethod?: string;
        vatNumber?: string;
      };
      const key = idempotencyKeyOf(request);
      if (!key) throw new AppError(400, 'customerApi.errors.idempotencyKeyRequired');
      const { customer, language } = await contextOf(request, caller);
      const buyer = {
        customerId: caller.customerId,
        contactPersonId: caller.contactPersonId,
        isPerson: customer.isPerson,
        language,
        country: customer.country ?? DEFAULT_COUNTRY,
        page: { country: customer.country ?? DEFAULT_COUNTRY, language },
      };
      const form = Object.fromEntries(
        Object.entries({
          shippingAddressId: b.shippingAddressId,
          invoiceAddressId: b.invoiceAddressId,
          shippingCondition: b.deliveryMethod,
          paymentId: b.paymentMethod,
          vatEuCountry: b.vatNumber,
        }).filter(([, v]) => v !== undefined),
      );
      if (Object.keys(form).length > 0) {
        try {
          await deps.checkout.saveForm(buyer, b.cartId, form as OrderFormInput);
        } catch (error) {
          // Placed already: a retry of the key gets the first answer from finish below.
          if (!(error instanceof AppError && error.key === 'errors.order.closed')) throw error;
        }
      }
      // The shop's own placement (rules, stock, approvals): the API adds nothing of its own.
      const placed = await deps.checkout.finish(buyer, b.cartId, { termsAccepted: true }, key);
      const { orderNumber } = JSON.parse(placed.body) as { orderNumber: string };
      reply.code(201);
      return orderView(caller, orderNumber);
    },

    api_v1_order_list: async ({ query }, caller) => {
      const q = query as { page: number; pageSize: number };
      const list = await deps.orders.list(caller.customerId, { page: q.page, perPage: q.pageSize });
      return {
        page: list.page,
        pageSize: list.perPage,
        total: list.total,
        orders: list.elements.map((o) => ({
          orderNumber: o.orderNumber,
          status: o.status,
          placedAt: o.placedAt,
          currency: o.currency,
          net: o.netTotal ?? '0',
          gross: o.grossTotal ?? '0',
          lineCount: o.lineCount,
        })),
      };
    },

    api_v1_order_get: async ({ params }, caller) =>
      orderView(caller, (params as { orderNumber: string }).orderNumber),
  };

  type CartLinesBody = { lines: { symbol: string; quantity: number }[] };

  async function addLines(
    request: FastifyRequest,
    caller: ApiCaller,
    orderNumber: string,
    lines: CartLinesBody['lines'],
  ): Promise<ApiCart> {
    const { language } = await contextOf(request, caller);
    const actor = { customerId: caller.customerId, contactPersonId: caller.contactPersonId, language };
    const result = await deps.cart.addLines(actor, {
      orderNumber,
      lines: lines.map((l) => ({ symbol: l.symbol, amount: l.quantity })),
      withCart: false,
    });
    const refused = result.lines.flatMap((l) =>
      l.outcome === 'refused'
        ? [{ symbol: l.asked, status: l.status, reason: translate(language, l.messageKey, l.params) }]
        : [],
    );
    // A new cart is made only when a line went in: none did, so there is no cart to show.
    if (result.orderNumber === '0')
      throw new AppError(422, 'errors.invalidData', {
        data: refused.map((r, i) => ({ field: `lines.${i}`, text: `${r.symbol}: ${r.reason}` })),
      });
    return cartView(caller, language, result.orderNumber, refused);
  }

  async function cartView(
    caller: ApiCaller,
    language: Language,
    cartId: string,
    refused: ApiCart['refused'],
  ): Promise<ApiCart> {
    const actor = { customerId: caller.customerId, contactPersonId: caller.contactPersonId, language };
    const step = await deps.cart.step1(actor, cartId);
    return {
      cartId: step.orderNumber,
      currency: step.totals.currency,
      lines: step.lines.map((l) => ({
        symbol: l.symbol,
        quantity: l.amount,
        unitPrice: l.unitPrice,
        lineNet: l.lineNet,
      })),
      net: step.totals.net,
      gross: step.totals.gross,
      refused,
    };
  }

  async function orderView(caller: ApiCaller, orderNumber: string): Promise<ApiOrder> {
    const order = await deps.orders.short(caller.customerId, orderNumber);
    // A cart is no order yet: the orders calls know placed ones only.
    if (order.status === 'cart') throw new AppError(404, 'errors.order.notFound');
    return {
      orderNumber: order.orderNumber,
      status: order.status,
      placedAt: order.placedAt,
      currency: order.currency,
      net: order.net,
      gross: order.gross,
      lineCount: order.lineCount,
    };
  }

  await app.register(
    async (api) => {
      api.setErrorHandler(async (error, request, reply) => sendProblem(request, reply, error));
      api.setNotFoundHandler(async (request, reply) =>
        sendProblem(
          request,
          reply,
          new AppError(404, 'errors.noEndpoint', {
            params: { method: request.method, path: request.url.split('?')[0] ?? '' },
          }),
        ),
      );
      // The token call takes RFC 6749's form encoding too.
      formParser(api);

      // Authentication, the client's rate limit and the scope, before anything of the request is read.
      api.addHook('onRequest', async (request, reply) => {
        const scope = request.routeOptions.config?.apiScope;
        if (!scope) return;
        const header = String(request.headers.authorization ?? '');
        const match = /^Bearer ([A-Za-z0-9_-]+)$/i.exec(header.trim());
        const token = match?.[1];
        const counted = (c: ApiCaller) =>
          rateLimits.take('apiClient', String(c.clientId), c.requestsPerMinute);
        // The token's check (with its company, one statement) and the client's count in one round
        // trip of latency when the token was seen a moment ago (the hint names the client); the
        // check's answer decides.
        const hint = token ? customerApi.knownCaller(token) : null;
        let caller: ApiCaller | null;
        let after: Awaited<ReturnType<typeof counted>> | null = null;
        if (hint) {
          const [checked, early] = await Promise.all([customerApi.authenticate(token!), counted(hint)]);
          caller = checked;
          if (caller && caller.clientId === hint.clientId && caller.contactPersonId === hint.contactPersonId)
            after = early;
        } else caller = token ? await customerApi.authenticate(token) : null;
        if (!caller) {
          if (match) reply.header('www-authenticate', 'Bearer realm="api", error="invalid_token"');
          throw new AppError(401, 'customerApi.errors.unauthorized');
        }
        const window = after ?? (await counted(caller));
        companies.set(request, caller.customer);
        reply.header('ratelimit-limit', String(window.limit));
        reply.header('ratelimit-remaining', String(window.remaining));
        reply.header('ratelimit-reset', String(window.resetSeconds));
        if (window.exceeded)
          throw new AppError(429, 'customerApi.errors.rateLimited', {
            params: { seconds: window.resetSeconds },
            retryAfter: window.resetSeconds,
          });
        if (!caller.scopes.includes(scope)) {
          reply.header(
            'www-authenticate',
            `Bearer realm="api", error="insufficient_scope", scope="${scope}"`,
          );
          throw new AppError(403, 'customerApi.errors.missingScope', { params: { scope } });
        }
        callers.set(request, caller);
      });

      for (const op of API_OPERATIONS) {
        if (op.operationId === 'api_v1_token') {
          tokenRoute(api, op);
          continue;
        }
        const handler = handlers[op.operationId];
        if (!handler) throw new Error(`customer API: no handler for ${op.operationId}`);
        api.route({
          method: op.method,
          url: path(op.path).slice(PREFIX.length),
          // The bearer token is the authority: no browser marker to check (ADR 079).
          config: { csrf: 'signed', apiScope: op.scope },
          compress: API_COMPRESS,
          handler: async (request, reply) => {
            const input = {
              body: parse(op.body, request.body, 'body'),
              query: parse(op.query, request.query, 'query'),
              params: parse(op.params, request.params, 'params'),
            } as { body: never; query: never; params: never };
            handling.add(request);
            reply.header('cache-control', 'no-store');
            const result = await handler(input, callers.get(request)!, request, reply);
            return reply.code(reply.statusCode === 200 ? op.successStatus : reply.statusCode).send(result);
          },
        });
      }
    },
    { prefix: PREFIX },
  );

  function tokenRoute(api: FastifyInstance, op: ApiOperation) {
    api.route({
      method: op.method,
      url: path(op.path).slice(PREFIX.length),
      config: { csrf: 'signed', apiScope: null },
      bodyLimit: 8 * 1024,
      handler: async (request, reply) => {
        const window = await rateLimits.take('apiTokenIp', request.ip);
        if (window.exceeded)
          throw new AppError(429, 'customerApi.errors.tooManyTokens', {
            params: { seconds: window.resetSeconds },
            retryAfter: window.resetSeconds,
          });
        reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
        const body = (request.body ?? {}) as Record<string, unknown>;
        const field = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : undefined);
        // RFC 6749 §2.3.1: HTTP Basic (form-encoded id and secret), or the two in the body.
        let clientId = field('client_id');
        let clientSecret = field('client_secret');
        const basic = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(String(request.headers.authorization ?? '').trim());
        if (basic) {
          const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
          const colon = decoded.indexOf(':');
          if (colon > 0) {
            clientId = safeDecode(decoded.slice(0, colon));
            clientSecret = safeDecode(decoded.slice(colon + 1));
          }
        }
        try {
          return await customerApi.issueToken({
            grantType: field('grant_type'),
            clientId,
            clientSecret,
            scope: field('scope'),
          });
        } catch (error) {
          if (!(error instanceof OAuthError)) throw error;
          if (error.status === 401) reply.header('www-authenticate', 'Basic realm="api"');
          return reply.code(error.status).send({ error: error.error, error_description: error.description });
        }
      },
    });
  }
}
