/**
 * Live chat at the HTTP edge (issue 20, ADR 068): the widget's token, messages with their limits,
 * the visitor's and the desk's event streams (a real socket: SSE), resuming with Last-Event-ID
 * without losses or duplicates, the desk's list, conversation with the customer's cart, reply and
 * close (audited), the out-of-hours enquiry, and streams ended cleanly when the instance stops.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatConversation, ChatDeskList, ChatMessage, ChatToken } from '../../../common/contracts/chat';
import { CHAT_MESSAGE_MAX } from '../../../common/chat';
import { chatConversations, staffAudit } from '../../db/schema';
import { openEventStream, type StreamEvent } from '../../test-support/event-stream';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { orderableProducts } from '../ordering/checkout.fixtures';
import { deskClient } from '../staff/staff.fixtures';

const PASSWORD = 'chat-desk-password-1';
const SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';

let t: TestApp;
let base: string;
let clock = Date.now();
let desk: Client;

const messageOf = (event: StreamEvent) => JSON.parse(event.data) as ChatMessage;
const isMessage = (test: (m: ChatMessage) => boolean) => (event: StreamEvent) =>
  event.event === 'message' && test(messageOf(event));

async function deskMember(email: string, roles: Array<'sales' | 'support' | 'admin'>): Promise<Client> {
  clock += 31_000;
  const account = { email, name: `Desk ${email}`, roles, password: PASSWORD, totpSecret: SECRET };
  return deskClient(t, account, new Date(clock));
}

/** A browser with the chat open: its cookie, its token. */
async function visitor(client = new Client(t.app), country = 'pl') {
  const res = await client.get(`/ajax/jwt?country=${country}&language=pl`);
  expect(res.statusCode, res.body).toBe(200);
  const token = res.json<ChatToken>();
  const auth = { authorization: `Bearer ${token.token}` };
  return {
    client,
    token,
    send: (body: string, page?: string) =>
      client.post('/ajax/chat/messages', { body, ...(page && { page }) }, auth),
    stream: (headers: Record<string, string> = {}, query = '') =>
      openEventStream(`${base}/ajax/chat/stream?token=${encodeURIComponent(token.token)}${query}`, headers),
  };
}

const deskStream = (headers: Record<string, string> = {}) =>
  openEventStream(`${base}/ajax/staff/chat/stream`, {
    cookie: [...desk.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    ...headers,
  });

beforeAll(async () => {
  t = await createTestApp({
    seedProducts: 30,
    demoAccounts: true,
    accounts: { now: () => new Date(clock), chat: { alwaysOpen: true, maxStreamsPerIp: 6 } },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  desk = await deskMember('support@chat.test', ['support']);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the widget token (GET /ajax/jwt)', () => {
  it('gives a browser a chat identity in a cookie and a short-lived token that names it', async () => {
    const client = new Client(t.app);
    const first = await client.get('/ajax/jwt?country=de&language=de');
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toMatch(/chat_visitor=[A-Za-z0-9_-]{22}; .*HttpOnly/);
    const body = first.json<ChatToken>();
    expect(body.open).toBe(true);
    expect(body.hours.timeZone).toBe('Europe/Berlin');
    expect(new Date(body.expiresAt).getTime() - clock).toBeLessThanOrEqual(15 * 60_000 + 1000);
    const again = await client.get('/ajax/jwt?country=de&language=de');
    expect(again.headers['set-cookie']).toBeUndefined();
    const subject = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub;
    expect(subject(again.json<ChatToken>().token)).toBe(subject(body.token));
  });

  it('refuses chat calls without a token, with a forged one, or an expired one (401)', async () => {
    const client = new Client(t.app);
    expect((await client.post('/ajax/chat/messages', { body: 'hi' })).statusCode).toBe(401);
    const { token } = (await visitor()).token;
    const forged = token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA');
    const res = await client.post(
      '/ajax/chat/messages',
      { body: 'hi' },
      { authorization: `Bearer ${forged}` },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json<{ message: string }>().message).toMatch(/expired/i);
    const saved = clock;
    clock += 16 * 60_000;
    expect(
      (await client.post('/ajax/chat/messages', { body: 'hi' }, { authorization: `Bearer ${token}` }))
        .statusCode,
    ).toBe(401);
    clock = saved;
    const stream = await openEventStream(`${base}/ajax/chat/stream?token=${forged}`);
    expect(stream.status).toBe(401);
  });
});

describe('messages', () => {
  it('refuses an empty message, one over the limit, control characters and a page that is not a path (422)', async () => {
    const v = await visitor();
    expect((await v.send('   ')).statusCode).toBe(422);
    expect((await v.send('x'.repeat(CHAT_MESSAGE_MAX + 1))).statusCode).toBe(422);
    expect((await v.send('bell \u0007')).statusCode).toBe(422);
    expect((await v.send('hello', 'https://evil.example/')).statusCode).toBe(422);
    expect((await v.send('x'.repeat(CHAT_MESSAGE_MAX))).statusCode).toBe(200);
  });

  it('a visitor writes, the desk sees it live with the page; staff answer and the visitor sees it live', async () => {
    const v = await visitor();
    const visitorEvents = await v.stream();
    const deskEvents = await deskStream();
    expect(visitorEvents.status).toBe(200);
    const sent = await v.send('<b>Is BC547 in stock?</b><script>alert(1)</script>', '/pl/product/BC547');
    expect(sent.statusCode, sent.body).toBe(200);
    const message = sent.json<{ message: ChatMessage }>().message;
    // Stored and sent as the text it is: the pages show it as text (never as HTML).
    expect(message.body).toBe('<b>Is BC547 in stock?</b><script>alert(1)</script>');
    const seen = messageOf(await deskEvents.next(isMessage((m) => m.id === message.id)));
    expect(seen.author).toBe('visitor');
    expect(messageOf(await visitorEvents.next(isMessage((m) => m.id === message.id))).body).toBe(
      message.body,
    );

    const list = (await desk.get('/ajax/staff/chat')).json<ChatDeskList>();
    const summary = list.conversations.find((c) => c.id === message.conversationId)!;
    expect(summary).toMatchObject({
      currentPage: '/pl/product/BC547',
      offline: false,
      state: 'open',
      country: 'pl',
    });

    const reply = await desk.post(`/ajax/staff/chat/${message.conversationId}/messages`, {
      body: 'Yes, 2 000 pcs.',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const answer = messageOf(await visitorEvents.next(isMessage((m) => m.author === 'staff')));
    expect(answer).toMatchObject({ body: 'Yes, 2 000 pcs.', staffName: 'Desk support@chat.test' });
    // Nobody else's stream hears it.
    const stranger = await visitor();
    const strangerEvents = await stranger.stream();
    await expect(
      strangerEvents.next(
        isMessage(() => true),
        300,
      ),
    ).rejects.toThrow(/no matching event/);

    const audit = await t.database.db
      .select()
      .from(staffAudit)
      .where(
        and(eq(staffAudit.action, 'chat.reply'), eq(staffAudit.subject, `chat:${message.conversationId}`)),
      );
    expect(audit).toHaveLength(1);
    for (const s of [visitorEvents, deskEvents, strangerEvents]) s.close();
  });

  it('resumes from Last-Event-ID (and from `after`) with every later message once and none before', async () => {
    const v = await visitor();
    const ids: number[] = [];
    for (const text of ['one', 'two', 'three'])
      ids.push((await v.send(text)).json<{ message: ChatMessage }>().message.id);
    const fresh = await v.stream();
    const all = await Promise.all(ids.map((id) => fresh.next(isMessage((m) => m.id === id))));
    expect(all.map((e) => messageOf(e).body)).toEqual(['one', 'two', 'three']);
    fresh.close();

    const resumed = await v.stream({ 'last-event-id': String(ids[0]) });
    const afterMore = (await v.send('four')).json<{ message: ChatMessage }>().message.id;
    await resumed.next(isMessage((m) => m.id === afterMore));
    expect(resumed.events.filter((e) => e.event === 'message').map((e) => messageOf(e).body)).toEqual([
      'two',
      'three',
      'four',
    ]);
    resumed.close();
    const byQuery = await v.stream({}, `&after=${ids[2]}`);
    await byQuery.next(isMessage((m) => m.id === afterMore));
    expect(byQuery.events.filter((e) => e.event === 'message')).toHaveLength(1);
    byQuery.close();
  });

  it('shows the desk a logged-in customer’s cart; closing tells the visitor and the next message opens a new conversation', async () => {
    const client = new Client(t.app);
    expect((await client.login('company@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
    const [product] = await orderableProducts(t.database.db, 1);
    const added = await client.post('/ajax/order/item', {
      orderNumber: '0',
      item: { symbol: product!.symbol, amount: 5 },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const v = await visitor(client);
    const events = await v.stream();
    const first = (await v.send('About my cart')).json<{ message: ChatMessage }>().message;
    const details = (await desk.get(`/ajax/staff/chat/${first.conversationId}`)).json<ChatConversation>();
    expect(details.conversation.customer).toBeTruthy();
    expect(details.cart?.lines.map((l) => l.symbol)).toContain(product!.symbol);
    expect(details.messages.map((m) => m.body)).toEqual(['About my cart']);

    expect((await desk.post(`/ajax/staff/chat/${first.conversationId}/close`, {})).statusCode).toBe(204);
    expect(messageOf(await events.next(isMessage((m) => m.author === 'system'))).body).toBe('closed');
    const late = await desk.post(`/ajax/staff/chat/${first.conversationId}/messages`, { body: 'late' });
    expect(late.statusCode).toBe(409);
    const next = (await v.send('One more thing')).json<{ message: ChatMessage }>().message;
    expect(next.conversationId).not.toBe(first.conversationId);
    const list = (await desk.get('/ajax/staff/chat')).json<ChatDeskList>();
    expect(list.conversations.map((c) => c.id)).not.toContain(first.conversationId);
    events.close();
  });

  it('keeps the desk to staff who answer chats: visitors and customers get 404, an admin alone 403', async () => {
    expect((await new Client(t.app).get('/ajax/staff/chat')).statusCode).toBe(404);
    const admin = await deskMember('admin@chat.test', ['admin']);
    expect((await admin.get('/ajax/staff/chat')).statusCode).toBe(403);
    expect((await desk.get('/ajax/staff/chat/999999')).statusCode).toBe(404);
    expect((await desk.post('/ajax/staff/chat/999999/messages', { body: 'x' })).statusCode).toBe(404);
  });
});

describe('limits', () => {
  it('refuses a visitor’s messages beyond 20 a minute (429)', async () => {
    const v = await visitor();
    for (let i = 0; i < 20; i++) expect((await v.send(`line ${i}`)).statusCode).toBe(200);
    const refused = await v.send('one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('refuses streams beyond the per-address limit of the instance (429) and admits again after one ends', async () => {
    const v = await visitor();
    const open = [];
    for (let i = 0; i < 6; i++) {
      const s = await v.stream();
      expect(s.status).toBe(200);
      open.push(s);
    }
    expect((await v.stream()).status).toBe(429);
    open.pop()!.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await v.stream();
    expect(again.status).toBe(200);
    open.push(again);
    open.forEach((s) => s.close());
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
});

describe('out of hours and shutdown', () => {
  let night: TestApp;
  let nightBase: string;

  beforeAll(async () => {
    // Sunday 3 a.m. in Warsaw: the Polish desk is closed.
    night = await createTestApp({
      seedProducts: 0,
      accounts: { now: () => new Date('2026-11-29T02:00:00Z'), chat: { heartbeatMs: 50 } },
    });
    nightBase = await night.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);

  it('out of hours: no live chat (409), the short enquiry is kept as an offline conversation', async () => {
    const client = new Client(night.app);
    const token = (await client.get('/ajax/jwt?country=pl&language=pl')).json<ChatToken>();
    expect(token.open).toBe(false);
    const auth = { authorization: `Bearer ${token.token}` };
    expect((await client.post('/ajax/chat/messages', { body: 'Anyone?' }, auth)).statusCode).toBe(409);
    const bad = await client.post('/ajax/chat/offline', { name: 'Ann', email: 'nope', body: 'x' }, auth);
    expect(bad.statusCode).toBe(422);
    const long = await client.post(
      '/ajax/chat/offline',
      { name: 'Ann', email: 'ann@example.com', body: 'x'.repeat(451) },
      auth,
    );
    expect(long.statusCode).toBe(422);
    const ok = await client.post(
      '/ajax/chat/offline',
      { name: 'Ann', email: 'Ann@Example.com', body: 'Please call me about BC547.', page: '/pl/' },
      auth,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await night.database.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, ok.json<{ message: ChatMessage }>().message.conversationId));
    expect(row).toMatchObject({ offline: true, name: 'Ann', email: 'ann@example.com', state: 'open' });
  });

  it('sends heartbeats, and ends every stream cleanly when the instance stops', async () => {
    const client = new Client(night.app);
    const token = (await client.get('/ajax/jwt?country=pl&language=pl')).json<ChatToken>();
    const plain = await fetch(`${nightBase}/ajax/chat/stream?token=${token.token}`);
    expect(plain.status).toBe(406);
    const raw = await fetch(`${nightBase}/ajax/chat/stream?token=${token.token}`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(raw.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = raw.body!.getReader();
    let text = '';
    while (!text.includes(': heartbeat')) text += new TextDecoder().decode((await reader.read()).value);
    const stream = await openEventStream(`${nightBase}/ajax/chat/stream?token=${token.token}`);
    const closing = night.close();
    await stream.next((e) => e.event === 'bye');
    await stream.ended;
    await closing;
    let done = false;
    while (!done) done = (await reader.read()).done;
  });
});
