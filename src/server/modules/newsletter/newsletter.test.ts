/**
 * The newsletter through the API (issue 20, ADR 067): the sign-up (double opt-in, no enumeration,
 * rate limit, validation in the request's language), the stored proof of consent, the single-use
 * expiring confirmation, preferences by the signed link, the one-click unsubscribe (RFC 8058 POST
 * without session or CSRF marker, and the page's call), the profile's update, and the staff desk's
 * issue sent to a segment by the background jobs: never twice to one address even when the jobs run
 * twice, with the List-Unsubscribe headers on every mail. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../common/errors';
import {
  NEWSLETTER_CONSENT_VERSION,
  type NewsletterIssue,
  type NewsletterSubscription,
} from '../../../common/newsletter';
import {
  newsletterConsents,
  newsletterSends,
  newsletterSubscribers,
  outbox,
  staffAudit,
} from '../../db/schema';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { deskClient, deskMemberId } from '../staff/staff.fixtures';

const PASSWORD = 'newsletter-desk-password';
const SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';

let t: TestApp;
let clock = Date.now();

async function staffClient(role: 'sales' | 'support') {
  const email = `${role}@newsletter-desk.test`;
  clock += 31_000;
  const account = { email, name: `Desk ${role}`, password: PASSWORD, roles: [role], totpSecret: SECRET };
  const client = await deskClient(t, account, new Date(clock));
  return { client, id: await deskMemberId(t, email) };
}

async function mailsTo(address: string) {
  return t.database.db.select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(outbox.id);
}

/** The token of the newest confirmation link mailed to the address. */
async function confirmToken(address: string): Promise<string> {
  const mails = (await mailsTo(address)).filter((m) => m.kind === 'newsletter_confirm');
  const text = mails.at(-1)!.textBody!;
  const match = /http:\/\/localhost(\/[^\s]*newsletter\/confirm\/([A-Za-z0-9_-]+))/.exec(text);
  expect(match, text).not.toBeNull();
  return match![2]!;
}

async function subscribe(
  client: Client,
  email: string,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const res = await client.post('/ajax/newsletter/save', { email, consent: true, ...body }, headers);
  expect(res.statusCode, res.body).toBe(202);
  return res;
}

async function subscribeConfirmed(email: string, body: Record<string, unknown> = {}, language = 'en') {
  const client = new Client(t.app);
  await subscribe(client, email, body, { 'accept-language': language });
  const res = await client.post('/ajax/newsletter/confirm', { token: await confirmToken(email) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ subscription: NewsletterSubscription; link: string }>();
}

beforeAll(async () => {
  t = await createTestApp({
    demoAccounts: true,
    accounts: { now: () => new Date(clock), newsletterRatePerMinute: 100_000 },
  });
});

afterAll(async () => {
  await t?.close();
});

describe('POST newsletter save (double opt-in)', () => {
  it('mails a confirmation link from the public origin and stores the consent as proof', async () => {
    const client = new Client(t.app, '203.0.113.7');
    await subscribe(client, ' Visitor@Example.COM ', { topics: ['offers', 'events'], market: 'de' });
    const [subscriber] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'visitor@example.com'));
    expect(subscriber).toMatchObject({ status: 'pending', market: 'de', topics: ['offers', 'events'] });
    const [consent] = await t.database.db
      .select()
      .from(newsletterConsents)
      .where(eq(newsletterConsents.subscriberId, subscriber!.id));
    expect(consent).toMatchObject({
      source: 'footer',
      ip: '203.0.113.7',
      consentVersion: NEWSLETTER_CONSENT_VERSION,
      confirmedAt: null,
    });
    expect(consent!.consentText).toContain('newsletter');
    expect(consent!.userAgent).toBe('lightMyRequest');
    expect(consent!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const mails = await mailsTo('visitor@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toMatch(/http:\/\/localhost\/[^\s]*newsletter\/confirm\/[A-Za-z0-9_-]{43}/);
    // The token itself is never stored.
    expect(mails[0]!.textBody).not.toContain(consent!.tokenHash);
  });

  it('the consent text is stored in the language the visitor saw', async () => {
    await subscribe(new Client(t.app), 'polka@example.com', {});
    const client = new Client(t.app);
    const res = await client.post(
      '/ajax/newsletter/save',
      { email: 'polka2@example.com', consent: true },
      { 'accept-language': 'pl' },
    );
    expect(res.statusCode).toBe(202);
    const rows = await t.services.newsletter.consentsOf('polka2@example.com');
    expect(rows[0]!.consentText).toMatch(/Zgadzam się/);
    expect(rows[0]!.language).toBe('pl');
  });

  it('answers the same for a subscribed address and sends it nothing new (no enumeration)', async () => {
    await subscribeConfirmed('known@example.com');
    const before = (await mailsTo('known@example.com')).length;
    const known = await new Client(t.app).post('/ajax/newsletter/save', {
      email: 'known@example.com',
      consent: true,
    });
    const unknown = await new Client(t.app).post('/ajax/newsletter/save', {
      email: 'unknown-x@example.com',
      consent: true,
    });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    expect(await mailsTo('known@example.com')).toHaveLength(before);
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'known@example.com'));
    expect(row!.status).toBe('confirmed');
  });

  it('refuses bad input with clear messages in the request’s language and writes nothing', async () => {
    const client = new Client(t.app);
    const res = await client.post(
      '/ajax/newsletter/save',
      { email: 'not-an-address', consent: false, topics: [] },
      { 'accept-language': 'de' },
    );
    expect(res.statusCode).toBe(422);
    const body = res.json<ErrorBody>();
    const fields = Object.fromEntries(body.data!.map((d) => [d.field, d.message]));
    expect(fields.consent).toBe('Bitte stimmen Sie dem Empfang des Newsletters zu.');
    expect(fields.topics).toBe('Wählen Sie mindestens ein Thema.');
    expect(fields.email).toBeTruthy();
    const unknownField = await client.post('/ajax/newsletter/save', {
      email: 'a@example.com',
      consent: true,
      extra: 1,
    });
    expect(unknownField.statusCode).toBe(422);
    const badTopic = await client.post('/ajax/newsletter/save', {
      email: 'a@example.com',
      consent: true,
      topics: ['spam'],
    });
    expect(badTopic.statusCode).toBe(422);
    const [n] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'a@example.com'));
    expect(n!.n).toBe(0);
  });

  it('refuses a call without the XHR marker (CSRF) ', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ajax/newsletter/save',
      payload: { email: 'csrf@example.com', consent: true },
      headers: { 'x-requested-with': '', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('limits sign-ups per address (429) and confirmation mails per e-mail address silently', async () => {
    const client = new Client(t.app);
    for (let i = 0; i < 10; i++) await subscribe(client, `rl${i}@example.com`);
    const refused = await client.post('/ajax/newsletter/save', {
      email: 'rl-last@example.com',
      consent: true,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    // Five sign-ups of one address from five places: three mails, the same answer each time.
    for (let i = 0; i < 5; i++) await subscribe(new Client(t.app), 'victim@example.com');
    expect(await mailsTo('victim@example.com')).toHaveLength(3);
  });
});

describe('confirmation', () => {
  it('confirms once, records when, from where and with what browser; a second use is 410', async () => {
    const client = new Client(t.app, '198.51.100.4');
    await subscribe(client, 'confirm@example.com', { topics: ['new_products'] });
    const token = await confirmToken('confirm@example.com');
    const view = await client.get(`/ajax/newsletter/confirm/${token}`);
    expect(view.json()).toEqual({ email: 'confirm@example.com', valid: true });
    const res = await client.post(
      '/ajax/newsletter/confirm',
      { token },
      { 'user-agent': 'Confirming Browser' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().subscription).toEqual({
      email: 'confirm@example.com',
      status: 'confirmed',
      topics: ['new_products'],
    });
    const [consent] = await t.services.newsletter.consentsOf('confirm@example.com');
    expect(consent!.confirmedAt).toBeInstanceOf(Date);
    expect(consent).toMatchObject({ confirmIp: '198.51.100.4', confirmUserAgent: 'Confirming Browser' });
    const again = await client.post('/ajax/newsletter/confirm', { token });
    expect(again.statusCode).toBe(410);
    expect((await client.get(`/ajax/newsletter/confirm/${token}`)).json().valid).toBe(false);
  });

  it('an expired link is 410 and leaves the address pending; an unknown one is 404', async () => {
    const client = new Client(t.app);
    await subscribe(client, 'late@example.com');
    const token = await confirmToken('late@example.com');
    clock += 49 * 3600_000;
    const res = await client.post('/ajax/newsletter/confirm', { token });
    expect(res.statusCode).toBe(410);
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'late@example.com'));
    expect(row!.status).toBe('pending');
    const unknown = await client.post('/ajax/newsletter/confirm', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    const malformed = await client.post('/ajax/newsletter/confirm', { token: '<script>' });
    expect(malformed.statusCode).toBe(422);
  });
});

describe('preferences and unsubscribe by the signed link', () => {
  it('reads and changes topics; a forged link is 404', async () => {
    const { link } = await subscribeConfirmed('prefs@example.com');
    const client = new Client(t.app);
    expect((await client.get(`/ajax/newsletter/preferences/${link}`)).json()).toMatchObject({
      status: 'confirmed',
    });
    const res = await client.post('/ajax/newsletter/preferences', { token: link, topics: ['events'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().topics).toEqual(['events']);
    const [id, mac] = link.split('.');
    const forged = `${Number(id) + 1}.${mac}`;
    expect((await client.get(`/ajax/newsletter/preferences/${forged}`)).statusCode).toBe(404);
    expect(
      (await client.post('/ajax/newsletter/preferences', { token: forged, topics: ['events'] })).statusCode,
    ).toBe(404);
    const none = await client.post('/ajax/newsletter/preferences', { token: link, topics: [] });
    expect(none.statusCode).toBe(422);
  });

  it('one-click POST (RFC 8058) works with no session, cookie or CSRF marker; repeating is harmless', async () => {
    const { link } = await subscribeConfirmed('oneclick@example.com');
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/newsletter/unsubscribe/${link}`,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'oneclick@example.com'));
    expect(row!.status).toBe('unsubscribed');
    expect(row!.unsubscribedAt).toBeInstanceOf(Date);
    // The consent stays as proof after leaving.
    expect(await t.services.newsletter.consentsOf('oneclick@example.com')).toHaveLength(1);
    // Prefixed addresses (the mail's language and market) answer too; a forged token is 404.
    const prefixed = await t.app.inject({
      method: 'POST',
      url: `/de/newsletter/unsubscribe/${link}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(prefixed.statusCode).toBe(200);
    const forged = await t.app.inject({
      method: 'POST',
      url: `/newsletter/unsubscribe/1.${'A'.repeat(24)}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.statusCode).toBe(404);
    // Topics cannot be changed once unsubscribed: a new sign-up (a new consent) is needed.
    const prefs = await new Client(t.app).post('/ajax/newsletter/preferences', {
      token: link,
      topics: ['events'],
    });
    expect(prefs.statusCode).toBe(409);
  });

  it('the unsubscribe page’s call unsubscribes by the link', async () => {
    const { link } = await subscribeConfirmed('pagebutton@example.com');
    const res = await new Client(t.app).post('/ajax/newsletter/unsubscribe', { token: link });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('unsubscribed');
  });
});

describe('the profile (POST customer newsletter update)', () => {
  it('a visitor gets 401; a customer subscribes (with consent, confirmation mailed), changes topics, leaves', async () => {
    expect((await new Client(t.app).get('/ajax/customer/newsletter')).statusCode).toBe(401);
    const customer = new Client(t.app);
    await customer.login('company@demo.shop', DEMO_PASSWORD);
    const start = await customer.get('/ajax/customer/newsletter');
    expect(start.statusCode, start.body).toBe(200);
    const email = start.json<NewsletterSubscription>().email;
    expect(start.json().status).toBe('none');
    const noConsent = await customer.post('/ajax/customer/newsletter/update', { subscribed: true });
    expect(noConsent.statusCode).toBe(422);
    const pending = await customer.post('/ajax/customer/newsletter/update', {
      subscribed: true,
      consent: true,
      topics: ['offers'],
    });
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json().status).toBe('pending');
    const [consent] = await t.services.newsletter.consentsOf(email);
    expect(consent!.source).toBe('profile');
    await customer.post('/ajax/newsletter/confirm', { token: await confirmToken(email) });
    const topics = await customer.post('/ajax/customer/newsletter/update', {
      subscribed: true,
      topics: ['events', 'offers'],
    });
    expect(topics.json()).toMatchObject({ status: 'confirmed', topics: ['events', 'offers'] });
    const left = await customer.post('/ajax/customer/newsletter/update', { subscribed: false });
    expect(left.json().status).toBe('unsubscribed');
  });
});

describe('the staff desk: an issue sent to a segment', () => {
  const issueBody = (topic: string, markets: string[] = []) => ({
    subject: { en: 'News <b>EN</b>', pl: 'Nowości PL', de: 'Neuheiten DE', hu: 'Újdonságok HU' },
    body: {
      en: 'Hello <script>alert(1)</script>\n\nSecond paragraph.',
      pl: 'Cześć\n\nDrugi akapit.',
      de: 'Hallo\n\nZweiter Absatz.',
      hu: 'Szia\n\nMásodik bekezdés.',
    },
    markets,
    languages: [],
    topic,
  });

  it('refuses visitors and the support role; validates the issue', async () => {
    // The desk does not tell a visitor it exists (ADR 048).
    expect((await new Client(t.app).get('/ajax/staff/newsletter')).statusCode).toBe(404);
    const support = await staffClient('support');
    expect((await support.client.get('/ajax/staff/newsletter')).statusCode).toBe(403);
    const sales = await staffClient('sales');
    const bad = await sales.client.post('/ajax/staff/newsletter', {
      ...issueBody('offers'),
      subject: { en: 'x' },
    });
    expect(bad.statusCode).toBe(422);
    const market = await sales.client.post('/ajax/staff/newsletter', issueBody('offers', ['zz']));
    expect(market.statusCode).toBe(422);
  });

  it('sends once per confirmed subscriber of the segment, even when the jobs run twice, with RFC 8058 headers', async () => {
    const sales = await staffClient('sales');
    // The segment: confirmed, topic "events", market pl. Pending, other-topic and other-market ones are left out.
    const inSegment = ['seg1@example.com', 'seg2@example.com', 'seg3@example.com'];
    for (const email of inSegment)
      await subscribeConfirmed(email, { topics: ['events'], market: 'pl' }, 'pl');
    await subscribeConfirmed('seg-other-topic@example.com', { topics: ['offers'], market: 'pl' });
    await subscribeConfirmed('seg-other-market@example.com', { topics: ['events'], market: 'de' });
    await subscribe(new Client(t.app), 'seg-pending@example.com', { topics: ['events'], market: 'pl' });

    const created = await sales.client.post('/ajax/staff/newsletter', issueBody('events', ['pl']));
    expect(created.statusCode, created.body).toBe(201);
    const issue = created.json<NewsletterIssue>();
    const preview = await sales.client.get(`/ajax/staff/newsletter/${issue.id}/preview`);
    expect(preview.json().recipients).toBe(3);
    const en = preview.json().mails.find((m: { language: string }) => m.language === 'en');
    expect(en.html).toContain('&#60;script&#62;');
    expect(en.html).not.toContain('<script>');

    const sent = await sales.client.post(`/ajax/staff/newsletter/${issue.id}/send`);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json().status).toBe('queued');
    expect((await sales.client.post(`/ajax/staff/newsletter/${issue.id}/send`)).statusCode).toBe(409);
    const edit = await sales.client.request({
      method: 'PUT',
      url: `/ajax/staff/newsletter/${issue.id}`,
      payload: issueBody('events') as never,
    });
    expect(edit.statusCode).toBe(409);

    // The jobs, each run twice (a retry after a crash, a second worker), the deliveries side by side.
    await t.services.newsletter.fanOut(issue.id);
    await t.services.newsletter.fanOut(issue.id);
    const [a, b] = await Promise.all([
      t.services.newsletter.deliver(issue.id),
      t.services.newsletter.deliver(issue.id),
    ]);
    await t.services.newsletter.deliver(issue.id);
    expect(a + b).toBeLessThanOrEqual(3);

    const records = await t.database.db
      .select()
      .from(newsletterSends)
      .where(eq(newsletterSends.issueId, issue.id));
    expect(records).toHaveLength(3);
    expect(records.every((r) => r.status === 'sent')).toBe(true);
    for (const email of inSegment) {
      const mails = (await mailsTo(email)).filter((m) => m.kind === 'newsletter');
      expect(mails, email).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Nowości PL');
      expect(mails[0]!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mails[0]!.headers!['List-Unsubscribe']).toMatch(
        /^<http:\/\/localhost\/pl\/newsletter\/unsubscribe\/\d+\.[A-Za-z0-9_-]{24}>$/,
      );
      expect(mails[0]!.textBody).toContain('/newsletter/preferences/');
    }
    for (const email of [
      'seg-other-topic@example.com',
      'seg-other-market@example.com',
      'seg-pending@example.com',
    ])
      expect((await mailsTo(email)).filter((m) => m.kind === 'newsletter')).toHaveLength(0);

    const done = await sales.client.get(`/ajax/staff/newsletter/${issue.id}`);
    expect(done.json()).toMatchObject({ status: 'sent', recipients: 3, sent: 3 });
    const audit = await t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.subject, `newsletter:${issue.id}`)));
    expect(audit.map((r) => r.action).sort()).toEqual(['newsletter.issue.create', 'newsletter.issue.send']);

    // The header's address unsubscribes in one click.
    const header = (await mailsTo('seg1@example.com')).find((m) => m.kind === 'newsletter')!.headers![
      'List-Unsubscribe'
    ]!;
    const url = new URL(header.slice(1, -1));
    const res = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('a subscriber who leaves after the fan-out is skipped, not mailed', async () => {
    const sales = await staffClient('sales');
    const { link } = await subscribeConfirmed('leaver@example.com', {
      topics: ['new_products'],
      market: 'hu',
    });
    const created = (
      await sales.client.post('/ajax/staff/newsletter', issueBody('new_products', ['hu']))
    ).json<NewsletterIssue>();
    await sales.client.post(`/ajax/staff/newsletter/${created.id}/send`);
    await t.services.newsletter.fanOut(created.id);
    await new Client(t.app).post('/ajax/newsletter/unsubscribe', { token: link });
    await t.services.newsletter.deliver(created.id);
    expect((await mailsTo('leaver@example.com')).filter((m) => m.kind === 'newsletter')).toHaveLength(0);
    const [record] = await t.database.db
      .select()
      .from(newsletterSends)
      .where(eq(newsletterSends.issueId, created.id));
    expect(record!.status).toBe('skipped');
  });

  it('an empty segment cannot be sent (409)', async () => {
    const sales = await staffClient('sales');
    const created = (
      await sales.client.post('/ajax/staff/newsletter', { ...issueBody('offers', ['in']), languages: ['hu'] })
    ).json<NewsletterIssue>();
    const res = await sales.client.post(`/ajax/staff/newsletter/${created.id}/send`);
    expect(res.statusCode).toBe(409);
  });
});
