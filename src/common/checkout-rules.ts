/**
 * The rules of the order-transaction form (spec §5 "Required", receiver phone and e-mail, the ERP
 * codes of §5/§8), pure so the server (save, step validation, finish) and tests share them.
 * Each failed rule names its field, its ERP code and a message key with its values (ADR 030).
 */
import { ERP_CODES, type OrderFormField } from './erp-codes';
import type { MessageKey } from './errors';
import { toDecimal } from './money';
import { receiverPhoneE164 } from './phone';
import { isEmail } from './validation/checks';
import { parseVatNumber } from './vat-numbers';

export interface RuleAddress {
  addressNumber: string;
  role: string;
  isArchived: boolean;
  isEnabled: boolean;
  countryCode: string;
}

export interface RuleDeliveryMethod {
  id: string;
  transportMethods: readonly string[];
  isAccessPoint: boolean;
  paymentMethods: { elements: ReadonlyArray<{ id: string; kind: string }> };
}

export interface RuleAccessPoint {
  id: string;
  country: string;
  isActive: boolean;
}

export interface OrderFormValues {
  vatEuCountry: string | null;
  shippingAddressId: string | null;
  invoiceAddressId: string | null;
  shippingCondition: string | null;
  accessPointId: string | null;
  receiverPhone: string | null;
  receiverEmail: string | null;
  paymentId: string | null;
}

export interface FormRuleContext {
  form: OrderFormValues;
  /** Persons buy without a VAT number. */
  vatNumberRequired: boolean;
  /** SH addresses of the customer (any state: archived ones are refused). */
  shippingAddresses: readonly RuleAddress[];
  /** ZO and BP addresses of the customer. */
  invoiceAddresses: readonly RuleAddress[];
  /** Delivery methods per country of the shipping addresses. */
  methodsOf: (country: string) => readonly RuleDeliveryMethod[];
  /** The chosen locker as stored, or null when unknown or none chosen. */
  accessPoint: RuleAccessPoint | null;
  lines: ReadonlyArray<{ symbol: string; flags: readonly string[] }>;
  /** Whether a payment method of that id exists at all (79), as opposed to not fitting the delivery (90). */
  paymentKnown: (id: string) => boolean;
  /** Gross total of the order with delivery, and what cash on delivery may collect, in one currency. */
  grossTotal: string;
  cashOnDeliveryLimit: string;
}

/**
 * A broken rule: its field, its ERP code, and the message as a catalogue key with its values, the
 * field problem's shape (ADR 030) that the error handler words in the request's language.
 */
export interface RuleError {
  field: OrderFormField;
  erpCode: number;
  /** Under checkout.errors (checkout.orderCartInformation for the receiver's phone and e-mail). */
  key: MessageKey;
  params?: Record<string, string>;
}

const usable = (a: RuleAddress) => !a.isArchived && a.isEnabled;

/** Every rule the form breaks, in the order of the form's fields. */
export function checkOrderForm(ctx: FormRuleContext): RuleError[] {
  const { form } = ctx;
  const errors: RuleError[] = [];
  const add = (field: OrderFormField, erpCode: number, message: Pick<RuleError, 'key' | 'params'>) =>
    errors.push({ field, erpCode, ...message });

  const shipping = ctx.shippingAddresses.find((a) => a.addressNumber === form.shippingAddressId && usable(a));
  const invoice = ctx.invoiceAddresses.find((a) => a.addressNumber === form.invoiceAddressId && usable(a));

  if (ctx.vatNumberRequired || form.vatEuCountry) {
    const vat = form.vatEuCountry ? parseVatNumber(form.vatEuCountry) : null;
    if (!form.vatEuCountry)
      add('vatEuCountry', ERP_CODES.VAT_NUMBER_INVALID, { key: 'checkout.errors.vatNumberRequired' });
    else if (!vat)
      add('vatEuCountry', ERP_CODES.VAT_NUMBER_INVALID, { key: 'checkout.errors.vatNumberInvalid' });
    else if (invoice && vat.country !== invoice.countryCode.toLowerCase())
      add('vatEuCountry', ERP_CODES.VAT_COUNTRY_MISMATCH, { key: 'checkout.errors.vatCountryMismatch' });
  }

  let methods: readonly RuleDeliveryMethod[] = [];
  if (!form.shippingAddressId)
    add('shippingAddressId', ERP_CODES.SHIPPING_ADDRESS_INVALID, {
      key: 'checkout.errors.shippingAddressRequired',
    });
  else if (!shipping)
    add('shippingAddressId', ERP_CODES.SHIPPING_ADDRESS_INVALID, {
      key: 'checkout.errors.shippingAddressInvalid',
    });
  else {
    methods = ctx.methodsOf(shipping.countryCode);
    if (methods.length === 0)
      add('shippingAddressId', ERP_CODES.NO_DELIVERY_TO_COUNTRY, {
        key: 'checkout.errors.noDeliveryToCountry',
      });
  }

  if (!form.invoiceAddressId)
    add('invoiceAddressId', ERP_CODES.INVOICE_ADDRESS_INVALID, {
      key: 'checkout.errors.invoiceAddressRequired',
    });
  else if (!invoice)
    add('invoiceAddressId', ERP_CODES.INVOICE_ADDRESS_INVALID, {
      key: 'checkout.errors.invoiceAddressInvalid',
    });

  const method = methods.find((m) => m.id === form.shippingCondition);
  if (!form.shippingCondition)
    add('shippingCondition', ERP_CODES.SHIPPING_METHOD_UNAVAILABLE, {
      key: 'checkout.errors.shippingMethodRequired',
    });
  else if (shipping && methods.length > 0 && !method)
    add('shippingCondition', ERP_CODES.SHIPPING_METHOD_UNAVAILABLE, {
      key: 'checkout.errors.shippingMethodUnavailable',
    });

  if (method?.isAccessPoint) {
    const oversized = ctx.lines.filter((l) => l.flags.includes('OVERSIZED')).map((l) => l.symbol);
    if (oversized.length > 0)
      add('shippingCondition', ERP_CODES.OVERSIZED_FOR_ACCESS_POINT, {
        key: 'checkout.errors.oversizedForLocker',
        params: {
          symbols: oversized.join(', '),
        },
      });
    if (!form.accessPointId)
      add('accessPointId', ERP_CODES.ACCESS_POINT_INVALID, { key: 'checkout.errors.accessPointRequired' });
    else if (!ctx.accessPoint || (shipping && ctx.accessPoint.country !== shipping.countryCode))
      add('accessPointId', ERP_CODES.ACCESS_POINT_INVALID, { key: 'checkout.errors.accessPointInvalid' });
    else if (!ctx.accessPoint.isActive)
      add('accessPointId', ERP_CODES.ACCESS_POINT_OUT_OF_SERVICE, {
        key: 'checkout.errors.accessPointOutOfService',
      });
    // Spec §5's nine digits are the Polish locker operator's rule; other countries take any valid number.
    const lockerCountry = ctx.accessPoint?.country ?? shipping?.countryCode;
    if (!form.receiverPhone || !receiverPhoneE164(form.receiverPhone, lockerCountry))
      add('receiverPhone', ERP_CODES.RECEIVER_PHONE_INVALID, {
        key: 'checkout.orderCartInformation.phoneNumberErrorMessage',
      });
    if (!form.receiverEmail || !isEmail(form.receiverEmail))
      add('receiverEmail', ERP_CODES.RECEIVER_EMAIL_INVALID, {
        key: 'checkout.orderCartInformation.emailAddressErrorMessage',
      });
  }

  if (method && method.transportMethods.includes('flight') && !method.transportMethods.includes('road')) {
    const dangerous = ctx.lines.filter((l) => l.flags.includes('DANGEROUS')).map((l) => l.symbol);
    if (dangerous.length > 0)
      add('shippingCondition', ERP_CODES.DANGEROUS_GOODS_BY_AIR, {
        key: 'checkout.errors.dangerousByAir',
        params: {
          symbols: dangerous.join(', '),
        },
      });
  }

  const payment = method?.paymentMethods.elements.find((p) => p.id === form.paymentId);
  if (!form.paymentId)
    add('paymentId', ERP_CODES.PAYMENT_METHOD_UNAVAILABLE, { key: 'checkout.errors.paymentRequired' });
  else if (!ctx.paymentKnown(form.paymentId))
    add('paymentId', ERP_CODES.PAYMENT_METHOD_UNAVAILABLE, { key: 'checkout.errors.paymentUnknown' });
  else if (method && !payment)
    add('paymentId', ERP_CODES.PAYMENT_NOT_FOR_SHIPPING_METHOD, {
      key: 'checkout.errors.paymentNotForShippingMethod',
    });
  else if (payment?.kind === 'cash_on_delivery' && toDecimal(ctx.grossTotal).gt(ctx.cashOnDeliveryLimit))
    add('paymentId', ERP_CODES.CASH_ON_DELIVERY_LIMIT, {
      key: 'checkout.errors.cashOnDeliveryLimit',
      params: {
        limit: ctx.cashOnDeliveryLimit,
      },
    });

  return errors;
}

/** Cash on delivery collects at most this much (gross, PLN); converted to the order's currency. */
export const CASH_ON_DELIVERY_LIMIT_PLN = '5000';

/** The id of the parcel-locker delivery method (spec §4 "identified by a constant"). */
export const PARCEL_LOCKER_METHOD = 'parcel_locker';
