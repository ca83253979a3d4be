/**
 * testpay's own pages (ADR 012): a plain HTML page with two forms (no script, CSP-clean) whose POST
 * sends the shop the signed notification an outside operator would, then the buyer back to the shop.
 * Registered only where testpay runs: in production its page would mark orders paid for anyone.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PAYMENT_SIGNATURE_HEADER } from '../../../common/contracts/checkout';
import { AppError } from '../../../common/errors';
import { translate } from '../../../common/i18n';
import {
  currencyPrecision,
  DEFAULT_COUNTRY,
  findMarket,
  isCurrency,
  isLanguage,
  localePrefix,
  type Language,
} from '../../../common/markets';
import { toDecimal } from '../../../common/money';
import { generate } from '../../../common/routes.server';
import { formParser } from '../../http/form-parser';
import { escapeHtml } from '../mail';
import type { PaymentsService } from './payments.service';
import type { TestpayProvider } from './testpay.provider';

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

export async function testpayRoutes(
  app: FastifyInstance,
  deps: { payments: PaymentsService; testpay: TestpayProvider },
): Promise<void> {
  const { payments, testpay } = deps;
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
  /** A payment of this operator: testpay's page never shows (or settles) another operator's. */
  const paymentOf = async (token: string | null) => {
    const payment = token ? await payments.byToken(token) : null;
    return payment?.provider === testpay.id ? payment : null;
  };

  app.get('/payment-operator/:token', async (request, reply) => {
    const language = languageOf(request);
    const t = (key: string, values?: Record<string, string>) =>
      translate(language, `checkout.operator.${key}`, values);
    const payment = await paymentOf(tokenOf(request));
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
        const payment = await paymentOf(token);
        if (!payment) throw new AppError(404, 'errors.payment.notFound');
        const notification = testpay.notificationFor(payment, result.data.result);
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
        const order = encodeURIComponent(payment.orderNumber);
        const outcome =
          result.data.result === 'success' && response.statusCode === 200
            ? 'link_order_confirmation'
            : 'link_order_failure';
        const target = `${generate(outcome, returnPrefixOf(request))}?order=${order}`;
        return reply.redirect(target, 303);
      },
    });
  });
}
