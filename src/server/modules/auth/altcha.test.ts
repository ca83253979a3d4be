import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALTCHA_CHALLENGE_PATH, ALTCHA_SITE_KEY, LOCAL_CAPTCHA_TOKEN_PATH } from '../../../common/captcha';
import type { ErrorBody } from '../../../common/errors';
import { ALTCHA_TEST_DIFFICULTY, solveAltcha } from '../../test-support/altcha';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { altchaVerifier, localCaptchaVerifier, type CaptchaVerifier } from './captcha';

/**
 * ALTCHA, the default captcha (ADR 069): challenges signed by the shop, solutions checked by the
 * shop, each accepted once. Unit tests of the verifier with an injected clock, then the API on the
 * test database (PGlite, or PostgreSQL with TEST_DATABASE_URL; Redis with TEST_REDIS_URL).
 */

function memoryNonces() {
  const seen = new Set<string>();
  return async (nonce: string) => (seen.has(nonce) ? false : (seen.add(nonce), true));
}

/** Solves a challenge of the verifier as the widget would, returning the payload (the token). */
async function solved(verifier: CaptchaVerifier) {
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
  const challenge = await verifier.issueChallenge!('203.0.113.9');
  const solution = (await solveChallenge({ challenge, deriveKey }))!;
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return { challenge, solution, payload, token: encode(payload) };
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('ALTCHA verifier', () => {
  const key = 'k'.repeat(64);
  let now = Date.now();
  const make = (more: Partial<Parameters<typeof altchaVerifier>[0]> = {}) =>
    altchaVerifier({
      hmacKey: key,
      ...ALTCHA_TEST_DIFFICULTY,
      firstUse: memoryNonces(),
      now: () => now,
      ...more,
    });

  it('issues signed PBKDF2 challenges whose secret counter lies in [max/2, max], expiring in 10 minutes', async () => {
    now = Date.now();
    const verifier = make({ maxNumber: 1000 });
    expect(verifier.kind).toBe('altcha');
    expect(verifier.siteKey).toBe(ALTCHA_SITE_KEY);
    for (let i = 0; i < 5; i++) {
      const { challenge, solution } = await solved(verifier);
      expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1 });
      expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
      expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
      expect(challenge.parameters.expiresAt).toBe(Math.floor((now + 600_000) / 1000));
      expect(solution.counter).toBeGreaterThanOrEqual(500);
      expect(solution.counter).toBeLessThanOrEqual(1000);
    }
  });

  it('accepts a solution once', async () => {
    now = Date.now();
    const verifier = make();
    const { token } = await solved(verifier);
    expect(await verifier.verify(token)).toBe(true);
    expect(await verifier.verify(token)).toBe(false);
  });

  it('refuses a solution after its challenge expired', async () => {
    now = Date.now();
    const verifier = make();
    const { token } = await solved(verifier);
    now += 600_001;
    expect(await verifier.verify(token)).toBe(false);
  });

  it('refuses tampered signatures, parameters and solutions, and challenges of another key', async () => {
    now = Date.now();
    const verifier = make();
    const { payload } = await solved(verifier);
    const variants = [
      { ...payload, challenge: { ...payload.challenge, signature: '0'.repeat(64) } },
      // A later expiry, an easier cost, or no key signature: the parameters no longer match their signature.
      {
        ...payload,
        challenge: {
          ...payload.challenge,
          parameters: {
            ...payload.challenge.parameters,
            expiresAt: payload.challenge.parameters.expiresAt! + 3600,
          },
        },
      },
      {
        ...payload,
        challenge: {
          ...payload.challenge,
          parameters: { ...payload.challenge.parameters, keySignature: undefined },
        },
      },
      // The derived key is the proof of work (its HMAC is signed in the challenge; the counter only
      // says where it was found): any other key fails.
      { ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } },
      { ...payload, solution: { ...payload.solution, derivedKey: payload.solution.derivedKey.slice(0, 32) } },
      { ...payload, solution: { counter: 'x', derivedKey: 42 } },
    ];
    for (const variant of variants) expect(await verifier.verify(encode(variant))).toBe(false);
    const other = altchaVerifier({
      hmacKey: 'o'.repeat(64),
      ...ALTCHA_TEST_DIFFICULTY,
      firstUse: memoryNonces(),
    });
    expect(await other.verify(encode(payload))).toBe(false);
    // The untouched payload still passes once: the refusals above did not use it up.
    expect(await verifier.verify(encode(payload))).toBe(true);
  });

  it('refuses another provider’s tokens and anything that is not a payload', async () => {
    const verifier = make();
    const local = localCaptchaVerifier({ firstUse: memoryNonces() });
    const localToken = local.issueLocalToken!();
    for (const token of [
      localToken,
      'XXXX.DUMMY.TOKEN.XXXX', // Turnstile's documented test token
      '0.Zm9vYmFy', // shaped like a Turnstile token
      '',
      'not base64!',
      encode({ challenge: null, solution: null, test: true }), // the widget's own test mode
      encode('string'),
      'A'.repeat(5000),
    ])
      expect(await verifier.verify(token)).toBe(false);
    // And the local verifier refuses an ALTCHA payload.
    expect(await local.verify((await solved(verifier)).token)).toBe(false);
  });

  it('counts challenges per address before making one', async () => {
    const asked: string[] = [];
    const verifier = make({
      countChallenge: async (ip) => {
        asked.push(ip);
        if (asked.length > 1) throw new Error('429');
      },
    });
    await verifier.issueChallenge!('198.51.100.1');
    await expect(verifier.issueChallenge!('198.51.100.1')).rejects.toThrow('429');
    expect(asked).toEqual(['198.51.100.1', '198.51.100.1']);
  });
});

describe('ALTCHA as the shop’s captcha (API)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seedProducts: 0,
      demoAccounts: true,
      accounts: { captchaProvider: 'altcha', localCaptcha: false, altcha: ALTCHA_TEST_DIFFICULTY },
    });
  });
  afterAll(() => t.close());

  const zbl = (client: Client, token: string) =>
    client.post('/ajax/auth/login-zbl', {
      zbl_login: { login: 'zbl@demo.shop', password: DEMO_PASSWORD, 'cf-turnstile-response': token },
    });

  it('gives the forms the ALTCHA site key and fresh, uncached challenges; no local tokens', async () => {
    const client = new Client(t.app);
    expect((await client.get('/ajax/login/front-constraints')).json()).toEqual({
      captchaSiteKey: ALTCHA_SITE_KEY,
      passwordMinLength: 8,
    });
    const one = await client.get(ALTCHA_CHALLENGE_PATH);
    expect(one.statusCode).toBe(200);
    expect(one.headers['cache-control']).toBe('no-store');
    expect(one.headers['content-type']).toContain('application/json');
    const two = await client.get(ALTCHA_CHALLENGE_PATH);
    expect(one.json().parameters.nonce).not.toBe(two.json().parameters.nonce);
    expect((await client.post(LOCAL_CAPTCHA_TOKEN_PATH, {})).statusCode).toBe(404);
  });

  it('logs a ZBL account in with a solved challenge, and refuses the same solution again', async () => {
    const client = new Client(t.app);
    const { token } = await solveAltcha(client);
    const ok = await zbl(client, token);
    expect(ok.statusCode, ok.body).toBe(200);
    const replay = await zbl(new Client(t.app), token);
    expect(replay.statusCode).toBe(422);
    expect(replay.json<ErrorBody>().data?.[0]?.field).toBe('cf-turnstile-response');
  });

  it('refuses a tampered signature, a local token and an empty token (the 600 error’s)', async () => {
    const client = new Client(t.app);
    const { token } = await solveAltcha(client);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString());
    payload.challenge.signature = payload.challenge.signature.replace(/^./, (c: string) =>
      c === 'a' ? 'b' : 'a',
    );
    for (const bad of [encode(payload), 'local.1.AAAAAAAAAAAAAAAAAAAAAA.forged', '']) {
      const res = await zbl(client, bad);
      expect(res.statusCode).toBe(422);
      expect(res.json<ErrorBody>().data?.[0]?.field).toBe('cf-turnstile-response');
    }
    // The genuine solution was not used up by the refusals.
    expect((await zbl(client, token)).statusCode).toBe(200);
  });

  it('refuses the 61st challenge a minute from one address (each costs a key derivation)', async () => {
    const client = new Client(t.app);
    for (let i = 0; i < 60; i++) expect((await client.get(ALTCHA_CHALLENGE_PATH)).statusCode).toBe(200);
    const refused = await client.get(ALTCHA_CHALLENGE_PATH);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await new Client(t.app).get(ALTCHA_CHALLENGE_PATH)).statusCode).toBe(200);
  });

  it('has no challenges when another captcha is configured', async () => {
    const local = await createTestApp({ seedProducts: 0 });
    try {
      expect((await new Client(local.app).get(ALTCHA_CHALLENGE_PATH)).statusCode).toBe(404);
    } finally {
      await local.close();
    }
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('ALTCHA solutions remembered in Redis across instances', () => {
  it('accepts a solution on one instance and refuses it on the other', async () => {
    const shared = {
      captchaProvider: 'altcha' as const,
      localCaptcha: false,
      altcha: { ...ALTCHA_TEST_DIFFICULTY, hmacKey: 'r'.repeat(64) },
      redisUrl: process.env.TEST_REDIS_URL,
      redisKeyPrefix: `test-altcha-${process.pid}-${Date.now()}:`,
    };
    const a = await createTestApp({ seedProducts: 0, demoAccounts: true, accounts: shared });
    const b = await createTestApp({ seedProducts: 0, demoAccounts: true, accounts: shared });
    try {
      const { token } = await solveAltcha(new Client(a.app));
      const body = (value: string) => ({
        zbl_login: { login: 'zbl@demo.shop', password: DEMO_PASSWORD, 'cf-turnstile-response': value },
      });
      expect((await new Client(a.app).post('/ajax/auth/login-zbl', body(token))).statusCode).toBe(200);
      expect((await new Client(b.app).post('/ajax/auth/login-zbl', body(token))).statusCode).toBe(422);
      // A solution of a challenge from A is good on B (one key): another one passes there.
      const fresh = await solveAltcha(new Client(a.app));
      expect((await new Client(b.app).post('/ajax/auth/login-zbl', body(fresh.token))).statusCode).toBe(200);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
