/**
 * The marketing popup through the API (issue 20, spec §7 "GET popup marketing"; ADR 071): at most
 * one popup for the market and language, only with marketing consent (the consent cookie), within
 * its dates, the highest priority first, never one the visitor closed (a new one still shows); the
 * desk's popups validated (no `javascript:` links, no NUL characters, the end after the start),
 * audited, and the desk's only. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeConsent, serializeConsent } from '../../../common/consent';
import type { ErrorBody } from '../../../common/errors';
import type { DeskPopup, MarketingPopupView } from '../../../common/popups';
import { staffAudit } from '../../db/schema';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { deskClient, deskMemberId } from '../staff/staff.fixtures';

const PASSWORD = 'popups-desk-password';
const SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';

let t: TestApp;
let clock = Date.now();
let sales: Client;
let salesId: number;

const HOUR = 3_600_000;
const iso = (offsetMs: number) => new Date(clock + offsetMs).toISOString();

const POPUP = {
  title: 'Winter sale',
  body: 'Up to 20 % off passives.\n\nUntil the end of the month.',
  imageUrl: null,
  linkUrl: '/promotions/',
  linkLabel: 'See the offers',
  market: 'pl',
  language: 'pl',
  priority: 0,
  active: true,
};

async function create(body: Record<string, unknown> = {}): Promise<DeskPopup> {
  const res = await sales.post('/ajax/staff/popups', { ...POPUP, startsAt: iso(-HOUR), ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<DeskPopup>();
}

const MARKETING = serializeConsent(makeConsent({ preferences: false, marketing: true }));
const NO_MARKETING = serializeConsent(makeConsent({ preferences: true, marketing: false }));

async function shown({
  consent = MARKETING,
  closed,
  country = 'pl',
  language = 'pl',
}: Partial<Record<string, string>> = {}) {
  const cookies = [consent ? `consent=${consent}` : '', closed ? `popup_closed=${closed}` : '']
    .filter(Boolean)
    .join('; ');
  const res = await new Client(t.app).get(`/ajax/popup/marketing?country=${country}`, {
    'accept-language': language,
    ...(cookies ? { cookie: cookies } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json<MarketingPopupView>().popup;
}

beforeAll(async () => {
  t = await createTestApp({ demoAccounts: true, accounts: { now: () => new Date(clock) } });
  const email = 'sales@popups-desk.test';
  clock += 31_000;
  const account = {
    email,
    name: 'Desk sales',
    password: PASSWORD,
    roles: ['sales' as const],
    totpSecret: SECRET,
  };
  sales = await deskClient(t, account, new Date(clock));
  salesId = await deskMemberId(t, email);
});

afterAll(async () => {
  await t?.close();
});

describe('GET popup marketing', () => {
  it('shows nothing without marketing consent, the popup with it', async () => {
    const popup = await create();
    expect(await shown({ consent: '' })).toBeNull();
    expect(await shown({ consent: NO_MARKETING })).toBeNull();
    expect(await shown({ consent: 'not-json' })).toBeNull();
    expect(await shown()).toEqual({
      id: popup.id,
      title: POPUP.title,
      body: POPUP.body,
      imageUrl: null,
      linkUrl: '/promotions/',
      linkLabel: 'See the offers',
    });
    const audit = await t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'popup.create'), eq(staffAudit.subject, `popup:${popup.id}`)));
    expect(audit.map((a) => a.staffId)).toEqual([salesId]);
  });

  it('is per market and language, within its dates, the highest priority first, never a closed one', async () => {
    const low = await create({ market: 'de', language: 'de', priority: 1 });
    const high = await create({
      market: 'de',
      language: 'de',
      priority: 5,
      imageUrl: 'https://cdn.example.com/a.png',
    });
    await create({ market: 'de', language: 'de', priority: 9, startsAt: iso(HOUR) });
    await create({ market: 'de', language: 'de', priority: 9, startsAt: iso(-2 * HOUR), endsAt: iso(-HOUR) });
    await create({ market: 'de', language: 'de', priority: 9, active: false });
    expect((await shown({ country: 'de', language: 'de' }))?.id).toBe(high.id);
    expect(await shown({ country: 'de', language: 'en' })).toBeNull();
    expect(await shown({ country: 'hu', language: 'de' })).toBeNull();
    // Closed ones stay closed; the next one shows; garbage in the cookie is ignored.
    expect((await shown({ country: 'de', language: 'de', closed: `${high.id}` }))?.id).toBe(low.id);
    expect(await shown({ country: 'de', language: 'de', closed: `x.${high.id}.${low.id}.-1` })).toBeNull();
  });

  it('follows the desk’s changes: switched off, it is gone', async () => {
    const popup = await create({ market: 'hu', language: 'hu' });
    expect((await shown({ country: 'hu', language: 'hu' }))?.id).toBe(popup.id);
    const res = await sales.request({
      method: 'PUT',
      url: `/ajax/staff/popups/${popup.id}`,
      payload: { ...POPUP, market: 'hu', language: 'hu', startsAt: popup.startsAt, active: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DeskPopup>().active).toBe(false);
    expect(await shown({ country: 'hu', language: 'hu' })).toBeNull();
    const list = await sales.get('/ajax/staff/popups');
    expect(list.json<{ popups: DeskPopup[] }>().popups.some((p) => p.id === popup.id)).toBe(true);
    const [update] = await t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'popup.update'), eq(staffAudit.subject, `popup:${popup.id}`)));
    expect(update!.details).toMatchObject({ active: false, wasActive: true });
  });
});

describe('the desk’s popups', () => {
  it('refuses bad popups with the fields named', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ linkUrl: 'javascript:alert(1)' }, 'linkUrl'],
      [{ linkUrl: '//evil.example/x' }, 'linkUrl'],
      [{ linkUrl: 'http://plain.example/' }, 'linkUrl'],
      [{ imageUrl: 'data:image/png;base64,AAAA' }, 'imageUrl'],
      [{ title: 'a\u0000b' }, 'title'],
      [{ title: '' }, 'title'],
      [{ body: 'x'.repeat(601) }, 'body'],
      [{ market: 'zz' }, 'market'],
      [{ startsAt: 'tomorrow' }, 'startsAt'],
      [{ endsAt: iso(-2 * HOUR) }, 'endsAt'],
      [{ priority: 5000 }, 'priority'],
      [{ html: '<b>x</b>' }, 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await sales.post('/ajax/staff/popups', { ...POPUP, startsAt: iso(-HOUR), ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(
        res.json<ErrorBody>().data!.map((d) => d.field),
        JSON.stringify(body),
      ).toContain(field);
    }
  });

  it('is the desk’s only: visitors and customers get 404', async () => {
    expect((await new Client(t.app).get('/ajax/staff/popups')).statusCode).toBe(404);
    const customer = new Client(t.app);
    await customer.login('company@demo.shop', DEMO_PASSWORD);
    expect((await customer.post('/ajax/staff/popups', { ...POPUP, startsAt: iso(0) })).statusCode).toBe(404);
    expect((await sales.get('/ajax/staff/popups/999999')).statusCode).toBe(404);
    const missing = await sales.request({
      method: 'PUT',
      url: '/ajax/staff/popups/999999',
      payload: { ...POPUP, startsAt: iso(0) },
    });
    expect(missing.statusCode).toBe(404);
  });
});
