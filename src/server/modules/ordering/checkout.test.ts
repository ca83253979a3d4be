import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccessPointsResponse,
  CheckoutSummary,
  FinishResponse,
} from '../../../common/contracts/checkout';
import type { AddressList } from '../../../common/contracts/customers';
import type { OrderDetails } from '../../../common/contracts/orders';
import type { ErrorBody, MessageKey } from '../../../common/errors';
import { translate } from '../../../common/i18n';
import { toDecimal } from '../../../common/money';
import { contactPersons, orderItems, orderStatusHistory, orders, payments, products } from '../../db/schema';
import { Client, XHR } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import {
  companyAccountInput,
  createCartFixture,
  orderableProducts,
  setFlags,
  setStock,
} from './checkout.fixtures';

const SECRET = 'test-operator-secret-0123456789';
let t: TestApp;
let company: Client;
let person: Client;
let companyIds: { customerId: number; contactPersonId: number };
let shipping: string;
let payer: string;
let product: { id: number; symbol: string };
let other: { id: number; symbol: string };

async function idsOf(email: string) {
  const [row] = await t.database.db
    .select({ customerId: contactPersons.customerId, contactPersonId: contactPersons.id })
    .from(contactPersons)
    .where(eq(contactPersons.email, email));
  return row!;
}

const cart = (lines: Array<{ productId: number; amount: number }>) =>
  createCartFixture(t.database.db, { ...companyIds, country: 'pl' }, lines);

const patchForm = (
  client: Client,
  orderNumber: string,
  payload: unknown,
  headers: Record<string, string> = {},
) =>
  client.request({
    method: 'PATCH',
    url: `/ajax/order/${orderNumber}/form`,
    payload: payload as object,
    headers,
  });

const courierForm = () => ({
  vatEuCountry: 'PL1234567890',
  shippingAddressId: shipping,
  invoiceAddressId: payer,
  shippingCondition: 'courier_pl',
  paymentId: 'bank_transfer',
});

const lockerForm = (accessPointId: string) => ({
  vatEuCountry: 'PL1234567890',
  shippingAddressId: shipping,
  shippingCondition: 'parcel_locker',
  accessPointId,
  receiverPhone: '600100200',
  receiverEmail: 'odbior@firma.pl',
  paymentId: 'bank_transfer',
});

const finish = (client: Client, orderNumber: string, key?: string, body: unknown = { termsAccepted: true }) =>
  client.post(`/ajax/order/${orderNumber}/finish`, body, key ? { 'idempotency-key': key } : {});

async function stockOf(id: number) {
  const [row] = await t.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, id));
  return row!.stock;
}

async function orderRow(orderNumber: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row!;
}

async function activeLocker(): Promise<string> {
  const res = await company.get('/ajax/access-points?country=pl&q=Kraków');
  return res.json<AccessPointsResponse>().elements.find((a) => a.isActive)!.id;
}

beforeAll(async () => {
  t = await createTestApp({
    seedProducts: 300,
    demoAccounts: true,
    accounts: { paymentOperatorSecret: SECRET },
  });
  company = new Client(t.app);
  person = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  await person.login('person@demo.shop', DEMO_PASSWORD);
  companyIds = await idsOf('company@demo.shop');
  const list = (await company.get('/ajax/profile/addresses')).json<AddressList>();
  shipping = list.shippingAddresses.elements[0]!.addressNumber;
  payer = list.payerAddress!.addressNumber;
  [product, other] = await orderableProducts(t.database.db, 2);
  await setStock(t.database.db, product.id, 1000);
  await setStock(t.database.db, other.id, 1000);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('delivery methods in the addresses list', () => {
  it('lists the methods of the address country with their payments, costs in the customer currency', async () => {
    const list = (await company.get('/ajax/profile/addresses')).json<AddressList>();
    const methods = list.shippingAddresses.elements[0]!.deliveryMethods.elements;
    expect(methods.map((m) => m.id)).toEqual([
      'parcel_locker',
      'courier_pl',
      'express_air',
      'personal_pickup',
    ]);
    const courier = methods.find((m) => m.id === 'courier_pl')!;
    expect(courier).toMatchObject({
      name: 'Kurier',
      masterName: 'DPD Polska',
      cost: '19.00',
      currency: 'PLN',
      transportMethods: ['road'],
    });
    expect(courier.paymentMethods.elements.map((p) => p.id)).toEqual([
      'online_testpay',
      'bank_transfer',
      'cash_on_delivery',
    ]);
    expect(courier.paymentMethods.elements[0]!.paymentProviders).toEqual(['testpay']);
    expect(
      methods.find((m) => m.id === 'parcel_locker')!.paymentMethods.elements.map((p) => p.id),
    ).not.toContain('cash_on_delivery');
    expect(list.payerAddress!.deliveryMethods.elements).toEqual([]);
  });

  it('converts the cost for a customer of another market (HUF, whole forints)', async () => {
    const hu = new Client(t.app);
    await hu.login('soletrader@demo.shop', DEMO_PASSWORD);
    const list = (await hu.get('/ajax/profile/addresses')).json<AddressList>();
    const courier = list.shippingAddresses.elements[0]!.deliveryMethods.elements.find(
      (m) => m.id === 'courier_hu',
    )!;
    expect(courier.currency).toBe('HUF');
    expect(courier.cost).toMatch(/^\d+$/);
    expect(Number(courier.cost)).toBeGreaterThan(39);
  });
});

describe('POST /ajax/products/deliveries', () => {
  it('splits an amount over the stock into what leaves now and what follows the lead time', async () => {
    const [row] = await t.database.db
      .select({ symbol: products.symbol, stock: products.stock, minimum: products.minimumQuantity })
      .from(products)
      .where(
        sql`${products.stock} > 10 and ${products.multiples} = 1 and ${products.minimumQuantity} = 1
          and ${products.leadTimeDays} is not null and 'SHOW_STOCK' = any(${products.permissions})`,
      )
      .limit(1);
    const visitor = new Client(t.app);
    const deliveries = async (amount: number) => {
      const res = await visitor.post('/ajax/products/deliveries', {
        symbol: row!.symbol,
        amount,
        country: 'pl',
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{
        amount: number;
        stock: number | null;
        parts: Array<{ amount: number; deliveryTime: { kind: string; days?: number } }>;
        forwarders: Array<{ currency: string }>;
      }>();
    };
    const within = await deliveries(row!.stock);
    expect(within.stock).toBe(row!.stock);
    expect(within.parts).toHaveLength(1);
    expect(['today', 'nextWorkingDay']).toContain(within.parts[0]!.deliveryTime.kind);
    expect(within.forwarders.length).toBeGreaterThan(0);
    expect(within.forwarders.every((f) => f.currency === 'PLN')).toBe(true);

    const over = await deliveries(row!.stock + 5);
    expect(over.parts.map((p) => p.amount)).toEqual([row!.stock, 5]);
    expect(over.parts[1]!.deliveryTime.kind).toBe('leadTime');
  });

  it('answers 404 for an unknown product and 422 for amounts out of range', async () => {
    const visitor = new Client(t.app);
    const unknown = await visitor.post('/ajax/products/deliveries', { symbol: 'NO-SUCH-PART-9', amount: 1 });
    expect(unknown.statusCode).toBe(404);
    for (const body of [
      { symbol: product.symbol, amount: 0 },
      { symbol: product.symbol, amount: 1.5 },
      { symbol: product.symbol },
    ])
      expect((await visitor.post('/ajax/products/deliveries', body)).statusCode, JSON.stringify(body)).toBe(
        422,
      );
  });
});

describe('GET /ajax/forwarders', () => {
  it("lists the carriers of a country in its currency, the same as checkout's methods", async () => {
    const visitor = new Client(t.app);
    const res = await visitor.get('/ajax/forwarders?country=hu&language=de');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      country: string;
      forwarders: Array<{ id: string; cost: string; currency: string }>;
    }>();
    expect(body.country).toBe('hu');
    expect(body.forwarders.length).toBeGreaterThan(0);
    for (const forwarder of body.forwarders) {
      expect(forwarder.currency).toBe('HUF');
      expect(forwarder.cost).toMatch(/^\d+$/);
    }
    const methods = await t.services.deliveryCatalog.forCountries(['hu'], 'HUF', 'de');
    expect(body.forwarders.map((f) => f.id)).toEqual(methods.get('hu')!.map((m) => m.id));
  });

  it('refuses a country the shop does not deliver to, and no country', async () => {
    const visitor = new Client(t.app);
    for (const query of ['?country=zz', '', '?country=PL', '?country=pl&x=1'])
      expect((await visitor.get(`/ajax/forwarders${query}`)).statusCode, query).toBe(422);
  });
});

describe('parcel lockers', () => {
  it('finds lockers by city, zip code, id and name, bounded', async () => {
    const byCity = (await company.get('/ajax/access-points?country=pl&q=Krak')).json<AccessPointsResponse>();
    expect(byCity.elements.length).toBeGreaterThan(5);
    expect(byCity.elements.every((a) => a.city === 'Kraków')).toBe(true);
    const first = byCity.elements[0]!;
    const byZip = (
      await company.get(`/ajax/access-points?country=pl&q=${first.zipCode}`)
    ).json<AccessPointsResponse>();
    expect(byZip.elements.map((a) => a.id)).toContain(first.id);
    const byId = (
      await company.get(`/ajax/access-points?country=pl&id=${first.id.toLowerCase()}`)
    ).json<AccessPointsResponse>();
    expect(byId.elements).toEqual([first]);
    const all = (await company.get('/ajax/access-points?country=pl')).json<AccessPointsResponse>();
    expect(all.elements).toHaveLength(50);
    expect(all.truncated).toBe(true);
    const none = (
      await company.get('/ajax/access-points?country=de&q=Warszawa')
    ).json<AccessPointsResponse>();
    expect(none.elements).toEqual([]);
  });

  it('refuses bad queries with 422', async () => {
    for (const url of [
      '/ajax/access-points?country=POL',
      '/ajax/access-points?limit=500',
      '/ajax/access-points?id=x%27--',
      '/ajax/access-points?zzz=1',
    ]) {
      expect((await company.get(url)).statusCode, url).toBe(422);
    }
  });
});

describe('order form', () => {
  it('saves a valid form and prices the delivery into the step-2 summary', async () => {
    const order = await cart([{ productId: product.id, amount: 2 }]);
    const res = await patchForm(company, order.orderNumber, courierForm());
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json<CheckoutSummary>();
    expect(summary.form).toMatchObject({
      shippingCondition: 'courier_pl',
      paymentId: 'bank_transfer',
      receiverPhone: null,
    });
    expect(summary.totals.deliveryCost).toBe('19.00');
    const step2 = (await company.get(`/ajax/cart/step-2/${order.orderNumber}`)).json<CheckoutSummary>();
    expect(step2.canFinish).toBe(true);
    expect(step2.missing).toEqual([]);
    expect(Number(step2.totals.net)).toBeCloseTo(Number(step2.totals.linesNet) + 19, 2);
    expect(step2.shippingAddress?.addressNumber).toBe(shipping);
    expect(step2.deliveryMethod?.id).toBe('courier_pl');
    expect(step2.lines[0]).toMatchObject({ symbol: product.symbol, amount: 2 });
  });

  it('accepts the form-encoded order[field] payload', async () => {
    const order = await cart([{ productId: product.id, amount: 1 }]);
    const body = new URLSearchParams(
      Object.entries(courierForm()).map(([k, v]) => [`order[${k}]`, v]),
    ).toString();
    const res = await patchForm(company, order.orderNumber, body, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await orderRow(order.orderNumber)).shippingCondition).toBe('courier_pl');
  });

  it('answers each broken rule with its ERP code, the field and the first message as main message', async () => {
    const order = await cart([{ productId: product.id, amount: 1 }]);
    const locker = await activeLocker();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...lockerForm(locker), receiverPhone: '12345' }, 77, 'receiverPhone'],
      [{ ...lockerForm(locker), receiverEmail: 'not-an-email' }, 78, 'receiverEmail'],
      [{ ...lockerForm('NOSUCH1M') }, 76, 'accessPointId'],
      [{ ...lockerForm(locker), paymentId: 'cash_on_delivery' }, 90, 'paymentId'],
      [{ ...courierForm(), vatEuCountry: 'PL12' }, 51, 'vatEuCountry'],
      [{ ...courierForm(), vatEuCountry: 'DE123456789' }, 94, 'vatEuCountry'],
      [{ ...courierForm(), shippingAddressId: '9999999' }, 56, 'shippingAddressId'],
      [{ ...courierForm(), invoiceAddressId: '9999999' }, 66, 'invoiceAddressId'],
      [{ ...courierForm(), shippingCondition: 'courier_de' }, 67, 'shippingCondition'],
      [{ ...courierForm(), paymentId: 'bitcoin' }, 79, 'paymentId'],
    ];
    for (const [form, erpCode, field] of cases) {
      const res = await patchForm(company, order.orderNumber, form);
      expect(res.statusCode, JSON.stringify(form)).toBe(422);
      const body = res.json<ErrorBody>();
      expect(body.erpCode, JSON.stringify(form)).toBe(erpCode);
      expect(body.data?.[0]?.field).toBe(field);
      expect(body.message).toBe(body.data?.[0]?.message);
    }
    // Nothing of a refused form is stored.
    expect((await orderRow(order.orderNumber)).shippingCondition).toBeNull();
    const phone = await patchForm(company, order.orderNumber, { ...lockerForm(locker), receiverPhone: '12' });
    expect(phone.json<ErrorBody>().message).toBe('Numer telefonu musi mieć dokładnie 9 cyfr.');
    // The page may ask for its own language.
    const english = await company.request({
      method: 'PATCH',
      url: `/ajax/order/${order.orderNumber}/form?language=en`,
      payload: { ...lockerForm(locker), receiverPhone: '12' },
    });
    expect(english.json<ErrorBody>().message).toBe('The phone number must have exactly 9 digits.');
  });

  it('names each broken rule by its message key, worded in the language asked for (ADR 030)', async () => {
    const order = await cart([{ productId: product.id, amount: 1 }]);
    const locker = await activeLocker();
    const cases: Array<[Record<string, unknown>, MessageKey]> = [
      [
        { ...lockerForm(locker), receiverPhone: '12345' },
        'checkout.orderCartInformation.phoneNumberErrorMessage',
      ],
      [
        { ...lockerForm(locker), receiverEmail: 'not-an-email' },
        'checkout.orderCartInformation.emailAddressErrorMessage',
      ],
      [{ ...lockerForm('NOSUCH1M') }, 'checkout.errors.accessPointInvalid'],
      [{ ...courierForm(), vatEuCountry: 'PL12' }, 'checkout.errors.vatNumberInvalid'],
      [{ ...courierForm(), vatEuCountry: 'DE123456789' }, 'checkout.errors.vatCountryMismatch'],
      [{ ...courierForm(), paymentId: 'bitcoin' }, 'checkout.errors.paymentUnknown'],
    ];
    for (const [form, key] of cases) {
      const res = await company.request({
        method: 'PATCH',
        url: `/ajax/order/${order.orderNumber}/form?language=de`,
        payload: form,
      });
      expect(res.statusCode, res.body).toBe(422);
      const body = res.json<ErrorBody>();
      expect(body.messageKey, res.body).toBe(key);
      expect(body.data?.[0]?.messageKey).toBe(key);
      expect(body.message).toBe(translate('de', key));
    }

    // A rule with values: the key, and the values in the words (the parts too big for a locker).
    const [oversized] = (await orderableProducts(t.database.db, 8)).slice(7);
    await setFlags(t.database.db, oversized!.id, ['OVERSIZED']);
    const big = await cart([{ productId: oversized!.id, amount: 1 }]);
    const refused = (await patchForm(company, big.orderNumber, lockerForm(locker))).json<ErrorBody>();
    expect(refused.messageKey).toBe('checkout.errors.oversizedForLocker');
    expect(refused.message).toBe(
      translate('pl', 'checkout.errors.oversizedForLocker', { symbols: oversized!.symbol }),
    );

    // The step check, the step-2 summary's missing fields and the finish carry the keys too.
    const empty = await cart([{ productId: product.id, amount: 1 }]);
    const step = (
      await company.post(`/ajax/order/${empty.orderNumber}/step/2`, {
        order: { shippingCondition: 'parcel_locker', receiverPhone: '12' },
      })
    ).json<{ data: Array<{ field: string; messageKey: string }> }>();
    expect(step.data.find((d) => d.field === 'receiverPhone')?.messageKey).toBe(
      'checkout.orderCartInformation.phoneNumberErrorMessage',
    );
    const summary = (await company.get(`/ajax/cart/step-2/${empty.orderNumber}`)).json<CheckoutSummary>();
    expect(summary.missing.find((m) => m.field === 'paymentId')).toEqual({
      field: 'paymentId',
      message: translate('pl', 'checkout.errors.paymentRequired'),
      messageKey: 'checkout.errors.paymentRequired',
    });
    const finished = (await finish(company, empty.orderNumber)).json<ErrorBody>();
    expect(finished.messageKey).toBe(summary.missing[0]!.messageKey);
  });

  it('refuses a parcel locker for an oversized part (10346) and a locker out of service (10345)', async () => {
    const [big] = await orderableProducts(t.database.db, 1, { minStock: 0 }).then((rows) => rows.slice(-1));
    const [oversized] = (await orderableProducts(t.database.db, 5)).slice(3);
    await setFlags(t.database.db, oversized!.id, ['OVERSIZED']);
    const order = await cart([{ productId: oversized!.id, amount: 1 }]);
    const res = await patchForm(company, order.orderNumber, lockerForm(await activeLocker()));
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorBody>()).toMatchObject({ erpCode: 10346 });
    expect(res.json<ErrorBody>().message).toContain(oversized!.symbol);
    expect(big).toBeDefined();

    const all = await t.database.db.execute<{ id: string }>(
      sql`SELECT id FROM access_points WHERE NOT is_active LIMIT 1`,
    );
    const closed = (all as unknown as { rows: Array<{ id: string }> }).rows[0]!.id;
    const order2 = await cart([{ productId: product.id, amount: 1 }]);
    const res2 = await patchForm(company, order2.orderNumber, lockerForm(closed));
    expect(res2.json<ErrorBody>()).toMatchObject({
      code: 422,
      erpCode: 10345,
      data: [{ field: 'accessPointId' }],
    });
  });

  it('refuses dangerous goods by air (10347) and cash on delivery above the limit (20359)', async () => {
    const [, , , , , dangerous] = await orderableProducts(t.database.db, 6);
    await setFlags(t.database.db, dangerous!.id, ['DANGEROUS']);
    const order = await cart([{ productId: dangerous!.id, amount: 1 }]);
    const air = await patchForm(company, order.orderNumber, {
      ...courierForm(),
      shippingCondition: 'express_air',
    });
    expect(air.json<ErrorBody>()).toMatchObject({ code: 422, erpCode: 10347 });

    await setStock(t.database.db, other.id, 100000);
    const big = await cart([{ productId: other.id, amount: 99999 }]);
    const cod = await patchForm(company, big.orderNumber, {
      ...courierForm(),
      paymentId: 'cash_on_delivery',
    });
    expect(cod.json<ErrorBody>(), cod.body).toMatchObject({
      code: 422,
      erpCode: 20359,
      data: [{ field: 'paymentId' }],
    });
  });

  it('the locker method takes the invoice address from the payer and keeps the receiver', async () => {
    const order = await cart([{ productId: product.id, amount: 1 }]);
    const locker = await activeLocker();
    const res = await patchForm(company, order.orderNumber, { order: lockerForm(locker) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CheckoutSummary>()).toMatchObject({
      form: { invoiceAddressId: payer, accessPointId: locker, receiverPhone: '+48600100200' },
      accessPoint: { id: locker },
    });
  });

  it('step 2 starts from the default addresses and the order settings’ delivery and payment (B10)', async () => {
    const ids = await idsOf('person@demo.shop');
    const order = await createCartFixture(t.database.db, { ...ids, country: 'de' }, [
      { productId: product.id, amount: 1 },
    ]);
    const list = (await person.get('/ajax/profile/addresses')).json<AddressList>();
    const home = list.shippingAddresses.elements.find((a) => a.isDefault)!.addressNumber;
    const payerOfPerson = list.payerAddress!.addressNumber;
    const step2 = async () => {
      const res = await person.get(`/ajax/cart/step-2/${order.orderNumber}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<CheckoutSummary>();
    };
    // Without order settings the addresses are still the customer's defaults.
    expect((await step2()).form).toMatchObject({
      shippingAddressId: home,
      invoiceAddressId: payerOfPerson,
      shippingCondition: null,
      paymentId: null,
    });

    const settings = await person.request({
      method: 'PUT',
      url: '/ajax/customer/info',
      payload: { defaultDelivery: 'courier_de', defaultPayment: 'bank_transfer' },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const summary = await step2();
    expect(summary.form).toMatchObject({
      shippingAddressId: home,
      invoiceAddressId: payerOfPerson,
      shippingCondition: 'courier_de',
      paymentId: 'bank_transfer',
    });
    expect(summary.shippingAddress?.addressNumber).toBe(home);
    expect(summary.deliveryMethod?.id).toBe('courier_de');
    expect(summary.paymentMethod?.id).toBe('bank_transfer');
    expect(summary.missing).toEqual([]);
    expect(summary.canFinish).toBe(true);
    // What step 2 shows is what gets placed, without opening the form.
    const placed = await finish(person, order.orderNumber);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await orderRow(order.orderNumber)).toMatchObject({
      shippingCondition: 'courier_de',
      paymentId: 'bank_transfer',
      shippingAddressNumber: home,
    });

    // A default delivery that does not go to the address's country is left to choose.
    await person.request({
      method: 'PUT',
      url: '/ajax/customer/info',
      payload: { defaultDelivery: 'courier_pl' },
    });
    const other = await createCartFixture(t.database.db, { ...ids, country: 'de' }, [
      { productId: product.id, amount: 1 },
    ]);
    const unfit = (await person.get(`/ajax/cart/step-2/${other.orderNumber}`)).json<CheckoutSummary>();
    expect(unfit.form).toMatchObject({ shippingAddressId: home, shippingCondition: null, paymentId: null });
  });

  it('an address edited after an order was placed leaves the order its own copy (B11)', async () => {
    const details = {
      customerName: 'Elektro-Systems, magazyn',
      street: 'ul. Składowa 9',
      zipCode: '61-897',
      city: 'Poznań',
      countryCode: 'pl',
      receiverEmail: 'magazyn@firma.pl',
      receiverPhone: '600 100 200',
    };
    const created = await company.post('/ajax/profile/addresses', {
      details,
      sales_department: '',
      role_properties: { role: 'SH', default: false, enabled: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    const number = created.json<{ address: { addressNumber: string } }>().address.addressNumber;
    const order = await cart([{ productId: product.id, amount: 1 }]);
    const form = await patchForm(company, order.orderNumber, { ...courierForm(), shippingAddressId: number });
    expect(form.statusCode, form.body).toBe(200);
    expect((await finish(company, order.orderNumber)).statusCode).toBe(200);

    const edit = await company.request({
      method: 'PUT',
      url: `/ajax/profile/addresses/${number}`,
      payload: { details: { ...details, street: 'ul. Portowa 2', zipCode: '80-001', city: 'Gdańsk' } },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const placed = await company.get(`/ajax/order-status/${order.orderNumber}`);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json<{ shippingAddress: Record<string, unknown> }>().shippingAddress).toMatchObject({
      street: 'ul. Składowa 9',
      zipCode: '61-897',
      city: 'Poznań',
    });
    expect((await orderRow(order.orderNumber)).shippingAddress).toMatchObject({
      addressNumber: number,
      street: 'ul. Składowa 9',
    });
    // A cart still open follows the edit: it points at the address, it has no copy yet.
    const open = await cart([{ productId: product.id, amount: 1 }]);
    const summary = await patchForm(company, open.orderNumber, {
      ...courierForm(),
      shippingAddressId: number,
    });
    expect(summary.json<CheckoutSummary>().shippingAddress).toMatchObject({ street: 'ul. Portowa 2' });
  });

  it('takes a Polish locker receiver typed with +48 and spaces (spec §5: nine digits), kept in E.164', async () => {
    const order = await cart([{ productId: product.id, amount: 1 }]);
    const locker = await activeLocker();
    for (const typed of ['+48 600 100 200', '600 100 200', '0048600100200']) {
      const res = await patchForm(company, order.orderNumber, {
        ...lockerForm(locker),
        receiverPhone: typed,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<CheckoutSummary>().form.receiverPhone).toBe('+48600100200');
      expect((await orderRow(order.orderNumber)).receiverPhone).toBe('+48600100200');
    }
    // Still nine Polish digits: a German number is no receiver for a Polish locker.
    const german = await patchForm(company, order.orderNumber, {
      ...lockerForm(locker),
      receiverPhone: '+49 30 12345678',
    });
    expect(german.statusCode).toBe(422);
    expect(german.json<ErrorBody>().data?.[0]?.field).toBe('receiverPhone');
  });

  it('refuses unknown fields, and another customer’s order is not found (erpCode 20)', async () => {
    const order = await cart([{ productId: product.id, amount: 1 }]);
    expect(
      (await patchForm(company, order.orderNumber, { ...courierForm(), price: '0.01' })).statusCode,
    ).toBe(422);
    for (const res of [
      await patchForm(person, order.orderNumber, courierForm()),
      await person.get(`/ajax/cart/step-2/${order.orderNumber}`),
      await finish(person, order.orderNumber),
      await person.post(`/ajax/order/${order.orderNumber}/step/2`, ''),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json<ErrorBody>().erpCode).toBe(20);
    }
    expect((await new Client(t.app).get(`/ajax/cart/step-2/${order.orderNumber}`)).statusCode).toBe(401);
  });

  it('validates a step from a form post and answers the data list', async () => {
    const order = await cart([{ productId: product.id, amount: 1 }]);
    const res = await company.request({
      method: 'POST',
      url: `/ajax/order/${order.orderNumber}/step/2`,
      payload: 'order[shippingCondition]=parcel_locker&order[receiverPhone]=12',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ valid: boolean; data: Array<{ field: string }> }>();
    expect(body.valid).toBe(false);
    // The shipping address is the customer's default (B10); the rest of the locker form is missing.
    expect(body.data.map((d) => d.field)).toEqual(
      expect.arrayContaining(['accessPointId', 'receiverPhone', 'paymentId']),
    );
    expect(body.data.map((d) => d.field)).not.toContain('shippingAddressId');
    const step1 = (
      await company.post(`/ajax/order/${order.orderNumber}/step/1`, '', {
        'content-type': 'application/x-www-form-urlencoded',
      })
    ).json();
    expect(step1).toEqual({ valid: true, data: [] });
    expect((await company.post(`/ajax/order/${order.orderNumber}/step/3`, '')).statusCode).toBe(422);
  });
});

describe('finishing an order', () => {
  it('places the order: stock reserved, lines and totals fixed, history, mail; then it is closed (59)', async () => {
    const order = await cart([
      { productId: product.id, amount: 3 },
      { productId: other.id, amount: 1 },
    ]);
    await patchForm(company, order.orderNumber, courierForm());
    const before = [await stockOf(product.id), await stockOf(other.id)];
    const res = await finish(company, order.orderNumber, 'key-place-000001');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<FinishResponse>()).toEqual({
      orderNumber: order.orderNumber,
      status: 'placed',
      redirectUrl: `/link/order-confirmation?order=${order.orderNumber}`,
    });
    expect([await stockOf(product.id), await stockOf(other.id)]).toEqual([before[0]! - 3, before[1]! - 1]);
    const row = await orderRow(order.orderNumber);
    expect(row).toMatchObject({ status: 'placed', deliveryCost: '19.0000' });
    expect(Number(row.grossTotal)).toBeGreaterThan(Number(row.netTotal));
    expect(row.shippingAddress).toMatchObject({
      addressNumber: shipping,
      deliveryMethod: { id: 'courier_pl' },
    });
    expect(row.invoiceAddress).toMatchObject({ addressNumber: payer, vatNumber: 'PL1234567890' });
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
    expect(items.map((i) => [i.symbol, i.reserved])).toEqual(
      expect.arrayContaining([
        [product.symbol, 3],
        [other.symbol, 1],
      ]),
    );
    expect(items.every((i) => i.unitPrice !== null && i.lineNet !== null)).toBe(true);
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, row.id));
    expect(history.map((h) => h.status)).toEqual(['placed']);
    // The mail goes out after the answer: wait for it a little.
    let mails = await t.services.mail.list(5);
    for (let i = 0; i < 50 && !mails.some((m) => m.subject.includes(order.orderNumber)); i += 1) {
      await new Promise((r) => setTimeout(r, 20));
      mails = await t.services.mail.list(5);
    }
    expect(
      mails.find((m) => m.kind === 'order_confirmation' && m.subject.includes(order.orderNumber)),
    ).toMatchObject({
      toAddress: 'company@demo.shop',
    });

    const again = await finish(company, order.orderNumber);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().erpCode).toBe(59);
    expect(await stockOf(product.id)).toBe(before[0]! - 3);
  });

  it('the confirmation mail is in the person’s language and links to their market in that language', async () => {
    const setLanguage = (language: string) =>
      t.database.db
        .update(contactPersons)
        .set({ language })
        .where(eq(contactPersons.id, companyIds.contactPersonId));
    await setLanguage('en');
    try {
      const order = await cart([{ productId: product.id, amount: 1 }]);
      await patchForm(company, order.orderNumber, courierForm());
      // Placed from a Polish page: the mail still follows the person's own language.
      const res = await company.post(`/ajax/order/${order.orderNumber}/finish?language=pl&country=pl`, {
        termsAccepted: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      let mail;
      for (let i = 0; i < 100 && !mail; i += 1) {
        mail = (await t.services.mail.list(10)).find((m) => m.subject.includes(order.orderNumber));
        if (!mail) await new Promise((r) => setTimeout(r, 20));
      }
      expect(mail).toMatchObject({ language: 'en' });
      expect(mail!.textBody).toContain(`/en/pl/order-status/${order.orderNumber}`);
      expect(mail!.textBody).toMatch(/Thank you|order/i);
    } finally {
      await setLanguage('pl');
    }
  });

  it('an empty cart is refused (10311), so is a missing form and a missing terms acceptance', async () => {
    const empty = await cart([]);
    await patchForm(company, empty.orderNumber, courierForm());
    const res = await finish(company, empty.orderNumber);
    expect(res.json<ErrorBody>()).toMatchObject({ code: 422, erpCode: 10311 });
    const noForm = await cart([{ productId: product.id, amount: 1 }]);
    expect((await finish(company, noForm.orderNumber)).json<ErrorBody>().code).toBe(422);
    expect((await finish(company, noForm.orderNumber, undefined, {})).statusCode).toBe(422);
    expect((await orderRow(noForm.orderNumber)).status).toBe('cart');
  });

  it('out of stock: everything rolls back and the answer names the symbols (409, 10310)', async () => {
    await setStock(t.database.db, other.id, 2);
    const order = await cart([
      { productId: product.id, amount: 1 },
      { productId: other.id, amount: 5 },
    ]);
    await patchForm(company, order.orderNumber, courierForm());
    const before = await stockOf(product.id);
    const res = await finish(company, order.orderNumber);
    expect(res.statusCode).toBe(409);
    const body = res.json<ErrorBody>();
    expect(body.erpCode).toBe(10310);
    expect(body.data).toEqual([{ field: 'items', message: other.symbol }]);
    expect(await stockOf(product.id)).toBe(before);
    expect(await stockOf(other.id)).toBe(2);
    const row = await orderRow(order.orderNumber);
    expect(row).toMatchObject({ status: 'cart', netTotal: null });
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
    expect(items.every((i) => i.reserved === 0 && i.symbol === null)).toBe(true);
    await setStock(t.database.db, other.id, 1000);
  });

  it('idempotency: the same key and body answer the stored result; another body is refused (10390)', async () => {
    const order = await cart([{ productId: product.id, amount: 1 }]);
    await patchForm(company, order.orderNumber, courierForm());
    const before = await stockOf(product.id);
    // A double click: the second request waits for the first and answers what it answered (Stripe's rule).
    const both = await Promise.all([
      finish(company, order.orderNumber, 'double-click-1'),
      finish(company, order.orderNumber, 'double-click-1'),
      finish(company, order.orderNumber, 'double-click-1'),
    ]);
    const [a] = both;
    expect(a!.statusCode, a!.body).toBe(200);
    expect(a!.json<FinishResponse>()).toMatchObject({ orderNumber: order.orderNumber, status: 'placed' });
    for (const res of both) {
      expect(res.statusCode, res.body).toBe(a!.statusCode);
      expect(res.rawPayload.equals(a!.rawPayload)).toBe(true);
      expect(res.headers['content-type']).toBe(a!.headers['content-type']);
    }
    const replay = await finish(company, order.orderNumber, 'double-click-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.rawPayload.equals(a!.rawPayload), replay.body).toBe(true);
    expect(replay.headers['content-type']).toBe(a!.headers['content-type']);
    expect(await stockOf(product.id)).toBe(before - 1);
    const placed = await orderRow(order.orderNumber);
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, placed.id));
    expect(history.map((h) => h.status)).toEqual(['placed']);

    const second = await cart([{ productId: product.id, amount: 1 }]);
    const reused = await finish(company, second.orderNumber, 'double-click-1');
    expect(reused.statusCode).toBe(409);
    expect(reused.json<ErrorBody>().erpCode).toBe(10390);
    const badKey = await finish(company, second.orderNumber, 'bad key!');
    expect(badKey.statusCode).toBe(422);
    expect(badKey.json<ErrorBody>().data).toEqual([
      { field: 'Idempotency-Key', message: expect.any(String), messageKey: 'errors.order.keyInvalid' },
    ]);
    // Keys take the same characters as when creating an order (common/idempotency), dots and colons too.
    // A refused attempt does not burn its key: after fixing the form the same key places the order.
    // Refused twice at once: the waiting replay finds the key released and meets the refusal itself.
    const failed = await Promise.all([
      finish(company, second.orderNumber, 'retry:fix-then.1'),
      finish(company, second.orderNumber, 'retry:fix-then.1'),
    ]);
    expect(failed.map((r) => r.statusCode)).toEqual([422, 422]);
    expect(failed[1]!.body).toBe(failed[0]!.body);
    await patchForm(company, second.orderNumber, courierForm());
    expect((await finish(company, second.orderNumber, 'retry:fix-then.1')).statusCode).toBe(200);
  });
});

describe('online payment through testpay', () => {
  async function placeOnline() {
    const order = await cart([{ productId: product.id, amount: 1 }]);
    await patchForm(company, order.orderNumber, { ...courierForm(), paymentId: 'online_testpay' });
    const res = await finish(company, order.orderNumber);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<FinishResponse>();
    expect(body.status).toBe('awaiting_payment');
    const token = /^\/payment-operator\/([0-9a-f]{32})\?lang=en$/.exec(body.redirectUrl!)![1]!;
    return { ...order, token };
  }
  const operatorPost = (
    token: string,
    result: string,
    headers: Record<string, string> = { origin: 'http://localhost:80' },
    query = '',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/payment-operator/${token}${query}`,
      payload: `result=${result}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:80', ...headers },
    });
  const callback = (body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/ajax/payment/callback',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-testpay-signature': signature },
    });
  const signed = (body: object) => {
    const raw = JSON.stringify(body);
    return [raw, createHmac('sha256', SECRET).update(raw).digest('hex')] as const;
  };

  it('shows the operator page and a successful payment makes the order paid', async () => {
    const order = await placeOnline();
    const page = await t.app.inject({ method: 'GET', url: `/payment-operator/${order.token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(order.orderNumber);
    expect(page.body).not.toContain('<script');
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.token, order.token));
    expect(page.body).toContain(`${Number(payment!.amount).toFixed(2)} PLN`);
    const logos = await company.get('/ajax/cart/payment-operator-logos');
    expect(logos.json()).toEqual({
      elements: [{ provider: 'testpay', name: 'testpay', logoUrl: '/payment-operator/logo/testpay.svg' }],
    });
    const logo = await t.app.inject({ method: 'GET', url: '/payment-operator/logo/testpay.svg' });
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    const res = await operatorPost(order.token, 'success');
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`/link/order-confirmation?order=${order.orderNumber}`);
    const row = await orderRow(order.orderNumber);
    expect(row.status).toBe('paid');
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, row.id));
    expect(history.map((h) => h.status)).toEqual(['awaiting_payment', 'paid']);
    // Settled: the operator page says so, and paying twice is impossible.
    expect((await t.app.inject({ method: 'GET', url: `/payment-operator/${order.token}` })).body).toContain(
      'succeeded',
    );
    expect((await operatorPost(order.token, 'success')).headers.location).toContain('/link/order-failure');
  });

  it('a failed payment leaves the order waiting with a note; paying again gets a new token', async () => {
    const order = await placeOnline();
    const res = await operatorPost(order.token, 'failure');
    expect(res.headers.location).toBe(`/link/order-failure?order=${order.orderNumber}`);
    const row = await orderRow(order.orderNumber);
    expect(row.status).toBe('awaiting_payment');
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, row.id));
    expect(history.at(-1)).toMatchObject({
      status: 'awaiting_payment',
      noteCode: 'paymentFailed',
      noteValues: { provider: 'testpay' },
    });
    const retry = await company.post(`/ajax/order/${order.orderNumber}/payment`, {});
    expect(retry.statusCode, retry.body).toBe(200);
    const token = new URL(retry.json<FinishResponse>().redirectUrl!, 'http://x').pathname.split('/').pop()!;
    expect(token).not.toBe(order.token);
    expect((await operatorPost(token, 'success')).headers.location).toContain('/link/order-confirmation');
    expect((await orderRow(order.orderNumber)).status).toBe('paid');
    expect((await person.post(`/ajax/order/${order.orderNumber}/payment`, {})).statusCode).toBe(404);
    expect((await company.post(`/ajax/order/${order.orderNumber}/payment`, {})).statusCode).toBe(409);
  });

  it('the pages after placing and paying keep the page’s locale (/pl/, /en/pl/), whatever the operator', async () => {
    const online = await cart([{ productId: product.id, amount: 1 }]);
    await patchForm(company, online.orderNumber, { ...courierForm(), paymentId: 'online_testpay' });
    const placed = await company.post(`/ajax/order/${online.orderNumber}/finish?language=pl&country=pl`, {
      termsAccepted: true,
    });
    const url = placed.json<FinishResponse>().redirectUrl!;
    const [, token, query] = /^\/payment-operator\/([0-9a-f]{32})(\?lang=pl&country=pl)$/.exec(url)!;
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.body).toContain('lang="pl"');
    expect(page.body).toContain(`action="/payment-operator/${token}?lang=pl&#38;country=pl"`);
    const paid = await operatorPost(token!, 'success', undefined, query);
    expect(paid.headers.location).toBe(`/pl/link/order-confirmation?order=${online.orderNumber}`);

    const transfer = await cart([{ productId: product.id, amount: 1 }]);
    await patchForm(company, transfer.orderNumber, courierForm());
    const res = await company.post(`/ajax/order/${transfer.orderNumber}/finish?language=en&country=pl`, {
      termsAccepted: true,
    });
    expect(res.json<FinishResponse>().redirectUrl).toBe(
      `/en/pl/link/order-confirmation?order=${transfer.orderNumber}`,
    );
    const unknown = await company.post(`/ajax/order/${transfer.orderNumber}/finish?country=xx`, {
      termsAccepted: true,
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('refuses tampered, unsigned, unknown, stale and replayed callbacks', async () => {
    const order = await placeOnline();
    const [row] = await t.database.db.select().from(payments).where(eq(payments.token, order.token));
    const base = {
      token: order.token,
      result: 'success',
      amount: String(Number(row!.amount)),
      currency: row!.currency,
      notificationId: 'a'.repeat(32),
      timestamp: Math.floor(Date.now() / 1000),
    };
    const [raw, signature] = signed(base);
    const tampered = raw.replace('"success"', '"failure"');
    expect((await callback(tampered, signature)).statusCode).toBe(401);
    expect((await callback(raw, '')).statusCode).toBe(401);
    expect((await callback(raw, 'f'.repeat(64))).statusCode).toBe(401);
    expect((await callback(...signed({ ...base, token: 'b'.repeat(32) }))).statusCode).toBe(404);
    expect((await callback(...signed({ ...base, timestamp: base.timestamp - 3600 }))).statusCode).toBe(409);
    expect((await callback(...signed({ ...base, amount: '0.01' }))).statusCode).toBe(422);
    expect((await callback(...signed({ ...base, extra: 1 }))).statusCode).toBe(422);
    expect((await orderRow(order.orderNumber)).status).toBe('awaiting_payment');

    const ok = await callback(raw, signature);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ orderNumber: order.orderNumber, status: 'paid' });
    expect((await callback(raw, signature)).statusCode).toBe(409);
    expect((await callback(...signed({ ...base, notificationId: 'c'.repeat(32) }))).statusCode).toBe(409);
  });

  it('cancelling an order paid through testpay gives the money back at once (no money moved)', async () => {
    const order = await placeOnline();
    await operatorPost(order.token, 'success');
    const cancel = await company.post(`/ajax/order-status/${order.orderNumber}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json<OrderDetails>()).toMatchObject({
      status: 'cancelled',
      payment: { state: 'refunded', provider: 'testpay' },
    });
  });

  it('the operator form needs our origin; the callback needs no XHR marker because it is signed', async () => {
    const order = await placeOnline();
    expect((await operatorPost(order.token, 'success', { origin: 'https://evil.example' })).statusCode).toBe(
      403,
    );
    expect((await operatorPost(order.token, 'success', {})).statusCode).toBe(403);
    expect((await operatorPost(order.token, 'success', { origin: 'null' })).statusCode).toBe(403);
    expect((await operatorPost(order.token, 'success', { 'sec-fetch-site': 'same-site' })).statusCode).toBe(
      403,
    );
    expect((await operatorPost(order.token, 'maybe')).statusCode).toBe(422);
    expect(
      (await t.app.inject({ method: 'GET', url: `/payment-operator/${'0'.repeat(32)}` })).statusCode,
    ).toBe(404);
    expect((await orderRow(order.orderNumber)).status).toBe('awaiting_payment');
    // A browser's own form post says same-origin, even when it sends Origin: null (no-referrer).
    const own = await operatorPost(order.token, 'success', {
      origin: 'null',
      'sec-fetch-site': 'same-origin',
    });
    expect(own.statusCode).toBe(303);
    expect((await orderRow(order.orderNumber)).status).toBe('paid');
    void XHR;
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('racing for the last units (PostgreSQL)', () => {
  /** A logged-in customer with a cart of `lines` and its order form filled in. */
  async function racer(name: string, lines: Array<{ productId: number; amount: number }>) {
    const hash = await t.services.auth.hashPassword(DEMO_PASSWORD);
    const email = `${name}@race.test`;
    const created = await t.services.customers.createAccount(
      companyAccountInput(`Racer ${name}`, email, hash) as never,
    );
    const client = new Client(t.app);
    await client.login(email, DEMO_PASSWORD);
    const list = (await client.get('/ajax/profile/addresses')).json<AddressList>();
    const order = await createCartFixture(
      t.database.db,
      { customerId: created.customerId, contactPersonId: created.contactPersonId, country: 'pl' },
      lines,
    );
    const saved = await patchForm(client, order.orderNumber, {
      ...courierForm(),
      shippingAddressId: list.shippingAddresses.elements[0]!.addressNumber,
      invoiceAddressId: list.payerAddress!.addressNumber,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { client, orderNumber: order.orderNumber };
  }

  it('20 customers finish at once for the last 3 units: exactly 3 win, stock never below zero, no 5xx', async () => {
    const [scarce] = (await orderableProducts(t.database.db, 12)).slice(10);
    await setStock(t.database.db, scarce!.id, 3);
    const racers = [];
    for (let i = 0; i < 20; i += 1)
      racers.push(await racer(`racer-${i}`, [{ productId: scarce!.id, amount: 1 }]));
    const results = await Promise.all(
      racers.map((r, i) => finish(r.client, r.orderNumber, `race-key-${i}-xyz`)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c >= 500)).toHaveLength(0);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(17);
    expect(refused.every((r) => r.json<ErrorBody>().erpCode === 10310)).toBe(true);
    expect(await stockOf(scarce!.id)).toBe(0);
  }, 120_000);

  it('orders of two scarce parts added in opposite orders never deadlock; a short line refuses the whole order', async () => {
    const [a, b] = (await orderableProducts(t.database.db, 16)).slice(13);
    await setStock(t.database.db, a!.id, 4);
    await setStock(t.database.db, b!.id, 6);
    const racers = [];
    for (let i = 0; i < 12; i += 1) {
      const lines = [
        { productId: a!.id, amount: 1 },
        { productId: b!.id, amount: 1 },
      ];
      racers.push(await racer(`pair-${i}`, i % 2 === 0 ? lines : lines.reverse()));
    }
    const results = await Promise.all(
      racers.map((r, i) => finish(r.client, r.orderNumber, `pair-key-${i}-xyz`)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c >= 500)).toHaveLength(0);
    // A runs out after 4 orders; the refused orders took nothing of B either.
    expect(codes.filter((c) => c === 200)).toHaveLength(4);
    expect(await stockOf(a!.id)).toBe(0);
    expect(await stockOf(b!.id)).toBe(2);
  }, 120_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('cart edits racing the finish (PostgreSQL)', () => {
  /**
   * A second connection to the test's own database: `gate` holds a product row so the finish stops
   * inside its transaction (after it locked the order, before it wrote the lines), `watch` sees
   * which sessions wait for a lock.
   */
  async function connect(): Promise<pg.Client> {
    const [row] = (
      (await t.database.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
        rows: Array<{ name: string }>;
      }
    ).rows;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${row!.name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    return client;
  }

  it('50 rounds of edits against the finish: no placed order differs from what was placed', async () => {
    const [a, b, c] = (await orderableProducts(t.database.db, 24)).slice(20);
    for (const p of [a!, b!, c!]) await setStock(t.database.db, p.id, 100_000);
    const gate = await connect();
    const watch = await connect();
    const waiting = async () =>
      Number(
        (
          await watch.query<{ n: string }>(
            `SELECT count(*) AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          )
        ).rows[0]!.n,
      );
    /** Until `ready()` holds: each request is then waiting for a lock or has answered (never a clock). */
    async function until(ready: () => Promise<boolean>, what: string) {
      for (let i = 0; i < 4000; i += 1) {
        if (await ready()) return;
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      throw new Error(`never ${what}`);
    }
    const changed: string[] = [];
    const accepted: string[] = [];
    try {
      for (let round = 0; round < 50; round += 1) {
        const order = await cart([
          { productId: a!.id, amount: 1 },
          { productId: b!.id, amount: 1 },
        ]);
        const n = order.orderNumber;
        expect((await patchForm(company, n, courierForm())).statusCode).toBe(200);
        const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
        const lineOf = (id: number) => lines.find((l) => l.productId === id)!.id;

        await gate.query('BEGIN');
        await gate.query('SELECT id FROM products WHERE id = $1 FOR UPDATE', [a!.id]);
        const finishing = finish(company, n, `edit-race-${round}-key`);
        await until(async () => (await waiting()) >= 1, 'saw the finish wait for the stock');
        let settled = 0;
        const edits = [
          company.request({
            method: 'PATCH',
            url: `/ajax/order/${n}/item/${lineOf(a!.id)}`,
            payload: { amount: 52 },
          }),
          company.post('/ajax/order/item', { orderNumber: n, item: { symbol: c!.symbol, amount: 1 } }),
          company.request({ method: 'DELETE', url: `/ajax/order/${n}/item/${lineOf(b!.id)}` }),
          company.request({
            method: 'PATCH',
            url: `/ajax/order/${n}`,
            payload: { customerOrderNumber: `changed-${round}` },
          }),
        ].map((edit) => edit.finally(() => (settled += 1)));
        await until(
          async () => (await waiting()) >= 1 + edits.length - settled,
          'saw every edit answer or wait for a lock',
        );
        await gate.query('COMMIT');
        const [done, ...answers] = await Promise.all([finishing, ...edits]);

        // The finish took the order lock first, so it wins every round; an edit after it is refused.
        expect(done!.statusCode, done!.body).toBe(200);
        for (const answer of answers) {
          if (answer.statusCode !== 409 || answer.json<ErrorBody>().erpCode !== 59)
            accepted.push(`${n}: ${answer.statusCode} ${answer.body.slice(0, 80)}`);
        }
        const placed = await orderRow(n);
        const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, placed.id));
        // What placement wrote is the moment of placement: the placed price and line total of each
        // line for the units it reserved, and the order's net total over them.
        const linesNet = items.reduce((sum, i) => sum.plus(i.lineNet ?? '0'), toDecimal('0'));
        const differences = [
          placed.status !== done!.json<FinishResponse>().status && `status ${placed.status}`,
          items.length !== 2 && `${items.length} lines`,
          ...items
            .filter((i) => i.symbol === null || i.lineNet === null || i.reserved !== i.amount)
            .map((i) => `line ${i.productId}: ${i.amount} units, ${i.reserved} reserved, net ${i.lineNet}`),
          !linesNet.plus(placed.deliveryCost!).eq(placed.netTotal!) &&
            `lines ${linesNet.toFixed()} + delivery ${placed.deliveryCost} ≠ net ${placed.netTotal}`,
          placed.customerOrderNumber !== null && `customer order number ${placed.customerOrderNumber}`,
        ].filter(Boolean);
        if (differences.length > 0) changed.push(`${n}: ${differences.join('; ')}`);
      }
    } finally {
      await gate.query('ROLLBACK').catch(() => {});
      await gate.end();
      await watch.end();
    }
    expect(changed).toEqual([]);
    expect(accepted).toEqual([]);
  }, 300_000);
});

describe('a mail that cannot be sent', () => {
  it('does not fail the order: it is placed and answered 200', async () => {
    // SMTP on a closed port: every send fails.
    const broken = await createTestApp({
      seedProducts: 50,
      demoAccounts: true,
      accounts: { smtpUrl: 'smtp://127.0.0.1:1' },
    });
    try {
      const client = new Client(broken.app);
      await client.login('company@demo.shop', DEMO_PASSWORD);
      const [row] = await broken.database.db
        .select({ customerId: contactPersons.customerId, contactPersonId: contactPersons.id })
        .from(contactPersons)
        .where(eq(contactPersons.email, 'company@demo.shop'));
      const list = (await client.get('/ajax/profile/addresses')).json<AddressList>();
      const [p] = await orderableProducts(broken.database.db, 1);
      await setStock(broken.database.db, p!.id, 10);
      const order = await createCartFixture(broken.database.db, { ...row!, country: 'pl' }, [
        { productId: p!.id, amount: 1 },
      ]);
      await patchForm(client, order.orderNumber, {
        ...courierForm(),
        shippingAddressId: list.shippingAddresses.elements[0]!.addressNumber,
        invoiceAddressId: list.payerAddress!.addressNumber,
      });
      const res = await finish(client, order.orderNumber);
      expect(res.statusCode, res.body).toBe(200);
      const [placed] = await broken.database.db
        .select()
        .from(orders)
        .where(eq(orders.orderNumber, order.orderNumber));
      expect(placed!.status).toBe('placed');
    } finally {
      await broken.close();
    }
  }, 120_000);
});
