/**
 * Enquiry mails by the background job (issue 20, ADR 072 on ADR 039's platform): with jobs on, a
 * contact form's confirmation and a marketplace question's two mails arrive after the answer, each
 * in its reader's language; a failed send is retried and sends only what is missing; the sweep
 * sends what a lost job left owing.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CAPTCHA_TOKEN_FIELD } from '../../../common/captcha';
import { enquiries, marketplaceOffers, marketplaceSellers, outbox, products } from '../../db/schema';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    seedProducts: 300,
    demoAccounts: true,
    accounts: { jobs: { work: true, pollSeconds: 0.5, retryDelaySeconds: 1 } },
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const mailsTo = (address: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(outbox.id);

/** Waits for the job (no timing is asserted: the wait only bounds a broken run). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

it('confirms a contact form by the job, in the page’s language', async () => {
  const res = await new Client(t.app).request({
    method: 'POST',
    url: '/ajax/contact-email/send/standard?country=hu',
    payload: {
      clientEmail: 'job-hu@example.com',
      message: 'Szia',
      [CAPTCHA_TOKEN_FIELD]: t.services.captcha.issueLocalToken!(),
    },
    headers: { 'accept-language': 'hu' },
  });
  expect(res.statusCode, res.body).toBe(204);
  const mails = await until(
    () => mailsTo('job-hu@example.com'),
    (rows) => rows.length > 0,
  );
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatchObject({ kind: 'enquiry_confirmation', language: 'hu' });
  expect(mails[0]!.subject).toContain('Megkaptuk');
}, 90_000);

it('forwards a marketplace question to its seller and confirms it, a failed send retried once only', async () => {
  const [offer] = await t.database.db
    .select({
      symbol: products.symbol,
      sellerId: marketplaceSellers.id,
      sellerEmail: marketplaceSellers.email,
    })
    .from(marketplaceOffers)
    .innerJoin(products, eq(products.id, marketplaceOffers.productId))
    .innerJoin(marketplaceSellers, eq(marketplaceSellers.id, marketplaceOffers.sellerId))
    .limit(1);
  const company = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  // The customer's confirmation fails once; the seller's copy goes through the first time.
  const mail = t.services.mail;
  const send = mail.send;
  let failures = 0;
  mail.send = async (...args) => {
    if (args[0].kind === 'marketplace_confirmation' && failures === 0) {
      failures++;
      throw new Error('SMTP 451 try again later');
    }
    return send.apply(mail, args);
  };
  try {
    const before = (await mailsTo(offer!.sellerEmail)).length;
    const res = await company.request({
      method: 'POST',
      url: '/ajax/customer/marketplace/send',
      payload: {
        productSymbol: offer!.symbol,
        sellerId: offer!.sellerId,
        subject: 'Lead time',
        message: 'How soon can you ship 500 pcs?',
        clientEmail: 'job-de@example.com',
      },
      headers: { 'accept-language': 'de' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const confirmations = await until(
      () => mailsTo('job-de@example.com'),
      (rows) => rows.length > 0,
    );
    expect(failures).toBe(1);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatchObject({ kind: 'marketplace_confirmation', language: 'de' });
    const forwards = (await mailsTo(offer!.sellerEmail)).slice(before);
    expect(forwards.map((m) => m.kind)).toEqual(['marketplace_question']);
  } finally {
    mail.send = send;
  }
}, 90_000);

it('sends by the sweep what a lost job left owing', async () => {
  const [row] = await t.database.db
    .insert(enquiries)
    .values({
      kind: 'standard',
      email: 'lost-job@example.com',
      message: 'Anyone there?',
      language: 'pl',
      country: 'pl',
      ip: '10.0.0.1',
      createdAt: new Date(Date.now() - 10 * 60_000),
    })
    .returning({ id: enquiries.id });
  const swept = await t.services.enquiries.sweep();
  expect(swept).toContain(row!.id);
  const mails = await until(
    () => mailsTo('lost-job@example.com'),
    (rows) => rows.length > 0,
  );
  expect(mails).toMatchObject([{ kind: 'enquiry_confirmation', language: 'pl' }]);
  const [after] = await t.database.db
    .select()
    .from(enquiries)
    .where(and(eq(enquiries.id, row!.id), sql`${enquiries.confirmedAt} is not null`));
  expect(after).toBeDefined();
}, 90_000);
