/**
 * The order-transaction form as a pure state machine (spec §2 fields, §4 behaviour, §5 errors):
 * values, field errors, the main message, the fields a failed submit shows, and the loading flag.
 * The modal renders it; every rule of how one change affects the others lives here.
 */
import { PARCEL_LOCKER_METHOD } from '../../../common/checkout-rules';
import type { AccessPoint, DeliveryMethod, OrderForm } from '../../../common/contracts/checkout';
import type { AddressElement, AddressList } from '../../../common/contracts/customers';
import { fieldsShownFor, ORDER_FORM_FIELDS, type OrderFormField } from '../../../common/erp-codes';
import type { FieldError } from '../../../common/errors';

export type OrderFormValues = OrderForm;

export interface OrderFormState {
  values: OrderFormValues;
  errors: Partial<Record<OrderFormField, string>>;
  /** The first 422 message (spec §8 "422 message becomes the main message"), or another failure's. */
  mainMessage: string | null;
  /** After a failed submit: the fields its ERP code concerns (spec §5); null shows every field whose condition holds. */
  focusFields: readonly OrderFormField[] | null;
  loading: boolean;
  /** Set when saved: the order the form was saved for (spec §4 "the order number is recorded"). */
  savedOrderNumber: string | null;
}

/** What the reducer needs to know about the customer's addresses and methods. */
export interface OrderFormContext {
  addresses: AddressList;
  /** Persons buy without a VAT number: the field shows only when it has a value. */
  isPerson: boolean;
}

export type OrderFormAction =
  | { type: 'shippingAddressChanged'; addressNumber: string }
  | { type: 'shippingMethodChanged'; methodId: string }
  | { type: 'accessPointChosen'; accessPoint: Pick<AccessPoint, 'id'> }
  | {
      type: 'fieldChanged';
      field: 'vatEuCountry' | 'invoiceAddressId' | 'paymentId' | 'receiverPhone' | 'receiverEmail';
      value: string;
    }
  | { type: 'submitStarted' }
  | { type: 'submitFailed'; erpCode: number | null; message: string; data?: FieldError[] }
  | { type: 'submitSucceeded'; orderNumber: string; values?: OrderFormValues };

/** Shipping addresses the form offers: archived ones are hidden (spec §5). */
export function shippingAddressesOf(ctx: OrderFormContext): AddressElement[] {
  return ctx.addresses.shippingAddresses.elements.filter((a) => !a.isArchived && a.isEnabled);
}

/** Invoice addresses: the invoice-sending ones and the payer, archived ones hidden. */
export function invoiceAddressesOf(ctx: OrderFormContext): AddressElement[] {
  return [
    ...ctx.addresses.invoiceSendAddresses.elements,
    ...(ctx.addresses.payerAddress ? [ctx.addresses.payerAddress] : []),
  ].filter((a) => !a.isArchived && a.isEnabled);
}

export function shippingAddressOf(
  ctx: OrderFormContext,
  values: OrderFormValues,
): AddressElement | undefined {
  return shippingAddressesOf(ctx).find((a) => a.addressNumber === values.shippingAddressId);
}

export function methodsOf(ctx: OrderFormContext, values: OrderFormValues): DeliveryMethod[] {
  return shippingAddressOf(ctx, values)?.deliveryMethods.elements ?? [];
}

export function methodOf(ctx: OrderFormContext, values: OrderFormValues): DeliveryMethod | undefined {
  return methodsOf(ctx, values).find((m) => m.id === values.shippingCondition);
}

export function isLockerMethod(method: DeliveryMethod | undefined): boolean {
  return Boolean(method && (method.isAccessPoint || method.id === PARCEL_LOCKER_METHOD));
}

export function initialOrderFormState(values: OrderFormValues): OrderFormState {
  return { values, errors: {}, mainMessage: null, focusFields: null, loading: false, savedOrderNumber: null };
}

/** The invoice address that goes with a shipping address: the default invoice-sending one, else the payer. */
function invoiceFor(ctx: OrderFormContext, current: string | null): string | null {
  const options = invoiceAddressesOf(ctx);
  const preferred =
    options.find((a) => a.role === 'ZO' && a.isDefault) ?? ctx.addresses.payerAddress ?? options[0];
  return preferred?.addressNumber ?? current;
}

function without(
  errors: OrderFormState['errors'],
  fields: readonly OrderFormField[],
): OrderFormState['errors'] {
  const next = { ...errors };
  for (const f of fields) delete next[f];
  return next;
}

/** Values that follow from a shipping method on an address: the locker's fields, the payment. */
function deriveForMethod(
  ctx: OrderFormContext,
  values: OrderFormValues,
  address: AddressElement | undefined,
): OrderFormValues {
  const method = methodOf(ctx, values);
  const payments = method?.paymentMethods.elements ?? [];
  const paymentId = payments.some((p) => p.id === values.paymentId)
    ? values.paymentId
    : (payments[0]?.id ?? null);
  if (isLockerMethod(method)) {
    return {
      ...values,
      paymentId,
      // Spec §4: with the parcel locker the invoice address comes from the payer (updated in the next step).
      invoiceAddressId: ctx.addresses.payerAddress?.addressNumber ?? values.invoiceAddressId,
      accessPointId: values.accessPointId ?? address?.details.accessPointId ?? null,
      receiverPhone: values.receiverPhone ?? address?.details.receiverPhone ?? null,
      receiverEmail: values.receiverEmail ?? address?.details.receiverEmail ?? null,
    };
  }
  return { ...values, paymentId, accessPointId: null, receiverPhone: null, receiverEmail: null };
}

const SHIPPING_DEPENDENT: readonly OrderFormField[] = [
  'shippingAddressId',
  'invoiceAddressId',
  'shippingCondition',
  'paymentId',
  'accessPointId',
  'receiverPhone',
  'receiverEmail',
];

export function orderFormReducer(ctx: OrderFormContext) {
  return (state: OrderFormState, action: OrderFormAction): OrderFormState => {
    switch (action.type) {
      case 'shippingAddressChanged': {
        const address = shippingAddressesOf(ctx).find((a) => a.addressNumber === action.addressNumber);
        const methods = address?.deliveryMethods.elements ?? [];
        const keepMethod = methods.some((m) => m.id === state.values.shippingCondition);
        // Spec §4: invoice address, method, payment, locker and receiver are reset to match the address.
        const base: OrderFormValues = {
          ...state.values,
          shippingAddressId: address ? action.addressNumber : null,
          invoiceAddressId: invoiceFor(ctx, state.values.invoiceAddressId),
          // A new address starts with a door-to-door method: the locker needs a choice first.
          shippingCondition: keepMethod
            ? state.values.shippingCondition
            : ((methods.find((m) => !isLockerMethod(m)) ?? methods[0])?.id ?? null),
          accessPointId: address?.details.accessPointId ?? null,
          receiverPhone: address?.details.receiverPhone ?? null,
          receiverEmail: address?.details.receiverEmail ?? null,
        };
        return {
          ...state,
          values: deriveForMethod(ctx, base, address),
          errors: without(state.errors, SHIPPING_DEPENDENT),
        };
      }
      case 'shippingMethodChanged': {
        const address = shippingAddressOf(ctx, state.values);
        const wasLocker = isLockerMethod(methodOf(ctx, state.values));
        const base: OrderFormValues = { ...state.values, shippingCondition: action.methodId || null };
        const values = deriveForMethod(ctx, base, address);
        // Leaving the locker gives the invoice address back to the customer's usual choice.
        if (wasLocker && !isLockerMethod(methodOf(ctx, values)))
          values.invoiceAddressId = invoiceFor(ctx, values.invoiceAddressId);
        return {
          ...state,
          values,
          errors: without(state.errors, [
            'shippingCondition',
            'invoiceAddressId',
            'paymentId',
            'accessPointId',
            'receiverPhone',
            'receiverEmail',
          ]),
        };
      }
      case 'accessPointChosen': {
        // "Matching addresses": a shipping address saved with this locker becomes the shipping address.
        const matching = shippingAddressesOf(ctx).find(
          (a) =>
            a.details.accessPointId === action.accessPoint.id &&
            a.deliveryMethods.elements.some(isLockerMethod),
        );
        let values: OrderFormValues = { ...state.values, accessPointId: action.accessPoint.id };
        if (matching && matching.addressNumber !== values.shippingAddressId) {
          values = {
            ...values,
            shippingAddressId: matching.addressNumber,
            receiverPhone: values.receiverPhone ?? matching.details.receiverPhone,
            receiverEmail: values.receiverEmail ?? matching.details.receiverEmail,
          };
        }
        return {
          ...state,
          values: deriveForMethod(ctx, values, shippingAddressOf(ctx, values)),
          errors: without(state.errors, ['accessPointId', 'shippingAddressId']),
        };
      }
      case 'fieldChanged':
        // Spec §4: changing VAT number, invoice address or payment clears only its own error.
        return {
          ...state,
          values: { ...state.values, [action.field]: action.value || null },
          errors: without(state.errors, [action.field]),
        };
      case 'submitStarted':
        return { ...state, loading: true, mainMessage: null };
      case 'submitFailed': {
        const errors: OrderFormState['errors'] = {};
        for (const entry of action.data ?? []) {
          if (
            (ORDER_FORM_FIELDS as readonly string[]).includes(entry.field) &&
            !errors[entry.field as OrderFormField]
          )
            errors[entry.field as OrderFormField] = entry.message;
        }
        return {
          ...state,
          loading: false,
          errors,
          mainMessage: action.data?.[0]?.message ?? action.message,
          focusFields: fieldsShownFor(action.erpCode),
        };
      }
      case 'submitSucceeded':
        return {
          ...state,
          values: action.values ?? state.values,
          loading: false,
          errors: {},
          mainMessage: null,
          focusFields: null,
          savedOrderNumber: action.orderNumber,
        };
    }
  };
}

/** Whether a field is shown: its condition (spec §2) holds, and after a failed submit its code asks for it. */
export function isFieldVisible(ctx: OrderFormContext, state: OrderFormState, field: OrderFormField): boolean {
  const { values } = state;
  const method = methodOf(ctx, values);
  const condition: Record<OrderFormField, boolean> = {
    vatEuCountry: !ctx.isPerson || Boolean(values.vatEuCountry),
    shippingAddressId: true,
    invoiceAddressId: true,
    shippingCondition: Boolean(shippingAddressOf(ctx, values)),
    accessPointId: isLockerMethod(method),
    receiverPhone: isLockerMethod(method),
    receiverEmail: isLockerMethod(method),
    paymentId: Boolean(method),
  };
  if (!condition[field]) return false;
  return state.focusFields === null || state.focusFields.includes(field);
}

/** The invoice address cannot be chosen with the parcel locker (spec §4). */
export function isInvoiceAddressDisabled(ctx: OrderFormContext, state: OrderFormState): boolean {
  return isLockerMethod(methodOf(ctx, state.values));
}

/**
 * A form nobody filled in yet starts from the customer's defaults: the default shipping address with
 * its first method and payment, the matching invoice address and the payer's VAT number.
 */
export function withDefaults(ctx: OrderFormContext, values: OrderFormValues): OrderFormValues {
  let next = { ...values };
  if (!next.vatEuCountry && !ctx.isPerson)
    next.vatEuCountry = ctx.addresses.payerAddress?.details.vatNumber ?? null;
  if (!next.shippingAddressId) {
    const shipping = shippingAddressesOf(ctx);
    const preferred = shipping.find((a) => a.isDefault) ?? shipping[0];
    if (preferred) {
      next = orderFormReducer(ctx)(initialOrderFormState(next), {
        type: 'shippingAddressChanged',
        addressNumber: preferred.addressNumber,
      }).values;
    }
  }
  return next;
}
