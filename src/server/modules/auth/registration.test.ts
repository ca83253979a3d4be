import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse, SessionResponse } from '../../../common/contracts/auth';
import type { ErrorBody } from '../../../common/errors';
import { Client } from '../../test-support/http';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { generateCompanies } from '../../db/seed/accounts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 0 });
});

afterAll(async () => {
  await t?.close();
});

const count = async (table: string) => {
  const result = await t.services.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return ((result as unknown as { rows: Array<{ n: number }> }).rows ?? result)[0]!.n;
};

const company = generateCompanies()[0]!;

const step1 = {
  country: 'pl',
  customerType: 'company',
  companyName: 'Ampere Systems sp. z o.o.',
  vatNumber: 'PL5250001009',
  duns: '',
  street: 'ul. Długa 5',
  zipCode: '00950',
  city: 'Warszawa',
  region: 'MZ',
};

async function codeFor(email: string): Promise<string> {
  const mails = (await t.services.mail.list(500)).filter(
    (m) => m.toAddress === email && m.kind === 'verification_code',
  );
  return /(\d{6})/.exec(mails[0]!.subject)![1]!;
}

function step2(email: string, code: string) {
  return {
    firstName: 'Ewa',
    lastName: 'Kowalska',
    email,
    phone: '+48 600 100 200',
    verificationCode: code,
    password: 'solder-and-flux-77',
    username: '',
    termsAccepted: true,
    newsletter: true,
    language: 'pl',
  };
}

describe('registration reference data', () => {
  it('lists customer types per country, in the asked language; 404 for a country without registration', async () => {
    const client = new Client(t.app);
    const pl = await client.get('/ajax/registration/customer-types/pl?language=de');
    expect(pl.statusCode).toBe(200);
    expect(pl.json()).toEqual({
      countryCode: 'pl',
      customerTypes: [
        { value: 'company', label: 'Unternehmen' },
        { value: 'sole_trader', label: 'Einzelunternehmer' },
        { value: 'person', label: 'Privatperson' },
      ],
    });
    expect((await client.get('/ajax/registration/customer-types/in')).json().customerTypes).toEqual([
      { value: 'company', label: 'Company' },
    ]);
    expect((await client.get('/ajax/registration/customer-types/us')).statusCode).toBe(404);
    expect((await client.get('/ajax/registration/customer-types/POL')).statusCode).toBe(422);
  });

  it('lists the countries of a customer type', async () => {
    const res = await new Client(t.app).get('/ajax/registration/registration-countries/person?language=pl');
    expect(res.statusCode).toBe(200);
    const codes = res
      .json<{ countries: Array<{ code: string; name: string }> }>()
      .countries.map((c) => c.code);
    expect(codes).toContain('pl');
    expect(codes).not.toContain('in');
    expect(res.json().countries[0]).toEqual({ code: 'pl', name: 'Polska' });
    expect((await new Client(t.app).get('/ajax/registration/registration-countries/robot')).statusCode).toBe(
      422,
    );
  });

  it('gives regions; none for a country without them', async () => {
    const pl = await new Client(t.app).get('/ajax/address/regions/pl');
    expect(pl.json().regions).toHaveLength(16);
    expect(pl.json().regions).toContainEqual({ code: 'MZ', name: 'mazowieckie' });
    expect((await new Client(t.app).get('/ajax/address/regions/fr')).json().regions).toEqual([]);
  });

  it('checks postal codes by country', async () => {
    const client = new Client(t.app);
    expect(
      (await client.post('/ajax/registration/zip-code', { country: 'pl', zipCode: '00950' })).json(),
    ).toEqual({ valid: true, zipCode: '00-950', example: '00-950' });
    expect(
      (await client.post('/ajax/registration/zip-code', { country: 'de', zipCode: '1011' })).json(),
    ).toMatchObject({ valid: false, zipCode: null });
    expect(
      (await client.post('/ajax/registration/zip-code', { country: 'gb', zipCode: 'sw1a 1aa' })).json(),
    ).toMatchObject({ valid: true, zipCode: 'SW1A 1AA' });
    expect(
      (await client.post('/ajax/registration/zip-code', { country: 'xx', zipCode: '123' })).statusCode,
    ).toBe(404);
    expect(
      (await client.post('/ajax/registration/zip-code', { country: 'pl', zipCode: 'x'.repeat(100) }))
        .statusCode,
    ).toBe(422);
  });
});

describe('company registry', () => {
  it('finds a company by DUNS; 404 for an unknown one, 422 for a malformed one', async () => {
    const client = new Client(t.app);
    const res = await client.get(`/ajax/address/company-profile/${company.duns}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ duns: company.duns, name: company.name, country: company.country });
    expect((await client.get('/ajax/address/company-profile/000000000')).statusCode).toBe(404);
    expect((await client.get('/ajax/address/company-profile/12345')).statusCode).toBe(422);
    expect(
      (await client.get(`/ajax/address/company-profile-by-cleanse-match/${company.duns}`)).json().name,
    ).toBe(company.name);
  });

  it('seeds a few hundred companies with valid postal codes', async () => {
    expect(await count('company_registry')).toBeGreaterThanOrEqual(300);
    const { normaliseZipCode } = await import('../../../common/accounts');
    for (const c of generateCompanies())
      expect(normaliseZipCode(c.country, c.zipCode), `${c.country} ${c.zipCode}`).toBe(c.zipCode);
  });

  it('cleanses an address and proposes matching companies, best first', async () => {
    const res = await new Client(t.app).post('/ajax/address/cleanse-match', {
      country: company.country,
      companyName: `  ${company.name.split(' ')[0]}  `,
      street: company.street,
      zipCode: company.zipCode.replace('-', ''),
      city: company.city.toUpperCase(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.cleansed).toMatchObject({ zipCode: company.zipCode, zipCodeValid: true });
    expect(body.matches[0]).toMatchObject({ duns: company.duns });
    expect(body.matches[0].confidence).toBeGreaterThanOrEqual(60);
  });

  it('does not let LIKE wildcards through', async () => {
    const res = await new Client(t.app).post('/ajax/address/cleanse-match', {
      country: 'pl',
      companyName: '%%__',
      zipCode: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().matches).toEqual([]);
  });
});

describe('registration wizard', () => {
  it('validates step 1 on the server: good data passes, bad data gets field messages', async () => {
    const client = new Client(t.app);
    const ok = await client.post('/ajax/registration/step/1', step1);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ valid: true, step: 1 });

    const bad = await client.post('/ajax/registration/step/1', {
      ...step1,
      companyName: '',
      zipCode: '123',
      region: 'XX',
      duns: '000000000',
    });
    expect(bad.statusCode).toBe(422);
    const fields = bad.json<ErrorBody>().data!.map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['companyName', 'zipCode', 'region', 'duns']));

    const unknownCountry = await client.post('/ajax/registration/step/1', { ...step1, country: 'us' });
    expect(unknownCountry.statusCode).toBe(422);
    expect(unknownCountry.json<ErrorBody>().data).toEqual([
      { field: 'country', message: expect.any(String), messageKey: 'errors.registration.countryNotServed' },
    ]);

    const wrongType = await client.post('/ajax/registration/step/1', {
      ...step1,
      country: 'in',
      customerType: 'person',
      zipCode: '560001',
    });
    expect(wrongType.json<ErrorBody>().data?.[0]?.field).toBe('customerType');
    expect((await client.post('/ajax/registration/step/3', step1)).statusCode).toBe(422);
    expect(
      (await client.post('/ajax/registration/step/1', { ...step1, city: 'x'.repeat(500) })).statusCode,
    ).toBe(422);
    expect((await client.post('/ajax/registration/step/1', { ...step1, admin: true })).statusCode).toBe(422);
  });

  it('accepts the step validation as a form post too (spec §7)', async () => {
    const res = await new Client(t.app).post(
      '/ajax/registration/step/1',
      new URLSearchParams(step1).toString(),
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('sends a 6-digit code in the page language, rate-limited per address', async () => {
    const client = new Client(t.app);
    const email = 'codes@firma.pl';
    const res = await client.post('/ajax/registration/send-verification-code', { email, language: 'de' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ expiresIn: 900 });
    const mail = (await t.services.mail.list(10)).find((m) => m.toAddress === email)!;
    expect(mail.subject).toMatch(/^Ihr Bestätigungscode: \d{6}$/);
    await client.post('/ajax/registration/send-verification-code', { email });
    await client.post('/ajax/registration/send-verification-code', { email });
    const limited = await client.post('/ajax/registration/send-verification-code', { email });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await client.post('/ajax/registration/send-verification-code', { email: 'not-an-email' })).statusCode,
    ).toBe(422);
  });

  it('registers a company: customer number, contact person with crc, logged in; nothing written on bad input', async () => {
    const client = new Client(t.app);
    const email = 'ewa@ampere.pl';
    await client.post('/ajax/registration/send-verification-code', { email, language: 'pl' });
    const code = await codeFor(email);
    const customersBefore = await count('customers');

    const wrongCode = await client.post(
      '/ajax/registration/step/2',
      step2(email, code === '000000' ? '111111' : '000000'),
    );
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.json<ErrorBody>().data?.[0]?.field).toBe('verificationCode');
    const weak = await client.post('/ajax/registration/step/2', {
      ...step2(email, code),
      password: 'iloveyou',
    });
    expect(weak.json<ErrorBody>().data?.[0]?.field).toBe('password');
    const noTerms = await client.post('/ajax/registration/step/2', {
      ...step2(email, code),
      termsAccepted: false,
    });
    expect(noTerms.json<ErrorBody>().data?.[0]?.field).toBe('termsAccepted');
    expect((await client.post('/ajax/registration/step/2', step2(email, code))).statusCode).toBe(200);

    const badStep1 = await client.post('/ajax/registration', {
      step1: { ...step1, zipCode: 'nope' },
      step2: step2(email, code),
    });
    expect(badStep1.statusCode).toBe(422);
    expect(badStep1.json<ErrorBody>().data?.[0]?.field).toBe('step1.zipCode');
    expect(await count('customers')).toBe(customersBefore);

    const created = await client.post('/ajax/registration', { step1, step2: step2(email, code) });
    expect(created.statusCode, created.body).toBe(201);
    const { customer } = created.json<LoginResponse>();
    expect(customer).toMatchObject({
      customerType: 'company',
      kind: 'standard',
      country: 'pl',
      language: 'pl',
      companyName: 'Ampere Systems sp. z o.o.',
    });
    expect(customer.customerNumber).toMatch(/^\d{7}$/);
    expect(customer.contactPerson).toMatchObject({ email, firstName: 'Ewa', isPrimary: true });
    expect(customer.contactPerson.phone).toBe('+48600100200');
    expect(customer.contactPerson.crc).toMatch(/^[a-z0-9]{40}$/);
    expect((await client.get('/ajax/auth/session')).json<SessionResponse>().customer?.customerNumber).toBe(
      customer.customerNumber,
    );
    expect(await count('customers')).toBe(customersBefore + 1);
    const welcome = (await t.services.mail.list(10)).find(
      (m) => m.toAddress === email && m.kind === 'welcome',
    )!;
    expect(welcome.textBody).toContain(customer.customerNumber);

    // The code was used: the same data again is refused (the e-mail is taken as well).
    const again = await new Client(t.app).post('/ajax/registration', { step1, step2: step2(email, code) });
    expect(again.statusCode).toBe(422);
    expect(await count('customers')).toBe(customersBefore + 1);
    // And the new customer logs in with the chosen password.
    expect((await new Client(t.app).login(email, 'solder-and-flux-77')).statusCode).toBe(200);
  });

  it('gives up on a code after 5 wrong guesses', async () => {
    const client = new Client(t.app);
    const email = 'guess@firma.pl';
    await client.post('/ajax/registration/send-verification-code', { email });
    const code = await codeFor(email);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) await client.post('/ajax/registration/step/2', step2(email, wrong));
    const right = await client.post('/ajax/registration/step/2', step2(email, code));
    expect(right.statusCode).toBe(422);
    expect(right.json<ErrorBody>().data?.[0]?.field).toBe('verificationCode');
  });

  it('counts a burst of guesses before checking them: the right code after 30 simultaneous wrong ones is refused', async () => {
    const client = new Client(t.app);
    const email = 'burst@firma.pl';
    await client.post('/ajax/registration/send-verification-code', { email });
    const code = await codeFor(email);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) =>
        client.post('/ajax/registration/step/2', step2(email, wrong(i))),
      ),
      client.post('/ajax/registration/step/2', step2(email, code)),
    ]);
    for (const answer of answers) expect(answer.statusCode).toBe(422);
    const attempts = await t.services.database.db.execute(
      sql`select attempts from email_verification_codes where email = ${email}`,
    );
    expect(
      ((attempts as unknown as { rows: Array<{ attempts: number }> }).rows ?? attempts)[0]!.attempts,
    ).toBe(5);
  });

  it('refuses an expired code', async () => {
    const client = new Client(t.app);
    const email = 'late@firma.pl';
    await client.post('/ajax/registration/send-verification-code', { email });
    const code = await codeFor(email);
    await t.services.database.db.execute(
      sql`update email_verification_codes set expires_at = now() - interval '1 second' where email = ${email}`,
    );
    expect((await client.post('/ajax/registration', { step1, step2: step2(email, code) })).statusCode).toBe(
      422,
    );
  });

  it('registers a person without company data, who then sees gross prices', async () => {
    const client = new Client(t.app);
    const email = 'jan@prywatny.pl';
    await client.post('/ajax/registration/send-verification-code', { email });
    const code = await codeFor(email);
    const person = {
      country: 'pl',
      customerType: 'person',
      street: 'ul. Leśna 3',
      zipCode: '30-001',
      city: 'Kraków',
    };
    expect((await client.post('/ajax/registration/step/1', person)).statusCode).toBe(200);
    const res = await client.post('/ajax/registration', {
      step1: person,
      step2: { ...step2(email, code), username: 'Jan.K' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<LoginResponse>().customer).toMatchObject({
      customerType: 'person',
      isPerson: true,
      grossPrices: true,
      companyName: null,
      displayName: 'Ewa Kowalska',
    });
    expect(res.json<LoginResponse>().customer.contactPerson.username).toBe('jan.k');
    expect((await new Client(t.app).login('jan.k', 'solder-and-flux-77')).statusCode).toBe(200);
  });

  it('reads the phone in the country of step 1 and stores it in E.164; garbage is a clear 422 (ADR 022)', async () => {
    const client = new Client(t.app, '198.51.100.22');
    const email = 'anna@berlin.de';
    await client.post('/ajax/registration/send-verification-code', { email });
    const code = await codeFor(email);
    const garbage = await client.post('/ajax/registration/step/2', {
      ...step2(email, code),
      phone: 'call me',
    });
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json<ErrorBody>().data).toEqual([
      {
        field: 'phone',
        message: 'The phone number is not valid.',
        messageKey: 'errors.account.phoneInvalid',
      },
    ]);
    const german = {
      country: 'de',
      customerType: 'person',
      street: 'Invalidenstraße 1',
      zipCode: '10115',
      city: 'Berlin',
    };
    const tooShort = await client.post('/ajax/registration', {
      step1: german,
      step2: { ...step2(email, code), phone: '030 12' },
    });
    expect(tooShort.statusCode, tooShort.body).toBe(422);
    expect(tooShort.json<ErrorBody>().data).toEqual([
      {
        field: 'step2.phone',
        message: 'The phone number is not valid.',
        messageKey: 'errors.account.phoneInvalid',
      },
    ]);
    // A German landline, typed nationally: all of it is kept, with the German country code.
    const created = await client.post('/ajax/registration', {
      step1: german,
      step2: { ...step2(email, code), phone: '030 12345678' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<LoginResponse>().customer.contactPerson.phone).toBe('+493012345678');
  });

  it('limits registrations per address', async () => {
    const client = new Client(t.app, '198.51.100.9');
    let last = 0;
    for (let i = 0; i < 11; i++)
      last = (await client.post('/ajax/registration', { step1, step2: step2(`r${i}@x.pl`, '123456') }))
        .statusCode;
    expect(last).toBe(429);
  });
});
