import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Customer } from '../../common/contracts/auth';
import { AppError } from '../../common/errors';
import type { CustomersService } from '../modules/customers';
import type { ActiveSession, SessionService } from '../modules/auth';

/**
 * Sessions over a cookie. The cookie holds a random id; the store holds its SHA-256 and who is
 * logged in. HttpOnly, SameSite=Lax, and over HTTPS Secure with the `__Host-` prefix (no Domain,
 * Path=/, so no subdomain can set or read it).
 */
export interface SessionSupport {
  sessions: SessionService;
  customers: CustomersService;
  /** PUBLIC_URL is https: cookies are always Secure. */
  alwaysSecure: boolean;
  /** More housekeeping for the same timer (expired rate-limit counters). */
  alsoSweep?: () => Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionSupport: SessionSupport;
  }
}

export type SessionCustomer = Customer & { customerId: number };

export const SECURE_COOKIE = '__Host-sid';
export const PLAIN_COOKIE = 'sid';

const sessionMemo = new WeakMap<FastifyRequest, Promise<ActiveSession | null>>();
const customerMemo = new WeakMap<FastifyRequest, Promise<SessionCustomer | null>>();

/** Secure when the shop's public URL is https, or this request came over HTTPS (or a trusted proxy says so). */
export function isSecureRequest(request: FastifyRequest): boolean {
  return request.server.sessionSupport.alwaysSecure || request.protocol === 'https';
}

export function sessionCookieName(request: FastifyRequest): string {
  return isSecureRequest(request) ? SECURE_COOKIE : PLAIN_COOKIE;
}

/** The live session of the request, loaded once per request and only when someone asks. */
export function currentSession(request: FastifyRequest): Promise<ActiveSession | null> {
  let promise = sessionMemo.get(request);
  if (!promise) {
    const id = request.cookies?.[sessionCookieName(request)];
    promise = id ? request.server.sessionSupport.sessions.load(id) : Promise.resolve(null);
    sessionMemo.set(request, promise);
  }
  return promise;
}

/** The logged-in customer of the request, or null for visitors. */
export function currentCustomer(request: FastifyRequest): Promise<SessionCustomer | null> {
  let promise = customerMemo.get(request);
  if (!promise) {
    promise = currentSession(request).then((session) =>
      session ? request.server.sessionSupport.customers.customerOfPerson(session.contactPersonId) : null,
    );
    customerMemo.set(request, promise);
  }
  return promise;
}

/**
 * Ownership scoping for the customer area: the session's customer id, or 401 in the error shape.
 * Every customer-area query takes the id from here, never from the request.
 */
export async function requireCustomer(
  request: FastifyRequest,
): Promise<{ customerId: number; contactPersonId: number; idHash: string }> {
  const session = await currentSession(request);
  if (!session) throw new AppError(401, 'errors.notLoggedIn');
  return { customerId: session.customerId, contactPersonId: session.contactPersonId, idHash: session.idHash };
}

/**
 * The customer's own session, never one staff opened to act as them (ADR 049): the calls that
 * change who may log in or what the customer agreed to (password, login name, contact persons,
 * terms, e-invoice address) refuse office sessions with 403.
 */
export async function requireOwnSession(
  request: FastifyRequest,
): Promise<{ customerId: number; contactPersonId: number; idHash: string }> {
  const session = await currentSession(request);
  if (!session) throw new AppError(401, 'errors.notLoggedIn');
  if (session.officeAccessId !== undefined) throw new AppError(403, 'staff.errors.officeSession');
  // A procurement system's session (ADR 074) buys; it does not manage the account.
  if (session.punchoutSessionId !== undefined) throw new AppError(403, 'punchout.errors.punchoutSession');
  return { customerId: session.customerId, contactPersonId: session.contactPersonId, idHash: session.idHash };
}

/**
 * A PunchOut session (ADR 074) never places an order itself: its cart goes back to the
 * procurement system, which sends the order later. The checkout's placing calls refuse it (403).
 */
export async function refusePunchoutSession(request: FastifyRequest): Promise<void> {
  const session = await currentSession(request);
  if (session?.punchoutSessionId !== undefined) throw new AppError(403, 'punchout.errors.checkoutRefused');
}

function cookieOptions(request: FastifyRequest, maxAgeSeconds: number) {
  return {
    path: '/',
    httpOnly: true,
    secure: isSecureRequest(request),
    sameSite: 'lax' as const,
    maxAge: maxAgeSeconds,
  };
}

/**
 * Logs a person in: any session the request had ends and a new id is issued (session fixation
 * defence: an id planted before login is worthless after it).
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  identity: {
    customerId: number;
    contactPersonId: number;
    /** A session staff opens to act as the customer (ADR 049). */
    office?: { accessId: number; endsAt: Date };
    /** A session a procurement system opened through cXML PunchOut (ADR 074). */
    punchout?: { sessionId: number; endsAt: Date };
  },
): Promise<ActiveSession> {
  const { sessions } = request.server.sessionSupport;
  const previous = await currentSession(request);
  if (previous) await sessions.destroy(previous.idHash);
  const { id, session } = await sessions.create(identity);
  const hardEnd = identity.office?.endsAt ?? identity.punchout?.endsAt;
  const lifeMs = hardEnd ? hardEnd.getTime() - Date.now() : sessions.options.absoluteMs;
  reply.setCookie(
    sessionCookieName(request),
    id,
    cookieOptions(request, Math.max(1, Math.floor(lifeMs / 1000))),
  );
  sessionMemo.set(request, Promise.resolve(session));
  customerMemo.delete(request);
  return session;
}

export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const session = await currentSession(request);
  if (session) await request.server.sessionSupport.sessions.destroy(session.idHash);
  reply.clearCookie(sessionCookieName(request), {
    path: '/',
    httpOnly: true,
    secure: isSecureRequest(request),
    sameSite: 'lax',
  });
  sessionMemo.set(request, Promise.resolve(null));
  customerMemo.set(request, Promise.resolve(null));
}

/** Makes sessions available to every route, and sweeps expired sessions and counters every 10 minutes. */
export function registerSessions(
  app: FastifyInstance,
  support: SessionSupport,
  options: { sweepEveryMs?: number } = {},
): void {
  app.decorate('sessionSupport', support);
  // Redis expires its own keys; the database's rows (customer sessions without Redis, counters,
  // staff sessions, which are always there) are swept here.
  const sweepSessions = support.sessions.store.kind === 'postgresql';
  if (!sweepSessions && !support.alsoSweep) return;
  const timer = setInterval(
    () => {
      if (sweepSessions)
        support.sessions
          .sweep()
          .catch((error: unknown) => app.log.warn({ err: error }, 'session sweep failed'));
      support.alsoSweep?.().catch((error: unknown) => app.log.warn({ err: error }, 'sweep failed'));
    },
    options.sweepEveryMs ?? 10 * 60_000,
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
