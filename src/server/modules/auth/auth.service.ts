import { createHash, randomBytes } from 'node:crypto';
import type {
  Customer,
  LoginRequest,
  PasswordChange,
  PasswordReset,
  PasswordResetRequest,
} from '../../../common/contracts/auth';
import { AppError, validationError } from '../../../common/errors';
import { isLanguage, localePrefix, type Language } from '../../../common/markets';
import { generate } from '../../../common/routes';
import type { Db } from '../../db/client';
import type { CustomersService } from '../customers/customers.service';
import { randomAlphanumeric } from '../customers/customers.service';
import {
  selectLoginById,
  selectLoginByName,
  updatePasswordHash,
  type LoginRow,
} from '../customers/customers.repository';
import type { MailService } from '../mail/mail.service';
import {
  invitationMail,
  passwordChangedMail,
  passwordResetMail,
  type RenderedMail,
} from '../mail/mail.templates';
import type { CaptchaVerifier } from './captcha';
import { consumeResetToken, replaceResetToken, selectLiveResetToken } from './auth.repository';
import {
  DEFAULT_PASSWORD_COST,
  hashPassword,
  needsRehash,
  passwordProblem,
  verifyPassword,
  type PasswordCost,
} from './passwords';
import type { RateLimits } from './rate-limits';
import type { SessionService } from './sessions.service';

export const INVALID_CREDENTIALS = 'The login or password is incorrect.';
export const RESET_TOKEN_INVALID =
  'This password reset link has expired or has already been used. Ask for a new one.';
export const RESET_TOKEN_TTL_MS = 3600_000;
/** A new contact person has three days to set a password; after that, "forgot password" works. */
export const INVITATION_TTL_MS = 72 * 3600_000;
const RESET_TOKEN_LENGTH = 40;

export interface AuthDeps {
  db: Db;
  sessions: SessionService;
  rateLimits: RateLimits;
  mail: MailService;
  customers: CustomersService;
  captcha: CaptchaVerifier;
  passwordCost?: PasswordCost;
  now?: () => Date;
}

/** Who is asking: rate limits key on the address, mails link back to the shop's origin. */
export interface Caller {
  ip: string;
  /** Origin for links in mails (PUBLIC_URL, else the request's). */
  origin: string;
}

export interface Identity {
  customerId: number;
  contactPersonId: number;
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const normaliseLogin = (login: string) => login.trim().toLowerCase();

export function createAuthService(deps: AuthDeps) {
  const { db, rateLimits, customers } = deps;
  const cost = deps.passwordCost ?? DEFAULT_PASSWORD_COST;
  const now = deps.now ?? (() => new Date());

  // Unknown logins still pay for one hash, so response time does not tell which accounts exist.
  let dummyHash: Promise<string> | undefined;
  const burnOneHash = async (password: string) => {
    dummyHash ??= hashPassword('not a real password', cost);
    await verifyPassword(password, await dummyHash);
  };

  async function checkCredentials(login: string, password: string, ip: string): Promise<LoginRow> {
    const name = normaliseLogin(login);
    // Limits are checked before any hashing: a flood of guesses costs the attacker, not the CPU.
    await rateLimits.check('loginAccount', name);
    await rateLimits.check('loginIp', ip);
    const person = await selectLoginByName(db, name);
    const valid = person
      ? await verifyPassword(password, person.passwordHash)
      : (await burnOneHash(password), false);
    if (!person || !valid) {
      await Promise.all([rateLimits.count('loginAccount', name), rateLimits.count('loginIp', ip)]);
      throw new AppError(401, INVALID_CREDENTIALS);
    }
    await rateLimits.reset('loginAccount', name);
    if (needsRehash(person.passwordHash, cost))
      await updatePasswordHash(db, person.id, await hashPassword(password, cost));
    return person;
  }

  async function customerOf(identity: {
    contactPersonId: number;
  }): Promise<Customer & { customerId: number }> {
    const customer = await customers.customerOfPerson(identity.contactPersonId);
    if (!customer) throw new AppError(401, INVALID_CREDENTIALS);
    return customer;
  }

  /** A single-use link to /password-reset/{token} for a person, in their market and language. */
  async function mailPasswordLink(
    person: { id: number; email: string; language: string },
    caller: Caller,
    ttlMs: number,
    render: (
      language: Language,
      url: string,
      country: string,
    ) => RenderedMail & { kind: 'password_reset' | 'invitation' },
  ): Promise<void> {
    const token = randomAlphanumeric(RESET_TOKEN_LENGTH);
    await replaceResetToken(db, person.id, sha256(token), new Date(now().getTime() + ttlMs));
    const customer = await customerOf({ contactPersonId: person.id });
    const language: Language = isLanguage(person.language) ? person.language : 'en';
    const path = generate('password_reset', { token, ...localePrefix(customer.country, language) });
    const { kind, ...mail } = render(language, caller.origin + path, customer.displayName);
    await deps.mail.send({ kind, to: person.email, language, ...mail });
  }

  function newPasswordError(password: string, identities: string[], field: string): AppError | null {
    const problem = passwordProblem(password, identities);
    return problem ? validationError([{ field, message: problem }]) : null;
  }

  return {
    customerOf,

    /** Spec: POST /ajax/auth/login with an e-mail or username; 401 for bad credentials. */
    async login(request: LoginRequest, caller: Caller): Promise<Identity> {
      const person = await checkCredentials(request.login, request.password, caller.ip);
      return { customerId: person.customerId, contactPersonId: person.id };
    },

    /** The ZBL login: a captcha first, then credentials of a ZBL account. */
    async loginZbl(
      request: { login: string; password: string; captchaToken: string },
      caller: Caller,
    ): Promise<Identity> {
      if (!(await deps.captcha.verify(request.captchaToken, caller.ip))) {
        throw new AppError(422, 'The security check failed. Please try again.', {
          data: [{ field: 'cf-turnstile-response', message: 'The security check failed. Please try again.' }],
        });
      }
      const person = await checkCredentials(request.login, request.password, caller.ip);
      if (person.kind !== 'zbl') {
        throw new AppError(403, 'This login is for ZBL business accounts. Please use the standard login.');
      }
      return { customerId: person.customerId, contactPersonId: person.id };
    },

    /**
     * Sends a reset link if the address belongs to an account. The answer is the same either way,
     * so the form cannot be used to find out who is a customer.
     */
    async requestPasswordReset(request: PasswordResetRequest, caller: Caller): Promise<void> {
      await rateLimits.consume('resetIp', caller.ip);
      await rateLimits.consume('resetAccount', request.email);
      const person = await selectLoginByName(db, request.email);
      if (!person || person.email !== request.email) return;
      await mailPasswordLink(person, caller, RESET_TOKEN_TTL_MS, (language, url) => ({
        kind: 'password_reset',
        ...passwordResetMail(language, url, RESET_TOKEN_TTL_MS / 60_000),
      }));
    },

    /**
     * Spec §7 set_contact_person: a colleague joins the customer's account. They get a link to set
     * their own password; nobody else ever knows it.
     */
    async inviteContactPerson(
      identity: Identity,
      person: { firstName: string; lastName: string; email: string; phone: string; language: string },
      caller: Caller,
    ): Promise<{ crc: string }> {
      const unguessable = await hashPassword(randomBytes(32).toString('base64url'), cost);
      const { id, crc } = await customers.addContactPerson(identity.customerId, person, unguessable);
      await mailPasswordLink(
        { id, email: person.email, language: person.language },
        caller,
        INVITATION_TTL_MS,
        (language, url, company) => ({
          kind: 'invitation',
          ...invitationMail(language, url, company, INVITATION_TTL_MS / 3600_000),
        }),
      );
      return { crc };
    },

    async resetTokenIsLive(token: string): Promise<boolean> {
      return (await selectLiveResetToken(db, sha256(token), now())) !== null;
    },

    /** Sets a new password through a live link; every session of the person ends. */
    async resetPassword(request: PasswordReset): Promise<void> {
      const tokenHash = sha256(request.token);
      const live = await selectLiveResetToken(db, tokenHash, now());
      if (!live) throw validationError([{ field: 'token', message: RESET_TOKEN_INVALID }]);
      const person = await selectLoginById(db, live.contactPersonId);
      if (!person) throw validationError([{ field: 'token', message: RESET_TOKEN_INVALID }]);
      const problem = newPasswordError(request.password, [person.email, person.username ?? ''], 'password');
      if (problem) throw problem;
      const consumed = await consumeResetToken(
        db,
        tokenHash,
        now(),
        await hashPassword(request.password, cost),
      );
      if (!consumed) throw validationError([{ field: 'token', message: RESET_TOKEN_INVALID }]);
      await deps.sessions.destroyAllOf(consumed.contactPersonId);
      const language: Language = isLanguage(person.language) ? person.language : 'en';
      await deps.mail.send({
        kind: 'password_changed',
        to: person.email,
        language,
        ...passwordChangedMail(language),
      });
    },

    /** Changes the password of the logged-in person; their other sessions end. */
    async changePassword(
      identity: Identity & { idHash: string },
      request: PasswordChange,
      caller: Caller,
    ): Promise<void> {
      const person = await selectLoginById(db, identity.contactPersonId);
      if (!person) throw new AppError(401, 'You are not logged in.');
      await rateLimits.check('loginAccount', person.email);
      if (!(await verifyPassword(request.currentPassword, person.passwordHash))) {
        await Promise.all([
          rateLimits.count('loginAccount', person.email),
          rateLimits.count('loginIp', caller.ip),
        ]);
        throw validationError([{ field: 'currentPassword', message: 'The current password is incorrect.' }]);
      }
      if (request.newPassword === request.currentPassword) {
        throw validationError([
          { field: 'newPassword', message: 'The new password must differ from the current one.' },
        ]);
      }
      const problem = newPasswordError(
        request.newPassword,
        [person.email, person.username ?? ''],
        'newPassword',
      );
      if (problem) throw problem;
      await updatePasswordHash(db, person.id, await hashPassword(request.newPassword, cost));
      await deps.sessions.destroyAllOf(person.id, identity.idHash);
      const language: Language = isLanguage(person.language) ? person.language : 'en';
      await deps.mail.send({
        kind: 'password_changed',
        to: person.email,
        language,
        ...passwordChangedMail(language),
      });
    },

    hashPassword: (password: string) => hashPassword(password, cost),
    passwordProblem,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
