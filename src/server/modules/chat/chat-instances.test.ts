/**
 * Live chat across instances (issue 20, ADR 068): two app instances in one process on one database
 * and one Redis, each with its own streams. A visitor's message posted on A reaches the desk's
 * stream on B, the staff's answer posted on B reaches the visitor's stream on A, and a message
 * posted on B by the same visitor reaches its stream on A too: only Redis pub/sub connects them.
 * Needs a Redis (TEST_REDIS_URL, else a local one on 6379); skipped with a warning without one.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatToken } from '../../../common/contracts/chat';
import { buildApp } from '../../app';
import { openEventStream, type StreamEvent } from '../../test-support/event-stream';
import { Client } from '../../test-support/http';
import { createTestApp, TEST_PASSWORD_COST, type TestApp } from '../../test-support/test-app';
import { totpCode } from '../staff';

async function reachable(url: string): Promise<string | undefined> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return url;
  } catch {
    return undefined;
  } finally {
    probe.disconnect();
  }
}

const redisUrl = process.env.TEST_REDIS_URL ?? (await reachable('redis://127.0.0.1:6379'));
if (!redisUrl) console.warn('chat-instances.test.ts: skipped (no Redis: set TEST_REDIS_URL)');

const SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';
const chatOptions = {
  redisUrl,
  // A prefix of its own: other test runs on the same Redis never hear these notices.
  redisKeyPrefix: `test-${randomBytes(4).toString('hex')}:`,
  chat: { tokenSecret: 'two-instances-share-this-secret-0123456789', alwaysOpen: true },
};

const messageOf = (event: StreamEvent) => JSON.parse(event.data) as ChatMessage;

describe.skipIf(!redisUrl)('live chat on two instances sharing Redis and the database', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let baseA: string;
  let baseB: string;

  beforeAll(async () => {
    a = await createTestApp({ seedProducts: 0, accounts: chatOptions });
    const built = await buildApp({
      database: a.database,
      web: 'none',
      logLevel: 'silent',
      publicUrl: 'http://localhost',
      accounts: { ...chatOptions, passwordCost: TEST_PASSWORD_COST },
    });
    b = built.app;
    await b.ready();
    baseA = await a.app.listen({ port: 0, host: '127.0.0.1' });
    baseB = await b.listen({ port: 0, host: '127.0.0.1' });
    // Both instances hear the channel before anything is published on it.
    await Promise.all(
      [a.services.chat.bus, built.services.chat.bus].map((bus) =>
        (bus as { ready?: () => Promise<unknown> }).ready?.(),
      ),
    );
  }, 120_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a visitor on A reaches the desk on B, and the desk’s answer from B reaches the visitor on A', async () => {
    await a.services.staff.ensureAccount({
      email: 'two@chat.test',
      name: 'Two Instances',
      roles: ['support'],
      password: 'two-instances-password',
      totpSecret: SECRET,
    });
    // The desk logs in on A and works on B: its session is in the shared database.
    const staffOnA = new Client(a.app);
    await staffOnA.post('/ajax/staff/login', { email: 'two@chat.test', password: 'two-instances-password' });
    expect((await staffOnA.post('/ajax/staff/login/code', { code: totpCode(SECRET) })).statusCode).toBe(200);
    const staffOnB = new Client(b);
    staffOnB.cookies = staffOnA.cookies;
    const deskOnB = await openEventStream(`${baseB}/ajax/staff/chat/stream`, {
      cookie: [...staffOnA.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    });
    expect(deskOnB.status).toBe(200);

    const browser = new Client(a.app);
    const token = (await browser.get('/ajax/jwt?country=pl&language=pl')).json<ChatToken>();
    const auth = { authorization: `Bearer ${token.token}` };
    const visitorOnA = await openEventStream(`${baseA}/ajax/chat/stream?token=${token.token}`);

    const sent = await browser.post('/ajax/chat/messages', { body: 'Hello from A', page: '/pl/' }, auth);
    expect(sent.statusCode, sent.body).toBe(200);
    const message = sent.json<{ message: ChatMessage }>().message;
    expect(messageOf(await deskOnB.next((e) => e.event === 'message'))).toMatchObject({
      id: message.id,
      body: 'Hello from A',
    });

    const answer = await staffOnB.post(`/ajax/staff/chat/${message.conversationId}/messages`, {
      body: 'Hi from B',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    await visitorOnA.next((e) => e.event === 'message' && messageOf(e).body === 'Hi from B');

    // The same visitor's next call lands on B (the balancer's choice); its stream on A hears it.
    const onB = new Client(b);
    const again = await onB.post('/ajax/chat/messages', { body: 'Now through B' }, auth);
    expect(again.statusCode, again.body).toBe(200);
    await visitorOnA.next((e) => e.event === 'message' && messageOf(e).body === 'Now through B');
    await deskOnB.next((e) => e.event === 'message' && messageOf(e).body === 'Now through B');

    // A page change told on A reaches the desk on B (not stored as a message).
    expect((await browser.post('/ajax/chat/presence', { page: '/pl/cart' }, auth)).statusCode).toBe(204);
    const presence = await deskOnB.next((e) => e.event === 'presence');
    expect(JSON.parse(presence.data)).toEqual({ conversationId: message.conversationId, page: '/pl/cart' });

    // Each stream got each message exactly once.
    const ids = (events: StreamEvent[]) => events.filter((e) => e.event === 'message').map((e) => e.id);
    expect(new Set(ids(visitorOnA.events)).size).toBe(ids(visitorOnA.events).length);
    expect(ids(visitorOnA.events)).toHaveLength(3);
    visitorOnA.close();
    deskOnB.close();
  });
});
