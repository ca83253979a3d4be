/**
 * What the captcha widget (src/web/ui/captcha) and the server's verifier agree on (spec §4,
 * §7 "External": Turnstile). Constants only: verifying needs a secret and node:crypto, so it lives
 * on the server.
 *
 * Two providers, chosen by the site key the page receives at runtime (spec §9):
 * - any site key except LOCAL_CAPTCHA_SITE_KEY: Cloudflare Turnstile. The browser loads
 *   TURNSTILE_SCRIPT_URL and posts the widget's token; the server checks it with
 *   POST https://challenges.cloudflare.com/turnstile/v0/siteverify (secret, response, remoteip).
 * - LOCAL_CAPTCHA_SITE_KEY: a local "I am human" checkbox for development, tests and machines
 *   without internet. Ticking it POSTs `{}` (with the XHR marker) to LOCAL_CAPTCHA_TOKEN_PATH, which
 *   answers `{ token }`. The server must refuse that endpoint (404) unless local captcha mode is on.
 *
 * Local token format (made and checked only by the server, opaque to the browser):
 *     local.<issuedAtMs>.<nonce>.<signature>
 *   issuedAtMs  decimal milliseconds since the epoch when the token was issued
 *   nonce       16 random bytes, base64url (no padding)
 *   signature   base64url HMAC-SHA256(secret, "local.<issuedAtMs>.<nonce>")
 * The verifier compares signatures in constant time, rejects tokens older than
 * CAPTCHA_TOKEN_TTL_MS (Turnstile's own token lifetime) or issued in the future, and should
 * accept each nonce once (Turnstile tokens are single use too: a form resets the widget after an
 * error response, spec §4).
 *
 * Either way the token travels in the form field CAPTCHA_TOKEN_FIELD (`zbl_login[cf-turnstile-response]`
 * for the zone login, spec §7). An empty string is a real value: the widget sends '' after a
 * Turnstile 600xxx error, and the server treats it as a failed check.
 */

/** Name of the token field in form payloads (spec §3 product enquiry, §7). */
export const CAPTCHA_TOKEN_FIELD = 'cf-turnstile-response';

/** The site key that selects the local provider instead of Turnstile. */
export const LOCAL_CAPTCHA_SITE_KEY = 'local-dev-site-key';

/** Endpoint the local widget asks for a token: POST, body `{}`, reply `{ token: string }`. */
export const LOCAL_CAPTCHA_TOKEN_PATH = '/ajax/captcha/local-token';

export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js';

/** Tokens older than this are rejected (Turnstile's tokens live 300 s). */
export const CAPTCHA_TOKEN_TTL_MS = 300_000;

/** Prefix of a local token (see the format above). */
export const LOCAL_CAPTCHA_TOKEN_PREFIX = 'local.';
