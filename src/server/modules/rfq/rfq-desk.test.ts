/**
 * The staff desk's RFQ calls (issue 18, ADR 051, 048) at the HTTP edge: the inbox's filters, one
 * request, claim and its holder rule, pricing with its checks, sending and rejecting, each change
 * audited in its transaction and a refused one writing nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RfqDetails } from '../../../common/contracts/rfq';
import type { RfqDeskDetails, RfqDeskList } from '../../../common/contracts/rfq-desk';
import type { ErrorBody } from '../../../common/errors';
import { rfqQuotedLines, rfqRequests, staffAudit } from '../../db/schema';
import { orderableProducts } from '../ordering/checkout.fixtures';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { deskClient } from '../staff/staff.fixtures';

const PASSWORD = 'rfq-desk-password-1';
const SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';
const ACCOUNTS = {
  sam: { email: 'sam@desk.test', name: 'Sam Sales', roles: ['sales'] },
  sid: { email: 'sid@desk.test', name: 'Sid Sales', roles: ['sales'] },
  ada: { email: 'ada@desk.test', name: 'Ada Admin', roles: ['admin'] },
  boss: { email: 'boss@desk.test', name: 'Bo Boss', roles: ['admin', 'sales'] },
} as const;

let t: TestApp;
let clock = Date.now();
let customer: Client;
const desk = {} as Record<keyof typeof ACCOUNTS, Client>;
let products: Array<{ id: number; symbol: string }>;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 40, demoAccounts: true, accounts: { now: () => new Date(clock) } });
  customer = new Client(t.app);
  await customer.login('company@demo.shop', DEMO_PASSWORD);
  products = await orderableProducts(t.database.db, 4);
  for (const [key, account] of Object.entries(ACCOUNTS)) {
    clock += 31_000;
    desk[key as keyof typeof ACCOUNTS] = await deskClient(
      t,
      { ...account, roles: [...account.roles], password: PASSWORD, totpSecret: SECRET },
      new Date(clock),
    );
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function sendRequest(title = 'Desk board'): Promise<{ id: number; token: string; number: string }> {
  const res = await customer.post('/ajax/rfq/details', {
    title,
    reference: 'PO-9',
    note: 'Urgent',
    send: true,
    lines: [
      { query: products[0]!.symbol, amounts: [10, 100], targetPrice: '0.900000', note: 'R1' },
      { query: products[1]!.symbol, amounts: [50] },
      { query: 'NOT-A-PART-DESK', amounts: [25] },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  const rfq = res.json<RfqDetails>();
  return { id: (await t.services.rfqStaff.idOf(rfq.number))!, token: rfq.rfqCrcToken, number: rfq.number };
}

const url = (id: number, rest = '') => `/ajax/staff/rfq/${id}${rest}`;
const put = (client: Client, path: string, payload: unknown) =>
  client.request({ method: 'PUT', url: path, payload: payload as never });
const del = (client: Client, path: string) => client.request({ method: 'DELETE', url: path });

async function auditRows(number: string) {
  return t.database.db
    .select()
    .from(staffAudit)
    .where(eq(staffAudit.subject, `rfq:${number}`));
}
async function offersOf(id: number) {
  return t.database.db.select().from(rfqQuotedLines).where(eq(rfqQuotedLines.requestId, id));
}

const ownOffer = () => ({
  symbol: products[0]!.symbol,
  breaks: [
    { amount: 10, unitPrice: '1.20' },
    { amount: 100, unitPrice: '0.95' },
  ],
  leadTimeDays: 3,
  staffNote: 'From stock',
});
const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

describe('the RFQ inbox', () => {
  it('lists sent requests with filters by state, claim and text, sorted and paged; drafts stay the customer’s', async () => {
    const a = await sendRequest('Inbox alpha');
    const b = await sendRequest('Inbox beta');
    const draft = await customer.post('/ajax/rfq/details', {
      title: 'Inbox draft',
      lines: [{ query: products[0]!.symbol, amounts: [1] }],
    });
    expect(draft.statusCode).toBe(201);
    expect((await desk.sam.post(url(b.id, '/claim'))).statusCode).toBe(200);

    const all = (await desk.sam.get('/ajax/staff/rfq?q=Inbox')).json<RfqDeskList>();
    expect(all.elements.map((e) => e.title)).toEqual(['Inbox alpha', 'Inbox beta']);
    expect(all).toMatchObject({ total: 2, page: 1, perPage: 20 });
    expect(all.elements[0]).toMatchObject({ number: a.number, state: 'sent', lineCount: 3, claimedBy: null });
    expect(all.elements[0]!.customer).not.toBe('');

    const mine = (await desk.sam.get('/ajax/staff/rfq?q=Inbox&claim=mine')).json<RfqDeskList>();
    expect(mine.elements.map((e) => e.number)).toEqual([b.number]);
    expect(mine.elements[0]!.claimedBy).toMatchObject({ name: 'Sam Sales' });
    const theirs = (await desk.sid.get('/ajax/staff/rfq?q=Inbox&claim=mine')).json<RfqDeskList>();
    expect(theirs.total).toBe(0);
    const unclaimed = (await desk.sid.get('/ajax/staff/rfq?q=Inbox&claim=unclaimed')).json<RfqDeskList>();
    expect(unclaimed.elements.map((e) => e.number)).toEqual([a.number]);
    const priced = (await desk.ada.get('/ajax/staff/rfq?q=Inbox&state=being_priced')).json<RfqDeskList>();
    expect(priced.elements.map((e) => e.number)).toEqual([b.number]);
    const byPart = (
      await desk.sam.get(`/ajax/staff/rfq?q=NOT-A-PART-DESK&sort=title&direction=desc`)
    ).json<RfqDeskList>();
    expect(byPart.elements.map((e) => e.title).slice(0, 2)).toEqual(['Inbox beta', 'Inbox alpha']);
    const page2 = (await desk.sam.get('/ajax/staff/rfq?q=Inbox&page=2')).json<RfqDeskList>();
    expect(page2).toMatchObject({ elements: [], total: 2, page: 2 });
  });

  it('refuses a bad filter with a clear 422', async () => {
    for (const query of ['sort=price', 'claim=theirs', 'state=nonsense', 'page=0', 'q=a%00b', 'extra=1']) {
      const res = await desk.sam.get(`/ajax/staff/rfq?${query}`);
      // A NUL in the address is refused before the schema (400); the rest by the schema (422).
      expect([400, 422], query).toContain(res.statusCode);
      expect(res.json<ErrorBody>().message).not.toBe('');
    }
  });

  it('shows one request with its lines; an unknown one or a draft is 404', async () => {
    const r = await sendRequest();
    const res = await desk.ada.get(url(r.id));
    expect(res.statusCode, res.body).toBe(200);
    const details = res.json<RfqDeskDetails>();
    expect(details).toMatchObject({
      id: r.id,
      claimedBy: null,
      request: { number: r.number, state: 'sent', note: 'Urgent' },
    });
    expect(details.request.lines[0]).toMatchObject({
      amounts: [10, 100],
      targetPrice: '0.900000',
      note: 'R1',
    });
    expect((await desk.sam.get(url(999_999))).statusCode).toBe(404);
    const draft = await customer.post('/ajax/rfq/details', {
      title: 'D',
      lines: [{ query: 'X', amounts: [1] }],
    });
    const draftId = (await t.services.rfqStaff.idOf(draft.json<RfqDetails>().number))!;
    expect((await desk.sam.get(url(draftId))).statusCode).toBe(404);
  });
});

describe('claiming', () => {
  it('claims for the caller, audits it, and keeps a colleague out unless an administrator takes over', async () => {
    const r = await sendRequest();
    const claimed = await desk.sam.post(url(r.id, '/claim'));
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json<RfqDeskDetails>()).toMatchObject({
      claimedBy: { name: 'Sam Sales' },
      request: { state: 'being_priced' },
    });
    expect((await auditRows(r.number)).map((a) => a.action)).toEqual(['rfq.request.claim']);

    const colleague = await desk.sid.post(url(r.id, '/claim'));
    expect(colleague.statusCode).toBe(409);
    expect(colleague.json<ErrorBody>()).toMatchObject({ messageKey: 'rfqDesk.errors.claimedByOther' });
    expect(colleague.json<ErrorBody>().message).toContain('Sam Sales');
    const pricing = await put(desk.sid, url(r.id, '/lines/1'), { offers: [ownOffer()] });
    expect(pricing.statusCode).toBe(409);
    expect(await offersOf(r.id)).toEqual([]);
    expect((await desk.sid.post(url(r.id, '/quote'), { validUntil: tomorrow() })).statusCode).toBe(409);
    expect((await desk.sid.post(url(r.id, '/reject'), { reason: 'no' })).statusCode).toBe(409);
    expect((await del(desk.sid, url(r.id, '/claim'))).statusCode).toBe(409);

    // An administrator without the sales role reads but does not price.
    expect((await desk.ada.post(url(r.id, '/claim'))).statusCode).toBe(403);
    const takeover = await desk.boss.post(url(r.id, '/claim'));
    expect(takeover.statusCode, takeover.body).toBe(200);
    expect(takeover.json<RfqDeskDetails>().claimedBy).toMatchObject({ name: 'Bo Boss' });

    const back = await del(desk.boss, url(r.id, '/claim'));
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<RfqDeskDetails>()).toMatchObject({ claimedBy: null, request: { state: 'sent' } });
    expect((await auditRows(r.number)).map((a) => a.action).sort()).toEqual([
      'rfq.request.claim',
      'rfq.request.claim',
      'rfq.request.unclaim',
    ]);
  });

  it('cannot claim a request that is quoted or rejected (409)', async () => {
    const r = await sendRequest();
    await desk.sam.post(url(r.id, '/reject'), { reason: 'We do not sell these.' });
    const res = await desk.sam.post(url(r.id, '/claim'));
    expect(res.statusCode).toBe(409);
  });
});

describe('pricing, sending and rejecting', () => {
  it('refuses each bad offer with a clear 4xx and writes nothing', async () => {
    const r = await sendRequest();
    await desk.sam.post(url(r.id, '/claim'));
    const bad: Array<[unknown, number, string?]> = [
      [{ offers: [] }, 422],
      [
        { offers: [{ ...ownOffer(), breaks: [{ amount: 10, unitPrice: '1' }] }] },
        422,
        'rfqDesk.errors.askedAmountUnpriced',
      ],
      [
        {
          offers: [
            {
              ...ownOffer(),
              breaks: [
                { amount: 10, unitPrice: '0' },
                { amount: 100, unitPrice: '1' },
              ],
            },
          ],
        },
        422,
        'rfqDesk.errors.pricePositive',
      ],
      [{ offers: [{ ...ownOffer(), breaks: [{ amount: 10, unitPrice: '-1' }] }] }, 422],
      [
        {
          offers: [
            {
              ...ownOffer(),
              breaks: [
                { amount: 10, unitPrice: '1' },
                { amount: 10, unitPrice: '2' },
              ],
            },
          ],
        },
        422,
        'rfqDesk.errors.breakTwice',
      ],
      [{ offers: [{ ...ownOffer(), symbol: 'NO-SUCH-THING' }] }, 422, 'rfqDesk.errors.unknownProduct'],
      [
        { offers: [{ ...ownOffer(), symbol: products[2]!.symbol }] },
        422,
        'rfqDesk.errors.notTheAskedProduct',
      ],
      [{ offers: [ownOffer(), ownOffer()] }, 422, 'rfqDesk.errors.oneOwnOffer'],
      [{ offers: [ownOffer()], currency: 'USD' }, 422, 'rfqDesk.errors.currency'],
      [{ offers: [{ ...ownOffer(), staffNote: 'a\u0000b' }] }, 422],
      [{ offers: [{ ...ownOffer(), leadTimeDays: 'soon' }] }, 422],
      [{ offers: [ownOffer()], extra: true }, 422],
    ];
    for (const [body, status, key] of bad) {
      const res = await put(desk.sam, url(r.id, '/lines/1'), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (key) expect(res.json<ErrorBody>().messageKey).toBe(key);
    }
    expect((await put(desk.sam, url(r.id, '/lines/9'), { offers: [ownOffer()] })).statusCode).toBe(404);
    expect(await offersOf(r.id)).toEqual([]);
    expect((await auditRows(r.number)).map((a) => a.action)).toEqual(['rfq.request.claim']);
    // Nothing priced: the quote cannot go out.
    const empty = await desk.sam.post(url(r.id, '/quote'), { validUntil: tomorrow() });
    expect(empty.statusCode).toBe(422);
    expect(empty.json<ErrorBody>().messageKey).toBe('rfqDesk.errors.noOffers');
  });

  it('prices lines (ours and alternatives), sends the quote, and the customer sees what staff priced', async () => {
    const r = await sendRequest();
    expect((await put(desk.sam, url(r.id, '/lines/1'), { offers: [ownOffer()] })).statusCode).toBe(409);
    await desk.sam.post(url(r.id, '/claim'));
    const line1 = await put(desk.sam, url(r.id, '/lines/1'), {
      currency: 'PLN',
      offers: [
        ownOffer(),
        {
          symbol: products[3]!.symbol,
          alternative: true,
          breaks: [{ amount: 100, unitPrice: '0.70' }],
          leadTimeDays: 14,
        },
      ],
    });
    expect(line1.statusCode, line1.body).toBe(200);
    expect(line1.json<RfqDeskDetails>().request.lines[0]!.offers).toHaveLength(2);
    const line3 = await put(desk.sam, url(r.id, '/lines/3'), {
      offers: [
        { symbol: products[2]!.symbol, alternative: true, breaks: [{ amount: 25, unitPrice: '2.5' }] },
      ],
    });
    expect(line3.statusCode, line3.body).toBe(200);
    // Before sending, the customer sees no prices.
    expect((await customer.get(`/ajax/rfq/details/${r.token}`)).json<RfqDetails>().lines[0]!.offers).toEqual(
      [],
    );

    for (const [validUntil, status] of [
      ['2020-01-01', 422],
      ['tomorrow', 422],
      ['2999-01-01', 422],
    ] as const) {
      expect((await desk.sam.post(url(r.id, '/quote'), { validUntil })).statusCode, validUntil).toBe(status);
    }
    const sent = await desk.sam.post(url(r.id, '/quote'), { validUntil: tomorrow() });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<RfqDeskDetails>().request.state).toBe('quoted');

    const seen = (await customer.get(`/ajax/rfq/details/${r.token}`)).json<RfqDetails>();
    expect(seen).toMatchObject({ state: 'quoted', acceptable: true });
    expect(seen.validUntil!.slice(0, 10)).toBe(tomorrow());
    expect(seen.lines[0]!.offers).toMatchObject([
      {
        symbol: products[0]!.symbol,
        alternative: false,
        breaks: [
          { amount: 10, unitPrice: '1.20' },
          { amount: 100, unitPrice: '0.95' },
        ],
        leadTimeDays: 3,
        staffNote: 'From stock',
      },
      {
        symbol: products[3]!.symbol,
        alternative: true,
        breaks: [{ amount: 100, unitPrice: '0.70' }],
        leadTimeDays: 14,
      },
    ]);
    expect(seen.lines[1]!.offers).toEqual([]);
    expect(seen.lines[2]!.offers).toMatchObject([{ symbol: products[2]!.symbol, alternative: true }]);
    expect((await auditRows(r.number)).map((a) => a.action).sort()).toEqual([
      'rfq.line.price',
      'rfq.line.price',
      'rfq.quote.send',
      'rfq.request.claim',
    ]);
    // A sent quote is not priced again.
    expect(
      (
        await put(desk.sam, url(r.id, '/lines/2'), {
          offers: [{ symbol: products[1]!.symbol, breaks: [{ amount: 50, unitPrice: '1' }] }],
        })
      ).statusCode,
    ).toBe(409);
  });

  it('rejects with a reason the customer reads; an empty reason is a 422', async () => {
    const r = await sendRequest();
    const empty = await desk.sam.post(url(r.id, '/reject'), { reason: '   ' });
    expect(empty.statusCode).toBe(422);
    const [row] = await t.database.db.select().from(rfqRequests).where(eq(rfqRequests.id, r.id));
    expect(row).toMatchObject({ state: 'sent', rejectReason: null });
    const res = await desk.sam.post(url(r.id, '/reject'), { reason: 'These parts are end of life.' });
    expect(res.statusCode, res.body).toBe(200);
    const seen = (await customer.get(`/ajax/rfq/details/${r.token}`)).json<RfqDetails>();
    expect(seen).toMatchObject({ state: 'rejected', rejectReason: 'These parts are end of life.' });
    const [entry] = await auditRows(r.number);
    expect(entry).toMatchObject({
      action: 'rfq.request.reject',
      details: { reason: 'These parts are end of life.' },
    });
  });
});
