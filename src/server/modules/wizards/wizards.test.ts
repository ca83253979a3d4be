/**
 * The mailed-link wizards and /login-by-document through the API (issue 21, ADR 073), on a fresh
 * database (PGlite, or PostgreSQL with TEST_DATABASE_URL): an invitation completed step by step
 * and finalised, links that are tampered with, expired, reused or open elsewhere, another
 * customer's wizard (404), the company-data change with its VAT and registry checks, the
 * acceptance of terms and declared uses, leaving and refusing, CSRF and the token rate limit.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../../common/contracts/auth';
import type { ErrorBody } from '../../../common/errors';
import type { CompanyCheck, WizardLinkCheck, WizardView } from '../../../common/wizards';
import { companyRegistry, contactPersons, customers, endUseDeclarations } from '../../db/schema';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let clock = new Date();
let company: Client;
let person: Client;

const PASSWORD = 'resistor-ladder-42';

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 0, demoAccounts: true, accounts: { now: () => clock } });
  company = new Client(t.app);
  person = new Client(t.app);
  expect((await company.login('company@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
  expect((await person.login('person@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** The token of the newest mail of `kind` to `to`. */
async function mailedToken(to: string, kind: string): Promise<string> {
  const mail = (await t.services.mail.list(50)).find((m) => m.toAddress === to && m.kind === kind);
  expect(mail, `a ${kind} mail to ${to}`).toBeDefined();
  return decodeURIComponent(/[?&]token=([^\s&"<]+)/.exec(mail!.textBody!)![1]!);
}

async function invite(email: string, language = 'pl'): Promise<string> {
  const res = await company.post('/ajax/customer/contact-person', {
    firstName: 'Jan',
    lastName: 'Kowal',
    email,
    language,
  });
  expect(res.statusCode, res.body).toBe(201);
  return mailedToken(email, 'invitation');
}

const check = async (client: Client, token: string) =>
  (await client.get(`/ajax/wizard/link?token=${encodeURIComponent(token)}`)).json<WizardLinkCheck>();

async function open(client: Client, token: string) {
  return client.post('/ajax/wizard/open', { token });
}

const errorOf = (res: { json: <T>() => T }) => res.json<ErrorBody>();

describe('the contact-person invitation (spec §7 finalize-contact-person)', () => {
  it('a colleague opens the mailed link, answers each step and can log in', async () => {
    const token = await invite('ewa.lis@firma.pl');
    const mail = (await t.services.mail.list(10)).find((m) => m.toAddress === 'ewa.lis@firma.pl')!;
    expect(mail.textBody).toContain('/wizard/display?token=');
    expect(mail.subject).toContain('Elektro-Systems');

    const colleague = new Client(t.app);
    expect(await check(colleague, token)).toMatchObject({
      state: 'valid',
      kind: 'contact_person',
      companyName: 'Elektro-Systems sp. z o.o.',
      email: 'ewa.lis@firma.pl',
      loginRequired: false,
    });
    // Looking at a link opens nothing: it can still be opened.
    const opened = await open(colleague, token);
    expect(opened.statusCode, opened.body).toBe(201);
    const view = opened.json<WizardView>();
    expect(view).toMatchObject({ kind: 'contact_person', current: 'details', done: [] });
    expect(opened.headers['set-cookie']).toMatch(/wz_[A-Za-z0-9_-]{22}=.*HttpOnly.*SameSite=Strict/i);
    const wizardId = view.wizardId;

    // Open in one browser: another cannot open it meanwhile.
    expect((await open(new Client(t.app), token)).statusCode).toBe(409);
    expect(await check(new Client(t.app), token)).toMatchObject({ state: 'in_progress' });

    // The server keeps the order of the steps.
    const early = await colleague.post('/ajax/wizard/step', {
      wizardId,
      step: 'terms',
      data: { accept: true },
    });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).messageKey).toBe('wizards.errors.stepOrder');
    expect((await colleague.post('/ajax/wizard/finalize-contact-person', { wizardId })).statusCode).toBe(409);

    const badPhone = await colleague.post('/ajax/wizard/step', {
      wizardId,
      step: 'details',
      data: { firstName: 'Ewa', lastName: 'Lis', phone: '12', language: 'pl' },
    });
    expect(badPhone.statusCode).toBe(422);
    expect(errorOf(badPhone).data?.map((d) => d.field)).toContain('data.phone');
    const blank = await colleague.post('/ajax/wizard/step', {
      wizardId,
      step: 'details',
      data: { firstName: ' ', lastName: 'Lis', language: 'pl' },
    });
    expect(blank.statusCode).toBe(422);
    const details = await colleague.post('/ajax/wizard/step', {
      wizardId,
      step: 'details',
      data: { firstName: 'Ewa', lastName: 'Lis', phone: '600 100 200', language: 'de' },
    });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json<WizardView>()).toMatchObject({ current: 'password', done: ['details'] });
    expect(details.json<WizardView>().answers.details).toMatchObject({ phone: '+48600100200' });

    const differ = await colleague.post('/ajax/wizard/step', {
      wizardId,
      step: 'password',
      data: { password: PASSWORD, passwordRepeat: 'something-else-42' },
    });
    expect(differ.statusCode).toBe(422);
    expect(errorOf(differ).data?.map((d) => d.field)).toEqual(['data.passwordRepeat']);
    const weak = await colleague.post('/ajax/wizard/step', {
      wizardId,
      step: 'password',
      data: { password: 'ewa.lis@firma.pl', passwordRepeat: 'ewa.lis@firma.pl' },
    });
    expect(weak.statusCode).toBe(422);
    const taken = await colleague.post('/ajax/wizard/step', {
      wizardId,
      step: 'password',
      data: { username: 'demo-person', password: PASSWORD, passwordRepeat: PASSWORD },
    });
    expect(taken.statusCode).toBe(409);
    const password = await colleague.post('/ajax/wizard/step', {
      wizardId,
      step: 'password',
      data: { username: 'ewa-lis', password: PASSWORD, passwordRepeat: PASSWORD },
    });
    expect(password.statusCode, password.body).toBe(200);
    expect(password.body).not.toContain(PASSWORD);
    expect(password.json<WizardView>().answers).toMatchObject({ passwordSet: true, username: 'ewa-lis' });

    const refused = await colleague.post('/ajax/wizard/step', { wizardId, step: 'terms', data: {} });
    expect(refused.statusCode).toBe(422);
    const terms = await colleague.post('/ajax/wizard/step', {
      wizardId,
      step: 'terms',
      data: { accept: true },
    });
    expect(terms.json<WizardView>()).toMatchObject({ current: 'summary' });

    // A reload of the page shows the same wizard from the server's state.
    expect((await colleague.get(`/ajax/wizard/${wizardId}`)).json<WizardView>().done).toEqual([
      'details',
      'password',
      'terms',
    ]);

    const done = await colleague.post('/ajax/wizard/finalize-contact-person', { wizardId });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ kind: 'contact_person', next: '/link/confirmation?kind=contact_person' });
    expect(colleague.cookies.has(`wz_${wizardId}`)).toBe(false);

    const login = await new Client(t.app).login('ewa-lis', PASSWORD);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json<LoginResponse>().customer).toMatchObject({
      companyName: 'Elektro-Systems sp. z o.o.',
      language: 'de',
      contactPerson: { firstName: 'Ewa', lastName: 'Lis', phone: '+48600100200', isPrimary: false },
    });

    // The link worked once.
    expect(await check(new Client(t.app), token)).toMatchObject({ state: 'used' });
    const again = await open(new Client(t.app), token);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).messageKey).toBe('wizards.link.used');
    expect((await colleague.get(`/ajax/wizard/${wizardId}`)).statusCode).toBe(404);
  });

  it('a tampered link is refused before the database, a made-up one too (422), and looks invalid', async () => {
    const token = await invite('tamper@firma.pl');
    const [id, expiry, nonce, signature] = token.split('.') as [string, string, string, string];
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const forged = [
      `${id}.${expiry}.${nonce}.${flip(signature)}`,
      `${id}.${expiry}.${flip(nonce)}.${signature}`,
      `${Number(id) + 1}.${expiry}.${nonce}.${signature}`,
      `${id}.${(Number.parseInt(expiry, 36) + 86_400).toString(36)}.${nonce}.${signature}`,
    ];
    const client = new Client(t.app);
    for (const bad of forged) {
      expect(await check(client, bad)).toMatchObject({ state: 'invalid' });
      const res = await open(client, bad);
      expect(res.statusCode).toBe(422);
      expect(errorOf(res).data?.[0]?.field).toBe('token');
    }
    expect((await client.get('/ajax/wizard/link?token=nonsense')).statusCode).toBe(422);
    // The genuine link still works.
    expect(await check(client, token)).toMatchObject({ state: 'valid' });
  });

  it('an expired link is 410, and the page words it', async () => {
    const token = await invite('late@firma.pl');
    const real = clock;
    try {
      clock = new Date(real.getTime() + 73 * 3600_000);
      const client = new Client(t.app);
      expect(await check(client, token)).toMatchObject({ state: 'expired' });
      const res = await open(client, token);
      expect(res.statusCode).toBe(410);
      expect(errorOf(res).messageKey).toBe('wizards.link.expired');
    } finally {
      clock = real;
    }
  });

  it('another browser or customer never reaches a wizard (404); the page says not found', async () => {
    const token = await invite('mine@firma.pl');
    const colleague = new Client(t.app);
    const { wizardId } = (await open(colleague, token)).json<WizardView>();
    expect((await colleague.get(`/ajax/wizard/${wizardId}`)).statusCode).toBe(200);
    expect((await person.get(`/ajax/wizard/${wizardId}`)).statusCode).toBe(404);
    expect((await company.get(`/ajax/wizard/${wizardId}`)).statusCode).toBe(404);
    expect(
      (
        await person.post('/ajax/wizard/step', {
          wizardId,
          step: 'details',
          data: { firstName: 'X', lastName: 'Y', language: 'en' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await person.post('/ajax/wizard/invalidate-session', { wizardId })).statusCode).toBe(404);
    expect((await new Client(t.app).get('/ajax/wizard/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });

  it('leaving gives the link back; refusing ends it and removes the colleague who never joined', async () => {
    const token = await invite('maybe@firma.pl');
    const browser = new Client(t.app);
    let { wizardId } = (await open(browser, token)).json<WizardView>();
    const left = await browser.post('/ajax/wizard/clear-session', { wizardId });
    expect(left.statusCode).toBe(204);
    expect((await browser.get(`/ajax/wizard/${wizardId}`)).statusCode).toBe(404);
    expect(await check(browser, token)).toMatchObject({ state: 'valid' });

    ({ wizardId } = (await open(browser, token)).json<WizardView>());
    expect((await browser.post('/ajax/wizard/invalidate-session', { wizardId })).statusCode).toBe(204);
    expect(await check(browser, token)).toMatchObject({ state: 'invalid' });
    expect((await open(browser, token)).statusCode).toBe(422);
    const gone = await t.database.db
      .select({ id: contactPersons.id })
      .from(contactPersons)
      .where(eq(contactPersons.email, 'maybe@firma.pl'));
    expect(gone).toEqual([]);
  });

  it('a new invitation voids the older link; state changes need the XHR marker (CSRF)', async () => {
    const token = await invite('twice@firma.pl');
    const csrf = await new Client(t.app).request({
      method: 'POST',
      url: '/ajax/wizard/open',
      payload: { token },
      headers: { 'x-requested-with': '' },
    });
    expect(csrf.statusCode).toBe(403);
    const cross = await new Client(t.app).post(
      '/ajax/wizard/open',
      { token },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(cross.statusCode).toBe(403);
  });

  it('tries of tokens are limited per address (429)', async () => {
    const client = new Client(t.app);
    const bogus = `1.${(Math.floor(Date.now() / 1000) + 3600).toString(36)}.${'A'.repeat(32)}.${'B'.repeat(32)}`;
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await client.get(`/ajax/wizard/link?token=${bogus}`)).statusCode;
    expect(last).toBe(429);
  });
});

describe('the company-data change (validate-, recheck-, finalize-company-change)', () => {
  let token: string;
  let wizardId: string;

  it('a contact person asks; the main contact person gets the link and must be logged in as themselves', async () => {
    const requested = await company.post('/ajax/wizard/request', { kind: 'company_change' });
    expect(requested.statusCode, requested.body).toBe(202);
    expect(requested.json()).toEqual({ sentTo: 'company@demo.shop' });
    token = await mailedToken('company@demo.shop', 'wizard_link');
    const mail = (await t.services.mail.list(10)).find((m) => m.kind === 'wizard_link')!;
    expect(mail.textBody).toContain('/wizard/data-acceptance?token=');

    expect(await check(new Client(t.app), token)).toMatchObject({
      state: 'login_required',
      kind: 'company_change',
    });
    expect(await check(person, token)).toMatchObject({ state: 'other_customer' });
    expect((await open(person, token)).statusCode).toBe(404);
    expect((await open(new Client(t.app), token)).statusCode).toBe(401);
    // A person (not a company) has no company data to change.
    expect((await person.post('/ajax/wizard/request', { kind: 'company_change' })).statusCode).toBe(409);

    const opened = await open(company, token);
    expect(opened.statusCode, opened.body).toBe(201);
    const view = opened.json<WizardView>();
    wizardId = view.wizardId;
    expect(view).toMatchObject({ kind: 'company_change', current: 'data' });
    expect(view.currentCompany?.companyName).toBe('Elektro-Systems sp. z o.o.');
  });

  it('another customer’s wizard is not found, even with its cookie', async () => {
    expect((await person.get(`/ajax/wizard/${wizardId}`)).statusCode).toBe(404);
    const thief = new Client(t.app);
    expect((await thief.login('person@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
    thief.cookies.set(`wz_${wizardId}`, company.cookies.get(`wz_${wizardId}`)!);
    expect((await thief.get(`/ajax/wizard/${wizardId}`)).statusCode).toBe(404);
    expect(
      (
        await thief.post('/ajax/wizard/validate-company-change', {
          wizardId,
          companyName: 'Stolen',
          street: 'ul. Kradziona 1',
          zipCode: '00-001',
          city: 'Warszawa',
          vatNumber: 'PL5260001246',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('an invalid VAT number or postal code is a 422 naming the field', async () => {
    const res = await company.post('/ajax/wizard/validate-company-change', {
      wizardId,
      companyName: 'Elektro-Systems Nowa sp. z o.o.',
      street: 'ul. Prosta 1',
      zipCode: '1234',
      city: 'Warszawa',
      vatNumber: 'PL123',
    });
    expect(res.statusCode).toBe(422);
    expect(
      errorOf(res)
        .data?.map((d) => d.field)
        .sort(),
    ).toEqual(['vatNumber', 'zipCode']);
    const same = await company.get(`/ajax/wizard/${wizardId}`);
    const current = same.json<WizardView>().currentCompany!;
    const unchanged = await company.post('/ajax/wizard/validate-company-change', { wizardId, ...current });
    expect(unchanged.statusCode).toBe(422);
    expect(errorOf(unchanged).data?.[0]?.field).toBe('companyName');
    // The review needs the data step first.
    expect((await company.post('/ajax/wizard/recheck-company-change', { wizardId })).statusCode).toBe(409);
  });

  it('valid data is checked against the registry, reviewed and written with the payer address', async () => {
    const [registered] = await t.database.db
      .select()
      .from(companyRegistry)
      .where(eq(companyRegistry.country, 'pl'))
      .limit(1);
    const res = await company.post('/ajax/wizard/validate-company-change', {
      wizardId,
      companyName: registered!.name,
      street: registered!.street,
      zipCode: registered!.zipCode,
      city: registered!.city,
      vatNumber: registered!
        .vatNumber!.replace(/^PL/, '')
        .replace(/(\d{3})(\d{3})(\d{2})(\d{2})/, '$1-$2-$3-$4'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const checked = res.json<CompanyCheck>();
    expect(checked.proposed.vatNumber).toBe(registered!.vatNumber);
    expect(checked.registry).toMatchObject({ duns: registered!.duns });
    expect(checked.warnings).toEqual([]);
    expect(checked.changes.map((c) => c.field)).toContain('companyName');

    // Finishing needs the review.
    expect((await company.post('/ajax/wizard/finalize-company-change', { wizardId })).statusCode).toBe(409);
    const review = await company.post('/ajax/wizard/recheck-company-change', { wizardId });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json<CompanyCheck>().proposed).toEqual(checked.proposed);
    const done = await company.post('/ajax/wizard/finalize-company-change', { wizardId });
    expect(done.statusCode, done.body).toBe(200);

    const [row] = await t.database.db
      .select({ companyName: customers.companyName, vatNumber: customers.vatNumber })
      .from(customers)
      .innerJoin(contactPersons, eq(contactPersons.customerId, customers.id))
      .where(eq(contactPersons.email, 'company@demo.shop'));
    expect(row).toEqual({ companyName: registered!.name, vatNumber: registered!.vatNumber });
    const addresses = await company.get('/ajax/profile/addresses');
    expect(addresses.body).toContain(registered!.vatNumber);
    expect(await check(company, token)).toMatchObject({ state: 'used' });
  });
});

describe('terms and declared uses (declared-uses, recheck-acceptance)', () => {
  it('the main contact person accepts the terms and declares the end use once', async () => {
    expect((await company.post('/ajax/wizard/request', { kind: 'acceptance' })).statusCode).toBe(202);
    const token = await mailedToken('company@demo.shop', 'wizard_link');
    const { wizardId, current } = (await open(company, token)).json<WizardView>();
    expect(current).toBe('terms');

    const options = await company.get('/ajax/wizard/declared-uses');
    expect(options.json()).toMatchObject({
      uses: expect.arrayContaining(['civil_industrial']),
      current: null,
    });

    expect(
      (
        await company.post('/ajax/wizard/declared-uses', {
          wizardId,
          uses: ['research'],
          countries: ['pl'],
          noMilitaryUse: true,
        })
      ).statusCode,
    ).toBe(409);
    await company.post('/ajax/wizard/step', { wizardId, step: 'terms', data: { accept: true } });
    const missing = await company.post('/ajax/wizard/recheck-acceptance', { wizardId });
    expect(missing.json()).toMatchObject({ missing: ['declared_uses'] });

    const invalid = await company.post('/ajax/wizard/declared-uses', {
      wizardId,
      uses: [],
      countries: ['PL!'],
      noMilitaryUse: false,
    });
    expect(invalid.statusCode).toBe(422);
    expect(
      errorOf(invalid)
        .data?.map((d) => d.field.split('.')[0])
        .sort(),
    ).toEqual(['countries', 'noMilitaryUse', 'uses']);
    const saved = await company.post('/ajax/wizard/declared-uses', {
      wizardId,
      uses: ['civil_industrial', 'repair_maintenance'],
      countries: ['pl', 'de', 'pl'],
      noMilitaryUse: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<WizardView>().answers.declaredUses).toEqual({
      uses: ['civil_industrial', 'repair_maintenance'],
      countries: ['pl', 'de'],
    });
    expect((await company.post('/ajax/wizard/recheck-acceptance', { wizardId })).json()).toMatchObject({
      missing: [],
    });
    const done = await company.post('/ajax/wizard/finalize-acceptance', { wizardId });
    expect(done.statusCode, done.body).toBe(200);

    const declarations = await t.database.db
      .select()
      .from(endUseDeclarations)
      .innerJoin(contactPersons, eq(contactPersons.id, endUseDeclarations.contactPersonId))
      .where(and(eq(contactPersons.email, 'company@demo.shop')));
    expect(declarations).toHaveLength(1);
    expect((await company.get('/ajax/wizard/declared-uses')).json()).toMatchObject({
      current: { uses: ['civil_industrial', 'repair_maintenance'], countries: ['pl', 'de'] },
    });
    expect((await company.get('/ajax/terms')).json()).toMatchObject({ upToDate: true });
  });
});

describe('/login-by-document', () => {
  it('a forged, expired or unknown document link opens nothing; a grant opens only its document', async () => {
    const page = async (token: string) => t.services.wizards.openDocumentLink(token, '10.9.9.9');
    const link = t.services.wizards.documentLink(999, 12345, 'pl', 'pl');
    const token = decodeURIComponent(/token=([^&]+)/.exec(link)![1]!);
    expect(link).toMatch(/^http:\/\/localhost\/pl\/login-by-document\?token=/);
    // No such invoice of that customer.
    expect(await page(token)).toEqual({ state: 'not_found' });
    expect(await page(token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).toEqual({ state: 'invalid' });
    const real = clock;
    try {
      clock = new Date(real.getTime() + 31 * 86_400_000);
      expect(await page(token)).toEqual({ state: 'expired' });
    } finally {
      clock = real;
    }
    // A mailed token is not a grant.
    expect((await new Client(t.app).get(`/ajax/login-by-document/file?grant=${token}`)).statusCode).toBe(404);
    expect((await new Client(t.app).get('/ajax/login-by-document/file?grant=x')).statusCode).toBe(422);
  });
});
