import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerInfo } from '../../../common/contracts/customer-profile';
import type { ErrorBody } from '../../../common/errors';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let company: Client;
let person: Client;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 0, demoAccounts: true });
  company = new Client(t.app);
  person = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  await person.login('person@demo.shop', DEMO_PASSWORD);
});

afterAll(async () => {
  await t?.close();
});

const info = async (client: Client) => {
  const res = await client.get('/ajax/customer/info');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CustomerInfo>();
};
const put = (client: Client, payload: unknown) =>
  client.request({ method: 'PUT', url: '/ajax/customer/info', payload: payload as object });

describe('customer info (GET and PUT /ajax/customer/info)', () => {
  it('starts empty', async () => {
    expect(await info(company)).toEqual({
      newCustomerAddresses: true,
      vatNumbers: [],
      defaultDelivery: null,
      defaultPayment: null,
    });
  });

  it('stores VAT numbers per EU country, normalised, and the default methods', async () => {
    const res = await put(company, {
      vatNumbers: [
        { country: 'pl', vatNumber: '123-456-78-90' },
        { country: 'de', vatNumber: 'de 123 456 789' },
        { country: 'gr', vatNumber: '123456789' },
      ],
      defaultDelivery: 'courier_dpd',
      defaultPayment: 'bank_transfer',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CustomerInfo>()).toEqual({
      newCustomerAddresses: true,
      vatNumbers: [
        { country: 'de', vatNumber: 'DE123456789' },
        { country: 'gr', vatNumber: 'EL123456789' },
        { country: 'pl', vatNumber: 'PL1234567890' },
      ],
      defaultDelivery: 'courier_dpd',
      defaultPayment: 'bank_transfer',
    });
  });

  it('changes only what the body names; the list is replaced as a whole', async () => {
    expect((await put(company, { defaultPayment: null })).json<CustomerInfo>()).toMatchObject({
      defaultDelivery: 'courier_dpd',
      defaultPayment: null,
      vatNumbers: expect.arrayContaining([{ country: 'pl', vatNumber: 'PL1234567890' }]),
    });
    const replaced = await put(company, { vatNumbers: [{ country: 'hu', vatNumber: '12345678' }] });
    expect(replaced.json<CustomerInfo>().vatNumbers).toEqual([{ country: 'hu', vatNumber: 'HU12345678' }]);
  });

  it('refuses bad input with a 422 naming the field, and changes nothing', async () => {
    const before = await info(company);
    const cases: Array<[unknown, string]> = [
      [{ vatNumbers: [{ country: 'pl', vatNumber: 'PL123' }] }, 'vatNumbers.0.vatNumber'],
      [{ vatNumbers: [{ country: 'de', vatNumber: 'PL1234567890' }] }, 'vatNumbers.0.vatNumber'],
      [{ vatNumbers: [{ country: 'en', vatNumber: 'GB123456789' }] }, 'vatNumbers.0.country'],
      [{ vatNumbers: [{ country: 'PL', vatNumber: 'PL1234567890' }] }, 'vatNumbers.0.country'],
      [
        {
          vatNumbers: [
            { country: 'pl', vatNumber: 'PL1234567890' },
            { country: 'pl', vatNumber: 'PL0987654321' },
          ],
        },
        'vatNumbers.1.country',
      ],
      [{ vatNumbers: [{ country: 'pl', vatNumber: 'x'.repeat(500) }] }, 'vatNumbers.0.vatNumber'],
      [{ vatNumbers: [{ country: 'pl', vatNumber: 'PL1234567890', note: 1 }] }, 'vatNumbers.0'],
      [{ vatNumbers: 'PL1234567890' }, 'vatNumbers'],
      [{ defaultDelivery: 'has spaces' }, 'defaultDelivery'],
      [{ defaultDelivery: 'x'.repeat(41) }, 'defaultDelivery'],
      [{ defaultPayment: 7 }, 'defaultPayment'],
      [{}, 'body'],
      [{ defaultPayment: 'ok', customerId: 1 }, 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await put(company, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json<ErrorBody>().data?.[0]?.field, JSON.stringify(body)).toBe(field);
    }
    const many = Array.from({ length: 28 }, () => ({ country: 'pl', vatNumber: 'PL1234567890' }));
    expect((await put(company, { vatNumbers: many })).statusCode).toBe(422);
    expect(await info(company)).toEqual(before);
  });

  it("words the contract's refusals in the request's language, with their values (ADR 030)", async () => {
    const refusal = async (payload: unknown, language: string) => {
      const res = await company.request({
        method: 'PUT',
        url: '/ajax/customer/info',
        payload: payload as object,
        headers: { 'accept-language': language },
      });
      expect(res.statusCode, res.body).toBe(422);
      return res.json<ErrorBody>().data;
    };
    // A custom issue's values (the country's example number) fill the German text.
    expect(await refusal({ vatNumbers: [{ country: 'pl', vatNumber: 'PL123' }] }, 'de')).toEqual([
      {
        field: 'vatNumbers.0.vatNumber',
        message: 'Das ist keine USt-IdNr. dieses Landes, z. B. PL1234567890.',
        messageKey: 'accounts.info.invalidVat',
      },
    ]);
    expect(await refusal({}, 'pl')).toEqual([
      { field: 'body', message: 'Wskaż, co zmienić.', messageKey: 'errors.input.nothingToChange' },
    ]);
    const tooLong = await refusal({ vatNumbers: [{ country: 'pl', vatNumber: 'x'.repeat(31) }] }, 'hu');
    expect(tooLong?.[0]).toEqual({
      field: 'vatNumbers.0.vatNumber',
      message: 'Legfeljebb 30 karakter.',
      messageKey: 'errors.input.tooLong',
    });
  });

  it('is scoped by the session: another customer sees and changes only their own', async () => {
    const theirs = await info(person);
    expect(theirs.vatNumbers).toEqual([]);
    await put(person, {
      vatNumbers: [{ country: 'de', vatNumber: 'DE999999999' }],
      defaultDelivery: 'pickup',
    });
    expect((await info(company)).vatNumbers).toEqual([{ country: 'hu', vatNumber: 'HU12345678' }]);
    expect((await info(company)).defaultDelivery).toBe('courier_dpd');
    expect((await info(person)).defaultDelivery).toBe('pickup');
  });

  it('needs a session and the XHR marker', async () => {
    expect((await new Client(t.app).get('/ajax/customer/info')).statusCode).toBe(401);
    expect((await put(new Client(t.app), { defaultPayment: null })).statusCode).toBe(401);
    const noMarker = await t.app.inject({
      method: 'PUT',
      url: '/ajax/customer/info',
      payload: { defaultPayment: null },
      headers: { cookie: [...company.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(noMarker.statusCode).toBe(403);
  });
});

describe('the methods the order settings offer', () => {
  it('names every delivery method by its service and, for one-country methods, the country (B10)', async () => {
    const { delivery, payment } = await t.services.customerInfo.methodChoices('en');
    const names = delivery.map((m) => m.name);
    // Nine couriers were all called "Courier".
    expect(new Set(names).size).toBe(names.length);
    expect(delivery).toEqual(
      expect.arrayContaining([
        { id: 'courier_pl', name: 'Courier – Poland (DPD Polska)' },
        { id: 'courier_de', name: 'Courier – Germany (DPD Deutschland)' },
        { id: 'parcel_locker', name: 'Parcel locker – Poland (InPost Paczkomat)' },
        { id: 'express_air', name: 'Express (air freight) (UPS Express Saver)' },
      ]),
    );
    expect(payment).toEqual(
      expect.arrayContaining([{ id: 'bank_transfer', name: 'Bank transfer (proforma invoice)' }]),
    );
    const polish = await t.services.customerInfo.methodChoices('pl');
    expect(polish.delivery.find((m) => m.id === 'courier_hu')?.name).toBe('Kurier – Węgry (DPD Hungária)');
  });
});
