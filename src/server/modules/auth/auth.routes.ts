import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AFTER_LOGIN_ALERT_COOKIE, PASSWORD_MIN_LENGTH } from '../../../common/accounts';
import {
  LoginAlertResponseSchema,
  LoginFrontConstraintsSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  PasswordChangeSchema,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  SessionResponseSchema,
  ZblLoginRequestSchema,
} from '../../../common/contracts/auth';
import { ALTCHA_CHALLENGE_PATH, LOCAL_CAPTCHA_TOKEN_PATH } from '../../../common/captcha';
import { LanguageSchema } from '../../../common/contracts/pricing';
import { pageLanguage } from '../../http/request-language';
import { AppError, notFound } from '../../../common/errors';
import { callerOf, DEVICE_COOKIE } from '../../http/caller';
import { endpoint } from '../../http/endpoint';
import {
  currentCustomer,
  endSession,
  isSecureRequest,
  requireCustomer,
  requireOwnSession,
  startSession,
} from '../../plugins/session';
import type { AuthService } from './auth.service';
import type { CaptchaVerifier } from './captcha';
import type { CustomersService } from '../customers';
import { DEVICE_TTL_MS } from './auth.service';

export interface AuthRouteOptions {
  /** The public origin (http/public-origin.ts): mails link there, never to the request's Host. */
  publicUrl: string;
}

const NoContent = z.undefined();

/** What altcha-lib's createChallenge makes (deterministic mode: keySignature; always expiresAt). */
const AltchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().int().optional(),
  }),
  signature: z.string().optional(),
});

export async function authRoutes(
  app: FastifyInstance,
  { auth, customers, captcha }: { auth: AuthService; customers: CustomersService; captcha: CaptchaVerifier },
  options: AuthRouteOptions,
): Promise<void> {
  /** After login: a session with a new id, and the alert cookie when staff left the customer a message. */
  async function logIn(
    request: FastifyRequest,
    reply: Parameters<typeof startSession>[1],
    { deviceToken, ...identity }: { customerId: number; contactPersonId: number; deviceToken: string },
  ) {
    await startSession(request, reply, identity);
    reply.setCookie(DEVICE_COOKIE, deviceToken, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecureRequest(request),
      maxAge: Math.floor(DEVICE_TTL_MS / 1000),
    });
    const customer = await auth.customerOf(identity);
    if (await customers.loginAlert(identity.customerId, pageLanguage(request))) {
      // Read by the page script (spec §4 after-login alert), so not HttpOnly; it says only "there is one".
      reply.setCookie(AFTER_LOGIN_ALERT_COOKIE, '1', {
        path: '/',
        sameSite: 'lax',
        secure: isSecureRequest(request),
      });
    }
    const { customerId: _id, ...visible } = customer;
    return { customer: visible };
  }

  endpoint(app, {
    method: 'POST',
    url: '/ajax/auth/login',
    operationId: 'auth_login',
    summary: 'Log in with an e-mail address or username and a password; starts a new session',
    tags: ['auth'],
    body: LoginRequestSchema,
    response: LoginResponseSchema,
    handler: async ({ body }, request, reply) =>
      logIn(request, reply, await auth.login(body, callerOf(request, options.publicUrl))),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/auth/login-zbl',
    operationId: 'auth_login_zbl',
    summary: 'Log in to a ZBL business account; needs the captcha token',
    tags: ['auth'],
    body: ZblLoginRequestSchema,
    response: LoginResponseSchema,
    handler: async ({ body }, request, reply) => {
      const form = body.zbl_login;
      const identity = await auth.loginZbl(
        { login: form.login, password: form.password, captchaToken: form['cf-turnstile-response'] },
        callerOf(request, options.publicUrl),
      );
      return logIn(request, reply, identity);
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/auth/logout',
    operationId: 'auth_logout',
    summary: 'Log out: ends the session',
    tags: ['auth'],
    response: NoContent,
    handler: async (_input, request, reply) => {
      await endSession(request, reply);
      return undefined;
    },
  });

  // Spec §7 calls tme_logout with GET. A GET must not change state when another site triggers it
  // (an <img> would log people out), so it only works for the shop's own pages (ADR 006).
  endpoint(app, {
    method: 'GET',
    url: '/ajax/auth/logout',
    operationId: 'tme_logout',
    summary: 'Log out (legacy GET form): only from the shop’s own pages (Sec-Fetch-Site same-origin)',
    tags: ['auth'],
    response: NoContent,
    handler: async (_input, request, reply) => {
      const site = request.headers['sec-fetch-site'];
      const marked = String(request.headers['x-requested-with'] ?? '').toLowerCase() === 'xmlhttprequest';
      if (site !== 'same-origin' && !(site === undefined && marked)) {
        throw new AppError(403, 'errors.auth.logoutFromPages');
      }
      await endSession(request, reply);
      return undefined;
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/auth/session',
    operationId: 'auth_session',
    summary: 'Who is logged in: the customer, or null',
    tags: ['auth'],
    response: SessionResponseSchema,
    handler: async (_input, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const customer = await currentCustomer(request);
      if (!customer) return { customer: null };
      const { customerId: _id, ...visible } = customer;
      return { customer: visible };
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/customer/login-alert',
    operationId: 'customer_login_alert',
    summary: "The message to show after login (HTML) in the page's language, or null",
    tags: ['auth'],
    querystring: z.object({ language: LanguageSchema.optional() }).strict(),
    response: LoginAlertResponseSchema,
    handler: async (_input, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { customerId } = await requireCustomer(request);
      // The page's language (query or Accept-Language, which the shop's API client sets from <html lang>).
      return { loginAlert: await customers.loginAlert(customerId, pageLanguage(request)) };
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/login/front-constraints',
    operationId: 'login_front_constraints',
    summary: 'What the login forms need: the captcha site key and the password rules',
    tags: ['auth'],
    response: LoginFrontConstraintsSchema,
    handler: () => ({ captchaSiteKey: captcha.siteKey, passwordMinLength: PASSWORD_MIN_LENGTH }),
  });

  endpoint(app, {
    method: 'GET',
    url: ALTCHA_CHALLENGE_PATH,
    operationId: 'captcha_challenge',
    summary:
      'A signed ALTCHA proof-of-work challenge for the captcha widget (404 unless ALTCHA is the captcha; 429 past 60 a minute from one address)',
    tags: ['auth'],
    response: AltchaChallengeSchema,
    handler: async (_input, request, reply) => {
      if (!captcha.issueChallenge) throw notFound('errors.auth.altchaOff');
      const challenge = await captcha.issueChallenge(request.ip);
      // Every challenge is new and single use: no cache (the browser's or a proxy's) may keep one.
      reply.header('cache-control', 'no-store');
      return challenge;
    },
  });

  endpoint(app, {
    method: 'POST',
    url: LOCAL_CAPTCHA_TOKEN_PATH,
    operationId: 'captcha_local_token',
    summary: 'A token of the local captcha (outside production only; 404 with Turnstile and in production)',
    tags: ['auth'],
    body: z.object({}).strict(),
    response: z.object({ token: z.string() }),
    handler: () => {
      if (captcha.kind !== 'local' || !captcha.issueLocalToken) throw notFound('errors.auth.localCaptchaOff');
      return { token: captcha.issueLocalToken() };
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/profile/password/reset-request',
    operationId: 'profile_password_reset_request',
    summary: 'E-mails a password reset link (valid 1 h) when the address has an account; always 204',
    tags: ['auth'],
    body: PasswordResetRequestSchema,
    response: NoContent,
    handler: async ({ body }, request) => {
      await auth.requestPasswordReset(body, callerOf(request, options.publicUrl));
      return undefined;
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/profile/password/reset',
    operationId: 'profile_password_reset',
    summary: 'Sets a new password with the token of a reset link (single use); ends every session',
    tags: ['auth'],
    body: PasswordResetSchema,
    response: NoContent,
    handler: async ({ body }) => {
      await auth.resetPassword(body);
      return undefined;
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/profile/password/change',
    operationId: 'profile_password_change',
    summary: 'Changes the password of the logged-in person; other sessions end, this one gets a new id',
    tags: ['auth'],
    body: PasswordChangeSchema,
    response: NoContent,
    handler: async ({ body }, request, reply) => {
      // Never from a session staff opened as the customer (ADR 049).
      const identity = await requireOwnSession(request);
      await auth.changePassword(identity, body, callerOf(request, options.publicUrl));
      await startSession(request, reply, identity);
      return undefined;
    },
  });
}
