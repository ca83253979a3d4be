import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AccessPointsQuerySchema,
  AccessPointsResponseSchema,
  CheckoutSummarySchema,
  FinishRequestSchema,
  FinishResponseSchema,
  OrderFormSaveSchema,
  OrderNumberParamsSchema,
  OrderStepParamsSchema,
  PageLocaleQuerySchema,
  PAYMENT_SIGNATURE_HEADER,
  PaymentCallbackResponseSchema,
  PaymentOperatorLogosSchema,
  StepValidationResponseSchema,
  type FinishResponse,
} from '../../../common/contracts/checkout';
import { LanguageQuerySchema } from '../../../common/contracts/auth';
import { AppError } from '../../../common/errors';
import { translate } from '../../../common/i18n';
import {
  currencyPrecision,
  DEFAULT_COUNTRY,
  findMarket,
  getMarket,
  isCurrency,
  isLanguage,
  localePrefix,
  type Language,
} from '../../../common/markets';
import { toDecimal } from '../../../common/money';
import { generate } from '../../../common/routes';
import { endpoint } from '../../http/endpoint';
import { FormBodyError, parseFormBody } from '../../http/form-body';
import { currentCustomer, requireCustomer } from '../../plugins/session';
import type { Services } from '../../services';
import type { Buyer } from './checkout.service';
import { escapeHtml } from '../mail/mail.templates';

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

function formParser(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, parseFormBody(body as string));
      } catch (error) {
        if (error instanceof FormBodyError)
          done(error.refusal(), undefined);
        else done(error as Error, undefined);
      }
    },
  );
}

/**
 * `testpay`: the test payment operator runs in this shop (PAYMENT_TESTPAY). Without it there is no
 * operator logo and no callback route: nothing could sign a callback, and nothing may mark an order
 * paid (ADR 015).
 */
export async function checkoutRoutes(
  app: FastifyInstance,
  services: Services,
  options: { testpay: boolean },
): Promise<void> {
  const { checkout } = services;

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

  endpoint(app, {
    method: 'GET',
    url: '/ajax/cart/payment-operator-logos',
    operationId: 'cart_payment_operator_logos',
    summary: 'Logos of the payment operators of online payment',
    tags: ['checkout'],
    response: PaymentOperatorLogosSchema,
    handler: async (_input, _request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return {
        elements: options.testpay
          ? [{ provider: 'testpay', name: 'testpay', logoUrl: '/payment-operator/logo/testpay.svg' }]
          : [],
      };
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
    handler: async ({ params, body, query }, request, reply) => {
      const buyer = await buyerOf(request, query.language, query.country);
      const header = request.headers['idempotency-key'];
      const key = Array.isArray(header) ? header[0] : header;
      const result = await checkout.finish(buyer, params.orderNumber, body, key);
      // The JSON text itself (Fastify sends a string of a JSON type as it is): a replay of the
      // key answers the very bytes of the first answer.
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
    handler: async ({ params, query }, request) =>
      checkout.retryPayment(await buyerOf(request, query.language, query.country), params.orderNumber),
  });

  if (!options.testpay) return;
  // The callback reads the raw body: the signature is over the exact bytes the operator sent.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.route({
      method: 'POST',
      url: '/ajax/payment/callback',
      // Server to server and signed: exempt from the browser CSRF checks (plugins/csrf.ts).
      config: { csrf: 'signed' },
      handler: async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const header = request.headers[PAYMENT_SIGNATURE_HEADER];
        const answer = await checkout.paymentCallback(raw, Array.isArray(header) ? header[0] : header);
        return reply.send(answer);
      },
    });
    app.endpoints.push({
      method: 'POST',
      url: '/ajax/payment/callback',
      operationId: 'payment_callback',
      summary: `The payment operator's signed notification (HMAC-SHA256 of the body in ${PAYMENT_SIGNATURE_HEADER})`,
      tags: ['checkout'],
      response: PaymentCallbackResponseSchema,
    });
  });
}

// ---- the test payment operator "testpay": a stand-in for an outside payment site ----

/** The amount as the currency is paid: 2 decimals, whole forints for HUF. */
function amountText(amount: string, currency: string): string {
  return toDecimal(amount).toFixed(isCurrency(currency) ? currencyPrecision(currency) : 2);
}

function page(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:system-ui,Arial,sans-serif;background:#eef1f6;color:#1d2733}
main{max-width:440px;margin:48px auto;padding:0 16px}
.card{background:#fff;border-radius:10px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:28px}
.brand{font-weight:700;font-size:22px;color:#5b2bd1;margin:0 0 4px}
.note{color:#5c6773;font-size:13px;margin:0 0 20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}
dt{color:#5c6773}dd{margin:0;font-weight:600;text-align:right;word-break:break-all}
.amount{font-size:24px}
form{margin:0 0 12px}
button{width:100%;padding:14px;font-size:16px;border-radius:6px;border:0;cursor:pointer}
button:focus-visible{outline:3px solid #f2b705;outline-offset:2px}
.pay{background:#5b2bd1;color:#fff}.fail{background:#fff;color:#a4262c;border:1px solid #a4262c}
a{color:#0b5cad}
</style></head><body><main><div class="card">${body}</div></main></body></html>`;
}

export async function paymentOperatorRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { checkout } = services;
  const languageOf = (request: FastifyRequest): Language => {
    const asked = (request.query as { lang?: string } | undefined)?.lang;
    if (isLanguage(asked)) return asked;
    const header = String(request.headers['accept-language'] ?? '')
      .slice(0, 2)
      .toLowerCase();
    return isLanguage(header) ? header : 'en';
  };
  /** Where the buyer goes back to: the page locale the shop gave the operator with the payment. */
  const returnPrefixOf = (request: FastifyRequest) => {
    const country = (request.query as { country?: string } | undefined)?.country;
    return localePrefix(findMarket(country)?.country ?? DEFAULT_COUNTRY, languageOf(request));
  };
  const tokenOf = (request: FastifyRequest): string | null => {
    const token = (request.params as { token?: string }).token ?? '';
    return /^[0-9a-f]{32}$/.test(token) ? token : null;
  };

  app.get('/payment-operator/:token', async (request, reply) => {
    const language = languageOf(request);
    const t = (key: string, values?: Record<string, string>) =>
      translate(language, `checkout.operator.${key}`, values);
    const token = tokenOf(request);
    const payment = token ? await checkout.operatorPayment(token) : null;
    // Its forms post back to it: let the browser send our Origin with them (the shop says no-referrer).
    reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'same-origin')
      .type('text/html; charset=utf-8');
    if (!payment)
      return reply
        .code(404)
        .send(page(language, t('title'), `<p class="brand">testpay</p><p>${escapeHtml(t('unknown'))}</p>`));
    const facts = `<dl>
<dt>${escapeHtml(t('merchant'))}</dt><dd>Component Shop</dd>
<dt>${escapeHtml(t('order'))}</dt><dd>${escapeHtml(payment.orderNumber)}</dd>
<dt>${escapeHtml(t('amount'))}</dt><dd class="amount" data-testid="operator-amount">${escapeHtml(amountText(payment.amount, payment.currency))} ${escapeHtml(payment.currency)}</dd>
</dl>`;
    if (payment.status !== 'pending') {
      const back = generate('order_status_details', {
        orderNumber: payment.orderNumber,
        ...returnPrefixOf(request),
      });
      return reply.send(
        page(
          language,
          t('title'),
          `<p class="brand">testpay</p>${facts}<p>${escapeHtml(t('settled', { status: payment.status }))}</p><p><a href="${escapeHtml(back)}">${escapeHtml(t('back'))}</a></p>`,
        ),
      );
    }
    // The forms post back with the same query: the return locale travels with them.
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const action = escapeHtml(`${generate('payment_operator_page', { token: payment.token })}${search}`);
    const body = `<p class="brand">testpay</p><p class="note">${escapeHtml(t('note'))}</p>${facts}
<form method="post" action="${action}"><input type="hidden" name="result" value="success"><button class="pay" type="submit" data-testid="operator-pay">${escapeHtml(t('pay'))}</button></form>
<form method="post" action="${action}"><input type="hidden" name="result" value="failure"><button class="fail" type="submit" data-testid="operator-fail">${escapeHtml(t('fail'))}</button></form>`;
    return reply.send(page(language, t('title'), body));
  });

  await app.register(async (scope) => {
    formParser(scope);
    scope.route({
      method: 'POST',
      url: '/payment-operator/:token',
      // A plain HTML form of the operator's page: no XHR marker, so only its origin is checked.
      config: { csrf: 'form' },
      handler: async (request, reply) => {
        const token = tokenOf(request);
        const result = z.object({ result: z.enum(['success', 'failure']) }).safeParse(request.body);
        if (!token || !result.success) throw new AppError(422, 'errors.payment.chooseResult');
        const notification = await checkout.operatorNotification(token, result.data.result);
        if (!notification) throw new AppError(404, 'errors.payment.notFound');
        // The operator notifies the shop exactly as an outside operator would: a signed POST.
        const response = await app.inject({
          method: 'POST',
          url: generate('payment_callback'),
          headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: notification.signature },
          payload: notification.body,
        });
        if (response.statusCode >= 500) {
          request.log.warn({ status: response.statusCode }, 'payment callback failed');
          throw new AppError(503, 'checkout.operator.failed');
        }
        const payment = await checkout.operatorPayment(token);
        const order = encodeURIComponent(payment?.orderNumber ?? '');
        const outcome =
          result.data.result === 'success' && response.statusCode === 200
            ? 'link_order_confirmation'
            : 'link_order_failure';
        const target = `${generate(outcome, returnPrefixOf(request))}?order=${order}`;
        return reply.redirect(target, 303);
      },
    });
  });

  app.get('/payment-operator/logo/testpay.svg', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml');
    return reply.send(
      '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32" viewBox="0 0 96 32"><rect width="96" height="32" rx="6" fill="#5b2bd1"/><text x="48" y="21" font-family="Arial,sans-serif" font-size="15" font-weight="700" fill="#fff" text-anchor="middle">testpay</text></svg>',
    );
  });
}
