import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../common/errors';
import { INDUSTRIES, REGISTRATION_RULES } from '../../../common/registration-options';
import { fromServerConstraints } from '../../../common/validation/server-constraints';
import { Client } from '../../test-support/http';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let visitor: Client;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 0 });
  visitor = new Client(t.app);
});
afterAll(async () => {
  await t?.close();
});

describe('registration helpers (spec §7 Anonymous)', () => {
  it('front-constraints describe each step’s rules; the page gets the same rules back', async () => {
    for (const step of ['1', '2'] as const) {
      const res = await visitor.post('/ajax/registration/front-constraints', { step });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ step: string; constraints: Record<string, unknown[]> }>();
      expect(body.step).toBe(step);
      expect(fromServerConstraints(body.constraints as never)).toEqual(REGISTRATION_RULES[step]);
    }
    const one = (await visitor.post('/ajax/registration/front-constraints', { step: '1' })).json();
    expect(one.constraints.street).toEqual([{ rule: 'required' }, { rule: 'length', max: 120 }]);
    for (const body of [{ step: '3' }, {}, { step: 1 }, { step: '1', extra: true }]) {
      expect(
        (await visitor.post('/ajax/registration/front-constraints', body)).statusCode,
        JSON.stringify(body),
      ).toBe(422);
    }
  });

  it('lists industries in the asked language', async () => {
    const pl = (await visitor.post('/ajax/registration/industries', { language: 'pl' })).json();
    expect(pl.industries.map((i: { value: string }) => i.value)).toEqual([...INDUSTRIES]);
    expect(pl.industries[0]).toEqual({ value: 'electronics_manufacturing', label: 'Produkcja elektroniki' });
    expect((await visitor.post('/ajax/registration/industries', { language: 'xx' })).statusCode).toBe(422);
  });

  it('lists the countries the shop delivers to (not the international site)', async () => {
    const res = await visitor.post('/ajax/registration/shipping-countries', { language: 'de' });
    const codes = res.json().countries.map((c: { code: string }) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['pl', 'hu', 'de']));
    expect(codes).not.toContain('en');
    expect(res.json().countries.find((c: { code: string }) => c.code === 'pl').name).toBe('Polen');
  });

  it('gives the currencies of a country, its own first; 404 where nobody registers', async () => {
    expect((await visitor.post('/ajax/registration/currencies', { countryCode: 'pl' })).json()).toEqual({
      countryCode: 'pl',
      currencies: [
        { code: 'PLN', isDefault: true },
        { code: 'EUR', isDefault: false },
      ],
    });
    expect(
      (await visitor.post('/ajax/registration/currencies', { countryCode: 'de' })).json().currencies,
    ).toEqual([{ code: 'EUR', isDefault: true }]);
    const unknown = await visitor.post('/ajax/registration/currencies', { countryCode: 'xx' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().code).toBe(404);
    expect((await visitor.post('/ajax/registration/currencies', { countryCode: 'POL' })).statusCode).toBe(
      422,
    );
  });

  it('step 1 takes an industry from the list and the account keeps it', async () => {
    const step1 = {
      country: 'pl',
      customerType: 'company',
      companyName: 'Volt Works sp. z o.o.',
      vatNumber: 'PL5250001009',
      duns: '',
      street: 'ul. Prosta 20',
      zipCode: '00850',
      city: 'Warszawa',
      region: 'MZ',
      industry: 'industrial_automation',
    };
    expect((await visitor.post('/ajax/registration/step/1', step1)).statusCode).toBe(200);
    const bad = await visitor.post('/ajax/registration/step/1', { ...step1, industry: 'piracy' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<ErrorBody>().data?.[0]?.field).toBe('industry');

    const email = 'jan@voltworks.pl';
    await visitor.post('/ajax/registration/send-verification-code', { email, language: 'pl' });
    const mail = (await t.services.mail.list(50)).find((m) => m.toAddress === email)!;
    const code = /(\d{6})/.exec(mail.subject)![1]!;
    const created = await visitor.post('/ajax/registration', {
      step1,
      step2: {
        firstName: 'Jan',
        lastName: 'Wolski',
        email,
        phone: '',
        verificationCode: code,
        password: 'capacitor-bank-2026',
        username: '',
        termsAccepted: true,
        newsletter: false,
        language: 'pl',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const result = await t.services.database.db.execute(
      sql`select industry from customers where company_name = 'Volt Works sp. z o.o.'`,
    );
    expect((result as unknown as { rows: Array<{ industry: string }> }).rows[0]!.industry).toBe(
      'industrial_automation',
    );
  });
});
