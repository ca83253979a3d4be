/**
 * Tenders at the HTTP edge (issue 20, ADR 070): the desk writes, publishes and closes tenders (roles,
 * audit, bad input: NUL characters, lengths, script links, duplicate references, past deadlines);
 * the public list per market with search, status and paging, drafts never shown; a customer's item
 * list matched by quick buy's matcher with "or equivalent" offers, a choice per line, sending it with
 * its mail; ownership (another customer's list is a 404), CSRF, limits; the desk's answer with its
 * mail, and the customer seeing it.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../common/errors';
import {
  TENDER_LIST_LINES_MAX,
  fromShopWallClock,
  toShopWallClock,
  type TenderDeskDetails,
  type TenderDetails,
  type TenderListDeskDetails,
  type TenderListDeskList,
  type TenderListDetails,
  type TenderListPage,
  type TenderPublicList,
} from '../../../common/tenders';
import { outbox, products, staffAudit, tenderLists } from '../../db/schema';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { deskClient } from '../staff/staff.fixtures';

const PASSWORD = 'tender-desk-password-1';
const SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';
const DAY = 86_400_000;

let t: TestApp;
let clock = Date.now();
let company: Client;
let stranger: Client;
let visitor: Client;
const desk = {} as Record<'sales' | 'support' | 'admin', Client>;
let symbols: string[];

beforeAll(async () => {
  t = await createTestApp({
    seedProducts: 200,
    demoAccounts: true,
    accounts: { now: () => new Date(clock) },
  });
  company = new Client(t.app);
  stranger = new Client(t.app);
  visitor = new Client(t.app);
  expect((await company.login('company@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
  expect((await stranger.login('private@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
  for (const role of ['sales', 'support', 'admin'] as const) {
    const email = `${role}@tenders.test`;
    clock += 31_000;
    desk[role] = await deskClient(
      t,
      { email, name: `T ${role}`, roles: [role], password: PASSWORD, totpSecret: SECRET },
      new Date(clock),
    );
  }
  const rows = await t.database.db
    .select({ symbol: products.symbol })
    .from(products)
    .orderBy(products.id)
    .limit(5);
  symbols = rows.map((r) => r.symbol);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;
const fields = (body: string) => (JSON.parse(body) as ErrorBody).data?.map((d) => d.field) ?? [];
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

let sequence = 0;
const tenderBody = (extra: Record<string, unknown> = {}) => ({
  country: 'pl',
  reference: `ZP/${++sequence}/2027`,
  title: `Dostawa komponentów elektronicznych ${sequence}`,
  buyer: 'Politechnika Łódzka',
  deadline: inDays(20),
  description: 'Rezystory i kondensatory.\nDostawa w 14 dni.',
  documents: [{ label: 'SWZ', url: 'https://example.org/swz.pdf' }],
  lines: [
    { description: 'Rezystor 10 kΩ 0805', quantity: 5000, unit: 'szt.' },
    { description: 'Kondensator 100 nF', quantity: 2000 },
  ],
  ...extra,
});

async function newTender(extra: Record<string, unknown> = {}): Promise<TenderDeskDetails> {
  const res = await desk.sales.post('/ajax/staff/tenders', tenderBody(extra));
  expect(res.statusCode, res.body).toBe(201);
  return json<TenderDeskDetails>(res);
}

describe('the desk’s tenders', () => {
  it('creates a draft, publishes it and closes it, each audited; drafts are not public', async () => {
    const tender = await newTender();
    expect(tender).toMatchObject({ state: 'draft', lineCount: 2, phase: 'closed' });
    expect((await visitor.get(`/ajax/tenders/${tender.id}`)).statusCode).toBe(404);
    const listed = json<TenderPublicList>(
      await visitor.get(`/ajax/tenders?country=pl&q=${encodeURIComponent(tender.reference)}`),
    );
    expect(listed.total).toBe(0);

    const published = await desk.sales.post(`/ajax/staff/tenders/${tender.id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(json<TenderDeskDetails>(published)).toMatchObject({ state: 'published', phase: 'open' });
    const details = json<TenderDetails>(await visitor.get(`/ajax/tenders/${tender.id}`));
    expect(details).toMatchObject({
      reference: tender.reference,
      buyer: 'Politechnika Łódzka',
      documents: [{ label: 'SWZ', url: 'https://example.org/swz.pdf' }],
      lines: [
        { description: 'Rezystor 10 kΩ 0805', quantity: 5000, unit: 'szt.' },
        { description: 'Kondensator 100 nF', quantity: 2000, unit: null },
      ],
    });
    expect((await desk.sales.post(`/ajax/staff/tenders/${tender.id}/publish`, {})).statusCode).toBe(409);

    const closed = await desk.admin.post(`/ajax/staff/tenders/${tender.id}/close`, {});
    expect(json<TenderDeskDetails>(closed)).toMatchObject({ state: 'closed', phase: 'closed' });
    const edit = await desk.sales.post(
      `/ajax/staff/tenders/${tender.id}`,
      tenderBody({ reference: tender.reference }),
    );
    expect(edit.statusCode).toBe(409);

    const audit = await t.database.db
      .select({ action: staffAudit.action })
      .from(staffAudit)
      .where(eq(staffAudit.subject, `tender:${tender.id}`))
      .orderBy(staffAudit.id);
    expect(audit.map((a) => a.action)).toEqual(['tender.create', 'tender.publish', 'tender.close']);
  });

  it('refuses bad input with the fields named, never a 500', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: 'a\u0000b' }, 'title'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ reference: '' }, 'reference'],
      [{ buyer: 'b'.repeat(201) }, 'buyer'],
      [{ deadline: 'tomorrow' }, 'deadline'],
      [{ country: 'PL1' }, 'country'],
      [{ country: 'xx' }, 'country'],
      [{ documents: [{ label: 'x', url: 'javascript:alert(1)' }] }, 'documents.0.url'],
      [{ lines: [{ description: 'x', quantity: 0 }] }, 'lines.0.quantity'],
      [{ lines: Array.from({ length: 201 }, () => ({ description: 'x', quantity: 1 })) }, 'lines'],
      [{ extra: 1 }, 'body'],
    ];
    for (const [change, field] of cases) {
      const res = await desk.sales.post('/ajax/staff/tenders', tenderBody(change));
      expect(res.statusCode, JSON.stringify(change).slice(0, 80)).toBe(422);
      expect(fields(res.body).join(' '), JSON.stringify(change).slice(0, 80)).toContain(field);
    }
    const first = await newTender();
    const again = await desk.sales.post('/ajax/staff/tenders', tenderBody({ reference: first.reference }));
    expect(again.statusCode).toBe(422);
    expect(fields(again.body)).toEqual(['reference']);
    const past = await newTender({ deadline: inDays(-1) });
    const publish = await desk.sales.post(`/ajax/staff/tenders/${past.id}/publish`, {});
    expect(publish.statusCode).toBe(422);
    expect(fields(publish.body)).toEqual(['deadline']);
  });

  it('is the desk’s only: visitors and customers get 404, support 403', async () => {
    expect((await visitor.post('/ajax/staff/tenders', tenderBody())).statusCode).toBe(404);
    expect((await company.post('/ajax/staff/tenders', tenderBody())).statusCode).toBe(404);
    expect((await desk.support.post('/ajax/staff/tenders', tenderBody())).statusCode).toBe(403);
    expect((await desk.support.get('/ajax/staff/tender-lists')).statusCode).toBe(403);
  });
});

describe('the public list', () => {
  it('lists a market’s published tenders, open first, by status, search and pages', async () => {
    const marker = `LIST-${Date.now()}`;
    const open = await newTender({ reference: `${marker}-A`, deadline: inDays(3) });
    const later = await newTender({ reference: `${marker}-B`, deadline: inDays(9) });
    const shut = await newTender({ reference: `${marker}-C`, deadline: inDays(5) });
    const other = await newTender({ reference: `${marker}-D`, country: 'hu' });
    for (const x of [open, later, shut, other])
      await desk.sales.post(`/ajax/staff/tenders/${x.id}/publish`, {});
    await desk.sales.post(`/ajax/staff/tenders/${shut.id}/close`, {});

    const all = json<TenderPublicList>(await visitor.get(`/ajax/tenders?country=pl&q=${marker}`));
    expect(all.elements.map((e) => e.reference)).toEqual([`${marker}-A`, `${marker}-B`, `${marker}-C`]);
    expect(all.elements.map((e) => e.phase)).toEqual(['open', 'open', 'closed']);
    const closed = json<TenderPublicList>(
      await visitor.get(`/ajax/tenders?country=pl&q=${marker}&status=closed`),
    );
    expect(closed.elements.map((e) => e.reference)).toEqual([`${marker}-C`]);
    const hu = json<TenderPublicList>(await visitor.get(`/ajax/tenders?country=hu&q=${marker}`));
    expect(hu.elements.map((e) => e.reference)).toEqual([`${marker}-D`]);
    // Searching by part of the title, LIKE's own characters taken literally.
    expect(json<TenderPublicList>(await visitor.get(`/ajax/tenders?country=pl&q=%25`)).total).toBe(0);
    const second = json<TenderPublicList>(await visitor.get(`/ajax/tenders?country=pl&q=${marker}&page=2`));
    expect(second).toMatchObject({ page: 2, elements: [] });

    for (const query of ['status=maybe', 'page=0', `q=${'x'.repeat(101)}`, 'q=%01', 'other=1'])
      expect((await visitor.get(`/ajax/tenders?${query}`)).statusCode, query).toBe(422);
    // A NUL in the address is refused before any route sees it.
    expect((await visitor.get('/ajax/tenders?q=%00')).statusCode).toBe(400);
    expect((await visitor.get('/ajax/tenders/99999999')).statusCode).toBe(404);
    expect((await visitor.get('/ajax/tenders/abc')).statusCode).toBe(422);
  });
});

describe('a customer’s tender item list', () => {
  let list: TenderListDetails;

  it('matches typed lines with quick buy’s matcher and offers equivalents', async () => {
    const text = [
      `${symbols[0]} 500 lot 1`,
      `${symbols[1]!.toLowerCase()} 20`,
      'NO-SUCH-PART-XYZ 3',
      `${symbols[2]}`,
    ].join('\n');
    const res = await company.post('/ajax/tender-lists?country=pl', {
      title: 'Nasz przetarg 2027',
      reference: 'P/2027/1',
      note: 'Dostawa do magazynu B',
      text,
    });
    expect(res.statusCode, res.body).toBe(201);
    list = json<TenderListDetails>(res);
    expect(list).toMatchObject({ state: 'draft', lineCount: 4, currency: 'PLN', answer: null });
    expect(list.lines.map((l) => [l.position, l.query, l.amount])).toEqual([
      [1, symbols[0], 500],
      [2, symbols[1]!.toLowerCase(), 20],
      [3, 'NO-SUCH-PART-XYZ', 3],
      [4, symbols[2], 1],
    ]);
    expect(list.lines[0]).toMatchObject({
      matchKind: 'symbol',
      matchAccepted: true,
      chosenSymbol: symbols[0],
      note: 'lot 1',
    });
    expect(list.lines[0]!.matched?.symbol).toBe(symbols[0]);
    expect(list.lines[1]!.matched?.symbol).toBe(symbols[1]);
    expect(list.lines[2]).toMatchObject({ matched: null, alternatives: [], chosenSymbol: null });
    // "Or equivalent": similar products of the same category, never the line's own product.
    const offered = list.lines.flatMap((l) => l.alternatives);
    expect(offered.length).toBeGreaterThan(0);
    for (const line of list.lines)
      expect(line.alternatives.map((a) => a.symbol)).not.toContain(line.matched?.symbol);
  });

  it('takes a choice among the line’s offers only, and none', async () => {
    const line = list.lines.find((l) => l.alternatives.length > 0)!;
    const pick = line.alternatives[0]!.symbol;
    const chosen = await company.post(`/ajax/tender-lists/${list.id}/choose`, {
      lineId: line.id,
      symbol: pick,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(json<TenderListDetails>(chosen).lines.find((l) => l.id === line.id)!.chosenSymbol).toBe(pick);
    const foreign = await company.post(`/ajax/tender-lists/${list.id}/choose`, {
      lineId: line.id,
      symbol: 'NOT-OFFERED',
    });
    expect(foreign.statusCode).toBe(422);
    expect(fields(foreign.body)).toEqual(['symbol']);
    const none = await company.post(`/ajax/tender-lists/${list.id}/choose`, {
      lineId: list.lines[3]!.id,
      symbol: null,
    });
    expect(json<TenderListDetails>(none).lines[3]!.chosenSymbol).toBeNull();
    expect(
      (await company.post(`/ajax/tender-lists/${list.id}/choose`, { lineId: 999_999, symbol: null }))
        .statusCode,
    ).toBe(404);
    list = json<TenderListDetails>(await company.get(`/ajax/tender-lists/${list.id}`));
    expect(list.lines.find((l) => l.id === line.id)!.chosenSymbol).toBe(pick);
  });

  it('is the customer’s own: another customer gets 404, a visitor 401, a script without the marker 403', async () => {
    expect((await stranger.get(`/ajax/tender-lists/${list.id}`)).statusCode).toBe(404);
    expect(
      (
        await stranger.post(`/ajax/tender-lists/${list.id}/choose`, {
          lineId: list.lines[0]!.id,
          symbol: null,
        })
      ).statusCode,
    ).toBe(404);
    expect((await stranger.post(`/ajax/tender-lists/${list.id}/send`, {})).statusCode).toBe(404);
    expect(json<TenderListPage>(await stranger.get('/ajax/tender-lists')).total).toBe(0);
    expect((await visitor.get(`/ajax/tender-lists/${list.id}`)).statusCode).toBe(401);
    expect((await visitor.post('/ajax/tender-lists', { title: 'x', text: 'A 1' })).statusCode).toBe(401);
    const forged = await company.post(`/ajax/tender-lists/${list.id}/send`, {}, { 'x-requested-with': '' });
    expect(forged.statusCode).toBe(403);
    // The desk does not see a draft: it is the customer's until sent.
    expect((await desk.sales.get(`/ajax/staff/tender-lists/${list.id}`)).statusCode).toBe(404);
  });

  it('refuses bad lists with the fields named', async () => {
    const many = Array.from({ length: TENDER_LIST_LINES_MAX + 1 }, (_, i) => `PART-${i} 1`).join('\n');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: 'x', text: '  \n \n' }, 'text'],
      [{ title: 'x', text: many }, 'text'],
      [{ title: 'x', text: 'A\u00001 5' }, 'text'],
      [{ title: 'x', text: 'y'.repeat(50_001) }, 'text'],
      [{ title: '', text: 'A 1' }, 'title'],
      [{ title: 't'.repeat(201), text: 'A 1' }, 'title'],
      [{ title: 'x\u0000', text: 'A 1' }, 'title'],
      [{ title: 'x', note: 'n'.repeat(2001), text: 'A 1' }, 'note'],
      [{ title: 'x', text: 'A 1', other: true }, 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await company.post('/ajax/tender-lists', body);
      expect(res.statusCode, `${field} ${res.body.slice(0, 120)}`).toBe(422);
      expect(fields(res.body).join(' ')).toContain(field);
    }
  });

  it('sends the list with a mail in the customer’s language; then it cannot change', async () => {
    const res = await company.request({
      method: 'POST',
      url: `/ajax/tender-lists/${list.id}/send?country=pl`,
      payload: {},
      headers: { 'accept-language': 'pl' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<TenderListDetails>(res)).toMatchObject({ state: 'sent' });
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'tender_list_sent'));
    expect(mail).toMatchObject({ toAddress: 'company@demo.shop', language: 'pl' });
    expect(mail!.subject).toContain('Nasz przetarg 2027');
    expect(mail!.textBody).toContain(`/profile/tenders/${list.id}`);
    expect((await company.post(`/ajax/tender-lists/${list.id}/send`, {})).statusCode).toBe(409);
    expect(
      (
        await company.post(`/ajax/tender-lists/${list.id}/choose`, {
          lineId: list.lines[0]!.id,
          symbol: null,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('is answered from the desk: bad answers refused, the answer mailed and shown to the customer', async () => {
    const inbox = json<TenderListDeskList>(await desk.sales.get('/ajax/staff/tender-lists?state=sent'));
    expect(inbox.elements.map((e) => e.id)).toContain(list.id);
    const details = json<TenderListDeskDetails>(await desk.admin.get(`/ajax/staff/tender-lists/${list.id}`));
    expect(details).toMatchObject({ email: 'company@demo.shop', language: 'pl', state: 'sent' });

    const lines = details.lines.map((l, i) => ({
      lineId: l.id,
      unitPrice: i === 2 ? null : '1.2345',
      note: i === 2 ? 'Brak' : undefined,
    }));
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ validUntil: day(0), lines }, 'validUntil'],
      [{ validUntil: day(400), lines }, 'validUntil'],
      [{ validUntil: '2027-13-45', lines }, 'validUntil'],
      [{ validUntil: day(30), lines: [{ lineId: lines[0]!.lineId, unitPrice: '-1' }] }, 'lines.0.unitPrice'],
      [
        { validUntil: day(30), lines: [{ lineId: lines[0]!.lineId, unitPrice: '1.23456' }] },
        'lines.0.unitPrice',
      ],
      [{ validUntil: day(30), lines: [{ lineId: 999_999, unitPrice: '1' }] }, 'lines'],
      [{ validUntil: day(30), note: 'x\u0000', lines }, 'note'],
    ];
    for (const [body, field] of bad) {
      const res = await desk.sales.post(`/ajax/staff/tender-lists/${list.id}/answer`, body);
      expect(res.statusCode, `${field} ${res.body.slice(0, 160)}`).toBe(422);
      expect(fields(res.body).join(' ')).toContain(field);
    }
    expect(
      (await desk.admin.post(`/ajax/staff/tender-lists/${list.id}/answer`, { validUntil: day(30), lines }))
        .statusCode,
    ).toBe(403);

    const answered = await desk.sales.post(`/ajax/staff/tender-lists/${list.id}/answer`, {
      validUntil: day(30),
      note: 'Ceny netto, dostawa 14 dni.',
      lines,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'tender_list_answered'));
    expect(mail).toMatchObject({ toAddress: 'company@demo.shop', language: 'pl' });
    expect(mail!.textBody).toContain('Ceny netto, dostawa 14 dni.');

    const seen = json<TenderListDetails>(await company.get(`/ajax/tender-lists/${list.id}`));
    expect(seen.state).toBe('answered');
    expect(seen.answer).toMatchObject({ validUntil: day(30), note: 'Ceny netto, dostawa 14 dni.' });
    // 1.2345 × 500 + 1.2345 × 20 + 1.2345 × 1, each rounded to the grosz: 617.25 + 24.69 + 1.23.
    expect(seen.answer!.total).toBe('643.17');
    expect(seen.lines.map((l) => l.unitPrice)).toEqual(['1.2345', '1.2345', null, '1.2345']);
    expect(seen.lines[2]!.answerNote).toBe('Brak');
    const [row] = await t.database.db
      .select({ state: tenderLists.state })
      .from(tenderLists)
      .where(and(eq(tenderLists.id, list.id)));
    expect(row!.state).toBe('answered');
    const audit = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.subject, `tender_list:${list.id}`));
    expect(audit.map((a) => a.action)).toEqual(['tender_list.answer']);
  });
});

describe('deadlines typed on the desk', () => {
  it('reads the wall clock of the shop’s time zone both ways, across the summer time change', () => {
    for (const iso of [
      '2027-01-15T11:00:00.000Z',
      '2027-07-15T10:00:00.000Z',
      '2027-03-28T00:30:00.000Z',
      '2027-03-28T01:30:00.000Z',
      '2027-10-31T02:30:00.000Z',
    ])
      expect(fromShopWallClock(toShopWallClock(iso))).toBe(iso);
    expect(toShopWallClock('2027-01-15T11:00:00.000Z')).toBe('2027-01-15T12:00');
    expect(fromShopWallClock('2027-07-15T12:00')).toBe('2027-07-15T10:00:00.000Z');
    expect(fromShopWallClock('soon')).toBeNull();
  });
});
