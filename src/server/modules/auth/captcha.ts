import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  ALTCHA_CHALLENGE_TTL_MS,
  ALTCHA_SITE_KEY,
  CAPTCHA_TOKEN_TTL_MS,
  LOCAL_CAPTCHA_SITE_KEY,
  LOCAL_CAPTCHA_TOKEN_PREFIX,
} from '../../../common/captcha';

/**
 * Server-side captcha checks (spec §4, §7 External; ADR 069). Forms send the widget's token; a
 * verifier says whether it is genuine. Every form (ZBL login, the staff login after failures,
 * enquiries) asks the one verifier of the shop, so the provider is a setting, never a form's
 * concern: ALTCHA by default (a proof of work the shop checks itself), Turnstile with
 * CAPTCHA_PROVIDER=turnstile, the local checkbox in API tests and development.
 */
export interface CaptchaVerifier {
  /** `unavailable`: no captcha anyone can pass (a shop built without one): nothing passes. */
  readonly kind: 'altcha' | 'local' | 'turnstile' | 'unavailable';
  /** The site key pages give the widget; null when no captcha can be passed. */
  readonly siteKey: string | null;
  verify(token: string, remoteIp?: string): Promise<boolean>;
  /** Local provider only: a signed token for the "I am human" checkbox. */
  issueLocalToken?(): string;
  /** ALTCHA only: a fresh signed challenge for the widget (counted per address). */
  issueChallenge?(remoteIp: string): Promise<Challenge>;
}

/** Remembers a nonce once; false when it was seen before (shared store, so across instances). */
export type NonceRegistry = (nonce: string, ttlMs: number) => Promise<boolean>;

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/**
 * The local provider: tokens `local.<issuedAtMs>.<nonce>.<hmac>` signed with a per-process secret
 * (or LOCAL_CAPTCHA_SECRET), valid 300 s, each nonce accepted once.
 */
export function localCaptchaVerifier(options: {
  secret?: string;
  firstUse: NonceRegistry;
  now?: () => number;
}): CaptchaVerifier {
  const secret = options.secret ?? b64url(randomBytes(32));
  const now = options.now ?? Date.now;
  const sign = (payload: string) => b64url(createHmac('sha256', secret).update(payload).digest());

  return {
    kind: 'local',
    siteKey: LOCAL_CAPTCHA_SITE_KEY,
    issueLocalToken() {
      const payload = `${LOCAL_CAPTCHA_TOKEN_PREFIX}${now()}.${b64url(randomBytes(16))}`;
      return `${payload}.${sign(payload)}`;
    },
    async verify(token) {
      const parts = token.split('.');
      if (parts.length !== 4 || `${parts[0]}.` !== LOCAL_CAPTCHA_TOKEN_PREFIX) return false;
      const [, issued, nonce, signature] = parts as [string, string, string, string];
      const expected = Buffer.from(sign(`${LOCAL_CAPTCHA_TOKEN_PREFIX}${issued}.${nonce}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      const age = now() - Number(issued);
      if (!/^\d{1,15}$/.test(issued) || age < 0 || age > CAPTCHA_TOKEN_TTL_MS) return false;
      return options.firstUse(nonce, CAPTCHA_TOKEN_TTL_MS);
    },
  };
}

export interface TurnstileOptions {
  siteKey: string;
  secret: string;
  verifyUrl: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
  onError?: (error: unknown) => void;
}

/** Cloudflare Turnstile siteverify. A network failure counts as "not verified": fail closed. */
export function turnstileVerifier(options: TurnstileOptions): CaptchaVerifier {
  const doFetch = options.fetch ?? fetch;
  return {
    kind: 'turnstile',
    siteKey: options.siteKey,
    async verify(token, remoteIp) {
      if (!token || token.length > 2048) return false;
      const form = new URLSearchParams({ secret: options.secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      try {
        const response = await doFetch(options.verifyUrl, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!response.ok) return false;
        const body = (await response.json()) as { success?: unknown };
        return body.success === true;
      } catch (error) {
        options.onError?.(error);
        return false;
      }
    },
  };
}

/** The proof-of-work function of the shop's challenges (the widget's bundled PBKDF2 worker). */
export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';

export interface AltchaOptions {
  /** ALTCHA_HMAC_KEY: signs challenges; every instance needs the same one. */
  hmacKey: string;
  /**
   * ALTCHA_MAX_NUMBER: the secret counter is drawn from [maxNumber/2, maxNumber]; the browser
   * derives a key for every counter from 0 until it finds it, so a solution costs on average
   * 3/4 × maxNumber derivations, never fewer than maxNumber/2.
   */
  maxNumber: number;
  /** ALTCHA_COST: PBKDF2 iterations of one derivation (the price of one counter tried). */
  cost: number;
  /** Remembers a challenge's nonce once, in the shared store (Redis, else PostgreSQL). */
  firstUse: NonceRegistry;
  /** Counts a challenge asked for by an address; throws (429) past the limit. */
  countChallenge?: (remoteIp: string) => Promise<void>;
  now?: () => number;
  ttlMs?: number;
}

/** Longest payload a widget makes is ~700 characters; anything far longer is not one. */
const MAX_ALTCHA_PAYLOAD = 4096;

type AltchaPayload = { challenge: Challenge; solution: { counter: number; derivedKey: string } };

/** The widget's payload, or null when it is not shaped like one (never throws). */
function parseAltchaPayload(token: string): AltchaPayload | null {
  if (!token || token.length > MAX_ALTCHA_PAYLOAD || !/^[A-Za-z0-9+/]+={0,2}$/.test(token)) return null;
  try {
    const value = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Partial<AltchaPayload>;
    const parameters = value?.challenge?.parameters;
    const solution = value?.solution;
    if (
      typeof parameters !== 'object' ||
      parameters === null ||
      typeof parameters.nonce !== 'string' ||
      typeof parameters.expiresAt !== 'number' ||
      typeof value.challenge?.signature !== 'string' ||
      typeof solution?.counter !== 'number' ||
      typeof solution.derivedKey !== 'string'
    )
      return null;
    return value as AltchaPayload;
  } catch {
    return null;
  }
}

/**
 * ALTCHA (ADR 069): the shop issues HMAC-signed proof-of-work challenges and checks their
 * solutions itself. A challenge is made in altcha-lib's deterministic mode: the server picks the
 * counter, derives its key once and signs it (keySignature), so checking a solution is two HMACs,
 * never a derivation. Each challenge expires after ttlMs and its nonce is accepted once.
 */
export function altchaVerifier(options: AltchaOptions): CaptchaVerifier {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? ALTCHA_CHALLENGE_TTL_MS;
  // Two keys from one setting, so the challenge's and the derived key's signatures never share one.
  const subKey = (purpose: string) =>
    createHmac('sha256', options.hmacKey).update(`altcha:${purpose}`).digest('hex');
  const signatureKey = subKey('challenge');
  const keySignatureKey = subKey('derived-key');
  const lowest = Math.max(1, Math.floor(options.maxNumber / 2));

  return {
    kind: 'altcha',
    siteKey: ALTCHA_SITE_KEY,
    async issueChallenge(remoteIp) {
      // One derivation of `cost` iterations per challenge: counted, so an address cannot make the
      // server derive keys without end.
      await options.countChallenge?.(remoteIp);
      return createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost: options.cost,
        counter: randomInt(options.maxNumber, lowest),
        deriveKey,
        expiresAt: Math.floor((now() + ttlMs) / 1000),
        hmacSignatureSecret: signatureKey,
        hmacKeySignatureSecret: keySignatureKey,
      });
    },
    async verify(token) {
      const payload = parseAltchaPayload(token);
      if (!payload) return false;
      const { parameters } = payload.challenge;
      const expiresAtMs = parameters.expiresAt! * 1000;
      if (expiresAtMs <= now() || parameters.algorithm !== ALTCHA_ALGORITHM) return false;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: signatureKey,
          hmacKeySignatureSecret: keySignatureKey,
        });
        if (!result.verified) return false;
      } catch {
        // altcha-lib throws on some malformed values (a nonce that is not hex): not a solution.
        return false;
      }
      // Remembered until the challenge expires (a minute more for clocks of other instances).
      return options.firstUse(`altcha:${parameters.nonce}`, expiresAtMs - now() + 60_000);
    },
  };
}

/**
 * No captcha anyone can pass: every token fails and the forms that need one are unavailable. The
 * configuration never builds it (production has ALTCHA or Turnstile, ADR 069); tests of what a
 * form does without a captcha do.
 */
export function unavailableCaptcha(): CaptchaVerifier {
  return { kind: 'unavailable', siteKey: null, verify: async () => false };
}
