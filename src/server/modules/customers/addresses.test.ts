import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressElement, AddressList } from '../../../common/contracts/customers';
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

const newAddress = (overrides: Record<string, unknown> = {}) => ({
  details: {
    customerName: 'Elektro-Systems, magazyn',
    street: 'ul. Składowa 9',
    zipCode: '61-897',
    city: 'Poznań',
    countryCode: 'pl',
    receiverEmail: 'magazyn@firma.pl',
    receiverPhone: '600100200',
  },
  sales_department: '',
  role_properties: { role: 'SH', default: false, enabled: true },
  ...overrides,
});

async function list(client: Client): Promise<AddressList> {
  const res = await client.get('/ajax/profile/addresses');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AddressList>();
}

describe('GET /ajax/profile/addresses/front-constraints', () => {
  it('serves the form its rules, the limits the create call checks, to a logged-in customer only', async () => {
    const res = await company.get('/ajax/profile/addresses/front-constraints');
    expect(res.statusCode, res.body).toBe(200);
    const { constraints } = res.json<{ constraints: Record<string, Array<Record<string, unknown>>> }>();
    expect(constraints.street).toEqual(
      expect.arrayContaining([expect.objectContaining({ rule: 'length', max: 120 })]),
    );
    expect(constraints.customerName).toEqual(
      expect.arrayContaining([expect.objectContaining({ rule: 'required' })]),
    );
    const tooLong = await company.post(
      '/ajax/profile/addresses',
      newAddress({ details: { ...newAddress().details, street: 'a'.repeat(121) } }),
    );
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.body).toContain('street');
    expect((await new Client(t.app).get('/ajax/profile/addresses/front-constraints')).statusCode).toBe(401);
  });
});

describe('profile addresses', () => {
  it('starts with the registered address as payer and default shipping address', async () => {
    const addresses = await list(company);
    expect(addresses.payerAddress).toMatchObject({
      role: 'BP',
      isDefault: true,
      details: {
        customerName: 'Elektro-Systems sp. z o.o.',
        countryName: 'Polska',
        vatNumber: 'PL1234567890',
      },
    });
    expect(addresses.shippingAddresses.elements).toHaveLength(1);
    expect(addresses.shippingAddresses.elements[0]).toMatchObject({
      role: 'SH',
      isDefault: true,
      isArchived: false,
    });
    // Checkout fills in what can be delivered to the address and how it can be paid.
    const methods = addresses.shippingAddresses.elements[0]!.deliveryMethods.elements;
    expect(methods.map((m) => m.id)).toContain('courier_pl');
    expect(addresses.payerAddress!.deliveryMethods.elements).toEqual([]);
    expect(addresses.shippingAddresses.elements[0]!.addressNumber).toMatch(/^\d{7}$/);
    expect(addresses.invoiceSendAddresses.elements).toEqual([]);
  });

  it('creates addresses with 7-digit numbers; a new default replaces the old one', async () => {
    const res = await company.post(
      '/ajax/profile/addresses',
      newAddress({ role_properties: { role: 'SH', default: true, enabled: true } }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { address } = res.json<{ address: AddressElement }>();
    expect(address).toMatchObject({
      role: 'SH',
      isDefault: true,
      details: { zipCode: '61-897', receiverPhone: '+48600100200' },
    });
    const shipping = (await list(company)).shippingAddresses.elements;
    expect(shipping.filter((a) => a.isDefault).map((a) => a.addressNumber)).toEqual([address.addressNumber]);
    const zo = await company.post(
      '/ajax/profile/addresses',
      newAddress({ role_properties: { role: 'ZO', default: true } }),
    );
    expect(zo.statusCode).toBe(201);
    expect((await list(company)).invoiceSendAddresses.elements).toHaveLength(1);
  });

  it('refuses bad input: payer role, wrong country, bad postal code, bad phone, unknown fields', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [newAddress({ role_properties: { role: 'BP' } }), 'role_properties.role'],
      [newAddress({ details: { ...newAddress().details, countryCode: 'en' } }), 'details.countryCode'],
      [newAddress({ details: { ...newAddress().details, zipCode: '123' } }), 'details.zipCode'],
      [newAddress({ details: { ...newAddress().details, receiverPhone: '12345' } }), 'details.receiverPhone'],
      [newAddress({ details: { ...newAddress().details, street: 'x'.repeat(500) } }), 'details.street'],
      [newAddress({ role_properties: { role: 'XX' } }), 'role_properties.role'],
      [{ ...newAddress(), admin: true }, 'body'],
    ];
    const before = (await list(company)).shippingAddresses.elements.length;
    for (const [body, field] of cases) {
      const res = await company.post('/ajax/profile/addresses', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json<ErrorBody>().data?.[0]?.field).toBe(field);
    }
    expect((await list(company)).shippingAddresses.elements.length).toBe(before);
  });

  it('stores phones in E.164, national numbers read in the address country (ADR 022)', async () => {
    const create = (countryCode: string, zipCode: string, receiverPhone: string) =>
      company.post(
        '/ajax/profile/addresses',
        newAddress({ details: { ...newAddress().details, countryCode, zipCode, receiverPhone } }),
      );
    const polish = await create('pl', '61-897', '+48 600 200 300');
    expect(polish.statusCode, polish.body).toBe(201);
    expect(polish.json<{ address: AddressElement }>().address.details.receiverPhone).toBe('+48600200300');
    // A German landline keeps every digit: it was cut to nine and saved as 030123456 before.
    const german = await create('de', '10115', '030 12345678');
    expect(german.statusCode, german.body).toBe(201);
    expect(german.json<{ address: AddressElement }>().address.details.receiverPhone).toBe('+493012345678');
    for (const garbage of ['call me', '12', '+48 600 200 300 400 500 600']) {
      const refused = await create('pl', '61-897', garbage);
      expect(refused.statusCode, garbage).toBe(422);
      expect(refused.json<ErrorBody>().data).toEqual([
        {
          field: 'details.receiverPhone',
          // In the logged-in customer's language: the request names none.
          message: 'Numer telefonu jest nieprawidłowy.',
          messageKey: 'errors.account.phoneInvalid',
        },
      ]);
    }
  });

  it('edits an address in place: same number, new details, phone in E.164; bad input is a 422', async () => {
    const created = (await company.post('/ajax/profile/addresses', newAddress())).json<{
      address: AddressElement;
    }>().address;
    const edited = await company.request({
      method: 'PUT',
      url: `/ajax/profile/addresses/${created.addressNumber}`,
      payload: {
        details: {
          ...newAddress().details,
          street: 'ul. Nowa 1',
          countryCode: 'de',
          zipCode: '10115',
          city: 'Berlin',
          receiverPhone: '030 12345678',
        },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<AddressElement>()).toMatchObject({
      addressNumber: created.addressNumber,
      role: 'SH',
      details: { street: 'ul. Nowa 1', city: 'Berlin', countryCode: 'de', receiverPhone: '+493012345678' },
    });
    const listed = (await list(company)).shippingAddresses.elements.find(
      (a) => a.addressNumber === created.addressNumber,
    );
    expect(listed?.details.street).toBe('ul. Nowa 1');
    // The methods follow the new country.
    expect(listed?.deliveryMethods.elements.map((m) => m.id)).not.toContain('courier_pl');

    const bad = await company.request({
      method: 'PUT',
      url: `/ajax/profile/addresses/${created.addressNumber}`,
      payload: { details: { ...newAddress().details, zipCode: 'nope' } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<ErrorBody>().data?.[0]?.field).toBe('details.zipCode');
    const payer = (await list(company)).payerAddress!;
    const payerEdit = await company.request({
      method: 'PUT',
      url: `/ajax/profile/addresses/${payer.addressNumber}`,
      payload: { details: newAddress().details },
    });
    expect(payerEdit.statusCode).toBe(409);
  });

  it('changes state: default, archive, restore; the default can be neither archived nor deleted', async () => {
    const shipping = (await list(company)).shippingAddresses.elements;
    const other = shipping.find((a) => !a.isDefault)!;
    const current = shipping.find((a) => a.isDefault)!;
    const patch = (body: unknown) =>
      company.request({
        method: 'PATCH',
        url: '/ajax/profile/addresses/change-state',
        payload: body as object,
      });

    expect(
      (await patch({ address_number: current.addressNumber, role_properties: { archived: true } }))
        .statusCode,
    ).toBe(409);
    expect(
      (await company.request({ method: 'DELETE', url: `/ajax/profile/addresses/${current.addressNumber}` }))
        .statusCode,
    ).toBe(409);
    const archived = await patch({
      address_number: other.addressNumber,
      role_properties: { archived: true },
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json<AddressElement>().isArchived).toBe(true);
    expect(
      (
        await patch({
          address_number: other.addressNumber,
          role_properties: { archived: false, default: true },
        })
      ).json<AddressElement>(),
    ).toMatchObject({ isArchived: false, isDefault: true });
    const after = (await list(company)).shippingAddresses.elements;
    expect(after.filter((a) => a.isDefault).map((a) => a.addressNumber)).toEqual([other.addressNumber]);
    expect((await patch({ address_number: other.addressNumber, role_properties: {} })).statusCode).toBe(422);
    expect((await patch({ address_number: '12', role_properties: { enabled: false } })).statusCode).toBe(422);
  });

  it('deletes a non-default address', async () => {
    const created = (await company.post('/ajax/profile/addresses', newAddress())).json<{
      address: AddressElement;
    }>().address;
    const res = await company.request({
      method: 'DELETE',
      url: `/ajax/profile/addresses/${created.addressNumber}`,
    });
    expect(res.statusCode).toBe(204);
    expect((await list(company)).shippingAddresses.elements.map((a) => a.addressNumber)).not.toContain(
      created.addressNumber,
    );
    expect(
      (await company.request({ method: 'DELETE', url: `/ajax/profile/addresses/${created.addressNumber}` }))
        .statusCode,
    ).toBe(404);
  });

  it('another customer gets 404 for every address call, and nothing changes', async () => {
    const target =
      (await list(company)).shippingAddresses.elements.find((a) => !a.isDefault) ??
      (await list(company)).shippingAddresses.elements[0]!;
    const del = await person.request({
      method: 'DELETE',
      url: `/ajax/profile/addresses/${target.addressNumber}`,
    });
    expect(del.statusCode).toBe(404);
    const patch = await person.request({
      method: 'PATCH',
      url: '/ajax/profile/addresses/change-state',
      payload: { address_number: target.addressNumber, role_properties: { archived: true } },
    });
    expect(patch.statusCode).toBe(404);
    const edit = await person.request({
      method: 'PUT',
      url: `/ajax/profile/addresses/${target.addressNumber}`,
      payload: { details: { ...newAddress().details, street: 'ul. Cudza 13' } },
    });
    expect(edit.statusCode).toBe(404);
    expect(
      (await list(company)).shippingAddresses.elements.find((a) => a.addressNumber === target.addressNumber),
    ).toEqual(target);
    const theirs = await list(person);
    expect(theirs.shippingAddresses.elements.map((a) => a.addressNumber)).not.toContain(target.addressNumber);
  });

  it('needs a session (401) and the XHR marker', async () => {
    expect((await new Client(t.app).get('/ajax/profile/addresses')).statusCode).toBe(401);
    const noMarker = await t.app.inject({
      method: 'DELETE',
      url: '/ajax/profile/addresses/1234567',
      headers: { cookie: [...company.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(noMarker.statusCode).toBe(403);
  });

  it('lists the countries of each role', async () => {
    const sh = (await company.get('/ajax/address/countries/SH')).json();
    expect(sh.countries.map((c: { code: string }) => c.code)).toEqual(
      expect.arrayContaining(['pl', 'hu', 'de']),
    );
    expect(sh.countries.map((c: { code: string }) => c.code)).not.toContain('en');
    expect((await company.get('/ajax/address/countries/BP?language=de')).json()).toEqual({
      addressRole: 'BP',
      countries: [{ code: 'pl', name: 'Polen' }],
    });
    expect((await company.get('/ajax/address/countries/XX')).statusCode).toBe(422);
  });
});
