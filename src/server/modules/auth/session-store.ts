import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteSessionsOf,
  insertSession,
  selectSession,
  updateSessionSeen,
  type SessionRow,
} from './sessions.repository';

export type { SessionRow };

/**
 * Where sessions live: PostgreSQL (the `sessions` table) or Redis with REDIS_URL. Both key by the
 * SHA-256 of the session id, never the id itself, and both are shared by every instance.
 */
export interface SessionStore {
  readonly kind: 'postgresql' | 'redis';
  create(row: SessionRow): Promise<void>;
  get(idHash: string): Promise<SessionRow | null>;
  touch(idHash: string, lastSeenAt: Date, expiresAt: Date): Promise<void>;
  destroy(idHash: string): Promise<void>;
  /** Ends every session of a person (password changed or reset), optionally but one. */
  destroyAllOf(contactPersonId: number, exceptIdHash?: string): Promise<void>;
  /** Removes expired sessions; Redis expires its keys itself. */
  sweep(now: Date): Promise<number>;
}

export function postgresSessionStore(db: Db): SessionStore {
  return {
    kind: 'postgresql',
    create: (row) => insertSession(db, row),
    get: (idHash) => selectSession(db, idHash),
    touch: (idHash, lastSeenAt, expiresAt) => updateSessionSeen(db, idHash, lastSeenAt, expiresAt),
    destroy: (idHash) => deleteSession(db, idHash),
    destroyAllOf: (contactPersonId, exceptIdHash) => deleteSessionsOf(db, contactPersonId, exceptIdHash),
    sweep: (now) => deleteExpiredSessions(db, now),
  };
}

interface StoredSession {
  c: number;
  p: number;
  created: number;
  seen: number;
  expires: number;
  /** Office session (ADR 049): its office access and hard end. */
  o?: number;
  e?: number;
  /** PunchOut session (ADR 074). */
  u?: number;
}

export function redisSessionStore(redis: Redis, prefix = 'sess:'): SessionStore {
  const key = (idHash: string) => `${prefix}${idHash}`;
  const personKey = (id: number) => `${prefix}person:${id}`;
  const ttl = (expiresAt: Date) => Math.max(1, expiresAt.getTime() - Date.now());

  return {
    kind: 'redis',
    async create(row) {
      const value: StoredSession = {
        c: row.customerId,
        p: row.contactPersonId,
        created: row.createdAt.getTime(),
        seen: row.lastSeenAt.getTime(),
        expires: row.expiresAt.getTime(),
        ...(row.officeAccessId ? { o: row.officeAccessId } : {}),
        ...(row.endsAt ? { e: row.endsAt.getTime() } : {}),
        ...(row.punchoutSessionId ? { u: row.punchoutSessionId } : {}),
      };
      await redis
        .multi()
        .set(key(row.idHash), JSON.stringify(value), 'PX', ttl(row.expiresAt))
        .sadd(personKey(row.contactPersonId), row.idHash)
        .exec();
    },
    async get(idHash) {
      const text = await redis.get(key(idHash));
      if (!text) return null;
      const value = JSON.parse(text) as StoredSession;
      return {
        idHash,
        customerId: value.c,
        contactPersonId: value.p,
        createdAt: new Date(value.created),
        lastSeenAt: new Date(value.seen),
        expiresAt: new Date(value.expires),
        officeAccessId: value.o ?? null,
        endsAt: value.e === undefined ? null : new Date(value.e),
        punchoutSessionId: value.u ?? null,
      };
    },
    async touch(idHash, lastSeenAt, expiresAt) {
      const text = await redis.get(key(idHash));
      if (!text) return;
      const value = JSON.parse(text) as StoredSession;
      value.seen = lastSeenAt.getTime();
      value.expires = expiresAt.getTime();
      await redis.set(key(idHash), JSON.stringify(value), 'PX', ttl(expiresAt), 'XX');
    },
    async destroy(idHash) {
      const text = await redis.get(key(idHash));
      const multi = redis.multi().del(key(idHash));
      if (text) multi.srem(personKey((JSON.parse(text) as StoredSession).p), idHash);
      await multi.exec();
    },
    async destroyAllOf(contactPersonId, exceptIdHash) {
      const hashes = (await redis.smembers(personKey(contactPersonId))).filter((h) => h !== exceptIdHash);
      if (hashes.length === 0) return;
      await redis
        .multi()
        .del(...hashes.map(key))
        .srem(personKey(contactPersonId), ...hashes)
        .exec();
    },
    async sweep() {
      return 0;
    },
  };
}
