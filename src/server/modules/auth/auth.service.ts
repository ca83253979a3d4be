import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type {
  Customer,
  LoginRequest,
  PasswordChange,
  PasswordReset,
  PasswordResetRequest,
} from '../../../common/contracts/auth';
import { AppError, validationError } from '../../../common/errors';
import { isLanguage, localePrefix, type Language } from '../../../common/markets';
import { generate } from '../../../common/routes.server';
import type { Db } from '../../db/client';
import type { Caller } from '../../http/caller';
import { randomAlphanumeric, type CustomersService, type LoginRow } from '../customers';
import {
  type MailService,
  invitationMail,
  passwordChangedMail,
  passwordResetMail,
  type RenderedMail,
} from '../mail';
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
import { createPasswordQueue, defaultPasswordQueueOptions, type PasswordQueue } from './password-queue';
import type { RateLimits } from './rate-limits';
import type { SessionService } from './sessions.service';

export const RESET_TOKEN_TTL_MS = 3600_000;
/** A new contact person has three days to set a password; after that, "forgot password" works. */
export const INVITATION_TTL_MS = 72 * 3600_000;
const RESET_TOKEN_LENGTH = 40;
/** A browser that has logged in to an account is known to it this long (ADR 017). */
export const DEVICE_TTL_MS = 180 * 24 * 3600_000;
const DEVICE_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** The longest a login waits when its account is under a guessing flood from unknown devices. */
export const LOGIN_SLOWDOWN_MAX_MS = 5_000;

export interface AuthDeps {
  db: Db;
  sessions: SessionService;
  rateLimits: RateLimits;
  mail: MailService;
  customers: CustomersService;
  captcha: CaptchaVerifier;
  passwordCost?: PasswordCost;
  /** Every scrypt of the process goes through it; one per process (bounded, ADR 017). */
  passwordQueue?: PasswordQueue;
  /** How a slowed-down login waits (tests record it instead of waiting). */
  delay?: (ms: number) => Promise<void>;
  now?: () => Date;
  /**
   * Mails a new colleague the contact-person wizard's link (the wizards module, ADR 073); without
   * it the invitation is a link to set a password.
   */
  mailInvitation?: (
    person: {
      customerId: number;
      contactPersonId: number;
      requestedBy: number;
      email: string;
      language: string;
    },
    company: string,
  ) => Promise<void>;
}

export interface Identity {
  customerId: number;
  contactPersonId: number;
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const normaliseLogin = (login: string) => login.trim().toLowerCase();
const deviceKey = (contactPersonId: number, token: string) => `device:${contactPersonId}:${sha256(token)}`;

/** 0.5 s for the first login past the account's limit, doubling up to the maximum. */
export const loginSlowdownMs = (over: number) =>
  Math.min(LOGIN_SLOWDOWN_MAX_MS, 500 * 2 ** Math.min(Math.max(over, 1) - 1, 10));

export function createAuthService(deps: AuthDeps) {
  const { db, rateLimits, customers } = deps;
  const cost = deps.passwordCost ?? DEFAULT_PASSWORD_COST;
  const now = deps.now ?? (() => new Date());
  const delay = deps.delay ?? ((ms: number) => sleep(ms));
  const queue = deps.passwordQueue ?? createPasswordQueue(defaultPasswordQueueOptions());
  const hash = (password: string) => queue.run(() => hashPassword(password, cost));
  const verify = (password: string, stored: string) => queue.run(() => verifyPassword(password, stored));

  // Unknown logins still pay for one hash, so response time does not tell which accounts exist.
  let dummyHash: Promise<string> | undefined;
  const burnOneHash = async (password: string) => {
    dummyHash ??= hash('not a real password');
    await verify(password, await dummyHash);
  };

  /**
   * Every attempt is counted before any hashing, each by one atomic increment, so simultaneous
   * guesses see distinct counts and those past the limit never cost a hash; a success gives its
   * attempt back. Refusals key on the address and on the pair (account, address); the account's
   * own limit only slows logins down, and not those from a device it knows (ADR 017).
   */
  async function checkCredentials(login: string, password: string, caller: Caller): Promise<LoginRow> {
    const name = normaliseLogin(login);
    const pair = `${name}|${caller.ip}`;
    await rateLimits.consume('loginIp', caller.ip);
    await rateLimits.consume('loginAccountIp', pair);
    const person = await customers.loginByName(name);
    const known =
      person !== null &&
      caller.deviceToken !== undefined &&
      DEVICE_TOKEN_SHAPE.test(caller.deviceToken) &&
      (await rateLimits.isMarked(deviceKey(person.id, caller.deviceToken)));
    const over = await rateLimits.hit('loginAccount', name);
    if (over > 0 && !known) await delay(loginSlowdownMs(over));
    const giveBack = () =>
      Promise.all([rateLimits.release('loginIp', caller.ip), rateLimits.release('loginAccount', name)]);
    let valid: boolean;
    try {
      valid = person ? await verify(password, person.passwordHash) : (await burnOneHash(password), false);
    } catch (error) {
      // Refused by a full password queue: no password was checked, so the attempt is not held against anyone.
      await Promise.all([giveBack(), rateLimits.release('loginAccountIp', pair)]);
      throw error;
    }
    if (!person || !valid) throw new AppError(401, 'auth.login.invalidCredentials');
    await Promise.all([giveBack(), rateLimits.reset('loginAccountIp', pair)]);
    if (needsRehash(person.passwordHash, cost))
      await customers.setPasswordHash(person.id, await hash(password));
    return person;
  }

  /** The browser's device token (a new one when it has none), now known to the person's account. */
  async function rememberDevice(contactPersonId: number, token: string | undefined): Promise<string> {
    const device = token && DEVICE_TOKEN_SHAPE.test(token) ? token : randomBytes(32).toString('base64url');
    await rateLimits.mark(deviceKey(contactPersonId, device), DEVICE_TTL_MS);
    return device;
  }

  async function customerOf(identity: {
    contactPersonId: number;
  }): Promise<Customer & { customerId: number }> {
    const customer = await customers.customerOfPerson(identity.contactPersonId);
    if (!customer) throw new AppError(401, 'auth.login.invalidCredentials');
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
    return problem ? validationError([{ field, ...problem }]) : null;
  }

  return {
    customerOf,

    /** Spec: POST /ajax/auth/login with an e-mail or username; 401 for bad credentials. */
    async login(request: LoginRequest, caller: Caller): Promise<Identity & { deviceToken: string }> {
      const person = await checkCredentials(request.login, request.password, caller);
      return {
        customerId: person.customerId,
        contactPersonId: person.id,
        deviceToken: await rememberDevice(person.id, caller.deviceToken),
      };
    },

    /** The ZBL login: a captcha first, then credentials of a ZBL account. */
    async loginZbl(
      request: { login: string; password: string; captchaToken: string },
      caller: Caller,
    ): Promise<Identity & { deviceToken: string }> {
      if (deps.captcha.kind === 'unavailable') {
        throw new AppError(503, 'auth.zbl.unavailable');
      }
      if (!(await deps.captcha.verify(request.captchaToken, caller.ip))) {
        throw validationError([{ field: 'cf-turnstile-response', key: 'auth.zbl.captchaFailed' }]);
      }
      const person = await checkCredentials(request.login, request.password, caller);
      if (person.kind !== 'zbl') {
        throw new AppError(403, 'auth.zbl.notZbl');
      }
      return {
        customerId: person.customerId,
        contactPersonId: person.id,
        deviceToken: await rememberDevice(person.id, caller.deviceToken),
      };
    },

    /**
     * Sends a reset link if the address belongs to an account. The answer is the same either way,
     * so the form cannot be used to find out who is a customer.
     */
    async requestPasswordReset(request: PasswordResetRequest, caller: Caller): Promise<void> {
      await rateLimits.consume('resetIp', caller.ip);
      await rateLimits.consume('resetAccount', request.email);
      const person = await customers.loginByName(request.email);
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
      // Each invitation is a mail to an address the customer typed, and a hash: limited both ways.
      await rateLimits.consume('invitationIp', caller.ip);
      await rateLimits.consume('invitationCustomer', String(identity.customerId));
      const unguessable = await hash(randomBytes(32).toString('base64url'));
      const { id, crc } = await customers.addContactPerson(identity.customerId, person, unguessable);
      if (deps.mailInvitation) {
        // The colleague completes the contact-person wizard: details, password, terms (ADR 073).
        const company = (await customerOf({ contactPersonId: identity.contactPersonId })).displayName;
        await deps.mailInvitation(
          {
            customerId: identity.customerId,
            contactPersonId: id,
            requestedBy: identity.contactPersonId,
            email: person.email,
            language: person.language,
          },
          company,
        );
        return { crc };
      }
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
      if (!live) throw validationError([{ field: 'token', key: 'auth.reset.invalid' }]);
      const person = await customers.loginById(live.contactPersonId);
      if (!person) throw validationError([{ field: 'token', key: 'auth.reset.invalid' }]);
      const problem = newPasswordError(request.password, [person.email, person.username ?? ''], 'password');
      if (problem) throw problem;
      const consumed = await consumeResetToken(db, tokenHash, now(), await hash(request.password));
      if (!consumed) throw validationError([{ field: 'token', key: 'auth.reset.invalid' }]);
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
      const person = await customers.loginById(identity.contactPersonId);
      if (!person) throw new AppError(401, 'errors.notLoggedIn');
      // Counted before hashing, as logins are: a stolen session must not become a guessing oracle.
      const pair = `${normaliseLogin(person.email)}|${caller.ip}`;
      await rateLimits.consume('loginAccountIp', pair);
      if (!(await verify(request.currentPassword, person.passwordHash)))
        throw validationError([{ field: 'currentPassword', key: 'errors.auth.currentPasswordWrong' }]);
      await rateLimits.release('loginAccountIp', pair);
      if (request.newPassword === request.currentPassword) {
        throw validationError([{ field: 'newPassword', key: 'errors.auth.samePassword' }]);
      }
      const problem = newPasswordError(
        request.newPassword,
        [person.email, person.username ?? ''],
        'newPassword',
      );
      if (problem) throw problem;
      await customers.setPasswordHash(person.id, await hash(request.newPassword));
      await deps.sessions.destroyAllOf(person.id, identity.idHash);
      const language: Language = isLanguage(person.language) ? person.language : 'en';
      await deps.mail.send({
        kind: 'password_changed',
        to: person.email,
        language,
        ...passwordChangedMail(language),
      });
    },

    hashPassword: hash,
    passwordQueue: queue,
    passwordProblem,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
