import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList, StaffAccount, StaffLoginResponse } from '../../../common/contracts/staff';
import type { ErrorBody } from '../../../common/errors';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { totpCode } from './totp';

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

async function staffLogin(
  account: { email: string; totpSecret: string },
  client = new Client(t.app),
): Promise<Client> {
  tick();
  const first = await client.post('/ajax/staff/login', { email: account.email, password: PASSWORD });
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
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await client.post('/ajax/staff/login', { email: SUPPORT.email, password: `wrong-${i}-password` }))
          .statusCode,
      );
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
