import { createHash, randomBytes } from 'node:crypto';
import type { SessionRow, SessionStore } from './session-store';

export interface SessionOptions {
  /** A session unused this long ends (spec: idle timeout). */
  idleMs: number;
  /** A session ends this long after login, however busy (absolute timeout). */
  absoluteMs: number;
  now?: () => Date;
}

export interface ActiveSession {
  /** SHA-256 of the id: what the store knows. */
  idHash: string;
  customerId: number;
  contactPersonId: number;
  createdAt: Date;
  /** A session staff opened to act as the customer (ADR 049): some calls refuse it. */
  officeAccessId?: number;
  /** A session a procurement system opened through cXML PunchOut (ADR 074): it transfers its cart. */
  punchoutSessionId?: number;
}

/**
 * Writing "last seen" on every request would turn each read into a write, so it is written once a
 * minute at most, and at least every tenth of the idle limit: a session then never ends more than a
 * tenth of the limit early (with a 1-minute limit, once a minute would end a busy session).
 */
const TOUCH_EVERY_MS = 60_000;
const TOUCH_FRACTION = 0.1;

export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/** 256 random bits, URL-safe: guessing one is hopeless, and it fits a cookie unchanged. */
function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

const SESSION_ID_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function createSessionService(store: SessionStore, options: SessionOptions) {
  const now = options.now ?? (() => new Date());
  const touchEveryMs = Math.min(TOUCH_EVERY_MS, options.idleMs * TOUCH_FRACTION);
  const expiryOf = (createdAt: Date, lastSeenAt: Date, endsAt?: Date | null) =>
    new Date(
      Math.min(
        lastSeenAt.getTime() + options.idleMs,
        createdAt.getTime() + options.absoluteMs,
        endsAt?.getTime() ?? Infinity,
      ),
    );

  return {
    store,
    options,

    /** A new session for a person who has just proved who they are. Returns the id for the cookie. */
    async create(identity: {
      customerId: number;
      contactPersonId: number;
      /** An office session (ADR 049): its access row and the hard end it may not outlive. */
      office?: { accessId: number; endsAt: Date };
      /** A PunchOut session (ADR 074): its punchout_sessions row and hard end. */
      punchout?: { sessionId: number; endsAt: Date };
    }): Promise<{ id: string; session: ActiveSession }> {
      const id = newSessionId();
      const at = now();
      const endsAt = identity.office?.endsAt ?? identity.punchout?.endsAt;
      const row: SessionRow = {
        idHash: hashSessionId(id),
        customerId: identity.customerId,
        contactPersonId: identity.contactPersonId,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: expiryOf(at, at, endsAt),
        officeAccessId: identity.office?.accessId ?? null,
        endsAt: endsAt ?? null,
        punchoutSessionId: identity.punchout?.sessionId ?? null,
      };
      await store.create(row);
      return {
        id,
        session: {
          idHash: row.idHash,
          customerId: row.customerId,
          contactPersonId: row.contactPersonId,
          createdAt: at,
          ...(identity.office ? { officeAccessId: identity.office.accessId } : {}),
          ...(identity.punchout ? { punchoutSessionId: identity.punchout.sessionId } : {}),
        },
      };
    },

    /** The live session of an id, or null (unknown, idle too long, or past its absolute end). */
    async load(id: string): Promise<ActiveSession | null> {
      if (!SESSION_ID_SHAPE.test(id)) return null;
      const idHash = hashSessionId(id);
      const row = await store.get(idHash);
      if (!row) return null;
      const at = now();
      if (at.getTime() >= expiryOf(row.createdAt, row.lastSeenAt, row.endsAt).getTime()) {
        await store.destroy(idHash);
        return null;
      }
      if (at.getTime() - row.lastSeenAt.getTime() >= touchEveryMs) {
        await store.touch(idHash, at, expiryOf(row.createdAt, at, row.endsAt));
      }
      return {
        idHash,
        customerId: row.customerId,
        contactPersonId: row.contactPersonId,
        createdAt: row.createdAt,
        ...(row.officeAccessId ? { officeAccessId: row.officeAccessId } : {}),
        ...(row.punchoutSessionId ? { punchoutSessionId: row.punchoutSessionId } : {}),
      };
    },

    async destroy(idHash: string): Promise<void> {
      await store.destroy(idHash);
    },

    async destroyAllOf(contactPersonId: number, exceptIdHash?: string): Promise<void> {
      await store.destroyAllOf(contactPersonId, exceptIdHash);
    },

    sweep: () => store.sweep(now()),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
