import { createHash, randomBytes } from 'node:crypto';
import {
  AUDIT_PER_PAGE,
  OFFICE_SESSION_MINUTES,
  STAFF_ACCOUNTS_PER_PAGE,
  STAFF_ROLES,
  type AuditList,
  type AuditQuery,
  type OfficeAccess,
  type OfficeBanner,
  type OfficeLoginRequest,
  type StaffAccount,
  type StaffAccountCreate,
  type StaffAccountList,
  type StaffAccountUpdate,
  type StaffLoginRequest,
  type StaffPasswordChange,
  type StaffLoginResponse,
  type StaffMember,
  type StaffRole,
} from '../../../common/contracts/staff';
import { AppError, notFound, validationError } from '../../../common/errors';
import type { Db } from '../../db/client';
import type { Caller } from '../../http/caller';
import {
  DEFAULT_PASSWORD_COST,
  hashPassword,
  passwordProblem,
  verifyPassword,
  type CaptchaVerifier,
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
  endOfficeAccess,
  insertAudit,
  insertOfficeAccess,
  insertStaff,
  insertStaffSession,
  listAudit,
  listOfficeAccesses,
  listStaff,
  selectStaff,
  selectOfficeAccess,
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
/**
 * Failed staff logins after which the password step also needs the captcha (ADR 058): of one
 * account from anywhere within STAFF_LOGIN_FAILURE_WINDOW, or from one address. A captcha, not a
 * lock: the member can always log in by passing it.
 */
export const STAFF_CAPTCHA_AFTER_ACCOUNT_FAILURES = 3;
export const STAFF_CAPTCHA_AFTER_ADDRESS_FAILURES = 10;
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
  /**
   * The shop's captcha (the customers' verifier: Turnstile, or the local one outside production),
   * asked for after failed logins. Without one, or when it is unavailable (production without
   * Turnstile keys), the rate limits alone guard the desk's login: the desk must stay reachable.
   */
  captcha?: CaptchaVerifier;
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

  /**
   * Whether the password step of this account from this address needs the captcha: after
   * STAFF_CAPTCHA_AFTER_ACCOUNT_FAILURES failures of the account (any address) or
   * STAFF_CAPTCHA_AFTER_ADDRESS_FAILURES from the address. Never when no captcha can be passed.
   */
  async function captchaNeeded(email: string, ip: string): Promise<boolean> {
    const captcha = deps.captcha;
    if (!captcha || captcha.kind === 'unavailable') return false;
    // The address's counter already holds this attempt (counted first); the account's only failures.
    const [account, address] = await Promise.all([
      rateLimits.count('staffLoginAccount', email.trim().toLowerCase()),
      rateLimits.count('staffLoginIp', ip),
    ]);
    return account >= STAFF_CAPTCHA_AFTER_ACCOUNT_FAILURES || address > STAFF_CAPTCHA_AFTER_ADDRESS_FAILURES;
  }

  /** A token of the shop's captcha, checked only when failed logins asked for one. */
  async function checkCaptcha(token: string | undefined, ip: string): Promise<void> {
    if (!token) throw validationError([{ field: 'captchaToken', key: 'staff.errors.captchaRequired' }]);
    if (!(await deps.captcha!.verify(token, ip)))
      throw validationError([{ field: 'captchaToken', key: 'staff.errors.captchaFailed' }]);
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
      if (await captchaNeeded(email, caller.ip)) await checkCaptcha(request.captchaToken, caller.ip);
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
      if (!row || !valid || !row.active) {
        // Never reset by a success: a guesser's failures keep the captcha on for the window.
        await rateLimits.hit('staffLoginAccount', email);
        throw new AppError(401, 'staff.errors.invalidCredentials');
      }
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

    captchaNeeded,

    /**
     * A staff member changes their own password (ADR 058): the current password and a fresh code of
     * the second factor (a stolen session alone cannot do it), a new password under the customers'
     * rules, then every other session of theirs ends and the change is audited with it.
     */
    async changePassword(session: StaffSession, body: StaffPasswordChange, caller: Caller): Promise<void> {
      const staffId = session.staff.id;
      const row = await mustFind(staffId);
      if (body.newPassword === body.currentPassword)
        throw validationError([{ field: 'newPassword', key: 'errors.auth.samePassword' }]);
      const problem = passwordProblem(body.newPassword, [row.email]);
      if (problem) throw validationError([{ field: 'newPassword', ...problem }]);
      // Counted before hashing, as logins are: a session left open must not become a guessing oracle.
      const pair = `${row.email}|${caller.ip}`;
      await rateLimits.consume('staffLoginAccountIp', pair);
      if (!(await verify(body.currentPassword, row.passwordHash)))
        throw validationError([{ field: 'currentPassword', key: 'errors.auth.currentPasswordWrong' }]);
      await rateLimits.release('staffLoginAccountIp', pair);
      await rateLimits.consume('staffCode', String(staffId));
      const step =
        row.totpSecret === null
          ? null
          : totpStepOf(openSecret(deps.totpKey, row.totpSecret), body.code, now());
      if (step === null || !(await claimTotpStep(db, staffId, step)))
        throw validationError([{ field: 'code', key: 'staff.errors.codeInvalid' }]);
      await rateLimits.reset('staffCode', String(staffId));
      const passwordHash = await hash(body.newPassword);
      await db.transaction(async (tx) => {
        await updateStaff(tx, staffId, { passwordHash });
        await deleteStaffSessionsOf(tx, staffId, session.idHash);
        await audit(tx, { staffId, action: 'staff.password.change', subject: `staff:${staffId}` });
      });
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

    /**
     * What the banner of an office session shows on every customer page (ADR 058): who acts, why,
     * until when; null once the access has ended.
     */
    /** The staff member behind a live office access: whom the customer-side calls audit (ADR 084). */
    async officeStaff(accessId: number): Promise<{ staffId: number } | null> {
      const row = await selectOfficeAccess(db, accessId);
      if (!row || row.endsAt.getTime() <= now().getTime()) return null;
      return { staffId: row.staffId };
    },

    async officeBanner(accessId: number): Promise<OfficeBanner | null> {
      const row = await selectOfficeAccess(db, accessId);
      if (!row || row.endsAt.getTime() <= now().getTime()) return null;
      return { staffName: row.staffName, reason: row.reason, endsAt: row.endsAt.toISOString() };
    },

    /**
     * The staff member ends their own access early: its end is now (the customer's history shows
     * when it really ended), audited with it. Another member's access is not theirs to end: 404.
     */
    async endOfficeAccess(actor: StaffMember, accessId: number): Promise<void> {
      const row = await selectOfficeAccess(db, accessId);
      if (!row || row.staffId !== actor.id) throw notFound('staff.errors.noOfficeSession');
      const at = now();
      await db.transaction(async (tx) => {
        await endOfficeAccess(tx, accessId, at);
        await audit(tx, {
          staffId: actor.id,
          action: 'staff.office.end',
          subject: `customer:${row.customerId}`,
          details: { accessId, endedAt: at.toISOString() },
        });
      });
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
