import { createHash, randomBytes } from 'node:crypto';
import {
  AUDIT_PER_PAGE,
  OFFICE_SESSION_MINUTES,
  STAFF_ACCOUNTS_PER_PAGE,
  STAFF_ROLES,
  type AuditList,
  type AuditQuery,
  type OfficeAccess,
  type OfficeLoginRequest,
  type StaffAccount,
  type StaffAccountCreate,
  type StaffAccountList,
  type StaffAccountUpdate,
  type StaffLoginRequest,
  type StaffLoginResponse,
  type StaffMember,
  type StaffRole,
} from '../../../common/contracts/staff';
import { AppError, notFound } from '../../../common/errors';
import type { Db } from '../../db/client';
import type { Caller } from '../../http/caller';
import {
  DEFAULT_PASSWORD_COST,
  hashPassword,
  verifyPassword,
  type PasswordCost,
  type PasswordQueue,
  type RateLimits,
} from '../auth';
import type { CustomersService } from '../customers';
import {
  claimTotpStep,
  countOtherActiveAdmins,
  deleteExpiredStaffSessions,
  deleteStaffSession,
  deleteStaffSessionsOf,
  insertAudit,
  insertOfficeAccess,
  insertStaff,
  insertStaffSession,
  listAudit,
  listOfficeAccesses,
  listStaff,
  selectStaff,
  selectStaffByEmail,
  selectStaffSession,
  touchStaffSession,
  updateStaff,
  type AuditEntryInput,
  type StaffRow,
} from './staff.repository';
import { enrolment, newTotpSecret, openSecret, sealSecret, totpStepOf } from './totp';

/** A pending login (password done, code not yet) lives this long. */
export const STAFF_PENDING_MS = 5 * 60_000;
/** Staff sessions: shorter than the customers' (ADR 048). */
export const STAFF_IDLE_MS = 30 * 60_000;
export const STAFF_ABSOLUTE_MS = 10 * 3600_000;
const TOUCH_EVERY_MS = 60_000;
const SESSION_ID_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Records one staff action (ADR 048). Call it with the transaction that makes the change, so the
 * change and its record are written together or not at all:
 * `await db.transaction(async (tx) => { ...change...; await audit(tx, { staffId, action, subject, details }); })`.
 */
export async function audit(tx: Db, entry: AuditEntryInput): Promise<void> {
  await insertAudit(tx, entry);
}
export type { AuditEntryInput };

export interface StaffDeps {
  db: Db;
  rateLimits: RateLimits;
  passwordQueue: PasswordQueue;
  customers: CustomersService;
  /** 32 bytes (STAFF_TOTP_KEY): seals the second-factor secrets. */
  totpKey: Buffer;
  passwordCost?: PasswordCost;
  now?: () => Date;
}

/** A staff session as a request sees it: who, in which stage. */
export interface StaffSession {
  idHash: string;
  stage: 'password' | 'full';
  staff: StaffMember;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const newId = () => randomBytes(32).toString('base64url');
const rolesOf = (roles: string[]): StaffRole[] => STAFF_ROLES.filter((role) => roles.includes(role));
const memberOf = (row: StaffRow): StaffMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  roles: rolesOf(row.roles),
});
const accountOf = (row: StaffRow): StaffAccount => ({
  ...memberOf(row),
  active: row.active,
  enrolled: row.totpEnrolledAt !== null,
  createdAt: row.createdAt.toISOString(),
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});
const pages = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

export function createStaffService(deps: StaffDeps) {
  const { db, rateLimits, customers } = deps;
  const now = deps.now ?? (() => new Date());
  const cost = deps.passwordCost ?? DEFAULT_PASSWORD_COST;
  const hash = (password: string) => deps.passwordQueue.run(() => hashPassword(password, cost));
  const verify = (password: string, stored: string) =>
    deps.passwordQueue.run(() => verifyPassword(password, stored));
  let dummyHash: Promise<string> | undefined;

  async function newSession(staffId: number, stage: 'password' | 'full'): Promise<string> {
    const id = newId();
    const at = now();
    const life = stage === 'password' ? STAFF_PENDING_MS : Math.min(STAFF_IDLE_MS, STAFF_ABSOLUTE_MS);
    await insertStaffSession(db, {
      idHash: sha256(id),
      staffId,
      stage,
      createdAt: at,
      lastSeenAt: at,
      expiresAt: new Date(at.getTime() + life),
    });
    return id;
  }

  async function mustFind(id: number): Promise<StaffRow> {
    const row = await selectStaff(db, id);
    if (!row) throw notFound('staff.errors.noSuchAccount');
    return row;
  }

  return {
    /**
     * The password step. Counted before any hashing, per address and per (account, address), like
     * the customers' logins (ADR 017); an unknown or deactivated account costs a hash too and
     * answers the same 401. Returns a pending session and what the second step needs.
     */
    async login(
      request: StaffLoginRequest,
      caller: Caller,
    ): Promise<{ sessionId: string; response: StaffLoginResponse }> {
      const email = request.email.trim().toLowerCase();
      const pair = `${email}|${caller.ip}`;
      await rateLimits.consume('staffLoginIp', caller.ip);
      await rateLimits.consume('staffLoginAccountIp', pair);
      const row = await selectStaffByEmail(db, email);
      let valid: boolean;
      try {
        if (row) valid = await verify(request.password, row.passwordHash);
        else {
          dummyHash ??= hash('not a real password');
          await verify(request.password, await dummyHash);
          valid = false;
        }
      } catch (error) {
        await Promise.all([
          rateLimits.release('staffLoginIp', caller.ip),
          rateLimits.release('staffLoginAccountIp', pair),
        ]);
        throw error;
      }
      if (!row || !valid || !row.active) throw new AppError(401, 'staff.errors.invalidCredentials');
      await Promise.all([
        rateLimits.release('staffLoginIp', caller.ip),
        rateLimits.reset('staffLoginAccountIp', pair),
      ]);
      const sessionId = await newSession(row.id, 'password');
      if (row.totpEnrolledAt !== null && row.totpSecret !== null)
        return { sessionId, response: { step: 'code' } };
      // Not enrolled yet (new, or reset by an administrator): a fresh secret, shown this once.
      const secret = newTotpSecret();
      await updateStaff(db, row.id, { totpSecret: sealSecret(deps.totpKey, secret), totpLastStep: null });
      return { sessionId, response: { step: 'enrol', ...(await enrolment(secret, row.email)) } };
    },

    /**
     * The code step: a code of the secret within one step of now, and later than the last code
     * accepted (no replay). Success ends the pending session and starts a full one (a new id).
     */
    async confirmCode(pending: StaffSession, code: string): Promise<string> {
      if (pending.stage !== 'password') throw new AppError(401, 'staff.errors.noPendingLogin');
      const staffId = pending.staff.id;
      await rateLimits.consume('staffCode', String(staffId));
      const row = await selectStaff(db, staffId);
      if (!row || !row.active || row.totpSecret === null)
        throw new AppError(401, 'staff.errors.noPendingLogin');
      const step = totpStepOf(openSecret(deps.totpKey, row.totpSecret), code, now());
      if (step === null || !(await claimTotpStep(db, staffId, step)))
        throw new AppError(401, 'staff.errors.codeInvalid');
      await rateLimits.reset('staffCode', String(staffId));
      const enrolling = row.totpEnrolledAt === null;
      await db.transaction(async (tx) => {
        await updateStaff(tx, staffId, {
          lastLoginAt: now(),
          ...(enrolling ? { totpEnrolledAt: now() } : {}),
        });
        if (enrolling) await audit(tx, { staffId, action: 'staff.totp.enrol', subject: `staff:${staffId}` });
        await audit(tx, { staffId, action: 'staff.login', subject: `staff:${staffId}` });
      });
      await deleteStaffSession(db, pending.idHash);
      return newSession(staffId, 'full');
    },

    /** The live session of a cookie's id, or null; an inactive account has none. */
    async loadSession(id: string): Promise<StaffSession | null> {
      if (!SESSION_ID_SHAPE.test(id)) return null;
      const idHash = sha256(id);
      const session = await selectStaffSession(db, idHash);
      if (!session) return null;
      const at = now();
      if (at.getTime() >= session.expiresAt.getTime()) {
        await deleteStaffSession(db, idHash);
        return null;
      }
      const row = await selectStaff(db, session.staffId);
      if (!row || !row.active) return null;
      if (session.stage === 'full' && at.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
        const expiresAt = new Date(
          Math.min(at.getTime() + STAFF_IDLE_MS, session.createdAt.getTime() + STAFF_ABSOLUTE_MS),
        );
        await touchStaffSession(db, idHash, at, expiresAt);
      }
      return { idHash, stage: session.stage === 'full' ? 'full' : 'password', staff: memberOf(row) };
    },

    endSession: (idHash: string) => deleteStaffSession(db, idHash),
    sweep: () => deleteExpiredStaffSessions(db, now()),

    async accounts(page: number): Promise<StaffAccountList> {
      const { rows, total } = await listStaff(
        db,
        (page - 1) * STAFF_ACCOUNTS_PER_PAGE,
        STAFF_ACCOUNTS_PER_PAGE,
      );
      return { items: rows.map(accountOf), page, pages: pages(total, STAFF_ACCOUNTS_PER_PAGE), total };
    },

    async createAccount(actor: StaffMember, body: StaffAccountCreate): Promise<StaffAccount> {
      const passwordHash = await hash(body.password);
      return db.transaction(async (tx) => {
        const row = await insertStaff(tx, {
          email: body.email,
          name: body.name,
          passwordHash,
          roles: body.roles,
        });
        if (!row) throw new AppError(409, 'staff.errors.emailTaken');
        await audit(tx, {
          staffId: actor.id,
          action: 'staff.account.create',
          subject: `staff:${row.id}`,
          details: { email: row.email, name: row.name, roles: row.roles },
        });
        return accountOf(row);
      });
    },

    /** Roles and the active flag; nobody demotes or deactivates themselves, and one admin stays. */
    async updateAccount(actor: StaffMember, id: number, body: StaffAccountUpdate): Promise<StaffAccount> {
      const before = await mustFind(id);
      const losesAdmin =
        before.roles.includes('admin') &&
        (body.active === false || (body.roles !== undefined && !body.roles.includes('admin')));
      if (id === actor.id && losesAdmin) throw new AppError(409, 'staff.errors.ownAccount');
      if (id === actor.id && body.active === false) throw new AppError(409, 'staff.errors.ownAccount');
      return db.transaction(async (tx) => {
        if (losesAdmin && before.active && (await countOtherActiveAdmins(tx, id)) === 0)
          throw new AppError(409, 'staff.errors.lastAdmin');
        const row = await updateStaff(tx, id, {
          ...(body.roles !== undefined ? { roles: body.roles } : {}),
          ...(body.active !== undefined ? { active: body.active } : {}),
        });
        if (!row) throw notFound('staff.errors.noSuchAccount');
        if (body.roles !== undefined)
          await audit(tx, {
            staffId: actor.id,
            action: 'staff.account.roles',
            subject: `staff:${id}`,
            details: { from: before.roles, to: row.roles },
          });
        if (body.active !== undefined && body.active !== before.active)
          await audit(tx, {
            staffId: actor.id,
            action: body.active ? 'staff.account.activate' : 'staff.account.deactivate',
            subject: `staff:${id}`,
          });
        // A deactivated member is logged out at once, everywhere.
        if (body.active === false) await deleteStaffSessionsOf(tx, id);
        return accountOf(row);
      });
    },

    /** Recovery of a lost authenticator: the next login enrols again; the member is logged out. */
    async resetSecondFactor(actor: StaffMember, id: number): Promise<StaffAccount> {
      await mustFind(id);
      return db.transaction(async (tx) => {
        const row = await updateStaff(tx, id, { totpSecret: null, totpEnrolledAt: null, totpLastStep: null });
        if (!row) throw notFound('staff.errors.noSuchAccount');
        await deleteStaffSessionsOf(tx, id);
        await audit(tx, { staffId: actor.id, action: 'staff.totp.reset', subject: `staff:${id}` });
        return accountOf(row);
      });
    },

    async auditLog(query: AuditQuery): Promise<AuditList> {
      const { rows, total, actions, staff } = await listAudit(
        db,
        query,
        (query.page - 1) * AUDIT_PER_PAGE,
        AUDIT_PER_PAGE,
      );
      return {
        items: rows.map((row) => ({
          ...row,
          at: row.at.toISOString(),
          details: (row.details ?? {}) as Record<string, unknown>,
        })),
        page: query.page,
        pages: pages(total, AUDIT_PER_PAGE),
        total,
        actions,
        staff,
      };
    },

    /**
     * Spec §2 /login-by-office (ADR 049): records who acts as which customer, why and until when,
     * with its audit entry, in one transaction. The caller opens the customer session for it.
     */
    async openOfficeAccess(
      actor: StaffMember,
      body: OfficeLoginRequest,
    ): Promise<{
      customerId: number;
      contactPersonId: number;
      accessId: number;
      endsAt: Date;
      customer: string;
    }> {
      const person = await customers.loginByName(body.login.trim().toLowerCase());
      if (!person) throw notFound('staff.errors.unknownCustomer');
      const at = now();
      const endsAt = new Date(at.getTime() + OFFICE_SESSION_MINUTES * 60_000);
      const accessId = await db.transaction(async (tx) => {
        const id = await insertOfficeAccess(tx, {
          customerId: person.customerId,
          contactPersonId: person.id,
          staffId: actor.id,
          reason: body.reason,
          at,
          endsAt,
        });
        await audit(tx, {
          staffId: actor.id,
          action: 'staff.office.open',
          subject: `customer:${person.customerId}`,
          details: {
            contactPersonId: person.id,
            login: person.email,
            reason: body.reason,
            endsAt: endsAt.toISOString(),
          },
        });
        return id;
      });
      return {
        customerId: person.customerId,
        contactPersonId: person.id,
        accessId,
        endsAt,
        customer: person.email,
      };
    },

    /** What the customer sees in their account: the last 50 accesses, their own only. */
    async officeAccessesOf(customerId: number): Promise<OfficeAccess[]> {
      const rows = await listOfficeAccesses(db, customerId, 50);
      return rows.map((row) => ({
        staffName: row.staffName,
        reason: row.reason,
        at: row.at.toISOString(),
        endsAt: row.endsAt.toISOString(),
      }));
    },

    /**
     * The first administrator of a new shop (scripts/create-staff-admin.ts): a random password,
     * shown once, and no second factor yet (the first login enrols it). Audited as their own act.
     */
    async createFirstAdmin(email: string, name: string): Promise<{ password: string } | null> {
      const password = randomBytes(18).toString('base64url');
      return db.transaction(async (tx) => {
        const row = await insertStaff(tx, {
          email: email.trim().toLowerCase(),
          name: name.trim(),
          passwordHash: await hash(password),
          roles: ['admin'],
        });
        if (!row) return null;
        await audit(tx, { staffId: row.id, action: 'staff.account.bootstrap', subject: `staff:${row.id}` });
        return { password };
      });
    },

    /** Demo and test accounts: created enrolled with a known secret (never in production: ADR 048). */
    async ensureAccount(account: {
      email: string;
      name: string;
      password: string;
      roles: StaffRole[];
      totpSecret: string;
    }): Promise<boolean> {
      if (await selectStaffByEmail(db, account.email)) return false;
      const row = await insertStaff(db, {
        email: account.email,
        name: account.name,
        passwordHash: await hash(account.password),
        roles: account.roles,
        totpSecret: sealSecret(deps.totpKey, account.totpSecret),
      });
      if (row) await updateStaff(db, row.id, { totpEnrolledAt: now() });
      return row !== null;
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
