import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { StaffMember, StaffRole } from '../../../common/contracts/staff';
import { AppError } from '../../../common/errors';
import { endpoint, type EndpointDef } from '../../http/endpoint';
import { isSecureRequest } from '../../plugins/session';
import type { StaffService, StaffSession } from './staff.service';
import { STAFF_ABSOLUTE_MS } from './staff.service';

/**
 * The staff desk's face to routes and pages (ADR 048): its own session cookie, apart from the
 * customers' (a customer cookie never opens a staff call, nor a staff cookie a customer's), and
 * the guard every staff call and page declares its roles with.
 */
export const STAFF_SECURE_COOKIE = '__Host-staff';
export const STAFF_PLAIN_COOKIE = 'staff_sid';

declare module 'fastify' {
  interface FastifyInstance {
    staffService: StaffService;
  }
}

const memo = new WeakMap<FastifyRequest, Promise<StaffSession | null>>();

export const staffCookieName = (request: FastifyRequest) =>
  isSecureRequest(request) ? STAFF_SECURE_COOKIE : STAFF_PLAIN_COOKIE;

/** The request's staff session in any stage (the login's second step needs the pending one). */
export function staffSessionOf(request: FastifyRequest): Promise<StaffSession | null> {
  let promise = memo.get(request);
  if (!promise) {
    const id = request.cookies?.[staffCookieName(request)];
    const service = request.server.hasDecorator('staffService') ? request.server.staffService : undefined;
    promise = id && service ? service.loadSession(id) : Promise.resolve(null);
    memo.set(request, promise);
  }
  return promise;
}

/** The signed-in staff member (both factors done), or null: what pages and the guard look at. */
export async function currentStaff(request: FastifyRequest): Promise<StaffMember | null> {
  const session = await staffSessionOf(request);
  return session?.stage === 'full' ? session.staff : null;
}

/**
 * Whether a staff member may use something that declares `roles` (any one of them suffices).
 * The one rule behind the guard of calls and of pages.
 */
export function staffMay(staff: StaffMember | null, roles: readonly StaffRole[]): 'ok' | 'none' | 'role' {
  if (!staff) return 'none';
  return roles.some((role) => staff.roles.includes(role)) ? 'ok' : 'role';
}

/**
 * ADR 048: without a staff session the desk does not exist (404, the same as an unknown address:
 * customers and visitors learn nothing); a staff member without the role gets 403.
 */
export async function requireStaff(
  request: FastifyRequest,
  roles: readonly StaffRole[],
): Promise<StaffMember> {
  const staff = await currentStaff(request);
  const verdict = staffMay(staff, roles);
  if (verdict === 'none') throw new AppError(404, 'staff.errors.notFound');
  if (verdict === 'role') throw new AppError(403, 'staff.errors.forbidden');
  return staff!;
}

export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
  reply.setCookie(staffCookieName(request), id, {
    path: '/',
    httpOnly: true,
    secure: isSecureRequest(request),
    // Strict: a link from another site never arrives with the desk's session.
    sameSite: 'strict',
    maxAge: Math.floor(STAFF_ABSOLUTE_MS / 1000),
  });
  memo.delete(request);
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(staffCookieName(request), {
    path: '/',
    httpOnly: true,
    secure: isSecureRequest(request),
    sameSite: 'strict',
  });
  memo.set(request, Promise.resolve(null));
}

/**
 * A staff call: an `endpoint()` that declares the roles allowed to use it (any one suffices). The
 * handler runs only for them and gets the staff member; the declaration is kept on the endpoint
 * table (`staffRoles`), so the access test walks every staff call without a list of its own.
 *
 *   staffEndpoint(app, { roles: ['admin'], method: 'POST', url: '/ajax/staff/…', …,
 *     handler: async ({ body }, staff, request, reply) => … });
 */
export function staffEndpoint<
  B extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  P extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodType,
>(
  app: FastifyInstance,
  def: Omit<EndpointDef<B, Q, P, R>, 'handler'> & {
    roles: readonly [StaffRole, ...StaffRole[]];
    handler: (
      input: { body: z.output<B>; query: z.output<Q>; params: z.output<P> },
      staff: StaffMember,
      request: FastifyRequest,
      reply: FastifyReply,
    ) => ReturnType<EndpointDef<B, Q, P, R>['handler']>;
  },
): void {
  const { roles, handler, ...rest } = def;
  endpoint<B, Q, P, R>(app, {
    ...rest,
    staffRoles: roles,
    // The guard runs before the input is looked at, so a refused caller learns nothing from errors.
    guard: (request) => requireStaff(request, roles),
    handler: async (input, request, reply) =>
      handler(input, await requireStaff(request, roles), request, reply),
  });
}
