/**
 * What the captcha adds to an enquiry (issue 20: an accepted enquiry p95 ≤ 50 ms, captcha check
 * included; ADR 069). An enquiry-like POST on the real app (its plugins, CSRF marker, JSON parsing,
 * validation with Zod, one INSERT), once with the ALTCHA check of the shop's verifier (signature,
 * key signature, the nonce remembered once in the shared store) and once without, one after
 * another from one client; plus what a challenge costs the server to make.
 *
 *   npx tsx bench/captcha.ts                      # PGlite, nonces in PostgreSQL's place (PGlite)
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/captcha.ts
 *   ... BENCH_REDIS=redis://127.0.0.1:6379 ...    # nonces in Redis
 *
 * The checked solutions are solved at a low counter (maxNumber 40) but with the default cost: what
 * the server does to check one does not depend on the counter (ADR 069: two HMACs), only making a
 * challenge does (one PBKDF2 of ALTCHA_COST iterations).
 */
import { sql } from 'drizzle-orm';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { ALTCHA_DEFAULT_COST, ALTCHA_DEFAULT_MAX_NUMBER } from '../src/common/captcha';
import { buildApp } from '../src/server/app';
import { createTestDatabase } from '../src/server/test-support/test-database';
import { percentile } from './lib';

const N = Number(process.env.BENCH_N ?? 400);
const database = await createTestDatabase({ seedProducts: 0 });
await database.exec(
  'CREATE TABLE IF NOT EXISTS bench_enquiries (id serial primary key, email text not null, message text not null, created_at timestamptz not null default now())',
);
const { app, services } = await buildApp({
  database,
  web: 'none',
  logLevel: 'silent',
  publicUrl: 'http://127.0.0.1',
  accounts: {
    captchaProvider: 'altcha',
    altcha: { maxNumber: 40, cost: ALTCHA_DEFAULT_COST },
    redisUrl: process.env.BENCH_REDIS,
    redisKeyPrefix: `bench-captcha-${process.pid}:`,
    warmCatalogueListings: false,
    jobs: undefined,
  },
});

const Enquiry = z.object({
  email: z.email(),
  message: z.string().min(1).max(450),
  'cf-turnstile-response': z.string().max(4096).optional(),
});
for (const [url, withCaptcha] of [
  ['/ajax/bench/enquiry', true],
  ['/ajax/bench/enquiry-no-captcha', false],
] as const) {
  app.post(url, async (request, reply) => {
    const body = Enquiry.parse(request.body);
    if (withCaptcha && !(await services.captcha.verify(body['cf-turnstile-response'] ?? '', request.ip)))
      return reply.code(422).send({ field: 'cf-turnstile-response' });
    await database.db.execute(
      sql`INSERT INTO bench_enquiries (email, message) VALUES (${body.email}, ${body.message})`,
    );
    return reply.code(204).send();
  });
}
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

// Challenges made in the server (each a different address: 60 a minute per address are allowed).
const issueMs: number[] = [];
const tokens: string[] = [];
for (let i = 0; i < N; i++) {
  const started = performance.now();
  const challenge = await services.captcha.issueChallenge!(`10.9.${i >> 8}.${i & 255}`);
  issueMs.push(performance.now() - started);
  const solution = (await solveChallenge({ challenge, deriveKey }))!;
  tokens.push(
    Buffer.from(
      JSON.stringify({
        challenge: { parameters: challenge.parameters, signature: challenge.signature },
        solution,
      }),
    ).toString('base64'),
  );
}

async function post(url: string, token?: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({
      email: 'buyer@example.com',
      message: 'Please quote 2 500 pcs of BC847B, delivery to Kraków within 3 weeks. '
        .repeat(5)
        .slice(0, 450),
      ...(token ? { 'cf-turnstile-response': token } : {}),
    }),
  });
  await response.arrayBuffer();
  if (response.status !== 204) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

const summary = (label: string, ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} n=${String(ms.length).padStart(4)}  p50 ${percentile(sorted, 50).toFixed(2)} ms  p95 ${percentile(sorted, 95).toFixed(2)} ms  p99 ${percentile(sorted, 99).toFixed(2)} ms`,
  );
};

// Warm-up, then the two kinds interleaved so the machine's load falls on both alike.
for (let i = 0; i < 50; i++) await post('/ajax/bench/enquiry-no-captcha');
const withCaptcha: number[] = [];
const without: number[] = [];
for (const token of tokens) {
  withCaptcha.push(await post('/ajax/bench/enquiry', token));
  without.push(await post('/ajax/bench/enquiry-no-captcha'));
}
// A replayed solution is refused.
const replay = await fetch(base + '/ajax/bench/enquiry', {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
  body: JSON.stringify({ email: 'a@b.cd', message: 'x', 'cf-turnstile-response': tokens[0] }),
});

// The check alone, in process.
const verifyMs: number[] = [];
for (let i = 0; i < 200; i++) {
  const challenge = await services.captcha.issueChallenge!(`10.8.${i >> 8}.${i & 255}`);
  const solution = (await solveChallenge({ challenge, deriveKey }))!;
  const token = Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
  const started = performance.now();
  if (!(await services.captcha.verify(token))) throw new Error('not verified');
  verifyMs.push(performance.now() - started);
}

console.log(
  `captcha bench: ${database.kind}, nonces in ${process.env.BENCH_REDIS ? 'Redis' : database.kind}; default difficulty ${ALTCHA_DEFAULT_MAX_NUMBER}/${ALTCHA_DEFAULT_COST}`,
);
summary('enquiry POST with the ALTCHA check', withCaptcha);
summary('enquiry POST without a captcha', without);
summary('verify() alone (HMACs + nonce store)', verifyMs);
summary(`challenge made (PBKDF2, cost ${ALTCHA_DEFAULT_COST})`, issueMs);
console.log(`replayed solution: ${replay.status}`);
await app.close();
await database.destroy();
