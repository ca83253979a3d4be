/**
 * /login-by-document end to end through the API (issue 21, ADR 073): an order by bank transfer gets
 * its proforma, the customer is mailed a link to that document, the link is exchanged for a
 * 15-minute grant that downloads the PDF without any session, and opens nothing else.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentLinkView } from '../../../common/wizards';
import { contactPersons } from '../../db/schema';
import { Client } from '../../test-support/http';
import { fillOrderForm } from '../../test-support/order-form';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { createCartFixture, orderableProducts, setStock } from '../ordering/checkout.fixtures';

let t: TestApp;
let clock = new Date();

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 200, demoAccounts: true, accounts: { now: () => clock } });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('a mailed invoice link', () => {
  it('opens that one document for 15 minutes, without a session', async () => {
    const company = new Client(t.app);
    expect((await company.login('company@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
    const [ids] = await t.database.db
      .select({ customerId: contactPersons.customerId, contactPersonId: contactPersons.id })
      .from(contactPersons)
      .where(eq(contactPersons.email, 'company@demo.shop'));
    const [product] = await orderableProducts(t.database.db, 1);
    await setStock(t.database.db, product!.id, 10_000);
    const order = await createCartFixture(t.database.db, { ...ids!, country: 'pl' }, [
      { productId: product!.id, amount: 2 },
    ]);
    await fillOrderForm(company, order.orderNumber);
    const finish = await company.post(`/ajax/order/${order.orderNumber}/finish`, { termsAccepted: true });
    expect(finish.statusCode, finish.body).toBe(200);
    await t.services.invoices.idle();

    let mail: { subject: string; textBody: string | null } | undefined;
    for (let i = 0; i < 50 && !mail; i++) {
      mail = (await t.services.mail.list(20)).find((m) => m.kind === 'document_link');
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(mail, 'the document link mail').toBeDefined();
    expect(mail!.subject).toMatch(/PF\/PL\/\d{4}\/\d{6}/);
    const url = /(http\S+\/login-by-document\?token=\S+)/.exec(mail!.textBody!)![1]!;
    expect(new URL(url).pathname).toBe('/pl/login-by-document');
    const token = new URL(url).searchParams.get('token')!;

    const view = (await t.services.wizards.openDocumentLink(token, '10.20.30.40')) as Extract<
      DocumentLinkView,
      { state: 'valid' }
    >;
    expect(view).toMatchObject({ state: 'valid', title: expect.stringMatching(/^PF\/PL\//) });
    expect(view.downloadUrl).toMatch(/^\/ajax\/login-by-document\/file\?grant=/);

    const stranger = new Client(t.app);
    const pdf = await stranger.get(view.downloadUrl);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // No session came with it: the rest of the account stays closed.
    expect(pdf.headers['set-cookie']).toBeUndefined();
    expect((await stranger.get('/ajax/invoices')).statusCode).toBe(401);

    // The grant lasts 15 minutes; the mailed link keeps working (30 days) for a new one.
    const real = clock;
    try {
      clock = new Date(real.getTime() + 16 * 60_000);
      expect((await stranger.get(view.downloadUrl)).statusCode).toBe(410);
      expect(await t.services.wizards.openDocumentLink(token, '10.20.30.40')).toMatchObject({
        state: 'valid',
      });
    } finally {
      clock = real;
    }
    // A grant altered to name another invoice is refused.
    const other = view.downloadUrl.replace(
      /grant=(\d+)\.i\.(\d+)\./,
      (_m, c: string, i: string) => `grant=${c}.i.${Number(i) + 1}.`,
    );
    expect((await stranger.get(other)).statusCode).toBe(404);
  });
});
