import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AccessPointsQuerySchema,
  AccessPointsResponseSchema,
  CheckoutSummarySchema,
  FinishRequestSchema,
  FinishResponseSchema,
  ForwardersQuerySchema,
  ForwardersSchema,
  ProductDeliveriesRequestSchema,
  ProductDeliveriesSchema,
  OrderFormSaveSchema,
  OrderNumberParamsSchema,
  OrderStepParamsSchema,
  PageLocaleQuerySchema,
  StepValidationResponseSchema,
  type FinishResponse,
} from '../../../common/contracts/checkout';
import { LanguageQuerySchema } from '../../../common/contracts/auth';
import { DEFAULT_COUNTRY, getMarket, type Language } from '../../../common/markets';
import { endpoint } from '../../http/endpoint';
import { idempotencyKeyOf } from '../../http/idempotency-key';
import { formParser } from '../../http/form-parser';
import { currentCustomer, refusePunchoutSession, requireCustomer } from '../../plugins/session';
import { deliveryTimeOf } from '../../../common/cart-rules';
import { roundUpToOrderable } from '../../../common/amount-rules';
import { notFound } from '../../../common/errors';
import { priceContextFor } from '../../http/price-context';
import type { CatalogService } from '../catalog';
import type { DeliveryCatalog } from './delivery-methods';
import type { WarehouseStockReader } from './warehouse-stock';
import type { Buyer, PlacementService } from './placement.service';

/** The buyer of the session: ownership and language come from it, never from the request. */
async function buyerOf(
  request: FastifyRequest,
  asked?: Language,
  pageCountry?: string,
): Promise<Buyer & { contactPersonId: number }> {
  const { customerId, contactPersonId } = await requireCustomer(request);
  const customer = await currentCustomer(request);
  // The page's language when it says one (names of methods, messages), else the customer's.
  const language = asked ?? customer?.language ?? 'en';
  return {
    customerId,
    contactPersonId,
    isPerson: customer?.isPerson ?? false,
    language,
    country: customer?.country ?? DEFAULT_COUNTRY,
    // A call that names no page is from the international site (the unprefixed URLs).
    page: { country: pageCountry ?? DEFAULT_COUNTRY, language: asked ?? getMarket(pageCountry).language },
  };
}

export async function checkoutRoutes(
  app: FastifyInstance,
  {
    checkout,
    deliveryCatalog,
    catalog,
    warehouseStock,
  }: {
    checkout: PlacementService;
    deliveryCatalog: DeliveryCatalog;
    catalog: CatalogService;
    warehouseStock: WarehouseStockReader;
  },
): Promise<void> {
  /** The carriers of a market, as the forwarders and deliveries calls show them. */
  async function forwardersOf(country: string, language: Language) {
    const market = getMarket(country);
    const methods = await deliveryCatalog.forCountries([market.country], market.currency, language);
    return (methods.get(market.country) ?? []).map(
      ({ id, name, masterName, cost, currency, transportMethods, isAccessPoint }) => ({
        id,
        name,
        masterName,
        cost,
        currency,
        transportMethods,
        isAccessPoint,
      }),
    );
  }

  endpoint(app, {
    method: 'POST',
    url: '/ajax/products/deliveries',
    operationId: 'ajax_products_deliveries',
    summary: 'When an amount of a product would leave the warehouse, and the carriers of the market',
    tags: ['checkout'],
    body: ProductDeliveriesRequestSchema,
    response: ProductDeliveriesSchema,
    handler: async ({ body }, request) => {
      const ctx = await priceContextFor(request, { country: body.country, language: body.language });
      const product = await catalog.getProductDetails(body.symbol, ctx);
      if (!product) throw notFound('errors.catalog.productNotFound');
      const amount = roundUpToOrderable(body.amount, {
        minimum: product.minimumQuantity,
        multiples: product.multiples,
      });
      const now = new Date();
      const shown = product.permissions.includes('SHOW_STOCK');
      const stock = product.stock.count;
      // The stock by place (ADR 077); a back-orderable product's rest follows the factory's lead time.
      const warehouses = await warehouseStock.forProduct(product.productId);
      const factory = warehouses.find((w) => w.kind === 'factory');
      const leadDays = factory ? factory.leadDays : product.leadTimeDays;
      // Stock that is not shown is not promised: the whole amount is judged as one part.
      const parts =
        !shown || stock >= amount || stock <= 0
          ? [{ amount, deliveryTime: deliveryTimeOf(amount, shown ? stock : 0, leadDays, now) }]
          : [
              { amount: stock, deliveryTime: deliveryTimeOf(stock, stock, leadDays, now) },
              {
                amount: amount - stock,
                deliveryTime: deliveryTimeOf(amount - stock, 0, leadDays, now),
              },
            ];
      return {
        symbol: product.symbol,
        requested: body.amount,
        amount,
        stock: shown ? stock : null,
        parts,
        backorderable: factory !== undefined,
        warehouses,
        forwarders: await forwardersOf(ctx.country, ctx.language),
      };
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/forwarders',
    operationId: 'ajax_forwarders',
    summary: 'The carriers delivering to a country, with their net cost in its currency',
    tags: ['checkout'],
    querystring: ForwardersQuerySchema,
    response: ForwardersSchema,
    handler: async ({ query }, _request, reply) => {
      const market = getMarket(query.country);
      reply.header('cache-control', 'public, max-age=300');
      return {
        country: market.country,
        forwarders: await forwardersOf(market.country, query.language ?? market.language),
      };
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/access-points',
    operationId: 'ajax_access_points',
    summary: 'Parcel lockers of a country by city, zip code or name (at most 50), or one by id',
    tags: ['checkout'],
    querystring: AccessPointsQuerySchema,
    response: AccessPointsResponseSchema,
    handler: async ({ query }, _request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return checkout.accessPoints(query);
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/cart/step-2/:orderNumber',
    operationId: 'cart_step_2',
    summary:
      'Step 2 of the cart: lines, totals with delivery, the chosen addresses and methods, what is missing',
    tags: ['checkout'],
    params: OrderNumberParamsSchema,
    querystring: LanguageQuerySchema,
    response: CheckoutSummarySchema,
    handler: async ({ params, query }, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return checkout.summary(await buyerOf(request, query.language), params.orderNumber);
    },
  });

  // Own scope: the order form and the step validation are also posted form-encoded (spec §3, §7).
  await app.register(async (scope) => {
    formParser(scope);

    endpoint(scope, {
      method: 'PATCH',
      url: '/ajax/order/:orderNumber/form',
      operationId: 'order_form_save',
      summary:
        'Saves the order-transaction form (JSON or order[field] form fields); 422 with the ERP code of the first broken rule',
      tags: ['checkout'],
      params: OrderNumberParamsSchema,
      querystring: LanguageQuerySchema,
      body: OrderFormSaveSchema,
      response: CheckoutSummarySchema,
      handler: async ({ params, body, query }, request) =>
        checkout.saveForm(await buyerOf(request, query.language), params.orderNumber, body),
    });

    endpoint(scope, {
      method: 'POST',
      url: '/ajax/order/:orderNumber/step/:step',
      operationId: 'order_step_validate',
      summary:
        'Validates a step of the cart (1: lines, 2: order form, with the fields sent over the stored ones)',
      tags: ['checkout'],
      params: OrderStepParamsSchema,
      querystring: LanguageQuerySchema,
      body: OrderFormSaveSchema.optional(),
      response: StepValidationResponseSchema,
      handler: async ({ params, body, query }, request) =>
        checkout.validateStep(await buyerOf(request, query.language), params.orderNumber, params.step, body),
    });
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/order/:orderNumber/finish',
    operationId: 'order_finish',
    summary:
      'Places the order: reserves stock, fixes prices, totals and addresses (Idempotency-Key header honoured: a replay, also one sent while the first request runs, gets the first answer byte for byte)',
    tags: ['checkout'],
    params: OrderNumberParamsSchema,
    querystring: PageLocaleQuerySchema,
    body: FinishRequestSchema,
    response: FinishResponseSchema,
    // A PunchOut session transfers its cart instead (ADR 074): refused before anything is read.
    guard: refusePunchoutSession,
    handler: async ({ params, body, query }, request, reply) => {
      const buyer = await buyerOf(request, query.language, query.country);
      const result = await checkout.finish(buyer, params.orderNumber, body, idempotencyKeyOf(request));
      // The JSON text itself (Fastify sends a string of a JSON type as it is): a replay of the
      // key answers the very bytes of the first answer.
      reply.code(result.status).type('application/json; charset=utf-8');
      return result.body as unknown as FinishResponse;
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/order/:orderNumber/finish-special',
    operationId: 'order_finish_special',
    summary:
      'Spec §7 finish-special: places an order of a non-end-user mode (every line’s end use declared); otherwise as finish, Idempotency-Key honoured',
    tags: ['checkout'],
    params: OrderNumberParamsSchema,
    querystring: PageLocaleQuerySchema,
    body: FinishRequestSchema,
    response: FinishResponseSchema,
    guard: refusePunchoutSession,
    handler: async ({ params, body, query }, request, reply) => {
      const buyer = await buyerOf(request, query.language, query.country);
      const result = await checkout.finish(buyer, params.orderNumber, body, idempotencyKeyOf(request), true);
      reply.code(result.status).type('application/json; charset=utf-8');
      return result.body as unknown as FinishResponse;
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/order/:orderNumber/payment',
    operationId: 'order_payment_retry',
    summary: 'Starts a new online payment for an order waiting for one ("pay again")',
    tags: ['checkout'],
    params: OrderNumberParamsSchema,
    querystring: PageLocaleQuerySchema,
    response: FinishResponseSchema,
    guard: refusePunchoutSession,
    handler: async ({ params, query }, request) =>
      checkout.retryPayment(await buyerOf(request, query.language, query.country), params.orderNumber),
  });
}
