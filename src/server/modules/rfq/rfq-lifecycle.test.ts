/**
 * The end of a quote's life (issue 18, ADR 051, session 14): the customer declines a quote (its
 * reason in the desk's inbox and the request's history; no ordering from it afterwards; another
 * customer's is a 404), and the expiry job stores "expired" on exactly the quotes past their
 * validity and mails one reminder in the customer's language before that, however often it runs.
 * Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RfqAcceptResult, RfqDetails } from '../../../common/contracts/rfq';
import { RfqDeskQuerySchema } from '../../../common/contracts/rfq-desk';
import type { ErrorBody } from '../../../common/errors';
import { contactPersons, rfqHistory, rfqRequests } from '../../db/schema';
import { orderableProducts, setStock } from '../ordering/checkout.fixtures';
import { fillOrderForm } from '../../test-support/order-form';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let company: Client;
let person: Client;
let products: Array<{ id: number; symbol: string }>;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 40, demoAccounts: true });
  company = new Client(t.app);
  person = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  await person.login('person@demo.shop', DEMO_PASSWORD);
  products = await orderableProducts(t.database.db, 3);
  for (const p of products) await setStock(t.database.db, p.id, 100_000);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const url = (token: string, rest = '') => `/ajax/rfq/details/${token}${rest}`;

/** A sent request of two lines, priced and quoted through the staff service, valid `days` ahead. */
async function quoted(title: string, days = 14): Promise<RfqDetails & { id: number }> {
  const res = await company.post('/ajax/rfq/details', {
    title,
    send: true,
    lines: [
      { query: products[0]!.symbol, amounts: [10] },
      { query: products[1]!.symbol, amounts: [20] },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  const rfq = res.json<RfqDetails>();
  const staff = t.services.rfqStaff;
  const id = (await staff.idOf(rfq.number))!;
  await staff.claim(id, 'shop');
  await staff.priceLine(
    id,
    1,
    [{ symbol: products[0]!.symbol, breaks: [{ amount: 10, unitPrice: '1.25' }] }],
    'shop',
  );
  await staff.priceLine(
    id,
    2,
    [{ symbol: products[1]!.symbol, breaks: [{ amount: 20, unitPrice: '0.40' }] }],
    'shop',
  );
  await staff.sendQuote(id, new Date(Date.now() + days * 86_400_000), 'shop');
  return { ...(await company.get(url(rfq.rfqCrcToken))).json<RfqDetails>(), id };
}

async function history(requestId: number) {
  return t.database.db
    .select()
    .from(rfqHistory)
    .where(eq(rfqHistory.requestId, requestId))
    .orderBy(rfqHistory.id);
}

describe('declining a quote', () => {
  it('declines the whole quote with a reason; the desk reads it, the history keeps it', async () => {
    const rfq = await quoted('Decline with a reason');
    expect(rfq).toMatchObject({ state: 'quoted', declinable: true, acceptable: true, declined: false });

    const res = await company.post(url(rfq.rfqCrcToken, '/decline'), {
      reason: '  Found it cheaper elsewhere ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RfqDetails>()).toMatchObject({
      state: 'rejected',
      declined: true,
      declinable: false,
      acceptable: false,
      rejectReason: 'Found it cheaper elsewhere',
    });

    const inbox = await t.services.rfqStaff.inbox(
      RfqDeskQuerySchema.parse({ state: 'rejected', q: rfq.number }),
      0,
    );
    expect(inbox.elements).toHaveLength(1);
    expect(inbox.elements[0]).toMatchObject({
      number: rfq.number,
      state: 'rejected',
      rejected: { by: 'customer', reason: 'Found it cheaper elsewhere' },
    });
    const desk = await t.services.rfqStaff.details(rfq.id, 'en');
    expect(desk.rejectedBy).toBe('customer');
    expect(desk.history.map((h) => h.action)).toEqual(['send', 'quote', 'decline']);
    expect(desk.history.at(-1)).toMatchObject({ actor: 'customer', reason: 'Found it cheaper elsewhere' });

    const rows = await history(rfq.id);
    const [me] = await t.database.db
      .select({ id: contactPersons.id })
      .from(contactPersons)
      .where(eq(contactPersons.email, 'company@demo.shop'));
    expect(rows.at(-1)).toMatchObject({ action: 'decline', actor: 'customer', contactPersonId: me!.id });
  });

  it('takes no reason too; a declined quote cannot be accepted (a translated 409)', async () => {
    const rfq = await quoted('Decline without a reason');
    const res = await company.post(url(rfq.rfqCrcToken, '/decline'), {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RfqDetails>()).toMatchObject({ state: 'rejected', declined: true, rejectReason: null });

    const accept = { lines: [{ quotationPosition: 1, amount: 10 }] };
    // In the session's language (the demo company's is Polish).
    const refused = await company.post(url(rfq.rfqCrcToken, '/cart'), accept);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>()).toMatchObject({
      messageKey: 'rfq.errors.declined',
      message: `Oferta ${rfq.number} została przez Ciebie odrzucona; nie można jej już zamówić.`,
    });

    // Twice is a state refusal; the row says it once.
    const again = await company.post(url(rfq.rfqCrcToken, '/decline'), {});
    expect(again.statusCode).toBe(409);
    expect((await history(rfq.id)).filter((h) => h.action === 'decline')).toHaveLength(1);
  });

  it('refuses at placement a quoted line put into the cart before the quote was declined', async () => {
    const rfq = await quoted('Declined while in the cart');
    const added = await company.post(url(rfq.rfqCrcToken, '/cart'), {
      lines: [{ quotationPosition: 1, amount: 10 }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const { orderNumber } = added.json<RfqAcceptResult>();
    expect((await company.post(url(rfq.rfqCrcToken, '/decline'), {})).statusCode).toBe(200);
    await fillOrderForm(company, orderNumber);
    const placed = await company.post(`/ajax/order/${orderNumber}/finish`, { termsAccepted: true });
    // Checkout names the line and the reason, and places nothing.
    expect(placed.statusCode, placed.body).toBe(422);
    expect(placed.json<ErrorBody>().data![0]).toMatchObject({ messageKey: 'rfq.errors.declined' });
  });

  it('is another customer’s 404, a draft’s or sent request’s 409, and bad input’s 422', async () => {
    const rfq = await quoted('Not yours to decline');
    const foreign = await person.post(url(rfq.rfqCrcToken, '/decline'), { reason: 'mine now' });
    expect(foreign.statusCode).toBe(404);
    expect((await company.get(url(rfq.rfqCrcToken))).json<RfqDetails>().state).toBe('quoted');

    const sent = (
      await company.post('/ajax/rfq/details', {
        title: 'Only sent',
        send: true,
        lines: [{ query: products[2]!.symbol, amounts: [5] }],
      })
    ).json<RfqDetails>();
    expect(sent.declinable).toBe(false);
    const early = await company.post(url(sent.rfqCrcToken, '/decline'), {});
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorBody>().messageKey).toBe('rfq.errors.wrongState');

    const long = await company.post(url(rfq.rfqCrcToken, '/decline'), { reason: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(422);
    const extra = await company.post(url(rfq.rfqCrcToken, '/decline'), { reason: 'ok', state: 'x' });
    expect(extra.statusCode).toBe(422);
    const nul = await company.post(url(rfq.rfqCrcToken, '/decline'), { reason: 'a\u0000b' });
    expect(nul.statusCode).toBe(422);
    expect((await company.get(url(rfq.rfqCrcToken))).json<RfqDetails>().state).toBe('quoted');
    const anonymous = await new Client(t.app).post(url(rfq.rfqCrcToken, '/decline'), {});
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the expiry job', () => {
  const HOUR = 3_600_000;

  async function setRow(id: number, change: { state?: string; validUntil?: Date }) {
    await t.database.db.update(rfqRequests).set(change).where(eq(rfqRequests.id, id));
  }
  async function states(ids: number[]) {
    const rows = await t.database.db
      .select({ id: rfqRequests.id, state: rfqRequests.state })
      .from(rfqRequests)
      .where(inArray(rfqRequests.id, ids));
    return Object.fromEntries(rows.map((r) => [r.id, r.state]));
  }
  async function mails() {
    const result = await t.database.db.execute(
      sql`select subject, text_body, language, to_address from outbox where kind = 'rfq_expiry' order by id`,
    );
    return (result as unknown as { rows: Array<Record<string, string>> }).rows;
  }

  it('stores expired on exactly the open quotes past their validity, mails one reminder, and does nothing more the second time', async () => {
    const past = new Date(Date.now() - HOUR);
    const quotedPast = await quoted('Expiry: quoted, past');
    const partlyPast = await quoted('Expiry: partly accepted, past');
    const quotedFuture = await quoted('Expiry: quoted, far ahead', 20);
    const soon = await quoted('Expiry: quoted, in two days', 2);
    const acceptedPast = await quoted('Expiry: accepted, past');
    const declinedPast = await quoted('Expiry: declined, past');
    expect((await company.post(url(declinedPast.rfqCrcToken, '/decline'), {})).statusCode).toBe(200);
    await setRow(quotedPast.id, { validUntil: past });
    await setRow(partlyPast.id, { state: 'partly_accepted', validUntil: past });
    await setRow(acceptedPast.id, { state: 'accepted', validUntil: past });
    await setRow(declinedPast.id, { validUntil: past });
    // The reminder goes to the person who sent the request, in their language.
    await t.database.db
      .update(contactPersons)
      .set({ language: 'de' })
      .where(eq(contactPersons.email, 'company@demo.shop'));
    const all = [quotedPast, partlyPast, quotedFuture, soon, acceptedPast, declinedPast].map((r) => r.id);

    const first = await t.services.rfqExpiry.run();
    expect(first.expired.sort()).toEqual([quotedPast.number, partlyPast.number].sort());
    expect(first.reminded).toEqual([soon.number]);
    expect(await states(all)).toEqual({
      [quotedPast.id]: 'expired',
      [partlyPast.id]: 'expired',
      [quotedFuture.id]: 'quoted',
      [soon.id]: 'quoted',
      [acceptedPast.id]: 'accepted',
      [declinedPast.id]: 'rejected',
    });
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ language: 'de', to_address: 'company@demo.shop' });
    expect(sent[0]!.subject).toContain(`Ihr Angebot ${soon.number} läuft am`);
    expect(sent[0]!.text_body).toContain('Noch nicht bestellte Positionen: 2.');
    expect(sent[0]!.text_body).toContain(`/de/pl/rfq/details/${soon.rfqCrcToken}`);

    const second = await t.services.rfqExpiry.run();
    expect(second).toEqual({ expired: [], reminded: [] });
    expect(await mails()).toHaveLength(1);
    expect((await history(quotedPast.id)).filter((h) => h.action === 'expire')).toHaveLength(1);
    expect((await history(soon.id)).filter((h) => h.action === 'expiryNotice')).toHaveLength(1);

    // The stored state reads as before: expired in the page, not acceptable.
    const page = (await company.get(url(quotedPast.rfqCrcToken))).json<RfqDetails>();
    expect(page).toMatchObject({ state: 'expired', acceptable: false, declinable: false });
  });

  it('expires a quote once when two runs race for it', async () => {
    const a = await quoted('Race: a');
    const b = await quoted('Race: b');
    for (const r of [a, b]) await setRow(r.id, { validUntil: new Date(Date.now() - HOUR) });
    const runs = await Promise.all([t.services.rfqExpiry.run(), t.services.rfqExpiry.run()]);
    expect(runs.flatMap((r) => r.expired).sort()).toEqual([a.number, b.number].sort());
    for (const r of [a, b])
      expect((await history(r.id)).filter((h) => h.action === 'expire')).toHaveLength(1);
  });
});
