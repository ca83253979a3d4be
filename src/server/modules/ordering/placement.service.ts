/**
 * Checkout (issue 5): the order-transaction form, the step-2 summary and placing the order (stock,
 * totals, snapshots, idempotency); an online payment is asked of the payments module (ADR 028).
 * Prices and ownership are never taken from the client: every figure is computed here.
 */
import {
  claimIdempotencyKey,
  releaseIdempotencyKey,
  selectIdempotencyKey,
  storeIdempotentResponse,
  type IdempotencyKeyRef,
} from '../../http/idempotency-keys.repository';
import { createHash } from 'node:crypto';
import {
  CASH_ON_DELIVERY_LIMIT_PLN,
  checkOrderForm,
  type OrderFormValues,
  type RuleError,
} from '../../../common/checkout-rules';
import type {
  AccessPoint,
  AccessPointsQuery,
  AccessPointsResponse,
  CheckoutSummary,
  FinishRequest,
  FinishResponse,
  OrderFormInput,
  SummaryAddress,
} from '../../../common/contracts/checkout';
import type { AddressElement, AddressList } from '../../../common/contracts/customers';
import { ERP_CODES } from '../../../common/erp-codes';
import { receiverPhoneE164 } from '../../../common/phone';
import { AppError, validationError, type MessageKey } from '../../../common/errors';
import type { TranslationValues } from '../../../common/i18n/lookup';
import { fieldErrorIn } from '../../../common/i18n/error-messages';
import {
  currencyPrecision,
  getMarket,
  isCurrency,
  isLanguage,
  localePrefix,
  type Currency,
  type Language,
} from '../../../common/markets';
import { convertFromPln, roundHalfUp } from '../../../common/money';
import { isOrderStatus, type OrderStatus } from '../../../common/order-status';
import { generate } from '../../../common/routes.server';
import { parseVatNumber } from '../../../common/vat-numbers';
import type { Db } from '../../db/client';
import { publicOrigin } from '../../http/public-origin';
import { outOfRangeOf, selectOrderLines } from './order-lines.repository';
import { totalsWithDiscount, type OrderPricing, type PricedOrder } from './order-pricing';
import { discountView, type DiscountsService } from '../discounts';
import type { AddressesService } from '../customers';
import { orderConfirmationMail, type MailService } from '../mail';
import { productText } from '../catalog';
import type { PaymentsService } from '../payments';
import type { PricingService } from '../pricing';
import {
  markLinesPlaced,
  markOrderPlaced,
  recordPlacement,
  searchAccessPoints,
  selectAccessPoint,
  selectContactPerson,
  selectOrder,
  updateOrderForm,
  type AccessPointRow,
  type OrderFormColumns,
  type OrderRow,
  type PlacedStatus,
} from './placement.repository';
import type { DeliveryMethodInfo } from './delivery-methods';
import { markBackorderedLines, takeStockForLines } from './backorder-placement';
import { lineSplitOf } from './line-split';
import { quoteRefsOf, type QuotedPrices } from './quoted-prices';
import { lockCustomerOrder, unitOfWork } from './unit-of-work.repository';
import { approvalGate, type GateOutcome } from './approval-gate';
import { moveOrderStatus } from './order-status.repository';
import {
  insertApprovalEvent,
  markLinesReserved,
  selectApprovalEvents,
  selectApprovers,
  selectIsApprover,
  selectOrderBuyer,
  selectPendingApprovals,
} from './approvals.repository';
import { approvalRejectedMail, approvalRequestMail } from './approvals.mail';
import {
  APPROVAL_REASONS,
  type ApprovalDecision,
  type ApprovalEvent,
  type ApprovalReason,
  type PendingApprovals,
} from '../../../common/approvals';
import { formatPrice } from '../../../common/format';

import type { OrderStatusListener } from './order-billing';

const isApprovalReason = (value: string | null): value is ApprovalReason =>
  (APPROVAL_REASONS as readonly (string | null)[]).includes(value);

/** The lines of catalogue products: the ones stock is reserved for (special lines have none). */
const catalogueLines = <T extends { productId: number | null }>(lines: readonly T[]) =>
  lines.filter((l): l is T & { productId: number } => l.productId !== null);

/** A colleague deciding an order waiting for approval: from the session. */
export interface Approver {
  customerId: number;
  contactPersonId: number;
}

/** Who is checking out: from the session, never from the request body. */
export interface Buyer {
  customerId: number;
  /** The person at the keyboard: needed to place an order (pages that only read go without). */
  contactPersonId?: number;
  isPerson: boolean;
  language: Language;
  /** The customer's market: mails link to it. */
  country: string;
  /** The market and language of the page the buyer is on: the pages after placing and paying keep them. */
  page: { country: string; language: Language };
  /**
   * A guest's order (ADR 083): the confirmation goes to the e-mail the guest typed, links the signed
   * status page (no login), offers an account, and an order without an online payment lands there.
   */
  guest?: { email: string; statusUrl: string };
}

export interface PlacementDeps {
  db: Db;
  orderPricing: OrderPricing;
  pricing: PricingService;
  addresses: AddressesService;
  /** The order settings of the profile (default delivery and payment, VAT numbers) step 2 starts from. */
  customerInfo?: { info(customerId: number): Promise<OrderDefaults> };
  mail: MailService;
  /** Online payments: through the operators that run here (testpay, PayU). */
  payments: PaymentsService;
  /** Discount codes: a code's use is written with the order, in the placement's transaction. */
  discounts: Pick<DiscountsService, 'redeem'>;
  /** The public origin links in mails point to (http/public-origin.ts). */
  publicUrl?: string;
  onWarning?: (message: string, error?: unknown) => void;
  /**
   * Told the products whose stock moved, after the transaction committed (the alert job evaluates
   * their alerts, ADR 039). Must not throw: the order is done whatever it does.
   */
  onStockChanged?: (productIds: number[]) => void;
  /** Told an order was placed, after it committed (the invoices issue a proforma, ADR 060). Must not throw. */
  onStatusChanged?: OrderStatusListener;
  /** Quoted lines' locked prices and their acceptance (ADR 051). */
  quotes?: QuotedPrices;
}

/** What a customer set up once in the profile, so checkout does not ask again. */
export interface OrderDefaults {
  defaultDelivery: string | null;
  defaultPayment: string | null;
  vatNumbers: ReadonlyArray<{ country: string; vatNumber: string }>;
}

const usableAddress = (a: AddressElement) => !a.isArchived && a.isEnabled;

/**
 * An open order's empty fields from the customer's defaults: the default shipping address, the
 * default invoice-sending address (else the payer), the order settings' delivery and payment when
 * they serve that address, and the VAT number of the invoice address. A field the customer chose
 * stays; a default that does not fit stays unchosen rather than being replaced by a guess.
 */
export function withDefaults(
  form: OrderFormValues,
  addresses: AddressList,
  defaults: OrderDefaults | null,
  isPerson: boolean,
): OrderFormValues {
  const next = { ...form };
  const shippingAll = addresses.shippingAddresses.elements;
  next.shippingAddressId ??= shippingAll.find((a) => a.isDefault && usableAddress(a))?.addressNumber ?? null;
  next.invoiceAddressId ??=
    (
      addresses.invoiceSendAddresses.elements.find((a) => a.isDefault && usableAddress(a)) ??
      addresses.payerAddress
    )?.addressNumber ?? null;
  const shipping = shippingAll.find((a) => a.addressNumber === next.shippingAddressId);
  const methods = shipping?.deliveryMethods.elements ?? [];
  if (!next.shippingCondition && methods.some((m) => m.id === defaults?.defaultDelivery))
    next.shippingCondition = defaults!.defaultDelivery;
  const method = methods.find((m) => m.id === next.shippingCondition);
  if (!next.paymentId && method?.paymentMethods.elements.some((p) => p.id === defaults?.defaultPayment))
    next.paymentId = defaults!.defaultPayment;
  if (method?.isAccessPoint && shipping) {
    next.accessPointId ??= shipping.details.accessPointId;
    next.receiverPhone ??= shipping.details.receiverPhone;
    next.receiverEmail ??= shipping.details.receiverEmail;
  }
  if (!isPerson && !next.vatEuCountry) {
    const invoice = [...addresses.invoiceSendAddresses.elements, addresses.payerAddress].find(
      (a) => a?.addressNumber === next.invoiceAddressId,
    );
    next.vatEuCountry =
      invoice?.details.vatNumber ??
      defaults?.vatNumbers.find((v) => v.country === invoice?.details.countryCode)?.vatNumber ??
      null;
  }
  return next;
}

/**
 * How long a replay of a finish waits for the first request with its key: placing an order takes
 * well under a second, so only a request that died half-way (its key never answered) meets it.
 */
export const FINISH_REPLAY_WAIT_MS = 30_000;

const ORDER_NOT_FOUND = () =>
  new AppError(404, 'errors.order.notFound', { erpCode: ERP_CODES.ORDER_NOT_FOUND });
const ORDER_CLOSED = () =>
  new AppError(409, 'errors.order.closed', {
    erpCode: ERP_CODES.ORDER_CLOSED,
  });

/** The VAT number as kept with the order; the form's rules have refused an invalid one before. */
function storedVatNumber(value: string | null): string | null {
  return value ? (parseVatNumber(value)?.vatNumber ?? value) : null;
}

export function formOf(order: OrderRow): OrderFormValues {
  return {
    vatEuCountry: order.vatEuCountry,
    shippingAddressId: order.shippingAddressNumber,
    invoiceAddressId: order.invoiceAddressNumber,
    shippingCondition: order.shippingCondition,
    accessPointId: order.accessPointId,
    receiverPhone: order.receiverPhone,
    receiverEmail: order.receiverEmail,
    paymentId: order.paymentId,
  };
}

function columnsOf(form: OrderFormValues): OrderFormColumns {
  return {
    vatEuCountry: form.vatEuCountry,
    shippingAddressNumber: form.shippingAddressId,
    invoiceAddressNumber: form.invoiceAddressId,
    shippingCondition: form.shippingCondition,
    accessPointId: form.accessPointId,
    receiverPhone: form.receiverPhone,
    receiverEmail: form.receiverEmail,
    paymentId: form.paymentId,
  };
}

function toAccessPoint(row: AccessPointRow): AccessPoint {
  return {
    id: row.id,
    name: row.name,
    street: row.street,
    zipCode: row.zipCode,
    city: row.city,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    openingHours: row.openingHours,
    isActive: row.isActive,
  };
}

function summaryAddress(a: AddressElement | undefined): SummaryAddress | null {
  if (!a) return null;
  const d = a.details;
  return {
    addressNumber: a.addressNumber,
    customerName: d.customerName,
    street: d.street,
    zipCode: d.zipCode,
    city: d.city,
    countryCode: d.countryCode,
    countryName: d.countryName,
  };
}

/** A refusal of a field as a catalogue key and its values (a rule's, or a line's of the cart). */
interface KeyedProblem {
  field: string;
  key: MessageKey;
  params?: TranslationValues;
}

/** Everything the rules and the summary need about one order, loaded in a handful of queries. */
interface CheckoutContext {
  order: OrderRow;
  form: OrderFormValues;
  addresses: AddressList;
  shipping: AddressElement | undefined;
  invoice: AddressElement | undefined;
  method: DeliveryMethodInfo | undefined;
  accessPoint: AccessPointRow | null;
  priced: PricedOrder;
  currency: Currency;
  deliveryCost: string;
  totals: ReturnType<typeof totalsWithDiscount>;
  ruleErrors: RuleError[];
  lineErrors: KeyedProblem[];
}

export function createPlacementService(deps: PlacementDeps) {
  const { db } = deps;

  /** A rule's or a line's refusal as the wire's field error: worded in the buyer's language, with its key. */
  const fieldError = (language: Language, { field, key, params }: KeyedProblem) => ({
    ...fieldErrorIn(language, { field, key, params }),
    messageKey: key,
  });

  async function ownedOrder(buyer: Buyer, orderNumber: string): Promise<OrderRow> {
    const order = await selectOrder(db, buyer.customerId, orderNumber);
    if (!order) throw ORDER_NOT_FOUND();
    return order;
  }

  async function ownedCart(buyer: Buyer, orderNumber: string): Promise<OrderRow> {
    const order = await ownedOrder(buyer, orderNumber);
    if (order.status !== 'cart') throw ORDER_CLOSED();
    return order;
  }

  /** The parcel-locker method takes the invoice address from the payer (spec §4 "updated automatically"). */
  function derive(
    form: OrderFormValues,
    addresses: AddressList,
    method: DeliveryMethodInfo | undefined,
  ): OrderFormValues {
    if (!method?.isAccessPoint) return form;
    return { ...form, invoiceAddressId: addresses.payerAddress?.addressNumber ?? form.invoiceAddressId };
  }

  async function context(buyer: Buyer, order: OrderRow, formIn: OrderFormValues): Promise<CheckoutContext> {
    const currency: Currency = isCurrency(order.currency) ? order.currency : 'PLN';
    const open = order.status === 'cart';
    const [addresses, priced, rates, defaults] = await Promise.all([
      deps.addresses.list(buyer.customerId, buyer.language, { currency }),
      deps.orderPricing.priceOrder(order),
      deps.pricing.exchangeRates(),
      open && deps.customerInfo ? deps.customerInfo.info(buyer.customerId) : null,
    ]);
    // An open order starts from the customer's defaults; a placed one shows only what it was given.
    const filled = open ? withDefaults(formIn, addresses, defaults, buyer.isPerson) : formIn;
    const shippingAll = addresses.shippingAddresses.elements;
    const shipping = shippingAll.find((a) => a.addressNumber === filled.shippingAddressId);
    const methods = (shipping?.deliveryMethods.elements ?? []) as DeliveryMethodInfo[];
    const method = methods.find((m) => m.id === filled.shippingCondition);
    const form = derive(filled, addresses, method);
    const invoiceAll = [
      ...addresses.invoiceSendAddresses.elements,
      ...(addresses.payerAddress ? [addresses.payerAddress] : []),
    ];
    const invoice = invoiceAll.find((a) => a.addressNumber === form.invoiceAddressId);
    const accessPoint =
      method?.isAccessPoint && form.accessPointId ? await selectAccessPoint(db, form.accessPointId) : null;
    const deliveryCost = method ? method.cost : (0).toFixed(currencyPrecision(currency));
    const totals = totalsWithDiscount(priced, currency, order.vatRate, deliveryCost);
    const precision = currencyPrecision(currency);
    const codLimit = roundHalfUp(
      convertFromPln(CASH_ON_DELIVERY_LIMIT_PLN, rates[currency] ?? '1'),
      precision,
    ).toFixed(precision);
    const byCountry = new Map(shippingAll.map((a) => [a.details.countryCode, a.deliveryMethods.elements]));
    const ruleAddress = (a: AddressElement) => ({
      addressNumber: a.addressNumber,
      role: a.role,
      isArchived: a.isArchived,
      isEnabled: a.isEnabled,
      countryCode: a.details.countryCode,
    });
    const ruleErrors = checkOrderForm({
      form,
      vatNumberRequired: !buyer.isPerson,
      shippingAddresses: shippingAll.map(ruleAddress),
      invoiceAddresses: invoiceAll.map(ruleAddress),
      methodsOf: (country) => byCountry.get(country) ?? [],
      accessPoint,
      lines: priced.lines.map((l) => ({ symbol: l.symbol, flags: l.flags })),
      grossTotal: totals.gross,
      cashOnDeliveryLimit: codLimit,
      paymentKnown: (id) =>
        shippingAll.some((a) =>
          a.deliveryMethods.elements.some((m) => m.paymentMethods.elements.some((p) => p.id === id)),
        ),
    });
    const lineErrors: KeyedProblem[] = [];
    if (priced.lines.length === 0) lineErrors.push({ field: 'items', key: 'checkout.errors.orderEmpty' });
    for (const line of priced.lines) {
      if (line.quoteProblem)
        lineErrors.push({
          field: `items.${line.itemId}`,
          key: line.quoteProblem.key,
          params: { symbol: line.symbol, ...line.quoteProblem.params },
        });
      else if (line.lineNet === null)
        lineErrors.push({
          field: `items.${line.itemId}`,
          key: 'checkout.errors.lineUnpriced',
          params: { symbol: line.symbol },
        });
      else if (line.amountError)
        lineErrors.push({
          field: `items.${line.itemId}`,
          key: 'checkout.errors.lineAmount',
          params: { symbol: line.symbol },
        });
    }
    // A code that stopped applying (the cart changed, its limits were reached) keeps the order
    // from being placed until the buyer removes it: never a total other than the one shown.
    const outcome = open ? priced.discount?.evaluation?.outcome : undefined;
    if (outcome && !outcome.valid)
      lineErrors.push({
        field: 'discountCode',
        key: `discounts.reason.${outcome.refusal}`,
        params: { code: priced.discount!.code, ...outcome.params },
      });
    return {
      order,
      form,
      addresses,
      shipping,
      invoice,
      method,
      accessPoint,
      priced,
      currency,
      deliveryCost,
      totals,
      ruleErrors,
      lineErrors,
    };
  }

  function formFailure(errors: RuleError[]): AppError {
    const data = errors.map(({ field, key, params }) => ({ field, key, params }));
    return new AppError(422, 'errors.invalidData', { erpCode: errors[0]!.erpCode, data });
  }

  function summaryOf(buyer: Buyer, ctx: CheckoutContext): CheckoutSummary {
    const { order, priced, totals } = ctx;
    const missing = [...ctx.ruleErrors, ...ctx.lineErrors].map((e) => fieldError(buyer.language, e));
    const payment = ctx.method?.paymentMethods.elements.find((p) => p.id === ctx.form.paymentId) ?? null;
    const status: OrderStatus = isOrderStatus(order.status) ? order.status : 'cart';
    const { countries: _countries, ...method } = ctx.method ?? { countries: [] };
    return {
      orderNumber: order.orderNumber,
      status,
      mode: order.mode,
      lines: priced.lines.map((l) => ({
        itemId: l.itemId,
        symbol: l.symbol,
        description: productText(l.description, l.generatedText, buyer.language),
        manufacturerName: l.manufacturerName,
        amount: l.amount,
        unit: l.unit,
        unitPrice: l.unitPrice,
        lineNet: l.lineNet,
        flags: l.flags,
        stock: l.stock,
        outOfRange: outOfRangeOf(l),
        split: lineSplitOf(l, order, new Date()),
      })),
      completeness: order.completeness === 'complete' ? 'complete' : 'partial',
      totals: {
        currency: totals.currency,
        vatRate: totals.vatRate,
        linesNet: priced.totals.goodsNet,
        discount: totals.discount,
        deliveryCost: ctx.deliveryCost,
        net: totals.net,
        vat: totals.vat,
        gross: totals.gross,
      },
      form: { ...ctx.form },
      shippingAddress: summaryAddress(ctx.shipping),
      invoiceAddress: summaryAddress(ctx.invoice),
      deliveryMethod: ctx.method ? (method as CheckoutSummary['deliveryMethod']) : null,
      paymentMethod: payment,
      accessPoint: ctx.accessPoint ? toAccessPoint(ctx.accessPoint) : null,
      discount: discountOf(buyer, ctx),
      missing,
      canFinish: status === 'cart' && missing.length === 0,
    };
  }

  /** The code as step 2 shows it: a cart's evaluated now, a placed order's as it was placed. */
  function discountOf(buyer: Buyer, ctx: CheckoutContext): CheckoutSummary['discount'] {
    const discount = ctx.priced.discount;
    if (!discount) return null;
    if (discount.evaluation) return discountView(discount.evaluation, ctx.order, buyer.language);
    return discountView(
      {
        code: discount.code,
        rules: null,
        outcome: { valid: true, amountNet: discount.amountNet },
      },
      ctx.order,
      buyer.language,
    );
  }

  function snapshot(ctx: CheckoutContext) {
    const address = (a: AddressElement | undefined) =>
      a ? { ...a.details, addressNumber: a.addressNumber } : null;
    const shipping = address(ctx.shipping);
    return {
      shippingAddress: shipping && {
        ...shipping,
        deliveryMethod: ctx.method
          ? { id: ctx.method.id, name: ctx.method.name, masterName: ctx.method.masterName }
          : null,
        accessPoint: ctx.accessPoint ? toAccessPoint(ctx.accessPoint) : null,
        receiverPhone: ctx.method?.isAccessPoint ? ctx.form.receiverPhone : shipping.receiverPhone,
        receiverEmail: ctx.method?.isAccessPoint ? ctx.form.receiverEmail : shipping.receiverEmail,
      },
      invoiceAddress: ctx.invoice ? { ...address(ctx.invoice), vatNumber: ctx.form.vatEuCountry } : null,
    };
  }

  async function sendConfirmation(
    buyer: Buyer & { contactPersonId: number },
    ctx: CheckoutContext,
    result: FinishResponse,
  ): Promise<void> {
    try {
      const person = await selectContactPerson(db, buyer.contactPersonId);
      if (!person) return;
      // The lines as placed: the split the stock gave (ADR 077).
      const placed = await selectOrderLines(db, ctx.order.id);
      const splits = new Map(
        placed.map((l) => [
          l.itemId,
          lineSplitOf(l, { ...ctx.order, status: 'placed', placedAt: new Date() }, new Date()),
        ]),
      );
      const language = (person.language as Language) ?? buyer.language;
      const origin = publicOrigin(deps.publicUrl);
      const mail = orderConfirmationMail(language, {
        orderNumber: result.orderNumber,
        lines: ctx.priced.lines.map((l) => ({
          symbol: l.symbol,
          amount: l.amount,
          lineNet: l.lineNet ?? '0',
          outOfRange: l.specialLine
            ? { description: l.specialLine.description, leadTimeDays: l.specialLine.leadTimeDays }
            : null,
          split: splits.get(l.itemId) ?? null,
        })),
        completeness: ctx.order.completeness === 'complete' ? 'complete' : 'partial',
        currency: ctx.currency,
        grouping: getMarket(buyer.country).grouping,
        net: ctx.totals.net,
        vat: ctx.totals.vat,
        gross: ctx.totals.gross,
        deliveryCost: ctx.deliveryCost,
        deliveryMethod: ctx.method?.name ?? '',
        paymentMethod:
          ctx.method?.paymentMethods.elements.find((p) => p.id === ctx.form.paymentId)?.name ?? '',
        statusUrl:
          buyer.guest?.statusUrl ??
          new URL(
            generate('order_status_details', {
              orderNumber: result.orderNumber,
              ...localePrefix(buyer.country, language),
            }),
            origin,
          ).toString(),
        accountOffer: buyer.guest !== undefined,
        payUrl:
          result.status === 'awaiting_payment' && result.redirectUrl
            ? new URL(result.redirectUrl, origin).toString()
            : null,
      });
      await deps.mail.send({
        ...mail,
        kind: 'order_confirmation',
        to: buyer.guest?.email ?? person.email,
        language,
      });
    } catch (error) {
      // The order is placed and committed; a mail that did not go out is logged, never an error.
      deps.onWarning?.('order confirmation mail failed', error);
    }
  }

  /**
   * `remember` stores the answer in the placement's own transaction: the order and the answer a
   * replay of its Idempotency-Key gets commit together or not at all.
   */
  async function placeOrder(
    buyer: Buyer & { contactPersonId: number },
    orderNumber: string,
    remember?: (tx: Db, answer: string) => Promise<void>,
    special = false,
  ): Promise<{ result: FinishResponse; answer: string }> {
    const order = await ownedCart(buyer, orderNumber);
    // Orders of a non-end-user mode (spec §4 order modes) are placed by finish-special, which
    // checks what those modes need; the standard finish does not place them, nor the reverse.
    if (order.mode !== 'standard' && !special) throw new AppError(409, 'checkout.errors.specialOrder');
    if (order.mode === 'standard' && special) throw new AppError(409, 'checkout.errors.notSpecialOrder');
    const ctx = await context(buyer, order, formOf(order));
    if (ctx.priced.lines.length === 0)
      throw new AppError(422, 'checkout.errors.orderEmpty', {
        erpCode: ERP_CODES.ORDER_EMPTY,
      });
    if (order.mode === 'non_end_user') {
      // Not for the end user: every line says what it is for (the end-use declaration).
      const undeclared = ctx.priced.lines.filter((l) => !l.endUse?.trim());
      if (undeclared.length > 0)
        throw validationError(
          undeclared.map((l) => ({
            field: `lines.${l.itemId}.endUse`,
            key: 'checkout.errors.endUseRequired' as const,
            params: { symbol: l.symbol },
          })),
        );
    }
    if (ctx.ruleErrors.length > 0) throw formFailure(ctx.ruleErrors);
    if (ctx.lineErrors.length > 0) throw validationError(ctx.lineErrors);
    const paymentMethod = ctx.method?.paymentMethods.elements.find((p) => p.id === ctx.form.paymentId);
    const online = paymentMethod?.kind === 'online';
    const prepared = online
      ? deps.payments.prepare(paymentMethod.paymentProviders, ctx.currency, buyer.page)
      : null;
    // The form offers only operators that run here; one switched off since the form was saved cannot take it.
    if (online && !prepared) throw new AppError(409, 'checkout.errors.onlinePaymentUnavailable');
    const snap = snapshot(ctx);
    let gate: GateOutcome = { approval: false };
    let status: PlacedStatus = online ? 'awaiting_payment' : 'placed';
    let payment = prepared;
    let result!: FinishResponse;
    let answer = '';

    // One transaction: nothing of the order is written unless all of it is.
    const orderId = await unitOfWork(db, async (tx) => {
      const locked = await lockCustomerOrder(tx, buyer.customerId, orderNumber);
      if (!locked) throw ORDER_NOT_FOUND();
      if (locked.status !== 'cart') throw ORDER_CLOSED();
      // The lines priced above must still be the order's lines (the cart may change meanwhile).
      const current = await selectOrderLines(tx, locked.id);
      const sig = (lines: ReadonlyArray<{ itemId: number; productId: number | null; amount: number }>) =>
        lines
          .map((l) => `${l.itemId}:${l.productId}:${l.amount}`)
          .sort()
          .join(',');
      if (sig(current) !== sig(ctx.priced.lines)) throw new AppError(409, 'checkout.errors.cartChanged');
      // Every placement passes the approval gate (ADR 078): above the buyer's limits the order waits
      // for a colleague, with its prices fixed but no stock taken and no payment started.
      gate = await approvalGate(tx, {
        customerId: buyer.customerId,
        contactPersonId: buyer.contactPersonId,
        netTotal: ctx.totals.net,
        currency: ctx.currency,
      });
      if (gate.approval) {
        status = 'awaiting_approval';
        payment = null;
      }
      result = {
        orderNumber,
        status,
        redirectUrl: payment
          ? payment.redirectUrl
          : buyer.guest
            ? buyer.guest.statusUrl
            : `${generate('link_order_confirmation', localePrefix(buyer.page.country, buyer.page.language))}?order=${encodeURIComponent(orderNumber)}`,
      };
      answer = JSON.stringify(result);
      // The code's use under its own lock: of two orders placing with its last use, one gets it.
      const discount = ctx.priced.discount?.valid
        ? await deps.discounts.redeem(tx, {
            code: ctx.priced.discount.code,
            customerId: buyer.customerId,
            orderId: locked.id,
            // The lines the code was evaluated on: never an offered or quoted one (ADR 050).
            order: {
              country: order.country,
              currency: ctx.currency,
              lines: ctx.priced.lines.filter((l) => l.quotationId === null),
            },
          })
        : null;
      if (discount && discount.amountNet !== ctx.priced.discount!.amountNet)
        throw new AppError(409, 'checkout.errors.cartChanged');
      // A special line (outside the range, ADR 056) ships after its lead time: no stock is taken.
      // Back-orderable products take what the stock has and back-order the rest (ADR 077); an order
      // waiting for approval takes nothing until it is approved (ADR 078).
      const stocked = gate.approval ? [] : catalogueLines(ctx.priced.lines);
      const { taken, missing } = await takeStockForLines(tx, stocked, new Date());
      const reservedOf = new Map(taken.map((l) => [l.itemId, l.reserved]));
      if (missing.length > 0) {
        throw new AppError(409, 'checkout.errors.outOfStock', {
          params: { symbols: missing.join(', ') },
          erpCode: ERP_CODES.OUT_OF_STOCK,
          data: missing.map((symbol) => ({ field: 'items', text: symbol })),
        });
      }
      await markLinesPlaced(
        tx,
        locked.id,
        ctx.priced.lines.map((l) => ({
          itemId: l.itemId,
          symbol: l.symbol,
          description: l.description,
          unitPrice: l.unitPrice,
          lineNet: l.lineNet,
          reserved: reservedOf.get(l.itemId) ?? 0,
        })),
      );
      await markBackorderedLines(tx, locked.id, taken);
      // Quoted lines are bought once, at their break, while the quote holds: checked again under its lock.
      await deps.quotes?.accept(tx, buyer.customerId, orderNumber, quoteRefsOf(ctx.priced.lines));
      await markOrderPlaced(tx, locked.id, {
        status,
        contactPersonId: buyer.contactPersonId,
        netTotal: ctx.totals.net,
        vatTotal: ctx.totals.vat,
        grossTotal: ctx.totals.gross,
        deliveryCost: ctx.deliveryCost,
        discount,
        shippingAddress: snap.shippingAddress,
        invoiceAddress: snap.invoiceAddress,
        form: columnsOf({
          ...ctx.form,
          vatEuCountry: storedVatNumber(ctx.form.vatEuCountry),
        }),
      });
      await recordPlacement(tx, locked.id, status, {
        code: gate.approval ? 'placedForApproval' : online ? 'placedForPayment' : 'placed',
      });
      if (gate.approval)
        await insertApprovalEvent(tx, {
          orderId: locked.id,
          customerId: buyer.customerId,
          contactPersonId: buyer.contactPersonId,
          action: 'requested',
          reason: gate.reason,
        });
      if (payment)
        await deps.payments.record(tx, payment, {
          orderId: locked.id,
          amount: ctx.totals.gross,
          currency: ctx.currency,
        });
      await remember?.(tx, answer);
      return locked.id;
    });

    // After the commit and off the answer's path: the customer waits for the order, not for the mail.
    if (gate.approval) {
      void askApprovers(buyer, orderNumber, ctx);
      return { result, answer };
    }
    void sendConfirmation(buyer, ctx, result);
    deps.onStockChanged?.(catalogueLines(ctx.priced.lines).map((l) => l.productId));
    deps.onStatusChanged?.(orderId, status);
    return { result, answer };
  }

  /**
   * The stored answer of a claimed key once its first request has one, or null when that request
   * failed and let the key go. A replay that comes while the first request still runs (a double
   * click, a retry after a timeout) waits for it, as Stripe's keys do, instead of being refused;
   * bounded, so a request that died half-way cannot hold its replays forever.
   */
  async function answerOf(key: IdempotencyKeyRef & { requestHash: string }) {
    const deadline = Date.now() + FINISH_REPLAY_WAIT_MS;
    for (let pause = 10; ; pause = Math.min(pause * 2, 250)) {
      const stored = await selectIdempotencyKey(db, key);
      if (stored && stored.requestHash !== key.requestHash) {
        throw new AppError(409, 'checkout.errors.idempotencyKeyReused', {
          erpCode: ERP_CODES.IDEMPOTENCY_KEY_REUSED,
        });
      }
      if (!stored || stored.responseStatus !== null) return stored;
      if (Date.now() >= deadline) throw new AppError(409, 'checkout.errors.finishInProgress');
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }

  /** Mails the company's approvers (not the buyer) that an order waits for them, each in their language. */
  async function askApprovers(
    buyer: Buyer & { contactPersonId: number },
    orderNumber: string,
    ctx: CheckoutContext,
  ): Promise<void> {
    try {
      const [approvers, person] = await Promise.all([
        selectApprovers(db, buyer.customerId, buyer.contactPersonId),
        selectOrderBuyer(db, buyer.customerId, buyer.contactPersonId),
      ]);
      const origin = publicOrigin(deps.publicUrl);
      const grouping = getMarket(buyer.country).grouping;
      for (const approver of approvers) {
        const language = isLanguage(approver.language) ? approver.language : buyer.language;
        const url = new URL(
          generate('profile_approvals', localePrefix(buyer.country, language)),
          origin,
        ).toString();
        const mail = approvalRequestMail(
          language,
          {
            orderNumber,
            buyer: person?.name ?? '',
            total: formatPrice(ctx.totals.net, ctx.currency, { grouping }),
          },
          url,
        );
        await deps.mail.send({ ...mail, kind: 'approval_request', to: approver.email, language });
      }
    } catch (error) {
      deps.onWarning?.('approval request mail failed', error);
    }
  }

  /**
   * The checks every decision makes, in this order: another company's order is not found (404);
   * a colleague who does not approve, or the buyer of the order, is refused (403); an order no
   * longer waiting cannot be decided again (409).
   */
  async function decidable(approver: Approver, orderNumber: string) {
    const order = await selectOrder(db, approver.customerId, orderNumber);
    if (!order || order.status === 'cart') throw ORDER_NOT_FOUND();
    if (!(await selectIsApprover(db, approver.customerId, approver.contactPersonId)))
      throw new AppError(403, 'approvals.errors.notApprover');
    if (order.contactPersonId === approver.contactPersonId)
      throw new AppError(403, 'approvals.errors.ownOrder');
    if (order.status !== 'awaiting_approval') throw new AppError(409, 'approvals.errors.notAwaiting');
    const person =
      order.contactPersonId === null
        ? null
        : await selectOrderBuyer(db, approver.customerId, order.contactPersonId);
    // The buyer as the order was placed: their market and language, for the mails and the payment.
    const language: Language = person && isLanguage(person.language) ? person.language : 'en';
    const buyer: Buyer & { contactPersonId: number } = {
      customerId: approver.customerId,
      contactPersonId: order.contactPersonId ?? approver.contactPersonId,
      isPerson: person?.isPerson ?? false,
      language,
      country: person?.country ?? order.country,
      page: { country: person?.country ?? order.country, language },
    };
    return { order, person, buyer };
  }

  /** Locks the order and checks it still waits (a second approver may have decided meanwhile). */
  async function lockWaiting(tx: Db, customerId: number, orderNumber: string) {
    const locked = await lockCustomerOrder(tx, customerId, orderNumber);
    if (!locked) throw ORDER_NOT_FOUND();
    if (locked.status !== 'awaiting_approval') throw new AppError(409, 'approvals.errors.notAwaiting');
    return locked;
  }

  return {
    async accessPoints(query: AccessPointsQuery): Promise<AccessPointsResponse> {
      if (query.id) {
        const row = await selectAccessPoint(db, query.id);
        return {
          elements: row && row.country === query.country ? [toAccessPoint(row)] : [],
          truncated: false,
        };
      }
      const rows = await searchAccessPoints(db, query.country, query.q, query.limit);
      return {
        elements: rows.slice(0, query.limit).map(toAccessPoint),
        truncated: rows.length > query.limit,
      };
    },

    async summary(buyer: Buyer, orderNumber: string): Promise<CheckoutSummary> {
      const order = await ownedOrder(buyer, orderNumber);
      return summaryOf(buyer, await context(buyer, order, formOf(order)));
    },

    /** Saves the form (the fields sent over the stored ones) when it passes every rule; else 422. */
    async saveForm(buyer: Buyer, orderNumber: string, input: OrderFormInput): Promise<CheckoutSummary> {
      const order = await ownedCart(buyer, orderNumber);
      const merged: OrderFormValues = { ...formOf(order) };
      for (const [field, value] of Object.entries(input) as Array<
        [keyof OrderFormValues, string | null | undefined]
      >) {
        if (value !== undefined) merged[field] = value;
      }
      const ctx = await context(buyer, order, merged);
      if (ctx.ruleErrors.length > 0) throw formFailure(ctx.ruleErrors);
      const form = {
        ...ctx.form,
        vatEuCountry: storedVatNumber(ctx.form.vatEuCountry),
      };
      // Receiver contact only travels with the parcel-locker method; its phone is kept in E.164.
      if (!ctx.method?.isAccessPoint)
        Object.assign(form, { accessPointId: null, receiverPhone: null, receiverEmail: null });
      else if (form.receiverPhone)
        form.receiverPhone = receiverPhoneE164(
          form.receiverPhone,
          ctx.accessPoint?.country ?? ctx.shipping?.details.countryCode,
        );
      if (!(await updateOrderForm(db, order.id, columnsOf(form)))) throw ORDER_CLOSED();
      return summaryOf(buyer, { ...ctx, form });
    },

    /** Spec §7 step validation: step 1 checks the lines, step 2 the order form. */
    async validateStep(
      buyer: Buyer,
      orderNumber: string,
      step: '1' | '2',
      input: OrderFormInput | undefined,
    ) {
      const order = await ownedCart(buyer, orderNumber);
      const merged: OrderFormValues = { ...formOf(order) };
      for (const [field, value] of Object.entries(input ?? {}) as Array<
        [keyof OrderFormValues, string | null | undefined]
      >) {
        if (value !== undefined) merged[field] = value;
      }
      const ctx = await context(buyer, order, merged);
      const data = (step === '1' ? ctx.lineErrors : ctx.ruleErrors).map((e) => fieldError(buyer.language, e));
      return { valid: data.length === 0, data };
    },

    /**
     * Places the order. With an Idempotency-Key the first answer is kept: the same key and body get
     * it again, byte for byte (`body` is the JSON text to send), also while the first request still
     * runs (they wait for it); the same key with another body is refused (ERP 10390).
     */
    async finish(
      buyer: Buyer & { contactPersonId: number },
      orderNumber: string,
      body: FinishRequest,
      idempotencyKey: string | undefined,
      /** Spec §7 finish-special: the order is of a non-end-user mode (order modes). */
      special = false,
    ): Promise<{ status: number; body: string }> {
      if (idempotencyKey === undefined)
        return { status: 200, body: (await placeOrder(buyer, orderNumber, undefined, special)).answer };
      const scope = special ? 'finish-special' : 'finish';
      const requestHash = createHash('sha256').update(JSON.stringify({ orderNumber, body })).digest('hex');
      const key = { customerId: buyer.customerId, scope, key: idempotencyKey, requestHash };
      for (;;) {
        if (await claimIdempotencyKey(db, key)) {
          try {
            // The answer is kept as the bytes sent (a JSON string in the jsonb column): an object
            // there would come back with its keys in jsonb's order, not the first answer's.
            const { answer } = await placeOrder(
              buyer,
              orderNumber,
              (tx, text) => storeIdempotentResponse(tx, key, 200, text),
              special,
            );
            return { status: 200, body: answer };
          } catch (error) {
            // A refused attempt is not remembered: once the customer fixes the form, the same key works.
            await releaseIdempotencyKey(db, key).catch(() => {});
            throw error;
          }
        }
        const stored = await answerOf(key);
        // Released: the first request was refused; this one tries for itself (and meets the same refusal).
        if (!stored) continue;
        const text =
          typeof stored.responseBody === 'string' ? stored.responseBody : JSON.stringify(stored.responseBody);
        return { status: stored.responseStatus!, body: text };
      }
    },

    /** The company's orders waiting for approval, for an approver; nobody else sees the list. */
    async pendingApprovals(viewer: Approver): Promise<PendingApprovals> {
      if (!(await selectIsApprover(db, viewer.customerId, viewer.contactPersonId)))
        return { elements: [], approver: false };
      const rows = await selectPendingApprovals(db, viewer.customerId);
      return {
        approver: true,
        elements: rows.map((r) => ({
          orderNumber: r.orderNumber,
          buyerName: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(),
          buyerEmail: r.email ?? '',
          placedAt: (r.placedAt ?? new Date(0)).toISOString(),
          netTotal: r.netTotal ?? '0',
          grossTotal: r.grossTotal ?? '0',
          currency: r.currency,
          reason: isApprovalReason(r.reason) ? r.reason : null,
          own: r.contactPersonId === viewer.contactPersonId,
        })),
      };
    },

    /** The approval audit of one of the customer's orders (empty when it never needed approval). */
    async approvalEvents(customerId: number, orderNumber: string): Promise<ApprovalEvent[]> {
      const order = await selectOrder(db, customerId, orderNumber);
      if (!order) throw ORDER_NOT_FOUND();
      return (await selectApprovalEvents(db, customerId, order.id)).map((e) => ({
        action: e.action as ApprovalEvent['action'],
        actorName: e.actorName,
        reason: isApprovalReason(e.reason) ? e.reason : null,
        comment: e.comment,
        at: e.at.toISOString(),
      }));
    },

    /**
     * Approves an order waiting for it: from here it goes on as any placed order. The stock is taken
     * now (out of stock: refused, the order keeps waiting), an online payment is started and its
     * link mailed to the buyer with the order's confirmation.
     */
    async approve(approver: Approver, orderNumber: string, comment: string): Promise<ApprovalDecision> {
      const { order, buyer } = await decidable(approver, orderNumber);
      const ctx = await context(buyer, order, formOf(order));
      const paymentMethod = ctx.method?.paymentMethods.elements.find((p) => p.id === order.paymentId);
      const online = paymentMethod?.kind === 'online';
      const payment = online
        ? deps.payments.prepare(paymentMethod.paymentProviders, ctx.currency, buyer.page)
        : null;
      if (online && !payment) throw new AppError(409, 'checkout.errors.onlinePaymentUnavailable');
      const status: PlacedStatus = online ? 'awaiting_payment' : 'placed';
      const stocked = catalogueLines(ctx.priced.lines);
      const orderId = await unitOfWork(db, async (tx) => {
        const locked = await lockWaiting(tx, approver.customerId, orderNumber);
        // The stock is taken at approval, back-orders as at placement (ADR 077, 078).
        const { taken, missing } = await takeStockForLines(tx, stocked, new Date());
        if (missing.length > 0)
          throw new AppError(409, 'checkout.errors.outOfStock', {
            params: { symbols: missing.join(', ') },
            erpCode: ERP_CODES.OUT_OF_STOCK,
          });
        await markLinesReserved(tx, locked.id, taken);
        await markBackorderedLines(tx, locked.id, taken);
        await moveOrderStatus(tx, locked.id, status, { code: 'approved' });
        if (payment)
          await deps.payments.record(tx, payment, {
            orderId: locked.id,
            amount: locked.grossTotal ?? ctx.totals.gross,
            currency: ctx.currency,
          });
        await insertApprovalEvent(tx, {
          orderId: locked.id,
          customerId: approver.customerId,
          contactPersonId: approver.contactPersonId,
          action: 'approved',
          comment: comment || null,
        });
        return locked.id;
      });
      const result: FinishResponse = {
        orderNumber,
        status,
        redirectUrl: payment?.redirectUrl ?? '',
      };
      void sendConfirmation(buyer, ctx, result);
      deps.onStockChanged?.(stocked.map((l) => l.productId));
      deps.onStatusChanged?.(orderId, status);
      return { orderNumber, status };
    },

    /** Rejects an order waiting for approval: it is cancelled and the buyer mailed the comment. */
    async reject(approver: Approver, orderNumber: string, comment: string): Promise<ApprovalDecision> {
      const { buyer, person } = await decidable(approver, orderNumber);
      const orderId = await unitOfWork(db, async (tx) => {
        const locked = await lockWaiting(tx, approver.customerId, orderNumber);
        await moveOrderStatus(tx, locked.id, 'cancelled', { code: 'rejected' });
        await insertApprovalEvent(tx, {
          orderId: locked.id,
          customerId: approver.customerId,
          contactPersonId: approver.contactPersonId,
          action: 'rejected',
          comment,
        });
        return locked.id;
      });
      deps.onStatusChanged?.(orderId, 'cancelled');
      if (person) {
        try {
          const who = await selectOrderBuyer(db, approver.customerId, approver.contactPersonId);
          const url = new URL(
            generate('order_status_details', { orderNumber, ...localePrefix(buyer.country, buyer.language) }),
            publicOrigin(deps.publicUrl),
          ).toString();
          const mail = approvalRejectedMail(
            buyer.language,
            { orderNumber, approver: who?.name ?? '', comment },
            url,
          );
          await deps.mail.send({
            ...mail,
            kind: 'approval_rejected',
            to: person.email,
            language: buyer.language,
          });
        } catch (error) {
          deps.onWarning?.('approval rejection mail failed', error);
        }
      }
      return { orderNumber, status: 'cancelled' };
    },

    /** The outcome shown on /link/order-confirmation and /link/order-failure. */
    async outcome(buyer: Buyer, orderNumber: string) {
      const order = await ownedOrder(buyer, orderNumber);
      const [payment, lines] = await Promise.all([
        deps.payments.latestOf(order.id),
        selectOrderLines(db, order.id),
      ]);
      // The confirmation names the back-ordered lines with both days (ADR 077).
      const backorders = lines.flatMap((l) => {
        const split = order.status === 'cart' ? null : lineSplitOf(l, order, new Date());
        return split ? [{ symbol: l.placedSymbol ?? l.symbol, amount: l.amount, split }] : [];
      });
      return {
        completeness: (order.completeness === 'complete' ? 'complete' : 'partial') as 'complete' | 'partial',
        backorders,
        orderNumber: order.orderNumber,
        status: order.status as OrderStatus,
        grossTotal: order.grossTotal,
        currency: order.currency,
        paymentStatus: payment?.state ?? null,
        canPayAgain: order.status === 'awaiting_payment',
      };
    },

    /** A new operator payment for an order still waiting for one ("pay again" after a failure). */
    async retryPayment(buyer: Buyer, orderNumber: string): Promise<FinishResponse> {
      const order = await ownedOrder(buyer, orderNumber);
      if (order.status !== 'awaiting_payment' || !order.grossTotal) throw ORDER_CLOSED();
      const redirectUrl = await deps.payments.retry(
        { id: order.id, grossTotal: order.grossTotal, currency: order.currency },
        buyer.page,
      );
      // An order left waiting from before its operator was switched off: no operator to pay it now.
      if (!redirectUrl) throw new AppError(409, 'checkout.errors.onlinePaymentUnavailable');
      return { orderNumber, status: 'awaiting_payment', redirectUrl };
    },
  };
}

export type PlacementService = ReturnType<typeof createPlacementService>;
