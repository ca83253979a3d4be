/**
 * The ALTCHA web component and its proof-of-work worker, in a chunk of their own that only a page
 * showing a captcha loads (altcha-provider.ts imports this module on first render; ADR 069).
 *
 * `altcha/external` leaves out the bundle's inline workers: those start from blob: URLs, which the
 * shop's CSP does not allow. Vite builds the PBKDF2 worker as a file of the shop's own origin
 * instead ('self' in script-src covers it), and ALTCHA's stylesheet comes as a file too.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

/** The challenge algorithm the server issues (server modules/auth/captcha.ts ALTCHA_ALGORITHM). */
const ALGORITHM = 'PBKDF2/SHA-256';

export function registerAltcha(): void {
  if (!globalThis.$altcha.algorithms.has(ALGORITHM))
    globalThis.$altcha.algorithms.set(ALGORITHM, () => new Pbkdf2Worker());
}

/** Puts the shop's wording in ALTCHA's catalogue for a language (merged over its English). */
export function setAltchaStrings(language: string, strings: Record<string, string>): void {
  const base = globalThis.$altcha.i18n.get('en') ?? {};
  globalThis.$altcha.i18n.set(language, { ...base, ...strings });
}
