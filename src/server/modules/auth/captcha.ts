import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CAPTCHA_TOKEN_TTL_MS,
  LOCAL_CAPTCHA_SITE_KEY,
  LOCAL_CAPTCHA_TOKEN_PREFIX,
} from '../../../common/captcha';

/**
 * Server-side captcha checks (spec §7 External: Turnstile). Forms send the widget's token; a
 * verifier says whether it is genuine. In development and tests the local provider of
 * common/captcha.ts stands in (nothing calls the internet); with TURNSTILE_SECRET and
 * TURNSTILE_SITE_KEY the real siteverify API decides.
 */
export interface CaptchaVerifier {
  /** `unavailable`: production without Turnstile keys (no local verifier there): nothing passes. */
  readonly kind: 'local' | 'turnstile' | 'unavailable';
  /** The site key pages give the widget; null when no captcha can be passed. */
  readonly siteKey: string | null;
  verify(token: string, remoteIp?: string): Promise<boolean>;
  /** Local provider only: a signed token for the "I am human" checkbox. */
  issueLocalToken?(): string;
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

/**
 * Production without Turnstile keys: the local verifier must not exist there (its token route would
 * hand tokens to any script), so every token fails and the forms that need one are unavailable.
 */
export function unavailableCaptcha(): CaptchaVerifier {
  return { kind: 'unavailable', siteKey: null, verify: async () => false };
}
