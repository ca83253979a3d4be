import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList, StaffAccount, StaffLoginResponse } from '../../../common/contracts/staff';
import type { ErrorBody } from '../../../common/errors';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { totpCode } from './totp';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { officeAccesses } from '../../db/schema';
import { unavailableCaptcha } from '../auth';
import { createStaffService } from './staff.service';

const PASSWORD = 'staff-test-password-1';
const ADMIN = {
  email: 'admin@staff.test',
  name: 'Ada Admin',
  roles: ['admin'] as const,
  totpSecret: 'UAL3ZCQKFJV3AV42QFTUEW2PMWILP5I6',
};
const SUPPORT = {
  email: 'support@staff.test',
  name: 'Sue Support',
  roles: ['support'] as const,
  totpSecret: 'BLGFLNU5PRO5WL3JW7IUDJDARJN6OYA2',
};
const SALES = {
  email: 'sales@staff.test',
  name: 'Sam Sales',
  roles: ['sales'] as const,
  totpSecret: 'ZTNXV5C7PNRHQU46AIPVH5LEVFOKAPCK',
};

const LOCKED = {
  email: 'locked@staff.test',
  name: 'Lee Locked',
  roles: ['support'] as const,
  totpSecret: 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U',
};

let t: TestApp;
/**
 * The desk's clock: each login moves it on by one 30-second step, since a code (and so a step) is
 * accepted once per account (no replay).
 */
let clock = Date.now();
const tick = () => {
  clock += 31_000;
};

beforeAll(async () => {
  t = await createTestApp({ demoAccounts: true, accounts: { now: () => new Date(clock) } });
  for (const account of [ADMIN, SUPPORT, SALES, LOCKED])
    await t.services.staff.ensureAccount({ ...account, roles: [...account.roles], password: PASSWORD });
});

afterAll(async () => {
  await t?.close();
});

/** The code of the desk's clock's step. */
const codeOf = (secret: string) => totpCode(secret, new Date(clock));

/** A token of the shop's local captcha, as its checkbox gets one (the test app runs the local provider). */
async function captchaToken(client: Client): Promise<string> {
  const res = await client.post('/ajax/captcha/local-token', {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
}

/** The password step; when the desk asks for the captcha (failed logins before), passes it. */
async function passwordStep(client: Client, email: string, password = PASSWORD) {
  const first = await client.post('/ajax/staff/login', { email, password });
  if (first.statusCode !== 422 || first.json<ErrorBody>().data?.[0]?.field !== 'captchaToken') return first;
  return client.post('/ajax/staff/login', { email, password, captchaToken: await captchaToken(client) });
}

async function staffLogin(
  account: { email: string; totpSecret: string },
  client = new Client(t.app),
  password = PASSWORD,
): Promise<Client> {
  tick();
  const first = await passwordStep(client, account.email, password);
  expect(first.statusCode, first.body).toBe(200);
  const second = await client.post('/ajax/staff/login/code', { code: codeOf(account.totpSecret) });
  expect(second.statusCode, second.body).toBe(200);
  return client;
}

const patch = (client: Client, url: string, payload: unknown) =>
  client.request({ method: 'PATCH', url, payload: payload as never });

async function auditOf(action: string): Promise<AuditList['items']> {
  const admin = await staffLogin(ADMIN);
  const res = await admin.get(`/ajax/staff/audit?action=${encodeURIComponent(action)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditList>().items;
}

describe('staff login', () => {
  it('refuses a wrong password and an unknown e-mail alike, and never with a customer account', async () => {
    const client = new Client(t.app);
    for (const body of [
      { email: ADMIN.email, password: 'wrong-password-123' },
      { email: 'nobody@staff.test', password: PASSWORD },
      { email: 'company@demo.shop', password: DEMO_PASSWORD },
    ]) {
      const res = await client.post('/ajax/staff/login', body);
      expect(res.statusCode).toBe(401);
      expect(res.json<ErrorBody>().message).toBe('Wrong e-mail or password.');
    }
  });

  it('enrols on the first login: the secret and its QR once, then the code starts the session', async () => {
    const admin = await staffLogin(ADMIN);
    const create = await admin.post('/ajax/staff/accounts', {
      email: 'new.member@staff.test',
      name: 'New Member',
      password: PASSWORD,
      roles: ['support'],
    });
    expect(create.statusCode, create.body).toBe(201);

    const client = new Client(t.app);
    const first = await client.post('/ajax/staff/login', {
      email: 'new.member@staff.test',
      password: PASSWORD,
    });
    const enrol = first.json<StaffLoginResponse>();
    expect(enrol.step).toBe('enrol');
    if (enrol.step !== 'enrol') throw new Error('no enrolment');
    expect(enrol.qrSvg).toContain('<svg');
    expect(enrol.otpauthUri).toContain(`secret=${enrol.secret}`);
    // Between password and code, nothing of the desk opens.
    expect((await client.get('/ajax/staff/session')).json()).toEqual({ staff: null });
    expect((await client.get('/ajax/staff/accounts')).statusCode).toBe(404);

    const wrong = await client.post('/ajax/staff/login/code', {
      code: '000000' === codeOf(enrol.secret) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(401);
    const ok = await client.post('/ajax/staff/login/code', { code: codeOf(enrol.secret) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await client.get('/ajax/staff/session')).json()).toMatchObject({
      staff: { email: 'new.member@staff.test', roles: ['support'] },
    });
    // The secret is never sent again: the next login asks only for a code.
    await client.post('/ajax/staff/logout', {});
    const again = await client.post('/ajax/staff/login', {
      email: 'new.member@staff.test',
      password: PASSWORD,
    });
    expect(again.json()).toEqual({ step: 'code' });
    expect(JSON.stringify((await admin.get('/ajax/staff/accounts')).json())).not.toContain(enrol.secret);

    const enrolled = await auditOf('staff.totp.enrol');
    expect(enrolled.some((e) => e.staffName === 'New Member')).toBe(true);
  });

  it('refuses a code used before within its window (no replay), and takes the next one', async () => {
    const first = await staffLogin(SALES);
    const used = codeOf(SALES.totpSecret);
    await first.post('/ajax/staff/logout', {});
    const client = new Client(t.app);
    await client.post('/ajax/staff/login', { email: SALES.email, password: PASSWORD });
    const replay = await client.post('/ajax/staff/login/code', { code: used });
    expect(replay.statusCode).toBe(401);
    expect(replay.json<ErrorBody>().message).toContain('already used');
    tick();
    const next = await client.post('/ajax/staff/login/code', { code: codeOf(SALES.totpSecret) });
    expect(next.statusCode, next.body).toBe(200);
  });

  it('answers a code without a pending login, or in the wrong shape, with a clear 4xx', async () => {
    const client = new Client(t.app);
    expect((await client.post('/ajax/staff/login/code', { code: '123456' })).statusCode).toBe(401);
    await client.post('/ajax/staff/login', { email: SUPPORT.email, password: PASSWORD });
    const shape = await client.post('/ajax/staff/login/code', { code: '12ab' });
    expect(shape.statusCode).toBe(422);
    const nul = await client.post('/ajax/staff/login', { email: 'a\u0000b@staff.test', password: PASSWORD });
    expect(nul.statusCode).toBe(422);
  });

  it('throttles password guesses per account and address, and code guesses per pending login', async () => {
    const client = new Client(t.app);
    const statuses: number[] = [];
    // Past a few failures each attempt also passes the captcha (ADR 058); the limit still counts.
    for (let i = 0; i < 11; i++)
      statuses.push((await passwordStep(client, SUPPORT.email, `wrong-${i}-password`)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);

    const other = new Client(t.app);
    await other.post('/ajax/staff/login', { email: LOCKED.email, password: PASSWORD });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await other.post('/ajax/staff/login/code', { code: '999999' })).statusCode);
    expect(codes.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(codes[5]).toBe(429);
  });

  it('keeps staff and customer sessions apart: neither cookie opens the other side', async () => {
    const customer = new Client(t.app);
    await customer.login('company@demo.shop', DEMO_PASSWORD);
    expect((await customer.get('/ajax/staff/session')).json()).toEqual({ staff: null });
    const staff = await staffLogin(ADMIN);
    expect((await staff.get('/ajax/auth/session')).json()).toEqual({ customer: null });
  });
});

describe('staff accounts (admin)', () => {
  it('creates, sets roles, deactivates and resets the second factor, each in the audit log', async () => {
    const admin = await staffLogin(ADMIN);
    const created = await admin.post('/ajax/staff/accounts', {
      email: 'Temp.Member@staff.test',
      name: 'Temp Member',
      password: PASSWORD,
      roles: ['sales', 'sales'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const account = created.json<StaffAccount>();
    expect(account).toMatchObject({
      email: 'temp.member@staff.test',
      roles: ['sales'],
      active: true,
      enrolled: false,
    });

    const duplicate = await admin.post('/ajax/staff/accounts', {
      email: 'temp.member@staff.test',
      name: 'Again',
      password: PASSWORD,
      roles: ['sales'],
    });
    expect(duplicate.statusCode).toBe(409);
    for (const bad of [
      { email: 'x@staff.test', name: 'X', password: 'short', roles: ['sales'] },
      { email: 'x@staff.test', name: 'X', password: PASSWORD, roles: [] },
      { email: 'x@staff.test', name: 'X', password: PASSWORD, roles: ['owner'] },
      { email: 'not-an-email', name: 'X', password: PASSWORD, roles: ['sales'] },
      { email: 'x@staff.test', name: 'X\u0000', password: PASSWORD, roles: ['sales'] },
      { email: 'x@staff.test', name: 'X'.repeat(500), password: PASSWORD, roles: ['sales'] },
    ])
      expect((await admin.post('/ajax/staff/accounts', bad)).statusCode, JSON.stringify(bad)).toBe(422);

    const roles = await patch(admin, `/ajax/staff/accounts/${account.id}`, { roles: ['sales', 'support'] });
    expect(roles.json<StaffAccount>().roles).toEqual(['sales', 'support']);

    // The member logs in (enrols), then is deactivated: their session ends at once.
    const member = new Client(t.app);
    const first = (
      await member.post('/ajax/staff/login', { email: account.email, password: PASSWORD })
    ).json<StaffLoginResponse>();
    if (first.step !== 'enrol') throw new Error('expected enrolment');
    await member.post('/ajax/staff/login/code', { code: codeOf(first.secret) });
    expect((await member.get('/ajax/staff/session')).json<{ staff: unknown }>().staff).not.toBeNull();
    expect(
      (await patch(admin, `/ajax/staff/accounts/${account.id}`, { active: false })).json<StaffAccount>()
        .active,
    ).toBe(false);
    expect((await member.get('/ajax/staff/session')).json()).toEqual({ staff: null });
    expect(
      (await member.post('/ajax/staff/login', { email: account.email, password: PASSWORD })).statusCode,
    ).toBe(401);

    await patch(admin, `/ajax/staff/accounts/${account.id}`, { active: true });
    const reset = await admin.post(`/ajax/staff/accounts/${account.id}/reset-second-factor`, {});
    expect(reset.json<StaffAccount>().enrolled).toBe(false);
    const again = await member.post('/ajax/staff/login', { email: account.email, password: PASSWORD });
    expect(again.json<StaffLoginResponse>().step).toBe('enrol');

    const log = (await admin.get('/ajax/staff/audit')).json<AuditList>();
    const mine = log.items.filter((e) => e.subject === `staff:${account.id}`).map((e) => e.action);
    expect(mine).toEqual(
      expect.arrayContaining([
        'staff.account.create',
        'staff.account.roles',
        'staff.account.deactivate',
        'staff.account.activate',
        'staff.totp.reset',
      ]),
    );
    const create = log.items.find(
      (e) => e.action === 'staff.account.create' && e.subject === `staff:${account.id}`,
    );
    expect(create).toMatchObject({ staffName: ADMIN.name, details: { email: account.email } });
  });

  it('refuses an admin demoting or deactivating themselves, and unknown or malformed ids', async () => {
    const admin = await staffLogin(ADMIN);
    const me = (await admin.get('/ajax/staff/session')).json<{ staff: { id: number } }>().staff.id;
    expect((await patch(admin, `/ajax/staff/accounts/${me}`, { active: false })).statusCode).toBe(409);
    expect((await patch(admin, `/ajax/staff/accounts/${me}`, { roles: ['sales'] })).statusCode).toBe(409);
    expect((await patch(admin, '/ajax/staff/accounts/999999', { active: false })).statusCode).toBe(404);
    expect((await patch(admin, '/ajax/staff/accounts/abc', { active: false })).statusCode).toBe(422);
    expect((await patch(admin, `/ajax/staff/accounts/${me}`, {})).statusCode).toBe(422);
  });
});

describe('audit log', () => {
  it('filters by staff member, action and days, and pages', async () => {
    const admin = await staffLogin(ADMIN);
    const all = (await admin.get('/ajax/staff/audit')).json<AuditList>();
    expect(all.total).toBeGreaterThan(0);
    expect(all.actions).toContain('staff.login');
    const adminId = all.staff.find((s) => s.name === ADMIN.name)!.id;
    const byStaff = (await admin.get(`/ajax/staff/audit?staffId=${adminId}`)).json<AuditList>();
    expect(byStaff.items.every((e) => e.staffId === adminId)).toBe(true);
    const logins = (await admin.get('/ajax/staff/audit?action=staff.login')).json<AuditList>();
    expect(logins.items.every((e) => e.action === 'staff.login')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await admin.get(`/ajax/staff/audit?from=${today}&to=${today}`)).json<AuditList>().total).toBe(
      all.total,
    );
    expect((await admin.get('/ajax/staff/audit?to=2000-01-01')).json<AuditList>().total).toBe(0);
    const far = (await admin.get('/ajax/staff/audit?page=999')).json<AuditList>();
    expect(far.items).toEqual([]);
    expect((await admin.get('/ajax/staff/audit?from=yesterday')).statusCode).toBe(422);
    expect((await admin.get('/ajax/staff/audit?page=0')).statusCode).toBe(422);
  });
});

describe('login by office (ADR 049)', () => {
  it('needs a written reason and a known customer', async () => {
    const support = await staffLogin(SUPPORT);
    expect(
      (await support.post('/ajax/staff/login-by-office', { login: 'company@demo.shop' })).statusCode,
    ).toBe(422);
    expect(
      (await support.post('/ajax/staff/login-by-office', { login: 'company@demo.shop', reason: 'help' }))
        .statusCode,
    ).toBe(422);
    const unknown = await support.post('/ajax/staff/login-by-office', {
      login: 'nobody@demo.shop',
      reason: 'Checking an order the customer phoned about',
    });
    expect(unknown.statusCode).toBe(404);
    // No customer session was opened by the refusals.
    expect((await support.get('/ajax/auth/session')).json()).toEqual({ customer: null });
  });

  it('opens a marked customer session that cannot change logins, shown to that customer only and audited', async () => {
    const sales = await staffLogin(SALES);
    const reason = 'Customer asked us by phone to check their saved addresses';
    const opened = await sales.post('/ajax/staff/login-by-office', { login: 'company@demo.shop', reason });
    expect(opened.statusCode, opened.body).toBe(200);
    const { endsAt } = opened.json<{ endsAt: string }>();
    expect(Date.parse(endsAt) - clock).toBe(60 * 60_000);
    // The browser now holds the customer's session: the account is open…
    expect((await sales.get('/ajax/auth/session')).json()).toMatchObject({
      customer: { contactPerson: { email: 'company@demo.shop' } },
    });
    expect((await sales.get('/ajax/customer/contact-persons')).statusCode).toBe(200);
    // …but not the calls of ADR 049.
    for (const [method, url, payload] of [
      [
        'POST',
        '/ajax/profile/password/change',
        { currentPassword: DEMO_PASSWORD, newPassword: 'another-long-password-9' },
      ],
      [
        'POST',
        '/ajax/customer/contact-person',
        { email: 'x@demo.shop', firstName: 'X', lastName: 'Y', language: 'en' },
      ],
      ['PUT', '/ajax/terms', { newsletter: true }],
      ['POST', '/ajax/e-invoice/activation-email', { email: 'x@demo.shop' }],
    ] as const) {
      const res = await sales.request({ method, url, payload: payload as never });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
      expect(res.json<ErrorBody>().messageKey).toBe('staff.errors.officeSession');
    }

    const customer = new Client(t.app);
    await customer.login('company@demo.shop', DEMO_PASSWORD);
    const seen = (await customer.get('/ajax/profile/office-accesses')).json<{
      items: Array<Record<string, string>>;
    }>();
    expect(seen.items[0]).toMatchObject({ staffName: SALES.name, reason, endsAt });
    const other = new Client(t.app);
    await other.login('person@demo.shop', DEMO_PASSWORD);
    expect((await other.get('/ajax/profile/office-accesses')).json()).toEqual({ items: [] });
    expect((await new Client(t.app).get('/ajax/profile/office-accesses')).statusCode).toBe(401);

    const audited = await auditOf('staff.office.open');
    expect(audited[0]).toMatchObject({
      staffName: SALES.name,
      details: { reason, login: 'company@demo.shop' },
    });
  });

  it('is refused to an admin without the support or sales role', async () => {
    const admin = await staffLogin(ADMIN);
    const res = await admin.post('/ajax/staff/login-by-office', {
      login: 'company@demo.shop',
      reason: 'Trying without the role for this',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('time limits and the first administrator', () => {
  it('ends an office session after its hour, however busy', async () => {
    const support = await staffLogin(SUPPORT);
    const opened = await support.post('/ajax/staff/login-by-office', {
      login: 'person@demo.shop',
      reason: 'Walking the customer through their first order',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    for (let minutes = 0; minutes < 60; minutes += 20) {
      clock += 20 * 60_000 - 1_000;
      expect(
        (await support.get('/ajax/auth/session')).json<{ customer: unknown }>().customer,
        `${minutes}`,
      ).not.toBeNull();
    }
    clock += 5_000;
    expect((await support.get('/ajax/auth/session')).json()).toEqual({ customer: null });
  });

  it('creates the first administrator with a one-time password, enrolling at the first login', async () => {
    const created = await t.services.staff.createFirstAdmin('First.Admin@staff.test', 'First Admin');
    expect(created?.password.length).toBeGreaterThanOrEqual(20);
    expect(await t.services.staff.createFirstAdmin('first.admin@staff.test', 'Again')).toBeNull();
    const client = new Client(t.app);
    const first = await client.post('/ajax/staff/login', {
      email: 'first.admin@staff.test',
      password: created!.password,
    });
    expect(first.json<StaffLoginResponse>().step).toBe('enrol');
  });
});

describe('the staff login asks for the captcha after failed logins (ADR 058)', () => {
  const WATCHED = {
    email: 'watched@staff.test',
    name: 'Wanda Watched',
    roles: ['support'] as const,
    totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
  };
  beforeAll(async () => {
    await t.services.staff.ensureAccount({ ...WATCHED, roles: [...WATCHED.roles], password: PASSWORD });
  });

  it('after three failures of an account from anywhere, the next login needs it, and passes with it', async () => {
    // Three strangers, three addresses: a captcha, not a lock, since the member must still get in.
    for (let i = 0; i < 3; i++) {
      const res = await new Client(t.app).post('/ajax/staff/login', {
        email: WATCHED.email,
        password: `guess-${i}-password`,
      });
      expect(res.statusCode).toBe(401);
    }
    const member = new Client(t.app);
    const asked = await member.post(
      '/ajax/staff/login',
      { email: WATCHED.email, password: PASSWORD },
      { 'accept-language': 'pl' },
    );
    expect(asked.statusCode, asked.body).toBe(422);
    expect(asked.json<ErrorBody>().data).toMatchObject([
      { field: 'captchaToken', message: 'Przed zalogowaniem potwierdź, że nie jesteś robotem.' },
    ]);
    // A made-up token is refused; a real one lets the member in, once.
    const forged = await member.post('/ajax/staff/login', {
      email: WATCHED.email,
      password: PASSWORD,
      captchaToken: 'local.1.AAAAAAAAAAAAAAAAAAAAAA.forged',
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json<ErrorBody>().data?.[0]?.field).toBe('captchaToken');
    expect(forged.json<ErrorBody>().message).not.toContain('Przed zalogowaniem');
    const token = await captchaToken(member);
    const passed = await member.post('/ajax/staff/login', {
      email: WATCHED.email,
      password: PASSWORD,
      captchaToken: token,
    });
    expect(passed.statusCode, passed.body).toBe(200);
    tick();
    expect(
      (await member.post('/ajax/staff/login/code', { code: codeOf(WATCHED.totpSecret) })).statusCode,
    ).toBe(200);
    const replayed = await new Client(t.app).post('/ajax/staff/login', {
      email: WATCHED.email,
      password: PASSWORD,
      captchaToken: token,
    });
    expect(replayed.statusCode).toBe(422);
    // The right password with the captcha never counted as a failure, and other members are not asked.
    const admin = await new Client(t.app).post('/ajax/staff/login', {
      email: ADMIN.email,
      password: PASSWORD,
    });
    expect(admin.statusCode, admin.body).toBe(200);
  });

  it('after ten failures from one address, every login from there needs it; never where none can be passed', async () => {
    const address = new Client(t.app);
    for (let i = 0; i < 10; i++) {
      const res = await address.post('/ajax/staff/login', {
        email: `nobody-${i}@staff.test`,
        password: PASSWORD,
      });
      expect(res.statusCode).toBe(401);
    }
    const asked = await address.post('/ajax/staff/login', { email: SALES.email, password: PASSWORD });
    expect(asked.statusCode).toBe(422);
    expect(asked.json<ErrorBody>().messageKey).toBe('staff.errors.captchaRequired');
    expect(asked.json<ErrorBody>().data?.[0]?.field).toBe('captchaToken');
    // From another address the same member is not asked.
    expect(
      (await new Client(t.app).post('/ajax/staff/login', { email: SALES.email, password: PASSWORD }))
        .statusCode,
    ).toBe(200);

    // Production without Turnstile keys has no captcha anyone can pass: the desk stays reachable.
    const noCaptcha = createStaffService({
      db: t.database.db,
      rateLimits: t.services.rateLimits,
      passwordQueue: t.services.auth.passwordQueue,
      customers: t.services.customers,
      totpKey: randomBytes(32),
      captcha: unavailableCaptcha(),
    });
    expect(await noCaptcha.captchaNeeded(SALES.email, address.remoteAddress)).toBe(false);
    expect(await t.services.staff.captchaNeeded(SALES.email, address.remoteAddress)).toBe(true);
  });
});

describe('own password (ADR 058)', () => {
  const OWN = {
    email: 'own@staff.test',
    name: 'Olga Own',
    roles: ['sales'] as const,
    totpSecret: 'ONXW2ZJAMZSWC5DVOJSSAYLOMQQGC3TE',
  };
  const NEW_PASSWORD = 'a-new-desk-password-7';
  const change = (client: Client, body: unknown, headers: Record<string, string> = {}) =>
    client.post('/ajax/staff/password', body, headers);

  beforeAll(async () => {
    await t.services.staff.ensureAccount({ ...OWN, roles: [...OWN.roles], password: PASSWORD });
  });

  it('refuses a wrong current password, a wrong or used code and a weak new one, changing nothing', async () => {
    const member = await staffLogin(OWN);
    // The code the login just used: the same step is never taken twice (no replay).
    const used = codeOf(OWN.totpSecret);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { currentPassword: 'not-the-password', code: used, newPassword: NEW_PASSWORD },
        'currentPassword',
        'Das aktuelle Passwort ist falsch.',
      ],
      [{ currentPassword: PASSWORD, code: used, newPassword: NEW_PASSWORD }, 'code', ''],
      [{ currentPassword: PASSWORD, code: '12345', newPassword: NEW_PASSWORD }, 'code', ''],
      [{ currentPassword: PASSWORD, code: used, newPassword: 'short' }, 'newPassword', ''],
      [{ currentPassword: PASSWORD, code: used, newPassword: OWN.email }, 'newPassword', ''],
      [{ currentPassword: PASSWORD, code: used, newPassword: '12345678' }, 'newPassword', ''],
      [{ currentPassword: PASSWORD, code: used, newPassword: PASSWORD }, 'newPassword', ''],
      [{ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, 'code', ''],
    ];
    for (const [body, field, german] of cases) {
      const res = await change(member, body, { 'accept-language': 'de' });
      const label = `${JSON.stringify(body)}: ${res.body}`;
      expect(res.statusCode, label).toBe(422);
      expect(
        res.json<ErrorBody>().data?.map((d) => d.field),
        label,
      ).toContain(field);
      if (german) expect(res.json<ErrorBody>().data?.[0]?.message, label).toBe(german);
    }
    const extra = await change(member, {
      currentPassword: PASSWORD,
      code: used,
      newPassword: NEW_PASSWORD,
      x: 1,
    });
    expect(extra.statusCode).toBe(422);
    // Nothing changed: the old password still logs in, and nothing was audited.
    await staffLogin(OWN);
    expect(await auditOf('staff.password.change')).toEqual([]);
    // Without the XHR marker the CSRF guard refuses it; without a staff session the desk is not there.
    tick();
    const bare = await member.request({
      method: 'POST',
      url: '/ajax/staff/password',
      payload: { currentPassword: PASSWORD, code: codeOf(OWN.totpSecret), newPassword: NEW_PASSWORD },
      headers: { 'x-requested-with': '' },
    });
    expect(bare.statusCode).toBe(403);
    const customer = new Client(t.app);
    await customer.login('company@demo.shop', DEMO_PASSWORD);
    for (const who of [new Client(t.app), customer])
      expect(
        (
          await change(who, {
            currentPassword: PASSWORD,
            code: codeOf(OWN.totpSecret),
            newPassword: NEW_PASSWORD,
          })
        ).statusCode,
      ).toBe(404);
  });

  it('changes it with the current password and a fresh code: other sessions end, this one stays, audited', async () => {
    const member = await staffLogin(OWN);
    const elsewhere = await staffLogin(OWN);
    tick();
    const res = await change(member, {
      currentPassword: PASSWORD,
      code: codeOf(OWN.totpSecret),
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await member.get('/ajax/staff/session')).json()).toMatchObject({ staff: { email: OWN.email } });
    expect((await elsewhere.get('/ajax/staff/session')).json()).toEqual({ staff: null });
    expect(
      (await new Client(t.app).post('/ajax/staff/login', { email: OWN.email, password: PASSWORD }))
        .statusCode,
    ).toBe(401);
    await staffLogin(OWN, new Client(t.app), NEW_PASSWORD);
    const [entry] = await auditOf('staff.password.change');
    expect(entry).toMatchObject({ staffName: OWN.name, action: 'staff.password.change' });
    expect(entry!.subject).toMatch(/^staff:\d+$/);
    // The audit entry holds no password, old or new.
    expect(JSON.stringify(entry)).not.toContain(NEW_PASSWORD);
  });
});

describe('ending an office session from its banner (ADR 058)', () => {
  it('ends it now: the customer session closes, the history shows the real end, audited; only its own member may', async () => {
    const support = await staffLogin(SUPPORT);
    const reason = 'Checking the delivery address before dispatch';
    const opened = await support.post('/ajax/staff/login-by-office', {
      login: 'soletrader@demo.shop',
      reason,
    });
    expect(opened.statusCode, opened.body).toBe(200);

    // Another member's browser with the same customer session cannot end someone else's access.
    const sales = await staffLogin(SALES);
    const session = [...support.cookies].find(([name]) => name === 'sid')!;
    sales.cookies.set(session[0], session[1]);
    const foreign = await sales.post('/ajax/staff/login-by-office/end', {});
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<ErrorBody>().messageKey).toBe('staff.errors.noOfficeSession');
    sales.cookies.delete(session[0]);

    clock += 5 * 60_000;
    const endedAt = new Date(clock).toISOString();
    const ended = await support.post('/ajax/staff/login-by-office/end', {});
    expect(ended.statusCode, ended.body).toBe(204);
    expect((await support.get('/ajax/auth/session')).json()).toEqual({ customer: null });
    // The desk's own session stays: the member goes back to work.
    expect((await support.get('/ajax/staff/session')).json()).toMatchObject({
      staff: { email: SUPPORT.email },
    });
    // Nothing left to end: a clear 404, not a 500.
    expect((await support.post('/ajax/staff/login-by-office/end', {})).statusCode).toBe(404);

    const customer = new Client(t.app);
    await customer.login('soletrader@demo.shop', DEMO_PASSWORD);
    const [seen] = (await customer.get('/ajax/profile/office-accesses')).json<{
      items: Array<{ reason: string; endsAt: string }>;
    }>().items;
    expect(seen).toMatchObject({ reason, endsAt: endedAt });
    const [entry] = await auditOf('staff.office.end');
    expect(entry).toMatchObject({
      staffName: SUPPORT.name,
      details: { endedAt },
    });
  });

  it('gives the banner who, why and until when while the access runs, and nothing once it ended', async () => {
    const support = await staffLogin(SUPPORT);
    const reason = 'Explaining the invoice of the last order';
    const opened = await support.post('/ajax/staff/login-by-office', { login: 'person@demo.shop', reason });
    const { endsAt } = opened.json<{ endsAt: string }>();
    const [access] = await t.database.db
      .select({ id: officeAccesses.id })
      .from(officeAccesses)
      .where(eq(officeAccesses.reason, reason));
    expect(await t.services.staff.officeBanner(access!.id)).toEqual({
      staffName: SUPPORT.name,
      reason,
      endsAt,
    });
    clock += 61 * 60_000;
    expect(await t.services.staff.officeBanner(access!.id)).toBeNull();
    expect(await t.services.staff.officeBanner(999_999)).toBeNull();
  });
});
