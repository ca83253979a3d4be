/**
 * testpay, the test payment operator (ADR 012, 015): it runs inside the shop, standing for an outside
 * site. Its page (testpay.routes.ts) posts a notification signed with HMAC-SHA256 of the exact JSON
 * body under PAYMENT_OPERATOR_SECRET, as an outside operator would. No money moves, so a refund is
 * done as soon as it is asked for.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  PAYMENT_SIGNATURE_HEADER,
  PaymentCallbackSchema,
  type PaymentCallback,
} from '../../../common/contracts/checkout';
import { AppError, validationError, zodProblems } from '../../../common/errors';
import { DEFAULT_COUNTRY } from '../../../common/markets';
import { toDecimal } from '../../../common/money';
import { generate } from '../../../common/routes.server';
import type { PaymentProvider } from './payment-provider';

/** A notification older (or newer) than this is refused: a captured one cannot be replayed later. */
export const CALLBACK_MAX_AGE_SECONDS = 600;

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32" viewBox="0 0 96 32"><rect width="96" height="32" rx="6" fill="#5b2bd1"/><text x="48" y="21" font-family="Arial,sans-serif" font-size="15" font-weight="700" fill="#fff" text-anchor="middle">testpay</text></svg>';

export interface TestpayProvider extends PaymentProvider {
  /** What the operator's page POSTs to the shop for a payment's result. */
  notificationFor(
    payment: { token: string; amount: string; currency: string },
    result: 'success' | 'failure',
  ): { body: string; signature: string };
}

export function createTestpayProvider(options: { secret: string; now?: () => Date }): TestpayProvider {
  const now = options.now ?? (() => new Date());
  const sign = (body: string) => createHmac('sha256', options.secret).update(body).digest('hex');
  const checkoutUrl: PaymentProvider['checkoutUrl'] = (token, locale) => {
    const back = new URLSearchParams({ lang: locale.language });
    if (locale.country !== DEFAULT_COUNTRY) back.set('country', locale.country);
    return `${generate('payment_operator_page', { token })}?${back}`;
  };

  return {
    id: 'testpay',
    name: 'testpay',
    logoSvg: LOGO,
    acknowledgesRepeats: false,
    supports: () => true,

    checkoutUrl,

    // Its page is the shop's own: nothing to ask anybody.
    async start(payment) {
      return { redirectUrl: checkoutUrl(payment.token, payment.locale), externalId: null };
    },

    notificationFor(payment, result) {
      const notification: PaymentCallback = {
        token: payment.token,
        result,
        amount: toDecimal(payment.amount).toFixed(),
        currency: payment.currency,
        notificationId: randomBytes(16).toString('hex'),
        timestamp: Math.floor(now().getTime() / 1000),
      };
      const body = JSON.stringify(notification);
      return { body, signature: sign(body) };
    },

    verifyNotification(rawBody, header) {
      const signature = header(PAYMENT_SIGNATURE_HEADER);
      const expected = Buffer.from(sign(rawBody), 'hex');
      const given = Buffer.from(signature && /^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new AppError(401, 'errors.payment.notSigned');
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        throw new AppError(400, 'errors.payment.notJson');
      }
      const check = PaymentCallbackSchema.safeParse(parsed);
      if (!check.success) throw validationError(zodProblems(check.error.issues));
      const n = check.data;
      if (Math.abs(now().getTime() / 1000 - n.timestamp) > CALLBACK_MAX_AGE_SECONDS) {
        throw new AppError(409, 'errors.payment.tooOld');
      }
      return {
        kind: 'payment',
        token: n.token,
        externalId: null,
        outcome: n.result === 'success' ? 'paid' : 'failed',
        amount: n.amount,
        currency: n.currency,
        notificationId: n.notificationId,
      };
    },

    async refund() {
      return { externalId: null, status: 'succeeded' };
    },
  };
}
