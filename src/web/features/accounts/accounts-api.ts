import type { ContactPerson } from '../../../common/contracts/auth';
import type {
  CustomerInfo,
  CustomerInfoUpdateInput,
  EinvoiceState,
} from '../../../common/contracts/customer-profile';
import type { ContactPersonCreate } from '../../../common/contracts/customers';
import { generate } from '../../../common/routes';
import { ApiError, getJson, postJson } from '../../lib/api';

/** PUT or DELETE with the XHR marker (CSRF); errors carry the shop's error shape. */
async function send<T>(method: 'PUT' | 'DELETE', url: string, body?: unknown): Promise<T | undefined> {
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const errorBody = parsed as ApiError['body'] | undefined;
    throw new ApiError(
      errorBody && typeof errorBody.message === 'string'
        ? errorBody
        : { error: response.statusText, code: response.status, erpCode: null, message: '', issues: [] },
    );
  }
  return parsed as T | undefined;
}

/** The profile's calls (spec §7 Customer), by their named routes. */
export const accountsApi = {
  einvoiceState: () => getJson<EinvoiceState>(generate('einvoice_state')),
  requestEinvoice: (email: string) =>
    postJson<EinvoiceState>(generate('einvoice_activation_email'), { email }),
  activateEinvoice: (params: string) =>
    postJson<EinvoiceState>(generate('einvoice_activate_request'), { params }),
  deactivateEinvoice: () => send<void>('DELETE', generate('einvoice_deactivate')),
  customerInfo: () => getJson<CustomerInfo>(generate('customer_info')),
  updateCustomerInfo: async (change: CustomerInfoUpdateInput) =>
    (await send<CustomerInfo>('PUT', generate('customer_info_update'), change))!,
  contactPersons: async () =>
    (await getJson<{ contactPersons: ContactPerson[] }>(generate('customer_contact_persons'))).contactPersons,
  inviteContactPerson: (person: Omit<ContactPersonCreate, 'language'> & { language: string }) =>
    postJson<{ crc: string }>(generate('set_contact_person'), person),
  removeContactPerson: (crc: string) => send<void>('DELETE', generate('customer_contact_person_delete', { crc })),
  removeAddress: (number: string) => send<void>('DELETE', generate('customer_address_delete', { number })),
};
