import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORDS,
  DEFAULT_PASSWORD_COST,
  hashPassword,
  needsRehash,
  passwordProblem,
  verifyPassword,
} from './passwords';

const FAST = { log2N: 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('uses scrypt N=2^17, r=8, p=1 by default, and that cost really runs (maxmem raised)', async () => {
    expect(DEFAULT_PASSWORD_COST).toEqual({ log2N: 17, r: 8, p: 1 });
    const hash = await hashPassword('correct horse battery', DEFAULT_PASSWORD_COST);
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
  });

  it('verifies only the right password, with a fresh salt every time', async () => {
    const a = await hashPassword('resistor-ladder', FAST);
    const b = await hashPassword('resistor-ladder', FAST);
    expect(a).not.toBe(b);
    expect(await verifyPassword('resistor-ladder', a)).toBe(true);
    expect(await verifyPassword('Resistor-ladder', a)).toBe(false);
    expect(await verifyPassword('resistor-ladder', 'garbage')).toBe(false);
    expect(await verifyPassword('resistor-ladder', 'scrypt$40$8$1$x$y')).toBe(false);
  });

  it('asks for a rehash of hashes weaker than today’s cost', async () => {
    expect(needsRehash(await hashPassword('x-y-z-1-2-3', FAST))).toBe(true);
    expect(needsRehash(await hashPassword('x-y-z-1-2-3', FAST), FAST)).toBe(false);
  });
});

describe('password rules', () => {
  it('holds the 3 000 most common passwords', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(2900);
    expect(COMMON_PASSWORDS.has('password')).toBe(true);
    expect(COMMON_PASSWORDS.has('123456')).toBe(true);
  });

  it('refuses short, common and identity passwords', () => {
    expect(passwordProblem('short')).toEqual({ key: 'errors.auth.passwordTooShort', params: { minimum: 8 } });
    expect(passwordProblem('Tr4nsistor-Array')).toBeNull();
    expect(passwordProblem('password')?.key).toBe('errors.auth.passwordCommon');
    expect(passwordProblem('QWERTYUIOP')?.key).toBe('errors.auth.passwordCommon');
    expect(passwordProblem('anna.nowak', ['anna.nowak@firma.pl'])?.key).toBe(
      'errors.auth.passwordIsIdentity',
    );
    expect(passwordProblem('x'.repeat(129))?.key).toBe('errors.auth.passwordTooLong');
    expect(passwordProblem('solder-and-flux-77', ['anna@firma.pl'])).toBeNull();
  });
});
