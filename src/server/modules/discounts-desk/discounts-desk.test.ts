/**
 * The staff desk's discount-code calls (issue 18, ADR 050) through the API: each call's happy path,
 * bad input refused with 4xx in the request's language and nothing written, a duplicate code's 409,
 * the roles (sales make and change, admin reads and switches off), the audit row written with each
 * change and the staff member recorded on the code. Runs on PGlite and, with TEST_DATABASE_URL, on
 * PostgreSQL.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscountCode, DiscountCodeDetails } from '../../../common/contracts/discounts';
import type { ErrorBody } from '../../../common/errors';
import { discountCodes, staffAudit } from '../../db/schema';
import type { Client } from '../../test-support/http';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { deskClient, deskMemberId } from '../staff/staff.fixtures';

const PASSWORD = 'discount-desk-password';
const SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';

let t: TestApp;
let clock = Date.now();
const staff = {} as Record<'sales' | 'admin' | 'support', { client: Client; id: number }>;

async function logIn(role: 'sales' | 'admin' | 'support') {
  const email = `${role}@discount-desk.test`;
  clock += 31_000;
  const account = { email, name: `Desk ${role}`, password: PASSWORD, roles: [role], totpSecret: SECRET };
  const client = await deskClient(t, account, new Date(clock));
  return { client, id: await deskMemberId(t, email) };
}

const patch = (client: Client, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  client.request({ method: 'PATCH', url, payload: payload as never, headers });

async function auditOf(subject: string) {
  return t.database.db.select().from(staffAudit).where(eq(staffAudit.subject, subject));
}

async function codeCount() {
  const [row] = await t.database.db.select({ n: count() }).from(discountCodes);
  return row!.n;
}

beforeAll(async () => {
  t = await createTestApp({ web: 'none', accounts: { now: () => new Date(clock) } });
  staff.sales = await logIn('sales');
  staff.admin = await logIn('admin');
  staff.support = await logIn('support');
});

afterAll(async () => {
  await t?.close();
});

describe('POST staff discounts (create)', () => {
  it('makes a code, records the sales member on it and writes the audit row with it', async () => {
    const res = await staff.sales.client.post('/ajax/staff/discounts', {
      code: ' desk15 ',
      kind: 'percent',
      value: '15',
      validFrom: '2026-01-01T00:00:00.000Z',
      oncePerCustomer: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const code = res.json<DiscountCode>();
    expect(code).toMatchObject({
      code: 'DESK15',
      kind: 'percent',
      value: '15.0000',
      createdByStaffId: staff.sales.id,
    });
    const rows = await auditOf(`discount:${code.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staffId: staff.sales.id, action: 'discounts.code.create' });
    expect(rows[0]!.details).toMatchObject({ code: 'DESK15', kind: 'percent' });
  });

  it('answers a code that exists with 409 in the request language, writing nothing', async () => {
    await staff.sales.client.post('/ajax/staff/discounts', { code: 'TWICE', kind: 'percent', value: '5' });
    const before = await codeCount();
    const again = await staff.sales.client.post(
      '/ajax/staff/discounts',
      { code: 'twice', kind: 'fixed', value: '5', currency: 'PLN' },
      { 'accept-language': 'pl' },
    );
    expect(again.statusCode).toBe(409);
    const body = again.json<ErrorBody>();
    expect(body.messageKey).toBe('discounts.field.codeTaken');
    expect(body.data?.[0]).toMatchObject({ field: 'code' });
    expect(body.message).toContain('TWICE');
    expect(body.message).not.toBe('The code TWICE exists already.');
    expect(await codeCount()).toBe(before);
    const audits = await t.database.db
      .select({ n: count() })
      .from(staffAudit)
      .where(eq(staffAudit.action, 'discounts.code.create'));
    expect(audits[0]!.n).toBe(2);
  });

  it('refuses bad input with 422 and the field, in the request language, writing nothing', async () => {
    const before = await codeCount();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ code: 'P100', kind: 'percent', value: '100' }, 'value', 'discounts.field.percent'],
      [{ code: 'P0', kind: 'percent', value: '0' }, 'value', 'discounts.field.percent'],
      [{ code: 'FIX', kind: 'fixed', value: '10' }, 'currency', 'discounts.field.currencyRequired'],
      [
        { code: 'MIN', kind: 'percent', value: '5', minimumNet: '100' },
        'currency',
        'discounts.field.currencyRequired',
      ],
      [
        {
          code: 'DAYS',
          kind: 'percent',
          value: '5',
          validFrom: '2027-01-02T00:00:00Z',
          validTo: '2027-01-01T00:00:00Z',
        },
        'validTo',
        'discounts.field.dates',
      ],
      [
        { code: 'MKT', kind: 'percent', value: '5', country: 'pl', currency: 'EUR' },
        'currency',
        'discounts.field.marketCurrency',
      ],
      [{ code: 'X'.repeat(41), kind: 'percent', value: '5' }, 'code', 'discounts.field.codeTooLong'],
      [{ code: '   ', kind: 'percent', value: '5' }, 'code', 'discounts.field.code'],
      [{ code: 'A\u0007B', kind: 'percent', value: '5' }, 'code', 'discounts.field.code'],
      [{ code: 'NUM', kind: 'percent', value: 5 }, 'value', ''],
      [{ code: 'USES', kind: 'percent', value: '5', maxUses: 0 }, 'maxUses', 'discounts.field.maxUses'],
      [{ code: 'EXTRA', kind: 'percent', value: '5', createdByStaffId: 1 }, '', ''],
    ];
    for (const [payload, field, key] of cases) {
      const res = await staff.sales.client.post('/ajax/staff/discounts', payload, {
        'accept-language': 'de',
      });
      const label = `${JSON.stringify(payload)}: ${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(res.statusCode, label).toBe(422);
      const body = res.json<ErrorBody>();
      if (field)
        expect(
          body.data?.some((p) => p.field === field),
          label,
        ).toBe(true);
      if (key) {
        const problem = body.data?.find((p) => p.field === field);
        expect(problem?.messageKey, label).toBe(key);
      }
      expect(body.message, label).not.toMatch(/^The /);
    }
    const nul = await staff.sales.client.post('/ajax/staff/discounts', {
      code: 'A\u0000B',
      kind: 'percent',
      value: '5',
    });
    expect(nul.statusCode).toBeGreaterThanOrEqual(400);
    expect(nul.statusCode).toBeLessThan(500);
    const notJson = await staff.sales.client.request({
      method: 'POST',
      url: '/ajax/staff/discounts',
      payload: 'not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(await codeCount()).toBe(before);
  });

  it('is for sales only: an administrator gets 403, support 403, nothing written', async () => {
    const before = await codeCount();
    for (const who of ['admin', 'support'] as const) {
      const res = await staff[who].client.post('/ajax/staff/discounts', {
        code: `BY-${who}`,
        kind: 'percent',
        value: '5',
      });
      expect(res.statusCode, who).toBe(403);
    }
    expect(await codeCount()).toBe(before);
  });
});

describe('GET staff discounts (list) and one code (details)', () => {
  beforeAll(async () => {
    const make = (payload: Record<string, unknown>) =>
      staff.sales.client.post('/ajax/staff/discounts', payload);
    await make({ code: 'LIST-OLD', kind: 'percent', value: '5', validTo: '2020-01-01T00:00:00Z' });
    await make({ code: 'LIST-PL', kind: 'fixed', value: '20', currency: 'PLN', country: 'pl' });
    const off = await make({ code: 'LIST-OFF', kind: 'percent', value: '7' });
    await staff.sales.client.post(`/ajax/staff/discounts/${off.json<DiscountCode>().id}/deactivate`, {});
    for (let i = 0; i < 26; i += 1)
      await make({ code: `LIST-MANY-${String(i).padStart(2, '0')}`, kind: 'percent', value: '1' });
  });

  const list = async (search: string, who: 'sales' | 'admin' = 'sales') => {
    const res = await staff[who].client.get(`/ajax/staff/discounts${search}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ elements: DiscountCode[]; page: number; pages: number; total: number }>();
  };

  it('filters by status, market and text, sorts and pages (sales and admin alike)', async () => {
    expect((await list('?q=list-old&status=expired')).elements.map((c) => c.code)).toEqual(['LIST-OLD']);
    expect((await list('?q=list-old&status=active')).total).toBe(0);
    expect((await list('?q=LIST-&status=inactive')).elements.map((c) => c.code)).toEqual(['LIST-OFF']);
    expect((await list('?country=pl&q=list')).elements.map((c) => c.code)).toEqual(['LIST-PL']);
    // % and _ are plain text in the search, not patterns.
    expect((await list('?q=%25')).total).toBe(0);
    const sorted = await list('?q=LIST-MANY&sort=code&dir=asc', 'admin');
    expect(sorted.total).toBe(26);
    expect(sorted.pages).toBe(2);
    expect(sorted.elements).toHaveLength(25);
    expect(sorted.elements[0]!.code).toBe('LIST-MANY-00');
    const second = await list('?q=LIST-MANY&sort=code&dir=asc&page=2');
    expect(second.elements.map((c) => c.code)).toEqual(['LIST-MANY-25']);
    const desc = await list('?q=LIST-MANY&sort=code&dir=desc');
    expect(desc.elements[0]!.code).toBe('LIST-MANY-25');
  });

  it('refuses bad filters with 422 and is refused to support', async () => {
    for (const search of [
      '?status=gone',
      '?sort=price',
      '?page=0',
      '?country=POL',
      `?q=${'x'.repeat(41)}`,
      '?other=1',
    ]) {
      const res = await staff.sales.client.get(`/ajax/staff/discounts${search}`);
      expect(res.statusCode, search).toBe(422);
    }
    expect((await staff.support.client.get('/ajax/staff/discounts')).statusCode).toBe(403);
  });

  it("shows one code with its maker's name and its uses, 404 for an unknown one", async () => {
    const [code] = (await list('?q=LIST-PL')).elements;
    const res = await staff.admin.client.get(`/ajax/staff/discounts/${code!.id}`);
    expect(res.statusCode).toBe(200);
    const details = res.json<DiscountCodeDetails>();
    expect(details.code.code).toBe('LIST-PL');
    expect(details.createdByName).toBe('Desk sales');
    expect(details.redemptions).toEqual({ elements: [], page: 1, pages: 1, total: 0 });
    expect((await staff.sales.client.get('/ajax/staff/discounts/999999')).statusCode).toBe(404);
    expect((await staff.sales.client.get(`/ajax/staff/discounts/${code!.id}?page=x`)).statusCode).toBe(422);
  });
});

describe('PATCH staff discount (update) and POST deactivate', () => {
  let code: DiscountCode;
  beforeAll(async () => {
    code = (
      await staff.sales.client.post('/ajax/staff/discounts', {
        code: 'CHANGE-ME',
        kind: 'percent',
        value: '10',
      })
    ).json();
  });

  it('changes the rules with an audit row naming what changed; the text never changes', async () => {
    const res = await patch(staff.sales.client, `/ajax/staff/discounts/${code.id}`, {
      value: '12.5',
      maxUses: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DiscountCode>()).toMatchObject({ value: '12.5000', maxUses: 3, code: 'CHANGE-ME' });
    const rows = await auditOf(`discount:${code.id}`);
    const update = rows.find((r) => r.action === 'discounts.code.update');
    expect(update).toMatchObject({ staffId: staff.sales.id });
    expect(update!.details).toMatchObject({
      code: 'CHANGE-ME',
      changes: { value: { from: '10.0000', to: '12.5000' }, maxUses: { from: null, to: 3 } },
    });
    const rename = await patch(staff.sales.client, `/ajax/staff/discounts/${code.id}`, { code: 'OTHER' });
    expect(rename.statusCode).toBe(422);
  });

  it('refuses incoherent rules with 422 in the language asked, changes nothing, writes no audit row', async () => {
    const audits = (await auditOf(`discount:${code.id}`)).length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ value: '100' }, 'discounts.field.percent'],
      [{ kind: 'fixed' }, 'discounts.field.currencyRequired'],
      [{ validFrom: '2027-02-01T00:00:00Z', validTo: '2027-01-01T00:00:00Z' }, 'discounts.field.dates'],
    ];
    for (const [payload, key] of cases) {
      const res = await patch(staff.sales.client, `/ajax/staff/discounts/${code.id}`, payload, {
        'accept-language': 'hu',
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.body).toContain(key);
    }
    expect((await patch(staff.sales.client, '/ajax/staff/discounts/999999', { value: '5' })).statusCode).toBe(
      404,
    );
    expect(
      (await patch(staff.admin.client, `/ajax/staff/discounts/${code.id}`, { value: '5' })).statusCode,
    ).toBe(403);
    const [row] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
    expect(row).toMatchObject({ value: '12.5000', kind: 'percent' });
    expect(await auditOf(`discount:${code.id}`)).toHaveLength(audits);
  });

  it('lets an administrator switch a code off, recorded under their name', async () => {
    const res = await staff.admin.client.post(`/ajax/staff/discounts/${code.id}/deactivate`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DiscountCode>().active).toBe(false);
    const off = (await auditOf(`discount:${code.id}`)).find((r) => r.action === 'discounts.code.deactivate');
    expect(off).toMatchObject({ staffId: staff.admin.id });
    expect(off!.details).toMatchObject({ changes: { active: { from: true, to: false } } });
    expect((await staff.sales.client.post('/ajax/staff/discounts/999999/deactivate', {})).statusCode).toBe(
      404,
    );
    expect(
      (await staff.support.client.post(`/ajax/staff/discounts/${code.id}/deactivate`, {})).statusCode,
    ).toBe(403);
  });
});
