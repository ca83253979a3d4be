/**
 * Payments (ADR 028): the `payments` and `payment_refunds` tables, the operators this shop runs
 * (testpay, PayU) behind one provider interface, their notifications and the refunds of cancelled
 * paid orders. Checkout asks for a payment when an order is placed; orders ask for a refund when a
 * paid order is cancelled.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { PAYMENT_STATES } from '../../../common/contracts/orders';
import { AppError } from '../../../common/errors';
import { isLanguage, localePrefix, type Language } from '../../../common/markets';
import { toDecimal } from '../../../common/money';
import type { OrderStatus } from '../../../common/order-status';
import { generate } from '../../../common/routes.server';
import type { Db } from '../../db/client';
import type { PaymentStatusService } from '../ordering';
import { claimIdempotencyKey, storeIdempotentResponse } from '../../http/idempotency-keys.repository';
import {
  ProviderError,
  type PageLocale,
  type PaymentProvider,
  type ProviderNotification,
} from './payment-provider';
import {
  claimRefund,
  completePayment,
  insertPayment,
  selectLatestPayment,
  selectPayer,
  selectPaymentById,
  selectPaymentByToken,
  selectRefund,
  selectRefundOfPayment,
  selectSucceededPayment,
  setPaymentStarted,
  updateRefund,
  type PaymentRow,
  type PaymentWithOrder,
} from './payments.repository';

export interface PaymentsDeps {
  db: Db;
  /** The operators this shop runs, in the order the order form offers them. */
  providers: readonly PaymentProvider[];
  /** The order's side of a payment (its lock, its move to paid, its history): the ordering module's. */
  orders: Pick<PaymentStatusService, 'settle'>;
  onWarning?: (message: string, error?: unknown) => void;
}

/** What an order shows of its latest payment (order details, the outcome pages). */
export type PaymentState = Exclude<(typeof PAYMENT_STATES)[number], 'none'>;

/** A payment chosen before the placement's transaction: no I/O, so the finish answer is known up front. */
export interface PreparedPayment {
  provider: string;
  token: string;
  redirectUrl: string;
}

const NO_PAYMENT = () => new AppError(404, 'errors.payment.notFound');

function stateOf(payment: PaymentRow, refund: { status: string } | null): PaymentState {
  if (refund)
    return refund.status === 'succeeded'
      ? 'refunded'
      : refund.status === 'failed'
        ? 'refund_failed'
        : 'refunding';
  return payment.status === 'succeeded' || payment.status === 'failed' ? payment.status : 'pending';
}

export function createPaymentsService(deps: PaymentsDeps) {
  const { db } = deps;
  const providers = new Map(deps.providers.map((p) => [p.id, p]));

  /** The first operator of a payment method that runs here and takes the currency. */
  function providerFor(ids: readonly string[], currency: string): PaymentProvider | null {
    for (const id of ids) {
      const provider = providers.get(id);
      if (provider?.supports(currency)) return provider;
    }
    return null;
  }

  function prepare(provider: PaymentProvider, locale: PageLocale): PreparedPayment {
    const token = randomBytes(16).toString('hex');
    return { provider: provider.id, token, redirectUrl: provider.checkoutUrl(token, locale) };
  }

  /** Asks the operator for the refund claimed as `refundId`; a refusal is recorded and logged for the staff. */
  async function askRefund(refundId: number, payment: PaymentRow, orderNumber: string): Promise<void> {
    const provider = providers.get(payment.provider);
    try {
      if (!provider) throw new ProviderError(`the operator ${payment.provider} does not run here`);
      const answer = await provider.refund({
        token: payment.token,
        externalId: payment.externalId,
        amount: payment.amount,
        currency: payment.currency,
        description: `Order ${orderNumber} cancelled`,
      });
      await updateRefund(db, refundId, answer);
    } catch (error) {
      await updateRefund(db, refundId, {
        status: 'failed',
        error: error instanceof Error ? error.message : String(error),
      });
      deps.onWarning?.(
        `the refund of order ${orderNumber} (payment ${payment.token}) failed: the money must be returned by hand`,
        error,
      );
    }
  }

  async function refundNotified(
    found: PaymentWithOrder,
    n: Extract<ProviderNotification, { kind: 'refund' }>,
  ) {
    const refund = await selectRefundOfPayment(db, found.payment.id);
    if (!refund || (refund.externalId !== null && refund.externalId !== n.refundId))
      throw new AppError(404, 'errors.payment.refundNotFound');
    if (n.currency !== refund.currency || !toDecimal(n.amount).eq(refund.amount)) {
      deps.onWarning?.(`a refund notification of order ${found.orderNumber} names another amount: refused`);
      throw new AppError(422, 'errors.payment.refundAmountMismatch');
    }
    if (n.outcome !== 'pending')
      await updateRefund(db, refund.id, { status: n.outcome, externalId: n.refundId });
    return { orderNumber: found.orderNumber, status: found.orderStatus as OrderStatus };
  }

  return {
    /** The operators offered, for the logos beside the online payment. */
    providers(): Array<{ id: string; name: string }> {
      return [...providers.values()].map((p) => ({ id: p.id, name: p.name }));
    },

    logoOf(id: string): string | null {
      return providers.get(id)?.logoSvg ?? null;
    },

    /** A payment method through this operator is offered for orders in this currency. */
    offers(providerId: string, currency: string): boolean {
      return providers.get(providerId)?.supports(currency) ?? false;
    },

    /** The payment of an order about to be placed through one of `providerIds`; null when none runs here. */
    prepare(providerIds: readonly string[], currency: string, locale: PageLocale): PreparedPayment | null {
      const provider = providerFor(providerIds, currency);
      return provider ? prepare(provider, locale) : null;
    },

    /** Writes the prepared payment in the placement's transaction. */
    async record(
      tx: Db,
      prepared: PreparedPayment,
      order: { orderId: number; amount: string; currency: string },
    ): Promise<void> {
      await insertPayment(tx, { ...order, provider: prepared.provider, token: prepared.token });
    },

    /**
     * "Pay again": a new payment through the operator of the last one. Null when that operator does
     * not run here any more (switched off since): nothing can take the money now.
     */
    async retry(
      order: { id: number; grossTotal: string; currency: string },
      locale: PageLocale,
    ): Promise<string | null> {
      const last = await selectLatestPayment(db, order.id);
      const provider = providerFor(last ? [last.provider] : [...providers.keys()], order.currency);
      if (!provider) return null;
      const prepared = prepare(provider, locale);
      await insertPayment(db, {
        orderId: order.id,
        provider: provider.id,
        token: prepared.token,
        amount: order.grossTotal,
        currency: order.currency,
      });
      return prepared.redirectUrl;
    },

    /**
     * Where the buyer pays the payment `token` (route payment_start): the operator is asked for its
     * page on the first visit, and the same page is given on the next ones. A settled payment sends
     * the buyer to the order instead.
     */
    async start(token: string, locale: PageLocale, customerIp: string): Promise<string> {
      const found = await selectPaymentByToken(db, token);
      const provider = found && providers.get(found.payment.provider);
      if (!found || !provider) throw NO_PAYMENT();
      if (found.payment.status !== 'pending' || found.orderStatus !== 'awaiting_payment')
        return generate('order_status_details', {
          orderNumber: found.orderNumber,
          ...localePrefix(locale.country, locale.language),
        });
      if (found.payment.redirectUrl) return found.payment.redirectUrl;
      const payer = await selectPayer(db, found.orderId);
      const payerLanguage: Language = payer && isLanguage(payer.language) ? payer.language : locale.language;
      try {
        const started = await provider.start({
          token,
          orderNumber: found.orderNumber,
          amount: found.payment.amount,
          currency: found.payment.currency,
          buyer: {
            email: payer?.email ?? '',
            firstName: payer?.firstName ?? '',
            lastName: payer?.lastName ?? '',
            language: payerLanguage,
          },
          customerIp,
          locale,
        });
        await setPaymentStarted(db, found.payment.id, started);
        return started.redirectUrl;
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        deps.onWarning?.(`${provider.name} did not start the payment of order ${found.orderNumber}`, error);
        throw new AppError(502, 'checkout.errors.operatorUnavailable');
      }
    },

    /** A payment as the operator's own page shows it (testpay), or null for an unknown token. */
    async byToken(token: string) {
      const row = await selectPaymentByToken(db, token);
      if (!row) return null;
      return {
        token,
        provider: row.payment.provider,
        orderNumber: row.orderNumber,
        amount: row.payment.amount,
        currency: row.payment.currency,
        status: row.payment.status,
      };
    },

    /**
     * An operator's notification. Only what the operator signed counts; a notification for another
     * amount or currency is refused and logged; a repeat changes nothing; a late "pending" or
     * "cancelled" never moves a paid order back. Answers (200) only once the change is committed.
     */
    async notify(
      providerId: string,
      rawBody: string,
      header: (name: string) => string | undefined,
    ): Promise<{ orderNumber: string; status: OrderStatus }> {
      const provider = providers.get(providerId);
      if (!provider) throw NO_PAYMENT();
      const n = provider.verifyNotification(rawBody, header);
      const found = await selectPaymentByToken(db, n.token);
      if (!found || found.payment.provider !== provider.id) throw NO_PAYMENT();
      if (
        n.externalId !== null &&
        found.payment.externalId !== null &&
        n.externalId !== found.payment.externalId
      )
        throw NO_PAYMENT();
      if (n.kind === 'refund') return refundNotified(found, n);
      if (found.payment.currency !== n.currency || !toDecimal(found.payment.amount).eq(n.amount)) {
        deps.onWarning?.(
          `a ${provider.name} notification of order ${found.orderNumber} says ${n.amount} ${n.currency}, the payment is ${found.payment.amount} ${found.payment.currency}: refused`,
        );
        throw new AppError(422, 'errors.payment.amountMismatch', {
          data: [{ field: 'amount', key: 'errors.payment.amountMismatch' }],
        });
      }
      const replayKey = n.notificationId && {
        customerId: found.customerId,
        scope: 'payment_callback',
        key: n.notificationId,
      };
      if (
        replayKey &&
        !(await claimIdempotencyKey(db, {
          ...replayKey,
          requestHash: createHash('sha256').update(rawBody).digest('hex'),
        }))
      )
        throw new AppError(409, 'errors.payment.alreadyReceived');
      if (n.externalId !== null && found.payment.externalId === null)
        await setPaymentStarted(db, found.payment.id, {
          externalId: n.externalId,
          redirectUrl: found.payment.redirectUrl ?? '',
        });
      if (n.outcome === 'pending')
        return { orderNumber: found.orderNumber, status: found.orderStatus as OrderStatus };

      const settled = n.outcome === 'paid' ? 'succeeded' : 'failed';
      // Under the order's lock, as a cancel takes it: the two never wait for each other crosswise.
      // The order's status and history are ordering's to write (ADR 032); this writes the payment.
      const { status, refund } = await deps.orders.settle(found.orderId, async (tx, order) => {
        const from = order.status;
        if (!(await completePayment(tx, found.payment.id, settled))) {
          if (!provider.acknowledgesRepeats) throw new AppError(409, 'errors.payment.alreadySettled');
          const locked = await selectPaymentByToken(tx, n.token);
          if (locked?.payment.status !== settled)
            deps.onWarning?.(
              `${provider.name} says ${n.outcome} for order ${found.orderNumber} whose payment is ${locked?.payment.status}: ignored`,
            );
          return { status: from, refund: null };
        }
        const values = { provider: provider.name };
        if (settled === 'succeeded' && (await order.markPaid({ code: 'paidOnline', values })))
          return { status: 'paid' as OrderStatus, refund: null };
        await order.recordPaymentEvent(
          settled === 'succeeded'
            ? { code: 'paidLate', values: { ...values, status: from } }
            : { code: 'paymentFailed', values },
        );
        // Money for an order cancelled meanwhile goes back at once.
        const claimed =
          settled === 'succeeded' && from === 'cancelled'
            ? await claimRefund(tx, {
                paymentId: found.payment.id,
                amount: found.payment.amount,
                currency: found.payment.currency,
              })
            : null;
        return { status: from, refund: claimed };
      });
      const answer = { orderNumber: found.orderNumber, status };
      if (replayKey) await storeIdempotentResponse(db, replayKey, 200, answer);
      if (refund) await askRefund(refund, { ...found.payment, status: 'succeeded' }, found.orderNumber);
      return answer;
    },

    /** The latest payment of an order and its refund, as the order shows them. */
    async latestOf(orderId: number) {
      const row = await selectLatestPayment(db, orderId);
      if (!row) return null;
      return {
        provider: row.provider,
        amount: row.amount,
        currency: row.currency,
        state: stateOf(row, row.refund),
      };
    },

    /** A paid order can be cancelled when its operator runs here to give the money back. */
    async refundable(orderId: number): Promise<boolean> {
      const paid = await selectSucceededPayment(db, orderId);
      return (
        paid !== null && providers.has(paid.provider) && (await selectRefundOfPayment(db, paid.id)) === null
      );
    },

    /**
     * In the cancel's transaction (the order locked): claims the refund of the order's payment. The
     * operator is asked once the cancel commits (`requestRefund`), never while the order is locked.
     */
    async claimRefund(tx: Db, orderId: number): Promise<number | null> {
      const paid = await selectSucceededPayment(tx, orderId);
      if (!paid) return null;
      return claimRefund(tx, { paymentId: paid.id, amount: paid.amount, currency: paid.currency });
    },

    /** Asks the operator for a claimed refund (after the cancel committed). */
    async requestRefund(refundId: number, orderNumber: string): Promise<void> {
      const refund = await selectRefund(db, refundId);
      if (!refund || refund.status !== 'requested') return;
      const payment = await selectPaymentById(db, refund.paymentId);
      if (payment) await askRefund(refundId, payment, orderNumber);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
