/**
 * The ERP-code catalogue (spec §5 "Server errors", §8): every `erpCode` the shop answers with, what
 * it means (a comment: the browser loads this module, and the texts are for readers), the HTTP
 * status it travels with, and which order-form fields it concerns. The order form
 * shows only those fields (spec §5: "Known ERP codes deciding which fields show"); a code not listed
 * here shows all fields. The error dialog reads `dialog` to pick its behaviour (spec §8).
 */

/** Fields of the order-transaction form (spec §3 "Order form payload"). */
export const ORDER_FORM_FIELDS = [
  'vatEuCountry',
  'shippingAddressId',
  'invoiceAddressId',
  'shippingCondition',
  'accessPointId',
  'receiverPhone',
  'receiverEmail',
  'paymentId',
] as const;
export type OrderFormField = (typeof ORDER_FORM_FIELDS)[number];

export interface ErpCodeInfo {
  status: number;
  /** Order-form fields the code concerns; empty when it is not about the form. */
  fields: readonly OrderFormField[];
  /**
   * How the error dialog behaves (spec §8): `resetOrder` clears the active order and reloads (or logs
   * a zone customer out); `closeOrder` fires closeOrder when closed; `notClosableByOverlay` ignores
   * backdrop clicks; `default` shows the code as title.
   */
  dialog: 'resetOrder' | 'closeOrder' | 'notClosableByOverlay' | 'default';
}

export const ERP_CODES = {
  /** The order does not exist (or is not this customer's: the shop never tells which). */
  ORDER_NOT_FOUND: 20,
  /** The order was left alone too long and expired. */
  ORDER_EXPIRED: 35,
  VAT_NUMBER_INVALID: 51,
  SHIPPING_ADDRESS_INVALID: 56,
  /** The order is no longer open (already placed or cancelled): the cart closes. */
  ORDER_CLOSED: 59,
  /** A spec §9 constant whose meaning the spec does not show; kept reserved, never sent. */
  RESERVED_65: 65,
  INVOICE_ADDRESS_INVALID: 66,
  SHIPPING_METHOD_UNAVAILABLE: 67,
  ACCESS_POINT_INVALID: 76,
  RECEIVER_PHONE_INVALID: 77,
  RECEIVER_EMAIL_INVALID: 78,
  PAYMENT_METHOD_UNAVAILABLE: 79,
  NO_DELIVERY_TO_COUNTRY: 85,
  PAYMENT_NOT_FOR_SHIPPING_METHOD: 90,
  VAT_COUNTRY_MISMATCH: 94,
  /** The account is blocked for ordering; the dialog cannot be dismissed by a stray click. */
  ACCOUNT_BLOCKED: 10303,
  /** Not enough stock for a line when the order is placed. */
  OUT_OF_STOCK: 10310,
  /** Credit control: the order is accepted but the credit limit is exceeded (a warning, spec §4). */
  CREDIT_LIMIT_WARNING: 10331,
  ACCESS_POINT_OUT_OF_SERVICE: 10345,
  /** A line is too big for a parcel locker (OVERSIZED flag). */
  OVERSIZED_FOR_ACCESS_POINT: 10346,
  /** Dangerous goods cannot travel by air. */
  DANGEROUS_GOODS_BY_AIR: 10347,
  /** The order total is above what cash on delivery may collect. */
  CASH_ON_DELIVERY_LIMIT: 20359,
  /** ZBL accounts order only what is in stock (spec §6). */
  ZBL_OUT_OF_STOCK: 10320,
  /** Person and ZBL accounts cannot order marketplace items (spec §6). */
  MARKETPLACE_COMPANY_ONLY: 10321,
  /** The same idempotency key came with another body. */
  IDEMPOTENCY_KEY_REUSED: 10390,
  /** The cart is empty: nothing to place. */
  ORDER_EMPTY: 10311,
  /** The order is paid or shipped: the customer cannot cancel it any more (a refund goes through us). */
  ORDER_NOT_CANCELLABLE: 10360,
} as const;

export type ErpCode = (typeof ERP_CODES)[keyof typeof ERP_CODES];

const info = (
  status: number,
  fields: readonly OrderFormField[] = [],
  dialog: ErpCodeInfo['dialog'] = 'default',
): ErpCodeInfo => ({ status, fields, dialog });

export const ERP_CODE_CATALOGUE: Readonly<Record<number, ErpCodeInfo>> = {
  // The order does not exist.
  20: info(404, [], 'resetOrder'),
  // The order has expired.
  35: info(410, [], 'resetOrder'),
  // The VAT number is not valid for the chosen country.
  51: info(422, ['vatEuCountry']),
  // The shipping address cannot be used.
  56: info(422, ['shippingAddressId']),
  // The order is closed: it was placed or cancelled.
  59: info(409, [], 'closeOrder'),
  // Reserved (spec §9 constant, meaning not shown).
  65: info(400),
  // The invoice address cannot be used.
  66: info(422, ['invoiceAddressId']),
  // The shipping method is not available for this address.
  67: info(422, ['shippingCondition']),
  // The parcel locker is unknown.
  76: info(422, ['accessPointId']),
  // The receiver phone is not valid.
  77: info(422, ['receiverPhone']),
  // The receiver e-mail is not valid.
  78: info(422, ['receiverEmail']),
  // The payment method is not available.
  79: info(422, ['paymentId']),
  // There is no delivery to the country of this address.
  85: info(422, ['shippingAddressId', 'shippingCondition']),
  // The payment method does not go with the shipping method.
  90: info(422, ['shippingCondition', 'paymentId']),
  // The VAT country does not match the invoice address.
  94: info(422, ['vatEuCountry', 'invoiceAddressId']),
  // The account is blocked for ordering.
  10303: info(403, [], 'notClosableByOverlay'),
  // Not enough stock for a line of the order.
  10310: info(409),
  // The order has no lines.
  10311: info(422),
  // ZBL accounts order only products in stock.
  10320: info(409),
  // Marketplace products are sold to companies only.
  10321: info(403),
  // The credit limit is exceeded; the order waits for credit control.
  10331: info(200),
  // The parcel locker is out of service.
  10345: info(422, ['accessPointId']),
  // A product is too big for a parcel locker.
  10346: info(422, ['shippingCondition', 'accessPointId']),
  // Dangerous goods cannot be sent by air.
  10347: info(422, ['shippingCondition']),
  // The order is paid or shipped and can no longer be cancelled.
  10360: info(409),
  // The idempotency key was used with another request.
  10390: info(409),
  // Cash on delivery cannot collect this much.
  20359: info(422, ['paymentId']),
};

/** The form fields a failed submit shows (spec §5): the code's fields, or all for an unknown code. */
export function fieldsShownFor(erpCode: number | null | undefined): readonly OrderFormField[] {
  const entry = erpCode == null ? undefined : ERP_CODE_CATALOGUE[erpCode];
  return entry && entry.fields.length > 0 ? entry.fields : ORDER_FORM_FIELDS;
}

export function erpDialogOf(erpCode: number | null | undefined): ErpCodeInfo['dialog'] {
  return (erpCode == null ? undefined : ERP_CODE_CATALOGUE[erpCode]?.dialog) ?? 'default';
}
