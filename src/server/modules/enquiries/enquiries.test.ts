/**
 * Contact forms and product enquiries at the HTTP edge (issue 20, ADR 066): every send call with
 * good and bad input (the 450 and 10 limits, the captcha missing, failed or reused, unknown products
 * and amounts off the product's rules), the communication e-mail, the rate limits under parallel
 * requests, and the staff desk's inbox: filters, assign, answer by mail, close, audit, and HTML in a
 * message kept as text.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_TOKEN_FIELD } from '../../../common/captcha';
import type { EnquiryDeskDetails, EnquiryDeskList } from '../../../common/enquiries';
import type { ErrorBody } from '../../../common/errors';
import { enquiries, outbox, products, staffAudit } from '../../db/schema';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { deskClient } from '../staff/staff.fixtures';

const PASSWORD = 'enquiry-desk-password-1';
const SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';

let t: TestApp;
let clock = Date.now();
let product: { symbol: string; minimumQuantity: number; multiples: number };
const desk = {} as Record<'sue' | 'sam' | 'ada', Client>;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 20, demoAccounts: true, accounts: { now: () => new Date(clock) } });
  const [p] = await t.database.db
    .select({
      symbol: products.symbol,
      minimumQuantity: products.minimumQuantity,
      multiples: products.multiples,
    })
    .from(products)
    .limit(1);
  product = p!;
  const accounts = {
    sue: { email: 'sue@desk.test', name: 'Sue Support', roles: ['support'] },
    sam: { email: 'sam@desk.test', name: 'Sam Sales', roles: ['sales'] },
    ada: { email: 'ada@desk.test', name: 'Ada Admin', roles: ['admin'] },
  } as const;
  for (const [key, account] of Object.entries(accounts)) {
    clock += 31_000;
    desk[key as keyof typeof desk] = await deskClient(
      t,
      { ...account, roles: [...account.roles], password: PASSWORD, totpSecret: SECRET },
      new Date(clock),
    );
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const token = () => t.services.captcha.issueLocalToken!();
const send = (client: Client, kind: string, body: Record<string, unknown>, query = '?country=pl') =>
  client.post(`/ajax/contact-email/send/${kind}${query}`, body);
const productBody = (extra: Record<string, unknown> = {}) => ({
  productSymbol: product.symbol,
  inputAmount: product.minimumQuantity,
  clientEmail: 'visitor@example.com',
  customerNumber: '1234567',
  message: 'Do you have this in a reel?',
  [CAPTCHA_TOKEN_FIELD]: token(),
  ...extra,
});
const visitor204 = (body: Record<string, unknown>) =>
  new Client(t.app).post('/ajax/contact-email/send/product?country=pl', body);
const fields = (body: string) => (JSON.parse(body) as ErrorBody).data?.map((d) => d.field) ?? [];
const lastEnquiry = async () => {
  const rows = await t.database.db.select().from(enquiries).orderBy(enquiries.id);
  return rows.at(-1)!;
};

describe('the product enquiry (spec §3, §5, §7)', () => {
  it('takes a valid enquiry with 204, files it open and confirms it by mail in the page language', async () => {
    const visitor = new Client(t.app);
    const res = await visitor.request({
      method: 'POST',
      url: '/ajax/contact-email/send/product?country=pl',
      payload: productBody({ clientEmail: 'Visitor@Example.com' }),
      headers: { 'accept-language': 'pl' },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    const row = await lastEnquiry();
    expect(row).toMatchObject({
      kind: 'product',
      status: 'open',
      productSymbol: product.symbol,
      amount: product.minimumQuantity,
      customerNumber: '1234567',
      customerId: null,
      language: 'pl',
      country: 'pl',
    });
    // The confirmation leaves after the answer (ADR 072): without a job queue, in this process.
    await t.services.enquiries.idle();
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'enquiry_confirmation'));
    expect(mail).toMatchObject({ toAddress: 'Visitor@Example.com', language: 'pl' });
    expect((await lastEnquiry()).confirmedAt).not.toBeNull();
    expect(mail!.subject).toContain(`nr ${row.id}`);
    expect(mail!.textBody).toContain('Do you have this in a reel?');
  });

  it('answers before the confirmation is sent: a slow mail server never holds the request (ADR 072)', async () => {
    const mail = t.services.mail;
    const send = mail.send;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    mail.send = async (...args) => {
      await gate;
      return send.apply(mail, args);
    };
    try {
      const res = await visitor204(productBody({ clientEmail: 'slow@example.com' }));
      // Answered while the mail server has not taken the confirmation yet.
      expect(res.statusCode, res.body).toBe(204);
      const row = await lastEnquiry();
      expect(
        await t.database.db.select().from(outbox).where(eq(outbox.toAddress, 'slow@example.com')),
      ).toHaveLength(0);
      release();
      await t.services.enquiries.idle();
      expect((await lastEnquiry()).confirmedAt).not.toBeNull();
      const mails = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, 'slow@example.com'));
      expect(mails.map((m) => m.kind)).toEqual(['enquiry_confirmation']);
      // Delivering again (a retried job) sends nothing more.
      await t.services.enquiries.deliverMails(row.id);
      expect(
        await t.database.db.select().from(outbox).where(eq(outbox.toAddress, 'slow@example.com')),
      ).toHaveLength(1);
    } finally {
      release();
      mail.send = send;
    }
  });

  it('refuses a message of 451 characters and takes one of 450 (code points, as the counter counts)', async () => {
    const visitor = new Client(t.app);
    const long = await send(visitor, 'product', productBody({ message: 'ő'.repeat(451) }));
    expect(long.statusCode).toBe(422);
    expect(fields(long.body)).toEqual(['message']);
    const fits = await send(visitor, 'product', productBody({ message: 'ő'.repeat(450) }));
    expect(fits.statusCode, fits.body).toBe(204);
  });

  it('refuses a customer number of 11 digits, or with other characters', async () => {
    const visitor = new Client(t.app);
    const eleven = await send(visitor, 'product', productBody({ customerNumber: '12345678901' }));
    expect(eleven.statusCode).toBe(422);
    expect(fields(eleven.body)).toEqual(['customerNumber']);
    const letters = await send(visitor, 'product', productBody({ customerNumber: '12A4' }));
    expect(letters.statusCode).toBe(422);
    expect(fields(letters.body)).toEqual(['customerNumber']);
  });

  it('requires the message and a valid e-mail, with the spec’s messages', async () => {
    const visitor = new Client(t.app);
    const res = await visitor.request({
      method: 'POST',
      url: '/ajax/contact-email/send/product',
      payload: productBody({ message: '   ', clientEmail: 'not-an-email' }),
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(422);
    const data = res.json<ErrorBody>().data!;
    expect(data.find((d) => d.field === 'message')?.message).toBe('This field is required.');
    expect(data.find((d) => d.field === 'clientEmail')?.message).toBe('The e-mail address is not valid.');
    const missing = await send(visitor, 'product', {
      productSymbol: product.symbol,
      [CAPTCHA_TOKEN_FIELD]: token(),
    });
    expect(missing.statusCode).toBe(422);
    expect(fields(missing.body).sort()).toEqual(['clientEmail', 'message']);
  });

  it('refuses an enquiry without the captcha, with a failed one, and a token used twice', async () => {
    const visitor = new Client(t.app);
    const { [CAPTCHA_TOKEN_FIELD]: _none, ...withoutCaptcha } = productBody();
    const none = await send(visitor, 'product', withoutCaptcha);
    expect(none.statusCode).toBe(422);
    expect(fields(none.body)).toEqual([CAPTCHA_TOKEN_FIELD]);
    // Spec §4: after a 600xxx error the widget sends an empty token.
    const empty = await send(visitor, 'product', productBody({ [CAPTCHA_TOKEN_FIELD]: '' }));
    expect(empty.statusCode).toBe(422);
    expect(fields(empty.body)).toEqual([CAPTCHA_TOKEN_FIELD]);
    const once = token();
    expect((await send(visitor, 'product', productBody({ [CAPTCHA_TOKEN_FIELD]: once }))).statusCode).toBe(
      204,
    );
    const again = await send(visitor, 'product', productBody({ [CAPTCHA_TOKEN_FIELD]: once }));
    expect(again.statusCode).toBe(422);
    expect(fields(again.body)).toEqual([CAPTCHA_TOKEN_FIELD]);
  });

  it('refuses an unknown product, an amount off the product’s rules and fields it does not know', async () => {
    const visitor = new Client(t.app);
    const unknown = await send(visitor, 'product', productBody({ productSymbol: 'NO-SUCH-PART-XYZ' }));
    expect(unknown.statusCode).toBe(422);
    expect(fields(unknown.body)).toEqual(['productSymbol']);
    const zero = await send(visitor, 'product', productBody({ inputAmount: 0 }));
    expect(fields(zero.body)).toEqual(['inputAmount']);
    const tooBig = await send(visitor, 'product', productBody({ inputAmount: 10_000_000 }));
    expect(fields(tooBig.body)).toEqual(['inputAmount']);
    if (product.minimumQuantity > 1) {
      const below = await send(visitor, 'product', productBody({ inputAmount: product.minimumQuantity - 1 }));
      expect(fields(below.body)).toEqual(['inputAmount']);
    }
    const extra = await send(visitor, 'product', productBody({ price: '0.01' }));
    expect(extra.statusCode).toBe(422);
    // Without an amount the enquiry is still taken (spec §3: inputAmount optional).
    expect((await send(visitor, 'product', productBody({ inputAmount: undefined }))).statusCode).toBe(204);
  });

  it('takes a logged-in customer’s number from the account, never from the form', async () => {
    const customer = new Client(t.app);
    await customer.login('company@demo.shop', DEMO_PASSWORD);
    const communication = await customer.post('/ajax/customer/communication-email', {});
    expect(communication.json()).toEqual({ communicationEmail: 'company@demo.shop' });
    const res = await send(
      customer,
      'product',
      productBody({ clientEmail: 'company@demo.shop', customerNumber: '999' }),
    );
    expect(res.statusCode, res.body).toBe(204);
    const row = await lastEnquiry();
    expect(row.customerId).not.toBeNull();
    expect(row.customerNumber).not.toBe('999');
    // Visitors and ZBL customers get nothing prefilled (spec §6).
    expect((await new Client(t.app).post('/ajax/customer/communication-email', {})).json()).toEqual({
      communicationEmail: null,
    });
    const zbl = { kind: 'zbl', contactPerson: { email: 'zbl@demo.shop' } } as never;
    expect(t.services.enquiries.communicationEmail(zbl)).toBeNull();
  });

  it('refuses a call from another site (CSRF)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ajax/contact-email/send/product',
      payload: productBody(),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('the contact page’s forms', () => {
  it('takes the standard, main, delivery and error forms with their own fields', async () => {
    const visitor = new Client(t.app);
    const common = () => ({ clientEmail: 'a@example.com', message: 'Hello', [CAPTCHA_TOKEN_FIELD]: token() });
    expect((await send(visitor, 'standard', { ...common(), name: 'Ann' })).statusCode).toBe(204);
    expect((await send(visitor, 'main', common())).statusCode).toBe(204);
    expect((await send(visitor, 'delivery', { ...common(), orderNumber: 'ZS-1' })).statusCode).toBe(204);
    expect(await lastEnquiry()).toMatchObject({ kind: 'delivery', orderNumber: 'ZS-1' });
    const noOrder = await send(visitor, 'delivery', common());
    expect(fields(noOrder.body)).toEqual(['orderNumber']);
    expect(
      (await send(visitor, 'error', { ...common(), pageUrl: 'https://shop.test/cart?x=1' })).statusCode,
    ).toBe(204);
    // A javascript: "page" would be a link on the desk: only web addresses.
    const script = await send(visitor, 'error', { ...common(), pageUrl: 'javascript:alert(1)' });
    expect(fields(script.body)).toEqual(['pageUrl']);
    const productField = await send(visitor, 'standard', { ...common(), productSymbol: product.symbol });
    expect(productField.statusCode).toBe(422);
  });

  it('tells the forms their limits and the captcha', async () => {
    const res = await new Client(t.app).get('/ajax/contact-email/front-constraints');
    expect(res.json()).toMatchObject({
      messageMax: 450,
      customerNumberMax: 10,
      captchaSiteKey: t.services.captcha.siteKey,
      captchaField: CAPTCHA_TOKEN_FIELD,
    });
  });
});

describe('the rate limits (per address and per e-mail)', () => {
  it('holds the per-e-mail limit under parallel requests, and another address still gets through', async () => {
    const visitor = new Client(t.app);
    const email = `burst-${Date.now()}@example.com`;
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        send(visitor, 'standard', { clientEmail: email, message: 'x', [CAPTCHA_TOKEN_FIELD]: token() }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 204)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
    const refused = results.find((r) => r.statusCode === 429)!;
    expect(refused.headers['retry-after']).toBeDefined();
    // The same person with another address, and another person from the same network, are not locked out.
    const other = await send(visitor, 'standard', {
      clientEmail: `other-${email}`,
      message: 'x',
      [CAPTCHA_TOKEN_FIELD]: token(),
    });
    expect(other.statusCode).toBe(204);
  });

  it('does not count a refused form against the e-mail (a typo never costs a try)', async () => {
    const visitor = new Client(t.app);
    const email = `typo-${Date.now()}@example.com`;
    for (let i = 0; i < 6; i++) {
      const bad = await send(visitor, 'standard', {
        clientEmail: email,
        message: '',
        [CAPTCHA_TOKEN_FIELD]: token(),
      });
      expect(bad.statusCode).toBe(422);
    }
    const ok = await send(visitor, 'standard', {
      clientEmail: email,
      message: 'now',
      [CAPTCHA_TOKEN_FIELD]: token(),
    });
    expect(ok.statusCode).toBe(204);
  });

  it('limits one network to 30 in the window, under parallel requests', async () => {
    const network = new Client(t.app);
    const results = await Promise.all(
      Array.from({ length: 34 }, (_, i) =>
        send(network, 'standard', {
          clientEmail: `n${i}@example.com`,
          message: 'x',
          [CAPTCHA_TOKEN_FIELD]: token(),
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 204)).toHaveLength(30);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(4);
  });
});

describe('the staff desk’s enquiry inbox', () => {
  let id: number;
  const script = '<script>alert("x")</script><b>bold</b>';

  beforeAll(async () => {
    const visitor = new Client(t.app);
    const res = await visitor.request({
      method: 'POST',
      url: '/ajax/contact-email/send/product?country=de',
      payload: productBody({ clientEmail: 'html@example.com', message: script }),
      headers: { 'accept-language': 'de' },
    });
    expect(res.statusCode, res.body).toBe(204);
    id = (await lastEnquiry()).id;
  });

  it('is closed to visitors and customers (404) and to staff without the role (403 for writes)', async () => {
    expect((await new Client(t.app).get('/ajax/staff/enquiries')).statusCode).toBe(404);
    const customer = new Client(t.app);
    await customer.login('company@demo.shop', DEMO_PASSWORD);
    expect((await customer.get(`/ajax/staff/enquiries/${id}`)).statusCode).toBe(404);
    expect((await desk.ada.get(`/ajax/staff/enquiries/${id}`)).statusCode).toBe(200);
    expect((await desk.ada.post(`/ajax/staff/enquiries/${id}/close`, {})).statusCode).toBe(403);
  });

  it('lists with filters and keeps the sender’s HTML as text', async () => {
    const list = (
      await desk.sue.get('/ajax/staff/enquiries?status=open&kind=product&q=html%40example')
    ).json<EnquiryDeskList>();
    expect(list.elements.map((e) => e.id)).toEqual([id]);
    expect(list.elements[0]!.excerpt).toBe(script);
    const none = (await desk.sue.get('/ajax/staff/enquiries?assigned=mine')).json<EnquiryDeskList>();
    expect(none.elements.some((e) => e.id === id)).toBe(false);
    expect((await desk.sue.get('/ajax/staff/enquiries?status=nonsense')).statusCode).toBe(422);
    const details = (await desk.sue.get(`/ajax/staff/enquiries/${id}`)).json<EnquiryDeskDetails>();
    expect(details.message).toBe(script);
    expect(details.assignees.map((a) => a.name)).toEqual(['Sam Sales', 'Sue Support']);
  });

  it('assigns to a colleague who answers enquiries, not to an administrator, audited', async () => {
    const sam = (await desk.sue.get(`/ajax/staff/enquiries/${id}`))
      .json<EnquiryDeskDetails>()
      .assignees.find((a) => a.name === 'Sam Sales')!;
    const res = await desk.sue.post(`/ajax/staff/enquiries/${id}/assign`, { staffId: sam.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<EnquiryDeskDetails>().assignedTo).toEqual(sam);
    const admin = await desk.sue.post(`/ajax/staff/enquiries/${id}/assign`, { staffId: 999_999 });
    expect(admin.statusCode).toBe(422);
    const audit = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.subject, `enquiry:${id}`));
    expect(audit.map((a) => a.action)).toEqual(['enquiry.assign']);
  });

  it('answers by mail in the enquiry’s language, the HTML escaped, then closes it', async () => {
    const res = await desk.sam.post(`/ajax/staff/enquiries/${id}/reply`, {
      message: 'Yes, 3 reels.\nRegards',
    });
    expect(res.statusCode, res.body).toBe(200);
    const details = res.json<EnquiryDeskDetails>();
    expect(details.replies).toMatchObject([{ staff: 'Sam Sales', message: 'Yes, 3 reels.\nRegards' }]);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'enquiry_reply'));
    expect(mail).toMatchObject({ toAddress: 'html@example.com', language: 'de' });
    expect(mail!.subject).toContain(`Nr. ${id}`);
    expect(mail!.htmlBody).not.toContain('<script>');
    expect(mail!.htmlBody).toContain('&#60;script&#62;');
    expect(mail!.textBody).toContain('Yes, 3 reels.');
    const empty = await desk.sam.post(`/ajax/staff/enquiries/${id}/reply`, { message: ' ' });
    expect(empty.statusCode).toBe(422);
    const closed = await desk.sam.post(`/ajax/staff/enquiries/${id}/close`, {});
    expect(closed.json<EnquiryDeskDetails>()).toMatchObject({ status: 'closed' });
    const late = await desk.sam.post(`/ajax/staff/enquiries/${id}/reply`, { message: 'More' });
    expect(late.statusCode).toBe(409);
    const audit = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.subject, `enquiry:${id}`));
    expect(audit.map((a) => a.action).sort()).toEqual(['enquiry.assign', 'enquiry.close', 'enquiry.reply']);
    expect((await desk.sam.get('/ajax/staff/enquiries/999999')).statusCode).toBe(404);
  });
});
