/**
 * PayU (REST API v2.1, ADR 028). OAuth client_credentials for a bearer token; an order per payment
 * (`POST /api/v2_1/orders`, our token as extOrderId) whose redirectUri is PayU's payment page;
 * notifications POSTed to notifyUrl and signed in `OpenPayu-Signature` with
 * hash(body + second key), MD5 or SHA-256; a full refund per cancelled order
 * (`POST /api/v2_1/orders/{orderId}/refunds`). Amounts travel in hundredths of the currency, HUF
 * included (PayU's rule: HUF is multiplied by 100 like the others).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../../common/errors';
import { localePrefix } from '../../../common/markets';
import { toDecimal } from '../../../common/money';
import { generate } from '../../../common/routes.server';
import { ProviderError, type PaymentOutcome, type PaymentProvider } from './payment-provider';

export interface PayuConfig {
  /** https://secure.payu.com, https://secure.snd.payu.com (sandbox) or a simulator (payu-simulator.ts). */
  url: string;
  posId: string;
  clientId: string;
  clientSecret: string;
  /** The POS's second key (MD5 key): signs the notifications. */
  secondKey: string;
}

export const PAYU_SIGNATURE_HEADER = 'openpayu-signature';

/** Currencies a PayU POS takes (those the shop sells in; INR is not among them). */
const CURRENCIES = new Set([
  'PLN',
  'EUR',
  'HUF',
  'CZK',
  'GBP',
  'USD',
  'RON',
  'BGN',
  'CHF',
  'DKK',
  'NOK',
  'SEK',
]);
const HASHES: Record<string, string> = { MD5: 'md5', SHA256: 'sha256', 'SHA-256': 'sha256' };
const TIMEOUT_MS = 10_000;

/** Decimal text → PayU's integer text in hundredths ("123.45" → "12345", HUF "1200" → "120000"). */
export function toMinor(amount: string): string {
  return toDecimal(amount).times(100).toDecimalPlaces(0).toFixed(0);
}

export function fromMinor(minor: string): string {
  return toDecimal(minor).dividedBy(100).toFixed();
}

/** `sender=checkout;signature=…;algorithm=MD5;content=DOCUMENT` → its fields. */
export function parseSignatureHeader(header: string | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) fields[part.slice(0, at).trim().toLowerCase()] = part.slice(at + 1).trim();
  }
  return fields;
}

export function payuSignature(body: string, secondKey: string, algorithm: 'md5' | 'sha256' = 'md5'): string {
  return createHash(algorithm)
    .update(body + secondKey)
    .digest('hex');
}

const Minor = z.string().regex(/^\d{1,15}$/);

const NotificationSchema = z.union([
  z.object({
    order: z.object({
      orderId: z.string().min(1).max(100),
      extOrderId: z.string().regex(/^[0-9a-f]{32}$/),
      totalAmount: Minor,
      currencyCode: z.string().regex(/^[A-Z]{3}$/),
      status: z.enum(['NEW', 'PENDING', 'WAITING_FOR_CONFIRMATION', 'COMPLETED', 'CANCELED']),
    }),
  }),
  z.object({
    orderId: z.string().min(1).max(100),
    extOrderId: z.string().regex(/^[0-9a-f]{32}$/),
    refund: z.object({
      refundId: z.string().min(1).max(100),
      amount: Minor,
      currencyCode: z.string().regex(/^[A-Z]{3}$/),
      status: z.enum(['PENDING', 'FINALIZED', 'CANCELED']),
    }),
  }),
]);

const OUTCOMES: Record<string, PaymentOutcome> = {
  NEW: 'pending',
  PENDING: 'pending',
  // Auto-receive off: the money is held, not taken; the shop does not count it as paid.
  WAITING_FOR_CONFIRMATION: 'pending',
  COMPLETED: 'paid',
  CANCELED: 'failed',
};
const REFUND_OUTCOMES = { PENDING: 'pending', FINALIZED: 'succeeded', CANCELED: 'failed' } as const;

const TokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const CreatedSchema = z.object({
  status: z.object({ statusCode: z.literal('SUCCESS') }),
  redirectUri: z.string().url(),
  orderId: z.string().min(1),
});
const RefundedSchema = z.object({
  status: z.object({ statusCode: z.literal('SUCCESS') }),
  refund: z.object({ refundId: z.string().min(1), status: z.string() }),
});

export function createPayuProvider(
  config: PayuConfig,
  options: { publicUrl: string; fetch?: typeof fetch; now?: () => number },
): PaymentProvider {
  const base = config.url.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  let token: { value: string; until: number } | null = null;

  async function call(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        ...init,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError(`PayU cannot be reached (${path})`, error);
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text.slice(0, 200);
    }
    return { status: response.status, body };
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > now()) return token.value;
    const { status, body } = await call('/pl/standard/user/oauth/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: config.clientId,
        client_secret: config.clientSecret,
      }).toString(),
    });
    const parsed = TokenSchema.safeParse(body);
    if (status !== 200 || !parsed.success)
      throw new ProviderError(`PayU refused the OAuth credentials (${status})`, body);
    // A minute early: a token that expires on the way is a refused call.
    token = { value: parsed.data.access_token, until: now() + (parsed.data.expires_in - 60) * 1000 };
    return token.value;
  }

  /** A bearer call; a token PayU no longer takes is renewed once. */
  async function authorised(path: string, payload: unknown) {
    for (let attempt = 0; ; attempt++) {
      const answer = await call(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessToken()}` },
        body: JSON.stringify(payload),
      });
      if (answer.status !== 401 || attempt > 0) return answer;
      token = null;
    }
  }

  return {
    id: 'payu',
    name: 'PayU',
    logoSvg:
      '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32" viewBox="0 0 96 32"><rect width="96" height="32" rx="6" fill="#a6c307"/><text x="48" y="22" font-family="Arial,sans-serif" font-size="17" font-weight="700" fill="#fff" text-anchor="middle">PayU</text></svg>',
    acknowledgesRepeats: true,
    supports: (currency) => CURRENCIES.has(currency),

    checkoutUrl(paymentToken, locale) {
      const back = new URLSearchParams({ lang: locale.language, country: locale.country });
      return `${generate('payment_start', { token: paymentToken })}?${back}`;
    },

    async start(payment) {
      const total = toMinor(payment.amount);
      const continueUrl = new URL(
        `${generate('link_order_confirmation', localePrefix(payment.locale.country, payment.locale.language))}?order=${encodeURIComponent(payment.orderNumber)}`,
        options.publicUrl,
      );
      const { status, body } = await authorised('/api/v2_1/orders', {
        notifyUrl: new URL(generate('payment_payu_notify'), options.publicUrl).toString(),
        continueUrl: continueUrl.toString(),
        customerIp: payment.customerIp,
        merchantPosId: config.posId,
        description: `Order ${payment.orderNumber}`,
        currencyCode: payment.currency,
        totalAmount: total,
        extOrderId: payment.token,
        buyer: {
          email: payment.buyer.email,
          firstName: payment.buyer.firstName,
          lastName: payment.buyer.lastName,
          language: payment.buyer.language,
        },
        // The order's lines are net with VAT on the total: one line for what is paid keeps the sum exact.
        products: [{ name: `Order ${payment.orderNumber}`, unitPrice: total, quantity: '1' }],
      });
      const created = CreatedSchema.safeParse(body);
      if (![200, 201, 302].includes(status) || !created.success)
        throw new ProviderError(`PayU refused the order (${status})`, body);
      return { redirectUrl: created.data.redirectUri, externalId: created.data.orderId };
    },

    verifyNotification(rawBody, header) {
      const fields = parseSignatureHeader(header(PAYU_SIGNATURE_HEADER));
      const algorithm = HASHES[(fields.algorithm ?? '').toUpperCase()];
      const given = Buffer.from(
        /^[0-9a-f]{32,64}$/i.test(fields.signature ?? '') ? fields.signature!.toLowerCase() : '',
        'hex',
      );
      const expected = algorithm
        ? createHash(algorithm)
            .update(rawBody + config.secondKey)
            .digest()
        : Buffer.alloc(0);
      if (given.length === 0 || given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new AppError(401, 'errors.payment.notSigned');
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        throw new AppError(400, 'errors.payment.notJson');
      }
      const check = NotificationSchema.safeParse(parsed);
      if (!check.success) throw new AppError(422, 'errors.payment.notFromOperator');
      const n = check.data;
      if ('order' in n)
        return {
          kind: 'payment',
          token: n.order.extOrderId,
          externalId: n.order.orderId,
          outcome: OUTCOMES[n.order.status]!,
          amount: fromMinor(n.order.totalAmount),
          currency: n.order.currencyCode,
          notificationId: null,
        };
      return {
        kind: 'refund',
        token: n.extOrderId,
        externalId: n.orderId,
        refundId: n.refund.refundId,
        outcome: REFUND_OUTCOMES[n.refund.status],
        amount: fromMinor(n.refund.amount),
        currency: n.refund.currencyCode,
      };
    },

    async refund(payment) {
      if (!payment.externalId) throw new ProviderError('the payment has no PayU order id');
      // extRefundId: PayU refuses a second refund with the same id, so a retried call cannot pay twice.
      const { status, body } = await authorised(
        `/api/v2_1/orders/${encodeURIComponent(payment.externalId)}/refunds`,
        {
          refund: { description: payment.description, extRefundId: `refund-${payment.token}` },
        },
      );
      const refunded = RefundedSchema.safeParse(body);
      if (status !== 200 || !refunded.success)
        throw new ProviderError(`PayU refused the refund (${status})`, body);
      return {
        externalId: refunded.data.refund.refundId,
        status: refunded.data.refund.status === 'FINALIZED' ? 'succeeded' : 'pending',
      };
    },
  };
}
