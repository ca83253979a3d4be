/**
 * What the captcha widget (src/web/ui/captcha) and the server's verifier agree on (spec §4,
 * §7 "External"). Constants only: verifying needs a secret and node:crypto, so it lives on the
 * server.
 *
 * Three providers, chosen by the site key the page receives at runtime (spec §9; ADR 069):
 * - ALTCHA_SITE_KEY (the default, CAPTCHA_PROVIDER=altcha): ALTCHA, a proof of work the shop
 *   serves and checks itself, so no visitor is sent to a third party. The widget (the `altcha`
 *   web component, loaded only on a page that shows a captcha) GETs ALTCHA_CHALLENGE_PATH, solves
 *   the challenge in Web Workers and hands over its payload as the token:
 *       base64(JSON { challenge: { parameters, signature }, solution: { counter, derivedKey } })
 *   The server checks the HMAC signature of the parameters, the expiry (ALTCHA_CHALLENGE_TTL_MS)
 *   and the derived key's signature, and accepts each challenge's nonce once.
 * - any other non-empty site key (CAPTCHA_PROVIDER=turnstile): Cloudflare Turnstile. The browser
 *   loads TURNSTILE_SCRIPT_URL and posts the widget's token; the server checks it with
 *   POST https://challenges.cloudflare.com/turnstile/v0/siteverify (secret, response, remoteip).
 * - LOCAL_CAPTCHA_SITE_KEY: a local "I am human" checkbox for API tests and development
 *   (CAPTCHA_PROVIDER=local, never in production). Ticking it POSTs `{}` (with the XHR marker) to
 *   LOCAL_CAPTCHA_TOKEN_PATH, which answers `{ token }`. The server refuses that endpoint (404)
 *   unless local captcha mode is on.
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
 * Whichever provider, the token travels in the form field CAPTCHA_TOKEN_FIELD (`zbl_login[cf-turnstile-response]`
 * for the zone login, spec §7). An empty string is a real value: the widget sends '' after a
 * 600-prefixed error (Turnstile's 600xxx, ALTCHA_SOLVE_FAILED), and the server treats it as a failed check.
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

/** The site key that selects ALTCHA (the default provider, ADR 069). */
export const ALTCHA_SITE_KEY = 'altcha';

/** Where the ALTCHA widget fetches a challenge: GET, reply a signed challenge (no-store). */
export const ALTCHA_CHALLENGE_PATH = '/ajax/captcha/challenge';

/**
 * An ALTCHA challenge is solvable this long after it was issued; its solution is then accepted
 * once until it expires. Longer than a Turnstile token: the widget solves when the visitor first
 * focuses the form, and a 450-character enquiry can take minutes to write.
 */
export const ALTCHA_CHALLENGE_TTL_MS = 600_000;

/**
 * Error codes the ALTCHA widget reports through the provider interface. Like Turnstile's 600xxx,
 * ALTCHA_SOLVE_FAILED means the check itself failed (no solution in time), so it sets an empty
 * token (spec §4); ALTCHA_CHALLENGE_FAILED means the shop gave no challenge (network, 429).
 */
export const ALTCHA_SOLVE_FAILED = '600-altcha';
export const ALTCHA_CHALLENGE_FAILED = 'altcha-challenge';

/**
 * ALTCHA's default difficulty (ALTCHA_MAX_NUMBER, ALTCHA_COST; ADR 069, bench/RESULTS.md): the
 * secret counter lies in [max/2, max], each counter tried costs one PBKDF2-SHA-256 of COST
 * iterations.
 */
export const ALTCHA_DEFAULT_MAX_NUMBER = 20_000;
export const ALTCHA_DEFAULT_COST = 100;
