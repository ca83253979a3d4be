import { expect } from 'vitest';
import type { AddressList } from '../../common/contracts/customers';
import type { Client } from './http';

/** What a test may change of the order form: another payment, say, or a field set wrong on purpose. */
export type OrderFormOverrides = Record<string, unknown>;

/**
 * The order form of a logged-in Polish company as a buyer fills it at checkout step 2: its first
 * shipping address, its payer address, courier, bank transfer (`overrides` replace any of them).
 * For a test that sends the form itself (to see it refused, or many times).
 */
export async function orderFormOf(client: Client, overrides: OrderFormOverrides = {}) {
  const list = (await client.get('/ajax/profile/addresses')).json<AddressList>();
  return {
    vatEuCountry: 'PL1234567890',
    shippingAddressId: list.shippingAddresses.elements[0]!.addressNumber,
    invoiceAddressId: list.payerAddress!.addressNumber,
    shippingCondition: 'courier_pl',
    paymentId: 'bank_transfer',
    ...overrides,
  };
}

/** Sends `form` (or the company's, with `overrides`) as the order's form and expects it taken. */
export async function fillOrderForm(
  client: Client,
  orderNumber: string,
  overrides: OrderFormOverrides = {},
  form?: Record<string, unknown>,
): Promise<void> {
  const saved = await client.request({
    method: 'PATCH',
    url: `/ajax/order/${orderNumber}/form`,
    payload: (form ?? (await orderFormOf(client, overrides))) as never,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}
