import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PAYMENT_SIGNATURE_HEADER,
  PaymentCallbackResponseSchema,
  PaymentOperatorLogosSchema,
} from '../../../common/contracts/checkout';
import { DEFAULT_COUNTRY, findMarket, getMarket, isLanguage } from '../../../common/markets';
import { generate } from '../../../common/routes.server';
import { endpoint } from '../../http/endpoint';
import type { PaymentsService } from './payments.service';
import { PAYU_SIGNATURE_HEADER } from './payu.provider';

/** An operator's notification: signed over the exact bytes it sent, so the raw body is read. */
async function notificationRoute(
  app: FastifyInstance,
  payments: PaymentsService,
  route: { name: string; provider: string; summary: string },
): Promise<void> {
  const url = generate(route.name);
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.route({
      method: 'POST',
      url,
      // Server to server and signed: exempt from the browser CSRF checks (plugins/csrf.ts).
      config: { csrf: 'signed' },
      handler: async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const header = (name: string) => {
          const value = request.headers[name];
          return Array.isArray(value) ? value[0] : value;
        };
        return reply.send(await payments.notify(route.provider, raw, header));
      },
    });
    app.endpoints.push({
      method: 'POST',
      url,
      operationId: route.name,
      summary: route.summary,
      tags: ['payments'],
      response: PaymentCallbackResponseSchema,
    });
  });
}

/**
 * The operators' side of the shop under /ajax: their logos and their signed notifications. Only the
 * operators that run here have routes (ADR 015): without testpay no `/ajax/payment/callback`.
 */
export async function paymentsRoutes(app: FastifyInstance, payments: PaymentsService): Promise<void> {
  endpoint(app, {
    method: 'GET',
    url: '/ajax/cart/payment-operator-logos',
    operationId: 'cart_payment_operator_logos',
    summary: 'Logos of the payment operators of online payment',
    tags: ['payments'],
    response: PaymentOperatorLogosSchema,
    handler: async (_input, _request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return {
        elements: payments.providers().map((p) => ({
          provider: p.id,
          name: p.name,
          logoUrl: `/payment-operator/logo/${p.id}.svg`,
        })),
      };
    },
  });

  const running = new Set(payments.providers().map((p) => p.id));
  if (running.has('testpay'))
    await notificationRoute(app, payments, {
      name: 'payment_callback',
      provider: 'testpay',
      summary: `The test payment operator's signed notification (HMAC-SHA256 of the body in ${PAYMENT_SIGNATURE_HEADER})`,
    });
  if (running.has('payu'))
    await notificationRoute(app, payments, {
      name: 'payment_payu_notify',
      provider: 'payu',
      summary: `PayU's notification of an order or refund status (${PAYU_SIGNATURE_HEADER}: hash of the body and the second key); 200 only once processed`,
    });
}

/** Pages outside /ajax: the operators' logos and the way to an operator's payment page. */
export async function paymentPagesRoutes(app: FastifyInstance, payments: PaymentsService): Promise<void> {
  app.get('/payment-operator/logo/:file', async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const logo = file.endsWith('.svg') ? payments.logoOf(file.slice(0, -4)) : null;
    if (!logo) return reply.code(404).type('text/plain').send('Not found');
    reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml');
    return reply.send(logo);
  });

  /** The page locale the payment was started from (lang, country), as checkoutUrl wrote it. */
  const localeOf = (request: FastifyRequest) => {
    const query = request.query as { lang?: string; country?: string } | undefined;
    const country = findMarket(query?.country)?.country ?? DEFAULT_COUNTRY;
    return { country, language: isLanguage(query?.lang) ? query.lang : getMarket(country).language };
  };

  app.get('/payment/:token/start', async (request, reply) => {
    const token = (request.params as { token: string }).token;
    if (!/^[0-9a-f]{32}$/.test(token)) return reply.code(404).type('text/plain').send('Not found');
    const target = await payments.start(token, localeOf(request), request.ip);
    return reply.header('cache-control', 'no-store').redirect(target, 303);
  });
}
