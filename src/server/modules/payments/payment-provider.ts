/**
 * What the shop asks of a payment operator (ADR 028). The payments service owns the `payments`
 * table and the order's move to `paid`; a provider only speaks its operator's protocol: where the
 * buyer pays, how a notification is verified and read, how money goes back.
 */
import type { Language } from '../../../common/markets';

/** The page locale the buyer paid from: the pages after paying keep it. */
export interface PageLocale {
  country: string;
  language: Language;
}

export interface PaymentToStart {
  token: string;
  orderNumber: string;
  /** Decimal text in the order's currency, as the payment row holds it. */
  amount: string;
  currency: string;
  buyer: { email: string; firstName: string; lastName: string; language: Language };
  customerIp: string;
  locale: PageLocale;
}

export type PaymentOutcome = 'paid' | 'failed' | 'pending';

/** A verified notification, read into the shop's terms (amounts as decimal text in the currency). */
export type ProviderNotification =
  | {
      kind: 'payment';
      /** The shop's token of the payment (PayU's extOrderId). */
      token: string;
      /** The operator's id of the payment, when it has one. */
      externalId: string | null;
      outcome: PaymentOutcome;
      amount: string;
      currency: string;
      /** The operator's id of this very notification, when it gives one: the same id twice is a replay. */
      notificationId: string | null;
    }
  | {
      kind: 'refund';
      token: string;
      externalId: string;
      refundId: string;
      outcome: 'succeeded' | 'failed' | 'pending';
      amount: string;
      currency: string;
    };

export interface PaymentProvider {
  readonly id: string;
  /** Shown beside its logo on the order form. */
  readonly name: string;
  readonly logoSvg: string;
  /**
   * A notification that repeats an outcome already recorded: PayU resends until it gets 200, so it is
   * acknowledged and changes nothing; testpay's are refused with 409 (ADR 012).
   */
  readonly acknowledgesRepeats: boolean;
  supports(currency: string): boolean;
  /**
   * Where the finish answer sends the buyer. testpay: its own page at once. PayU: the shop's
   * `payment_start` route, which asks PayU for the payment page when the buyer gets there, outside
   * the placement's transaction.
   */
  checkoutUrl(token: string, locale: PageLocale): string;
  /** Asks the operator for a payment; where to send the buyer and the operator's id of it. */
  start(payment: PaymentToStart): Promise<{ redirectUrl: string; externalId: string | null }>;
  /** 401 unless the operator signed exactly these bytes; 400/422 for a body it would never send. */
  verifyNotification(rawBody: string, header: (name: string) => string | undefined): ProviderNotification;
  /** Gives the whole payment back; `pending` when the operator confirms it later (a refund notification). */
  refund(payment: {
    token: string;
    externalId: string | null;
    amount: string;
    currency: string;
    description: string;
  }): Promise<{ externalId: string | null; status: 'pending' | 'succeeded' }>;
}

/** Why an operator could not be asked (network, refusal): the caller logs it and answers 502/503. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}
