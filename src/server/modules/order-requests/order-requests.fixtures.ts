/**
 * The company of the order-request tests (ADR 084), for the customer's API and the desk's list: the
 * demo company's main contact person and a colleague (Celina Nowak) who prepares carts and sends
 * them for confirmation, both logged in; a product in stock; the order form's fields; and a session
 * of staff acting as the main contact person (ADR 049).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AddressList } from '../../../common/contracts/customers';
import { contactPersons } from '../../db/schema';
import { PLAIN_COOKIE } from '../../plugins/session';
import { Client } from '../../test-support/http';
import { DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { createCartFixture, orderableProducts, setStock } from '../ordering/checkout.fixtures';

export const MAIN_CONTACT_EMAIL = 'company@demo.shop';
export const COLLEAGUE_EMAIL = 'celina@demo.shop';

export interface OrderRequestCompany {
  primary: Client;
  colleague: Client;
  customerId: number;
  ids: { primary: number; colleague: number };
  /** The order form's fields that make a cart complete. */
  form: Record<string, string>;
  product: { id: number; symbol: string };
  /** A cart of `contactPersonId` holding the product, its order form filled in by `client`: its number. */
  preparedCart(amount?: number, contactPersonId?: number, client?: Client): Promise<string>;
}

const crc = () => Array.from(randomBytes(40), (b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('');

/** Logs in the demo company's main contact person and a new colleague, and stocks a product. */
export async function orderRequestCompany(t: TestApp): Promise<OrderRequestCompany> {
  const primary = new Client(t.app);
  expect((await primary.login(MAIN_CONTACT_EMAIL, DEMO_PASSWORD)).statusCode).toBe(200);
  const [me] = await t.database.db
    .select()
    .from(contactPersons)
    .where(eq(contactPersons.email, MAIN_CONTACT_EMAIL));
  const customerId = me!.customerId;
  const [row] = await t.database.db
    .insert(contactPersons)
    .values({
      customerId,
      crc: crc(),
      email: COLLEAGUE_EMAIL,
      firstName: 'Celina',
      lastName: 'Nowak',
      language: 'pl',
      passwordHash: me!.passwordHash,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: contactPersons.id });
  const ids = { primary: me!.id, colleague: row!.id };
  const colleague = new Client(t.app);
  expect((await colleague.login(COLLEAGUE_EMAIL, DEMO_PASSWORD)).statusCode).toBe(200);

  const addresses = (await primary.get('/ajax/profile/addresses')).json<AddressList>();
  const form = {
    vatEuCountry: 'PL1234567890',
    shippingAddressId: addresses.shippingAddresses.elements[0]!.addressNumber,
    invoiceAddressId: addresses.payerAddress!.addressNumber,
    shippingCondition: 'courier_pl',
    paymentId: 'bank_transfer',
  };
  const [product] = await orderableProducts(t.database.db, 1);
  await setStock(t.database.db, product!.id, 1_000);

  async function preparedCart(amount = 3, contactPersonId = ids.colleague, client = colleague) {
    const order = await createCartFixture(t.database.db, { customerId, contactPersonId, country: 'pl' }, [
      { productId: product!.id, amount },
    ]);
    const saved = await client.request({
      method: 'PATCH',
      url: `/ajax/order/${order.orderNumber}/form`,
      payload: form,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return order.orderNumber;
  }

  return { primary, colleague, customerId, ids, form, product: product!, preparedCart };
}

export const activateOrderRequest = (client: Client, orderNumber: string, body: object = {}) =>
  client.post(`/ajax/order/${orderNumber}/activate-order-request`, body);

/** The token of the newest order-request mail to `to` about the order. */
export async function mailedToken(t: TestApp, to: string, orderNumber: string): Promise<string> {
  const mail = (await t.services.mail.list(200)).find(
    (m) => m.toAddress === to && m.kind === 'order_request' && m.subject.includes(orderNumber),
  );
  expect(mail, `an order request mail to ${to}`).toBeDefined();
  expect(mail!.textBody).toContain('/link/order-confirmation?token=');
  return decodeURIComponent(/[?&]token=([^\s&"<]+)/.exec(mail!.textBody!)![1]!);
}

/** Sends the order to the main contact person for confirmation: the mailed link's token. */
export async function sendOrderRequest(
  t: TestApp,
  client: Client,
  orderNumber: string,
  body: object = {},
): Promise<string> {
  const res = await activateOrderRequest(client, orderNumber, body);
  expect(res.statusCode, res.body).toBe(202);
  return mailedToken(t, MAIN_CONTACT_EMAIL, orderNumber);
}

/** A session of the staff member acting as the main contact person (the desk's office access). */
export async function officeClient(t: TestApp, staffId: number): Promise<Client> {
  const access = await t.services.staff.openOfficeAccess({ id: staffId } as never, {
    login: MAIN_CONTACT_EMAIL,
    reason: 'Customer asked by phone for an order',
  });
  const office = new Client(t.app);
  const { id } = await t.app.sessionSupport.sessions.create({
    customerId: access.customerId,
    contactPersonId: access.contactPersonId,
    office: { accessId: access.accessId, endsAt: access.endsAt },
  });
  office.cookies.set(PLAIN_COOKIE, id);
  return office;
}
