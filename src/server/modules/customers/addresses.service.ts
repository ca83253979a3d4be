import { normaliseZipCode } from '../../../common/accounts';
import type {
  AddressCreate,
  AddressDetailsInput,
  AddressElement,
  AddressList,
  AddressRole,
  AddressStateChange,
} from '../../../common/contracts/customers';
import { AppError, notFound, validationError } from '../../../common/errors';
import { translate } from '../../../common/i18n';
import { findMarket, getMarket, MARKETS, type Language } from '../../../common/markets';
import type { DeliveryMethod } from '../../../common/contracts/checkout';
import type { Db } from '../../db/client';
import {
  deleteAddress,
  insertAddress,
  selectAddress,
  selectAddresses,
  updateAddressDetails,
  updateAddressState,
  type AddressRow,
} from './addresses.repository';

/** Countries a shipping or invoice-sending address may be in: every market but the international site. */
const DELIVERY_COUNTRIES = MARKETS.filter((m) => m.siteCode !== 'ux').map((m) => m.country);

/** Delivery methods per country in a currency (checkout's delivery catalogue). */
export interface DeliveryMethodsSource {
  forCountries(
    countries: readonly string[],
    currency: string,
    language: Language,
  ): Promise<Map<string, DeliveryMethod[]>>;
}

function toElement(
  row: AddressRow,
  language: Language,
  methods: readonly DeliveryMethod[] = [],
): AddressElement {
  const market = findMarket(row.country);
  return {
    addressNumber: row.addressNumber,
    role: row.role as AddressRole,
    isDefault: row.isDefault,
    isArchived: row.isArchived,
    isEnabled: row.isEnabled,
    details: {
      customerName: row.customerName,
      street: row.street,
      zipCode: row.zipCode,
      city: row.city,
      countryCode: row.country,
      countryName: market ? translate(language, market.nameKey) : row.country.toUpperCase(),
      vatNumber: row.vatNumber,
      accessPointId: row.accessPointId,
      receiverEmail: row.receiverEmail,
      receiverPhone: row.receiverPhone,
    },
    // Spec §3: what can be delivered to the address, and how it can be paid (BP addresses get none).
    deliveryMethods: {
      elements:
        row.role === 'BP'
          ? []
          : methods.map(({ countries: _c, ...m }: DeliveryMethod & { countries?: unknown }) => m),
    },
  };
}

const currencyOf = (country: string) => getMarket(country).currency;

/**
 * Profile addresses (spec §2 /profile/account/addresses, §7 Address): SH shipping, ZO invoice
 * sending, BP the payer (the registered company; it changes with the company data, not here).
 * Every call takes the customer id of the session.
 */
export function createAddressesService(db: Db, deps: { deliveryMethods?: DeliveryMethodsSource } = {}) {
  function countries(role: AddressRole, customerCountry: string | null, language: Language) {
    const codes = role === 'BP' ? (customerCountry ? [customerCountry] : []) : DELIVERY_COUNTRIES;
    return codes.map((code) => ({ code, name: translate(language, findMarket(code)?.nameKey ?? code) }));
  }

  return {
    countries,

    /**
     * The customer's addresses; shipping and invoice-sending ones carry the delivery methods to their
     * country with costs in `currency` (default: the currency of the customer's market).
     */
    async list(
      customerId: number,
      language: Language,
      opts: { currency?: string } = {},
    ): Promise<AddressList> {
      const rows = await selectAddresses(db, customerId);
      const payer = rows.find((r) => r.role === 'BP' && r.isDefault) ?? rows.find((r) => r.role === 'BP');
      const currency = opts.currency ?? getMarket(payer?.country).currency;
      const byCountry = deps.deliveryMethods
        ? await deps.deliveryMethods.forCountries(
            rows.filter((r) => r.role !== 'BP').map((r) => r.country),
            currency,
            language,
          )
        : new Map<string, DeliveryMethod[]>();
      const of = (role: AddressRole) =>
        rows.filter((r) => r.role === role).map((r) => toElement(r, language, byCountry.get(r.country)));
      return {
        shippingAddresses: { elements: of('SH') },
        invoiceSendAddresses: { elements: of('ZO') },
        payerAddress: payer ? toElement(payer, language) : null,
      };
    },

    async create(
      customerId: number,
      customerCountry: string,
      input: AddressCreate & { details: { vatNumber: string; receiverEmail: string; receiverPhone: string } },
      language: Language,
    ): Promise<AddressElement> {
      const role = input.role_properties.role;
      if (role === 'BP') {
        throw validationError([
          { field: 'role_properties.role', key: 'errors.address.payerChangesWithCompany' },
        ]);
      }
      const allowed = countries(role, customerCountry, language).map((c) => c.code);
      if (!allowed.includes(input.details.countryCode)) {
        throw validationError([{ field: 'details.countryCode', key: 'errors.address.countryNotAllowed' }]);
      }
      const zipCode = normaliseZipCode(input.details.countryCode, input.details.zipCode);
      if (!zipCode)
        throw validationError([{ field: 'details.zipCode', key: 'errors.account.zipCodeInvalid' }]);
      const row = await insertAddress(db, {
        customerId,
        role,
        customerName: input.details.customerName,
        street: input.details.street,
        zipCode,
        city: input.details.city,
        country: input.details.countryCode,
        vatNumber: input.details.vatNumber || null,
        receiverEmail: input.details.receiverEmail || null,
        receiverPhone: input.details.receiverPhone || null,
        salesDepartment: input.sales_department || null,
        declaredUse: input.role_properties.default_declared_use || null,
        isDefault: input.role_properties.default ?? false,
        isEnabled: input.role_properties.enabled ?? true,
        isArchived: false,
      });
      return toElement(row, language);
    },

    /**
     * Edits an address's details in place: the number, kind and state stay, so carts pointing at it
     * follow the edit. Placed orders keep the copy taken when they were placed.
     */
    async update(
      customerId: number,
      customerCountry: string,
      addressNumber: string,
      details: AddressDetailsInput,
      language: Language,
    ): Promise<AddressElement> {
      const current = await selectAddress(db, customerId, addressNumber);
      if (!current) throw notFound('errors.address.notFound');
      if (current.role === 'BP') throw new AppError(409, 'errors.address.payerChangesWithCompany');
      const allowed = countries(current.role as AddressRole, customerCountry, language).map((c) => c.code);
      if (!allowed.includes(details.countryCode)) {
        throw validationError([{ field: 'details.countryCode', key: 'errors.address.countryNotAllowed' }]);
      }
      const zipCode = normaliseZipCode(details.countryCode, details.zipCode);
      if (!zipCode)
        throw validationError([{ field: 'details.zipCode', key: 'errors.account.zipCodeInvalid' }]);
      const row = await updateAddressDetails(db, customerId, addressNumber, {
        customerName: details.customerName,
        street: details.street,
        zipCode,
        city: details.city,
        country: details.countryCode,
        vatNumber: details.vatNumber || null,
        receiverEmail: details.receiverEmail || null,
        receiverPhone: details.receiverPhone || null,
      });
      if (!row) throw notFound('errors.address.notFound');
      const methods = deps.deliveryMethods
        ? await deps.deliveryMethods.forCountries([row.country], currencyOf(customerCountry), language)
        : new Map<string, DeliveryMethod[]>();
      return toElement(row, language, methods.get(row.country));
    },

    async changeState(
      customerId: number,
      change: AddressStateChange,
      language: Language,
    ): Promise<AddressElement> {
      const current = await selectAddress(db, customerId, change.address_number);
      if (!current) throw notFound('errors.address.notFound');
      const { default: makeDefault, enabled, archived } = change.role_properties;
      if (makeDefault === false && current.isDefault) {
        throw new AppError(409, 'errors.address.keepOneDefault');
      }
      if ((archived ?? current.isArchived) && (makeDefault ?? current.isDefault)) {
        throw new AppError(409, 'errors.address.defaultCannotBeArchived');
      }
      if (current.role === 'BP' && (archived || enabled === false)) {
        throw new AppError(409, 'errors.address.payerCannotBeArchived');
      }
      const row = await updateAddressState(db, customerId, change.address_number, {
        isDefault: makeDefault,
        isEnabled: enabled,
        isArchived: archived,
      });
      if (!row) throw notFound('errors.address.notFound');
      return toElement(row, language);
    },

    async remove(customerId: number, addressNumber: string): Promise<void> {
      const current = await selectAddress(db, customerId, addressNumber);
      if (!current) throw notFound('errors.address.notFound');
      if (current.role === 'BP') throw new AppError(409, 'errors.address.payerCannotBeDeleted');
      if (current.isDefault) throw new AppError(409, 'errors.address.defaultCannotBeDeleted');
      if (!(await deleteAddress(db, customerId, addressNumber))) throw notFound('errors.address.notFound');
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
