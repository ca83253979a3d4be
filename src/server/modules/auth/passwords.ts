import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { MessageKey } from '../../../common/errors';
import type { TranslationValues } from '../../../common/i18n/lookup';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../common/accounts';

/**
 * Password hashing with node:crypto scrypt (DESIGN.md: no native addon). The stored form carries
 * its parameters, `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` (base64), so the cost can rise later and
 * old hashes still verify (and are upgraded at the next login).
 */
export interface PasswordCost {
  log2N: number;
  r: number;
  p: number;
}

/** N = 2^17, r = 8, p = 1: 128 MiB and a few hundred milliseconds per hash (OWASP's scrypt floor). */
export const DEFAULT_PASSWORD_COST: PasswordCost = { log2N: 17, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function scryptAsync(password: string, salt: Buffer, cost: PasswordCost): Promise<Buffer> {
  const N = 2 ** cost.log2N;
  // Node refuses more than 32 MiB by default; scrypt needs 128 · N · r bytes, plus headroom.
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 128 * N * cost.r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(
  password: string,
  cost: PasswordCost = DEFAULT_PASSWORD_COST,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scryptAsync(password, salt, cost);
  return ['scrypt', cost.log2N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

function parseHash(stored: string): { cost: PasswordCost; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [log2N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (
    ![log2N, r, p].every(Number.isInteger) ||
    log2N < 10 ||
    log2N > 20 ||
    r < 1 ||
    r > 32 ||
    p < 1 ||
    p > 16
  )
    return null;
  return {
    cost: { log2N, r, p },
    salt: Buffer.from(parts[4]!, 'base64'),
    key: Buffer.from(parts[5]!, 'base64'),
  };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || password.length > PASSWORD_MAX_LENGTH) return false;
  const key = await scryptAsync(password, parsed.salt, parsed.cost);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** A hash made with a lower cost than today's is replaced at the next successful login. */
export function needsRehash(stored: string, cost: PasswordCost = DEFAULT_PASSWORD_COST): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.cost.log2N < cost.log2N || parsed.cost.r < cost.r || parsed.cost.p < cost.p;
}

/** The 3 000 most common passwords (the dictionary is ordered by frequency), lower case. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  (dictionary['passwords-common'] as string[]).slice(0, 3000).map((p) => p.toLowerCase()),
);

/** Why a new password is refused, as a message key and its values; null when it is acceptable. */
export function passwordProblem(
  password: string,
  identities: readonly string[] = [],
): { key: MessageKey; params?: TranslationValues } | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return { key: 'errors.auth.passwordTooShort', params: { minimum: PASSWORD_MIN_LENGTH } };
  if (password.length > PASSWORD_MAX_LENGTH)
    return { key: 'errors.auth.passwordTooLong', params: { maximum: PASSWORD_MAX_LENGTH } };
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return { key: 'errors.auth.passwordCommon' };
  for (const identity of identities) {
    const value = identity.toLowerCase();
    const local = value.split('@')[0] ?? '';
    if (value && (lower === value || (local.length >= 3 && lower === local))) {
      return { key: 'errors.auth.passwordIsIdentity' };
    }
  }
  return null;
}
