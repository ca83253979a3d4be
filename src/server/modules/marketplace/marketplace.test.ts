/**
 * The marketplace at the HTTP edge (issue 20, ADR 072): the generated catalogue's sellers and offers,
 * "POST product marketplace" in the caller's prices, and a company's question to a seller (front
 * constraints and send): bad input, the company-only rule (visitors 401, persons and ZBL 403 with
 * ERP 10321), CSRF, the per-person limit under parallel requests, the enquiry on the desk, and the
 * two mails (the seller's copy with Reply-To in the seller's language, the customer's confirmation
 * in the customer's).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryDeskDetails, EnquiryDeskList } from '../../../common/enquiries';
import type { ErrorBody } from '../../../common/errors';
import type {
  MarketplaceFrontConstraints,
  MarketplaceSendAnswer,
  ProductMarketplace,
} from '../../../common/marketplace';
import {
  enquiries,
  marketplaceOfferPrices,
  marketplaceOffers,
  marketplaceSellers,
  outbox,
  products,
} from '../../db/schema';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { deskClient } from '../staff/staff.fixtures';

const PASSWORD = 'marketplace-desk-password-1';
const SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';

let t: TestApp;
let clock = Date.now();
let company: Client;
let soleTrader: Client;
let person: Client;
let zbl: Client;
let visitor: Client;
let desk: Client;
/** A seeded marketplace product, one of its sellers, and a product the shop sells itself. */
let market: { id: number; symbol: string };
let seller: { id: number; name: string; email: string; language: string };
let own: { symbol: string };

beforeAll(async () => {
  t = await createTestApp({
    seedProducts: 300,
    demoAccounts: true,
    accounts: { now: () => new Date(clock) },
  });
  company = new Client(t.app);
  soleTrader = new Client(t.app);
  person = new Client(t.app);
  zbl = new Client(t.app);
  visitor = new Client(t.app);
  for (const [client, login] of [
    [company, 'company@demo.shop'],
    [soleTrader, 'soletrader@demo.shop'],
    [person, 'person@demo.shop'],
    [zbl, 'zbl@demo.shop'],
  ] as const) {
    const res = await client.login(login, DEMO_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
  }
  const db = t.database.db;
  // A marketplace product with priced offers from a seller writing in German (a language of its own).
  const [row] = await db
    .select({ id: products.id, symbol: products.symbol })
    .from(products)
    .where(
      sql`'EXTERNAL_WAREHOUSE' = ANY(${products.flags}) AND EXISTS (SELECT 1 FROM marketplace_offers o JOIN marketplace_offer_prices p ON p.offer_id = o.id WHERE o.product_id = ${products.id})`,
    )
    .orderBy(products.id)
    .limit(1);
  market = row!;
  const [first] = await db
    .select({
      id: marketplaceSellers.id,
      name: marketplaceSellers.name,
      email: marketplaceSellers.email,
      language: marketplaceSellers.language,
    })
    .from(marketplaceOffers)
    .innerJoin(marketplaceSellers, eq(marketplaceSellers.id, marketplaceOffers.sellerId))
    .where(eq(marketplaceOffers.productId, market.id))
    .limit(1);
  seller = first!;
  const [plain] = await db
    .select({ symbol: products.symbol })
    .from(products)
    .where(sql`NOT ('EXTERNAL_WAREHOUSE' = ANY(${products.flags}))`)
    .limit(1);
  own = plain!;

  clock += 31_000;
  desk = await deskClient(
    t,
    {
      email: 'sue@desk.test',
      name: 'Sue Support',
      roles: ['support'],
      password: PASSWORD,
      totpSecret: SECRET,
    },
    new Date(clock),
  );
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const fields = (body: string) => ((JSON.parse(body) as ErrorBody).data ?? []).map((d) => d.field).sort();
const offersOf = (client: Client, body: Record<string, unknown>) =>
  client.post('/ajax/product/marketplace', body);
const constraints = (client: Client, symbol: string, language = 'en') =>
  client.get(`/ajax/customer/marketplace/front-constraints?symbol=${encodeURIComponent(symbol)}`, {
    'accept-language': language,
  });
const question = (extra: Record<string, unknown> = {}) => ({
  productSymbol: market.symbol,
  sellerId: seller.id,
  subject: 'Reel of 3000?',
  message: 'Can you ship a full reel by Friday?\nDate code 2025 or newer.',
  clientEmail: 'buyer@company.example',
  ...extra,
});
const send = (client: Client, body: Record<string, unknown>, language = 'en') =>
  client.request({
    method: 'POST',
    url: '/ajax/customer/marketplace/send',
    payload: body,
    headers: { 'accept-language': language },
  });

describe('the generated catalogue’s marketplace', () => {
  it('gives every marketplace product one or two sellers whose stock adds up to its marketplace stock', async () => {
    const { rows: list } = (await t.database.db.execute(
      sql`SELECT p.id, p.external_stock AS external, count(o.id)::int AS offers, coalesce(sum(o.stock), 0)::int AS stock
          FROM products p LEFT JOIN marketplace_offers o ON o.product_id = p.id
          WHERE 'EXTERNAL_WAREHOUSE' = ANY(p.flags) GROUP BY p.id`,
    )) as unknown as { rows: Array<{ external: number; offers: number; stock: number }> };
    expect(list.length).toBeGreaterThan(0);
    for (const r of list) {
      expect(r.offers).toBeGreaterThanOrEqual(1);
      expect(r.offers).toBeLessThanOrEqual(2);
      expect(Number(r.stock)).toBe(Number(r.external));
    }
    const [others] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(marketplaceOffers)
      .innerJoin(products, eq(products.id, marketplaceOffers.productId))
      .where(sql`NOT ('EXTERNAL_WAREHOUSE' = ANY(${products.flags}))`);
    expect(others!.n).toBe(0);
  });
});

describe('POST product marketplace (spec §7)', () => {
  it('lists a marketplace product’s offers to anyone, in the page’s market, cheapest first', async () => {
    const res = await offersOf(visitor, { symbol: market.symbol, country: 'pl' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<ProductMarketplace>();
    expect(answer).toMatchObject({ symbol: market.symbol, marketplace: true });
    expect(answer.offers.length).toBeGreaterThan(0);
    const offer = answer.offers.find((o) => o.sellerId === seller.id)!;
    expect(offer).toMatchObject({ seller: { name: seller.name }, currency: 'PLN', type: 'NET' });
    expect(offer.leadTimeDays).toBeGreaterThan(0);
    expect(offer.priceBreaks.length).toBeGreaterThan(0);
    for (const b of offer.priceBreaks)
      expect(b.price).toMatch(new RegExp(`^\\d+\\.\\d{${offer.precision}}$`));
    const firsts = answer.offers.map((o) => Number(o.priceBreaks[0]?.price ?? Infinity));
    expect([...firsts].sort((a, b) => a - b)).toEqual(firsts);
    // The stored net PLN price of the first break, as it is shown on the Polish market.
    const [stored] = await t.database.db
      .select({ price: marketplaceOfferPrices.netPricePln })
      .from(marketplaceOfferPrices)
      .innerJoin(marketplaceOffers, eq(marketplaceOffers.id, marketplaceOfferPrices.offerId))
      .where(and(eq(marketplaceOffers.productId, market.id), eq(marketplaceOffers.sellerId, seller.id)))
      .orderBy(marketplaceOfferPrices.amount)
      .limit(1);
    expect(Number(offer.priceBreaks[0]!.price)).toBeCloseTo(Number(stored!.price), offer.precision - 1);
  });

  it('prices in euro for Germany, gross when asked, and in a customer’s own market whatever the page says', async () => {
    const de = (
      await offersOf(visitor, { symbol: market.symbol, country: 'de', isGrossPrice: true })
    ).json<ProductMarketplace>();
    expect(de.offers[0]).toMatchObject({ currency: 'EUR', type: 'GROSS' });
    const mine = (
      await offersOf(company, { symbol: market.symbol, country: 'de' })
    ).json<ProductMarketplace>();
    expect(mine.offers[0]).toMatchObject({ currency: 'PLN', type: 'NET' });
  });

  it('answers no offers for a product the shop sells itself, and refuses bad input with 422', async () => {
    const plain = (await offersOf(visitor, { symbol: own.symbol })).json<ProductMarketplace>();
    expect(plain).toEqual({ symbol: own.symbol, marketplace: false, offers: [] });
    const unknown = await offersOf(visitor, { symbol: 'NO-SUCH-PART-XYZ' });
    expect(unknown.statusCode).toBe(422);
    expect(fields(unknown.body)).toEqual(['symbol']);
    for (const bad of [
      {},
      { symbol: '' },
      { symbol: 'x'.repeat(201) },
      { symbol: market.symbol, price: 1 },
    ]) {
      const res = await offersOf(visitor, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
    expect((await offersOf(visitor, { symbol: market.symbol, country: 'Poland' })).statusCode).toBe(422);
  });
});

describe('GET marketplace front-constraints (spec §7)', () => {
  it('gives a company the limits, the product, its sellers and the contact person’s address', async () => {
    const res = await constraints(company, market.symbol);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const answer = res.json<MarketplaceFrontConstraints>();
    expect(answer).toMatchObject({
      subjectMax: 120,
      messageMax: 2000,
      product: { symbol: market.symbol },
      email: 'company@demo.shop',
    });
    expect(answer.sellers.map((s) => s.id)).toContain(seller.id);
  });

  it('is for companies only: visitors 401, persons and ZBL accounts the company-only message (10321)', async () => {
    expect((await constraints(visitor, market.symbol)).statusCode).toBe(401);
    for (const client of [person, zbl]) {
      const res = await constraints(client, market.symbol);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json<ErrorBody>()).toMatchObject({ erpCode: 10321 });
      expect(res.json<ErrorBody>().message).toContain('companies only');
    }
    // In the page's language (ADR 030).
    expect((await constraints(person, market.symbol, 'de')).json<ErrorBody>().message).toContain(
      'nur an Unternehmen',
    );
    // A sole trader is a business: allowed.
    expect((await constraints(soleTrader, market.symbol)).statusCode).toBe(200);
  });

  it('refuses a product without sellers and a missing symbol (422)', async () => {
    const plain = await constraints(company, own.symbol);
    expect(plain.statusCode).toBe(422);
    expect(fields(plain.body)).toEqual(['symbol']);
    expect((await company.get('/ajax/customer/marketplace/front-constraints')).statusCode).toBe(422);
  });
});

describe('POST marketplace send (spec §7)', () => {
  let id: number;

  it('takes a company’s question (201), stores it as a marketplace enquiry, forwards and confirms it by mail', async () => {
    const res = await send(company, question({ message: '<b>Reel?</b>\nThanks' }), 'hu');
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<MarketplaceSendAnswer>();
    expect(answer.seller).toBe(seller.name);
    id = answer.id;
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row).toMatchObject({
      kind: 'marketplace',
      sellerId: seller.id,
      subject: 'Reel of 3000?',
      productSymbol: market.symbol,
      email: 'buyer@company.example',
      language: 'hu',
      status: 'open',
    });
    expect(row!.customerId).not.toBeNull();
    await t.services.enquiries.idle();
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(sql`${outbox.subject} LIKE ${`%${id}%`}`);
    const forward = mails.find((m) => m.kind === 'marketplace_question')!;
    expect(forward).toMatchObject({ toAddress: seller.email, language: seller.language });
    expect(forward.headers).toMatchObject({ 'Reply-To': 'buyer@company.example' });
    expect(forward.textBody).toContain('> <b>Reel?</b>\n> Thanks');
    expect(forward.textBody).toContain('Reel of 3000?');
    expect(forward.htmlBody).not.toContain('<b>Reel?</b>');
    const confirmation = mails.find((m) => m.kind === 'marketplace_confirmation')!;
    expect(confirmation).toMatchObject({ toAddress: 'buyer@company.example', language: 'hu' });
    expect(confirmation.subject).toContain(`${id}. sz.`);
    expect(confirmation.textBody).toContain(seller.name);
  });

  it('is on the staff desk as a marketplace enquiry, with its seller, subject and both mails sent', async () => {
    const list = (await desk.get('/ajax/staff/enquiries?kind=marketplace')).json<EnquiryDeskList>();
    const item = list.elements.find((e) => e.id === id)!;
    expect(item).toMatchObject({ kind: 'marketplace', seller: { id: seller.id }, subject: 'Reel of 3000?' });
    const details = (await desk.get(`/ajax/staff/enquiries/${id}`)).json<EnquiryDeskDetails>();
    expect(details.forwardedAt).not.toBeNull();
    expect(details.confirmedAt).not.toBeNull();
    expect(details.customerAccount).toBeTruthy();
    // Nobody else reads it: customers and visitors get the desk's 404.
    expect((await company.get(`/ajax/staff/enquiries/${id}`)).statusCode).toBe(404);
    expect((await visitor.get(`/ajax/staff/enquiries/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with the fields named (422)', async () => {
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [question({ subject: '' }), ['subject']],
      [question({ subject: 'x'.repeat(121) }), ['subject']],
      [question({ message: '   ' }), ['message']],
      [question({ message: 'ő'.repeat(2001) }), ['message']],
      [question({ message: 'bell\u0007' }), ['message']],
      [question({ clientEmail: 'not-an-address' }), ['clientEmail']],
      [question({ sellerId: 'one' }), ['sellerId']],
      [question({ productSymbol: 'NO-SUCH-PART-XYZ' }), ['productSymbol']],
      [question({ productSymbol: own.symbol }), ['productSymbol']],
      [question({ sellerId: 999_999 }), ['sellerId']],
    ];
    for (const [body, expected] of cases) {
      const res = await send(company, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(fields(res.body), JSON.stringify(body)).toEqual(expected);
    }
    const { subject: _subject, ...withoutSubject } = question();
    expect(fields((await send(company, withoutSubject)).body)).toEqual(['subject']);
    expect((await send(company, question({ price: '1.00' }))).statusCode).toBe(422);
    // A seller of another product is not a seller of this one.
    const [elsewhere] = await t.database.db
      .select({ sellerId: marketplaceSellers.id })
      .from(marketplaceSellers)
      .where(
        sql`NOT EXISTS (SELECT 1 FROM marketplace_offers o WHERE o.product_id = ${market.id} AND o.seller_id = ${marketplaceSellers.id})`,
      )
      .limit(1);
    if (elsewhere)
      expect(fields((await send(company, question({ sellerId: elsewhere.sellerId }))).body)).toEqual([
        'sellerId',
      ]);
  });

  it('is for companies only, and refuses a call from another site (CSRF)', async () => {
    expect((await send(visitor, question())).statusCode).toBe(401);
    for (const client of [person, zbl]) {
      const res = await send(client, question());
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorBody>().erpCode).toBe(10321);
    }
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(enquiries);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/ajax/customer/marketplace/send',
      payload: question(),
    });
    expect(forged.statusCode).toBe(403);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(enquiries);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('holds ten questions an hour per person under parallel requests, counting only accepted ones', async () => {
    // A refused question (bad input) never costs a try.
    for (let i = 0; i < 3; i++)
      expect((await send(soleTrader, question({ subject: '' }))).statusCode).toBe(422);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => send(soleTrader, question({ subject: `Question ${i}` }))),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(2);
    expect(results.find((r) => r.statusCode === 429)!.headers['retry-after']).toBeDefined();
    // Another company's person is not held back.
    expect((await send(company, question())).statusCode).toBe(201);
    await t.services.enquiries.idle();
  });
});
