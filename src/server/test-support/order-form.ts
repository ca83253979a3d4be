import { expect } from 'vitest';
import type { AddressList } from '../../common/contracts/customers';
import type { Client } from './http';

/**
 * Fills an order's form for a logged-in Polish company (its first shipping address, its payer
 * address, courier, bank transfer), as a buyer does at checkout step 2, so a test can finish it.
 */
export async function fillOrderForm(client: Client, orderNumber: string): Promise<void> {
  const list = (await client.get('/ajax/profile/addresses')).json<AddressList>();
  const form = await client.request({
    method: 'PATCH',
    url: `/ajax/order/${orderNumber}/form`,
    payload: {
      vatEuCountry: 'PL1234567890',
      shippingAddressId: list.shippingAddresses.elements[0]!.addressNumber,
      invoiceAddressId: list.payerAddress!.addressNumber,
      shippingCondition: 'courier_pl',
      paymentId: 'bank_transfer',
    },
  });
  expect(form.statusCode, form.body).toBe(200);
}
