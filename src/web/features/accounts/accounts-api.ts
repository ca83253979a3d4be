import { queryOptions } from '@tanstack/react-query';
import type { BuyerRights, ContactPersonsList } from '../../../common/approvals';
import type {
  CustomerInfo,
  CustomerInfoUpdateInput,
  EinvoiceState,
} from '../../../common/contracts/customer-profile';
import type {
  AddressDetailsInputSchema,
  AddressList,
  ContactPersonCreate,
  Terms,
  TermsUpdate,
} from '../../../common/contracts/customers';
import type { z } from 'zod';
import { generateAccount } from '../../../common/routes-account';
import { getJson, postJson, sendJson } from '../../lib/api';
import { STALE_TIME_MS, useInvalidatingMutation } from '../../lib/queries';

/** An address's fields as the form holds them (the server normalises the phone). */
type AddressDetails = z.input<typeof AddressDetailsInputSchema>;

/** The profile's calls (spec §7 Customer), by their named routes, through the one API client. */
export const accountsApi = {
  einvoiceState: () => getJson<EinvoiceState>(generateAccount('einvoice_state')),
  requestEinvoice: (email: string) =>
    postJson<EinvoiceState>(generateAccount('einvoice_activation_email'), { email }),
  activateEinvoice: (params: string) =>
    postJson<EinvoiceState>(generateAccount('einvoice_activate_request'), { params }),
  deactivateEinvoice: () => sendJson<void>('DELETE', generateAccount('einvoice_deactivate')),
  customerInfo: () => getJson<CustomerInfo>(generateAccount('customer_info')),
  updateCustomerInfo: (change: CustomerInfoUpdateInput) =>
    sendJson<CustomerInfo>('PUT', generateAccount('customer_info_update'), change),
  /** The contact persons with their buyer rights (ADR 078). */
  contactPersons: () => getJson<ContactPersonsList>(generateAccount('customer_contact_persons')),
  setBuyerRights: ({ crc, rights }: { crc: string; rights: BuyerRights }) =>
    sendJson<void>('PUT', generateAccount('customer_contact_person_rights', { crc }), rights),
  inviteContactPerson: (person: Omit<ContactPersonCreate, 'language'> & { language: string }) =>
    postJson<{ crc: string }>(generateAccount('set_contact_person'), person),
  removeContactPerson: (crc: string) =>
    sendJson<void>('DELETE', generateAccount('customer_contact_person_delete', { crc })),
  addresses: (language: string) =>
    getJson<AddressList>(
      `${generateAccount('customer_addresses_list')}?language=${encodeURIComponent(language)}`,
    ),
  createAddress: (address: {
    details: AddressDetails;
    roleProperties: { role: 'SH' | 'ZO'; default: boolean };
  }) =>
    postJson<unknown>(generateAccount('customer_address_create'), {
      details: address.details,
      sales_department: '',
      role_properties: { ...address.roleProperties, enabled: true },
    }),
  updateAddress: (address: { number: string; details: AddressDetails }) =>
    sendJson<unknown>('PUT', `/ajax/profile/addresses/${encodeURIComponent(address.number)}`, {
      details: address.details,
    }),
  changeAddressState: (change: { number: string; roleProperties: Record<string, boolean> }) =>
    sendJson<void>('PATCH', generateAccount('customer_address_change_state'), {
      address_number: change.number,
      role_properties: change.roleProperties,
    }),
  removeAddress: (number: string) =>
    sendJson<void>('DELETE', generateAccount('customer_address_delete', { number })),
  terms: () => getJson<Terms>('/ajax/terms'),
  saveTerms: (change: TermsUpdate) => sendJson<Terms>('PUT', '/ajax/terms', change),
};

/** Query keys of the profile: a change names what it invalidates here, once. */
const keys = {
  addresses: ['accounts', 'addresses'] as const,
  terms: ['accounts', 'terms'] as const,
  contactPersons: ['accounts', 'contact-persons'] as const,
  customerInfo: ['accounts', 'customer-info'] as const,
  einvoice: ['accounts', 'einvoice'] as const,
};

/** TanStack Query options of the profile's data (fresh for 5 minutes, spec §9). */
export const accountsQueries = {
  /** Every address of the customer (payer, shipping, invoice recipients), names in `language`. */
  addresses: (language: string) =>
    queryOptions({
      queryKey: [...keys.addresses, language],
      queryFn: () => accountsApi.addresses(language),
      staleTime: STALE_TIME_MS,
    }),
  terms: () => queryOptions({ queryKey: keys.terms, queryFn: accountsApi.terms, staleTime: STALE_TIME_MS }),
  contactPersons: () =>
    queryOptions({
      queryKey: keys.contactPersons,
      queryFn: accountsApi.contactPersons,
      staleTime: STALE_TIME_MS,
    }),
  customerInfo: () =>
    queryOptions({
      queryKey: keys.customerInfo,
      queryFn: accountsApi.customerInfo,
      staleTime: STALE_TIME_MS,
    }),
  einvoiceState: () =>
    queryOptions({ queryKey: keys.einvoice, queryFn: accountsApi.einvoiceState, staleTime: STALE_TIME_MS }),
};

/** Adding, editing, archiving, making default and deleting an address: the address lists refetch. */
export const useCreateAddress = () => useInvalidatingMutation(accountsApi.createAddress, [keys.addresses]);
export const useUpdateAddress = () => useInvalidatingMutation(accountsApi.updateAddress, [keys.addresses]);
export const useChangeAddressState = () =>
  useInvalidatingMutation(accountsApi.changeAddressState, [keys.addresses]);
export const useRemoveAddress = () => useInvalidatingMutation(accountsApi.removeAddress, [keys.addresses]);
/** Accepting the terms or changing the newsletter: the terms refetch. */
export const useSaveTerms = () => useInvalidatingMutation(accountsApi.saveTerms, [keys.terms]);
/** Inviting or removing a contact person: the list of contact persons refetches. */
export const useInviteContactPerson = () =>
  useInvalidatingMutation(accountsApi.inviteContactPerson, [keys.contactPersons]);
export const useRemoveContactPerson = () =>
  useInvalidatingMutation(accountsApi.removeContactPerson, [keys.contactPersons]);
/** Changing a colleague's buyer rights: the list of contact persons refetches. */
export const useSetBuyerRights = () =>
  useInvalidatingMutation(accountsApi.setBuyerRights, [keys.contactPersons]);
/** Saving the VAT numbers and default methods: the customer info refetches. */
export const useUpdateCustomerInfo = () =>
  useInvalidatingMutation(accountsApi.updateCustomerInfo, [keys.customerInfo]);
/** Requesting, activating or deactivating e-invoices: the e-invoice state refetches. */
export const useRequestEinvoice = () => useInvalidatingMutation(accountsApi.requestEinvoice, [keys.einvoice]);
export const useActivateEinvoice = () =>
  useInvalidatingMutation(accountsApi.activateEinvoice, [keys.einvoice]);
export const useDeactivateEinvoice = () =>
  useInvalidatingMutation(accountsApi.deactivateEinvoice, [keys.einvoice]);
