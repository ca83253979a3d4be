import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AuditListSchema,
  AuditQuerySchema,
  OfficeAccessListSchema,
  OfficeLoginRequestSchema,
  OfficeLoginResponseSchema,
  StaffAccountCreateSchema,
  StaffAccountListQuerySchema,
  StaffAccountListSchema,
  StaffAccountSchema,
  StaffAccountUpdateSchema,
  StaffCodeRequestSchema,
  StaffIdParamsSchema,
  StaffLoginRequestSchema,
  StaffLoginResponseSchema,
  StaffPasswordChangeSchema,
  StaffSessionResponseSchema,
} from '../../../common/contracts/staff';
import { AppError, notFound } from '../../../common/errors';
import { callerOf } from '../../http/caller';
import { endpoint } from '../../http/endpoint';
import { currentSession, endSession, requireCustomer, startSession } from '../../plugins/session';
import { clearStaffCookie, currentStaff, setStaffCookie, staffEndpoint, staffSessionOf } from './staff.guard';
import type { StaffService } from './staff.service';

const NoContent = z.undefined();

/**
 * The staff desk's calls (ADR 048). The login, its code step, logout and "who am I" are open to
 * anyone (they reveal nothing); every other call is a `staffEndpoint` with its roles.
 */
export async function staffRoutes(
  app: FastifyInstance,
  { staff }: { staff: StaffService },
  options: { publicUrl: string },
): Promise<void> {
  if (!app.hasDecorator('staffService')) app.decorate('staffService', staff);

  endpoint(app, {
    method: 'POST',
    url: '/ajax/staff/login',
    operationId: 'staff_login_password',
    summary: 'Staff login, first step: e-mail and password; answers enrolment or the code step',
    tags: ['staff'],
    body: StaffLoginRequestSchema,
    response: StaffLoginResponseSchema,
    handler: async ({ body }, request, reply) => {
      reply.header('cache-control', 'no-store');
      const previous = await staffSessionOf(request);
      if (previous) await staff.endSession(previous.idHash);
      const { sessionId, response } = await staff.login(body, callerOf(request, options.publicUrl));
      setStaffCookie(request, reply, sessionId);
      return response;
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/staff/login/code',
    operationId: 'staff_login_code',
    summary: 'Staff login, second step: the TOTP code (enrols on the first login); starts the staff session',
    tags: ['staff'],
    body: StaffCodeRequestSchema,
    response: StaffSessionResponseSchema,
    handler: async ({ body }, request, reply) => {
      const pending = await staffSessionOf(request);
      if (!pending || pending.stage !== 'password') throw new AppError(401, 'staff.errors.noPendingLogin');
      const sessionId = await staff.confirmCode(pending, body.code);
      setStaffCookie(request, reply, sessionId);
      return { staff: pending.staff };
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/staff/logout',
    operationId: 'staff_logout',
    summary: 'Ends the staff session (the customer session of the same browser stays)',
    tags: ['staff'],
    response: NoContent,
    handler: async (_input, request, reply) => {
      const session = await staffSessionOf(request);
      if (session) await staff.endSession(session.idHash);
      clearStaffCookie(request, reply);
      return undefined;
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/staff/session',
    operationId: 'staff_session',
    summary: 'The signed-in staff member, or null',
    tags: ['staff'],
    response: StaffSessionResponseSchema,
    handler: async (_input, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { staff: await currentStaff(request) };
    },
  });

  staffEndpoint(app, {
    roles: ['admin'],
    method: 'GET',
    url: '/ajax/staff/accounts',
    operationId: 'staff_accounts_list',
    summary: 'Staff accounts, by name, 50 a page (admin)',
    tags: ['staff'],
    querystring: StaffAccountListQuerySchema,
    response: StaffAccountListSchema,
    handler: ({ query }, _staff, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return staff.accounts(query.page);
    },
  });

  staffEndpoint(app, {
    roles: ['admin'],
    method: 'POST',
    url: '/ajax/staff/accounts',
    operationId: 'staff_account_create',
    summary: 'Creates a staff account (admin); its first login enrols the second factor',
    tags: ['staff'],
    body: StaffAccountCreateSchema,
    response: StaffAccountSchema,
    handler: async ({ body }, actor, _request, reply) => {
      reply.code(201);
      return staff.createAccount(actor, body);
    },
  });

  staffEndpoint(app, {
    roles: ['admin'],
    method: 'PATCH',
    url: '/ajax/staff/accounts/:id',
    operationId: 'staff_account_update',
    summary: 'Sets the roles or the active flag of a staff account (admin); deactivating logs them out',
    tags: ['staff'],
    params: StaffIdParamsSchema,
    body: StaffAccountUpdateSchema,
    response: StaffAccountSchema,
    handler: ({ params, body }, actor) => staff.updateAccount(actor, params.id, body),
  });

  staffEndpoint(app, {
    roles: ['admin'],
    method: 'POST',
    url: '/ajax/staff/accounts/:id/reset-second-factor',
    operationId: 'staff_account_reset_totp',
    summary: 'Resets the second factor of a staff account (admin): its next login enrols again',
    tags: ['staff'],
    params: StaffIdParamsSchema,
    body: z.object({}).strict().optional(),
    response: StaffAccountSchema,
    handler: ({ params }, actor) => staff.resetSecondFactor(actor, params.id),
  });

  staffEndpoint(app, {
    roles: ['admin'],
    method: 'GET',
    url: '/ajax/staff/audit',
    operationId: 'staff_audit_list',
    summary: 'The audit log, newest first, 50 a page, by staff member, action and days (admin)',
    tags: ['staff'],
    querystring: AuditQuerySchema,
    response: AuditListSchema,
    handler: ({ query }, _staff, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return staff.auditLog(query);
    },
  });

  staffEndpoint(app, {
    roles: ['support', 'sales'],
    method: 'POST',
    url: '/ajax/staff/login-by-office',
    operationId: 'staff_login_by_office',
    summary:
      'Spec §2 /login-by-office: opens a time-limited customer session in this browser, with a reason the customer sees (support, sales)',
    tags: ['staff'],
    body: OfficeLoginRequestSchema,
    response: OfficeLoginResponseSchema,
    handler: async ({ body }, actor, request, reply) => {
      const access = await staff.openOfficeAccess(actor, body);
      await startSession(request, reply, {
        customerId: access.customerId,
        contactPersonId: access.contactPersonId,
        office: { accessId: access.accessId, endsAt: access.endsAt },
      });
      return { endsAt: access.endsAt.toISOString(), customer: access.customer };
    },
  });

  staffEndpoint(app, {
    roles: ['support', 'sales'],
    method: 'POST',
    url: '/ajax/staff/login-by-office/end',
    operationId: 'staff_login_by_office_end',
    summary:
      "Ends this browser's office session early (the banner's end button): the access ends now, audited; the staff session stays (support, sales)",
    tags: ['staff'],
    body: z.object({}).strict().optional(),
    response: NoContent,
    handler: async (_input, actor, request, reply) => {
      const session = await currentSession(request);
      if (!session || session.officeAccessId === undefined) throw notFound('staff.errors.noOfficeSession');
      await staff.endOfficeAccess(actor, session.officeAccessId);
      await endSession(request, reply);
      return undefined;
    },
  });

  staffEndpoint(app, {
    roles: ['sales', 'support', 'admin'],
    method: 'POST',
    url: '/ajax/staff/password',
    operationId: 'staff_password_change',
    summary:
      "Changes the signed-in staff member's own password (current password and a code of the second factor); their other sessions end",
    tags: ['staff'],
    body: StaffPasswordChangeSchema,
    response: NoContent,
    handler: async ({ body }, _actor, request) => {
      const session = await staffSessionOf(request);
      if (!session) throw notFound('staff.errors.notFound');
      await staff.changePassword(session, body, callerOf(request, options.publicUrl));
      return undefined;
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/profile/office-accesses',
    operationId: 'customer_office_accesses',
    summary: "Who from the shop's staff acted as this customer, why and when (the customer's own only)",
    tags: ['customer'],
    response: OfficeAccessListSchema,
    handler: async (_input, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { customerId } = await requireCustomer(request);
      return { items: await staff.officeAccessesOf(customerId) };
    },
  });
}
