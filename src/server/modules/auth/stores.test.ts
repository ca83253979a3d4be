import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { createRateLimits, postgresCounterStore, redisCounterStore, type CounterStore } from './rate-limits';
import { redisSessionStore, type SessionStore } from './session-store';
import { createSessionService } from './sessions.service';

/**
 * The Redis stores (REDIS_URL), against a real Redis when TEST_REDIS_URL is set; the PostgreSQL
 * stores are covered by every API test, and their counters here under parallel attempts. Plus the
 * session rules on an in-memory store with a clock.
 */
function memoryStore(): SessionStore {
  const rows = new Map<string, Parameters<SessionStore['create']>[0]>();
  return {
    kind: 'postgresql',
    create: async (row) => void rows.set(row.idHash, { ...row }),
    get: async (idHash) => rows.get(idHash) ?? null,
    touch: async (idHash, lastSeenAt, expiresAt) => {
      const row = rows.get(idHash);
      if (row) Object.assign(row, { lastSeenAt, expiresAt });
    },
    destroy: async (idHash) => void rows.delete(idHash),
    destroyAllOf: async (id, except) => {
      for (const [hash, row] of rows) if (row.contactPersonId === id && hash !== except) rows.delete(hash);
    },
    sweep: async () => 0,
  };
}

describe('session rules', () => {
  it('ends idle sessions, keeps busy ones until the absolute limit, and writes "seen" at most once a minute', async () => {
    let now = Date.parse('2026-01-01T08:00:00Z');
    const store = memoryStore();
    let touches = 0;
    const counted: SessionStore = { ...store, touch: async (...args) => (touches++, store.touch(...args)) };
    const sessions = createSessionService(counted, {
      idleMs: 30 * 60_000,
      absoluteMs: 12 * 3600_000,
      now: () => new Date(now),
    });
    const { id } = await sessions.create({ customerId: 1, contactPersonId: 2 });
    now += 10_000;
    expect(await sessions.load(id)).not.toBeNull();
    expect(touches).toBe(0);
    for (let i = 0; i < 24; i++) {
      now += 29 * 60_000;
      expect(await sessions.load(id), `after ${i} busy half-hours`).not.toBeNull();
    }
    now += 29 * 60_000;
    expect(await sessions.load(id)).toBeNull();
    expect(touches).toBeGreaterThan(0);

    const idle = await sessions.create({ customerId: 1, contactPersonId: 3 });
    now += 31 * 60_000;
    expect(await sessions.load(idle.id)).toBeNull();
  });
});

describe('the idle timer with a short limit (issue 15)', () => {
  it('keeps a session used every 15 s alive with a 1-minute idle limit, and still ends it after a quiet minute', async () => {
    let now = Date.parse('2026-01-01T08:00:00Z');
    const sessions = createSessionService(memoryStore(), {
      idleMs: 60_000,
      absoluteMs: 12 * 3600_000,
      now: () => new Date(now),
    });
    const { id } = await sessions.create({ customerId: 1, contactPersonId: 2 });
    for (let i = 1; i <= 20; i++) {
      now += 15_000;
      expect(await sessions.load(id), `after ${i * 15} s`).not.toBeNull();
    }
    now += 60_000;
    expect(await sessions.load(id)).toBeNull();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('Redis stores', () => {
  let redis: Redis;
  const prefix = `test:${process.pid}:${Date.now()}:`;

  beforeAll(() => {
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('keeps sessions with a TTL and ends all of a person’s sessions at once', async () => {
    const sessions = createSessionService(redisSessionStore(redis, prefix), {
      idleMs: 60_000,
      absoluteMs: 3600_000,
    });
    const a = await sessions.create({ customerId: 1, contactPersonId: 7 });
    const b = await sessions.create({ customerId: 1, contactPersonId: 7 });
    expect((await sessions.load(a.id))?.contactPersonId).toBe(7);
    expect(await redis.pttl(`${prefix}${a.session.idHash}`)).toBeGreaterThan(50_000);
    await sessions.destroyAllOf(7, b.session.idHash);
    expect(await sessions.load(a.id)).toBeNull();
    expect(await sessions.load(b.id)).not.toBeNull();
    await sessions.destroy(b.session.idHash);
    expect(await sessions.load(b.id)).toBeNull();
  });

  it('keeps a PunchOut session’s mark and hard end (ADR 074)', async () => {
    const sessions = createSessionService(redisSessionStore(redis, prefix), {
      idleMs: 60_000,
      absoluteMs: 3600_000,
    });
    const endsAt = new Date(Date.now() + 120_000);
    const opened = await sessions.create({
      customerId: 1,
      contactPersonId: 8,
      punchout: { sessionId: 42, endsAt },
    });
    expect(opened.session.punchoutSessionId).toBe(42);
    expect((await sessions.load(opened.id))?.punchoutSessionId).toBe(42);
    expect(await redis.pttl(`${prefix}${opened.session.idHash}`)).toBeLessThanOrEqual(120_000);
    const plain = await sessions.create({ customerId: 1, contactPersonId: 8 });
    expect((await sessions.load(plain.id))?.punchoutSessionId).toBeUndefined();
  });

  it('counts rate limits in fixed windows', async () => {
    const store: CounterStore = redisCounterStore(redis, prefix);
    const limits = createRateLimits(store, {
      loginAccount: { limit: 2, windowMs: 500, message: 'slow down' },
    } as never);
    await limits.consume('loginAccount', 'x');
    await limits.consume('loginAccount', 'x');
    await expect(limits.consume('loginAccount', 'x')).rejects.toMatchObject({ status: 429 });
    await new Promise((r) => setTimeout(r, 600));
    await expect(limits.consume('loginAccount', 'x')).resolves.toBeUndefined();
    expect((await store.read('loginAccount:x'))?.count).toBe(1);
  });

  it('counts simultaneous attempts atomically: of 60 at once exactly 10 pass, and a release gives one back (issue 15)', async () => {
    await expectAtomicCounts(redisCounterStore(redis, prefix), 'parallel');
  });
});

/** Of 60 attempts at once exactly `limit` pass, and a release gives one back: the same on every store. */
async function expectAtomicCounts(store: CounterStore, subject: string): Promise<void> {
  const limits = createRateLimits(store, {
    loginAccountIp: { limit: 10, windowMs: 60_000, message: 'slow down' },
  } as never);
  const results = await Promise.allSettled(
    Array.from({ length: 60 }, () => limits.consume('loginAccountIp', subject)),
  );
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
  await limits.release('loginAccountIp', subject);
  expect((await store.read(`loginAccountIp:${subject}`))?.count).toBe(59);
  await limits.reset('loginAccountIp', subject);
  await limits.release('loginAccountIp', subject);
  expect(await store.read(`loginAccountIp:${subject}`)).toBeNull();
}

describe('the database counter store', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seedProducts: 0 });
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('counts simultaneous attempts atomically (one upsert each): of 60 at once exactly 10 pass', async () => {
    await expectAtomicCounts(postgresCounterStore(database.db), 'parallel');
  });
});

describe.runIf(redisUrl)('Redis under a key prefix (REDIS_KEY_PREFIX)', () => {
  it('keeps every key, the Lua release included, under the prefix', async () => {
    const prefix = `test-prefix:${process.pid}:${Date.now()}:`;
    const prefixed = new Redis(redisUrl!, { keyPrefix: prefix });
    const plain = new Redis(redisUrl!);
    try {
      await expectAtomicCounts(redisCounterStore(prefixed), 'prefixed');
      await createRateLimits(redisCounterStore(prefixed)).consume('tinyUrlIp', '192.0.2.1');
      expect(await plain.get(`${prefix}rl:tinyUrlIp:192.0.2.1`)).toBe('1');
      expect(await plain.exists('rl:tinyUrlIp:192.0.2.1')).toBe(0);
    } finally {
      const keys = await plain.keys(`${prefix}*`);
      if (keys.length) await plain.del(...keys);
      await Promise.all([prefixed.quit(), plain.quit()]);
    }
  });
});
