import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { ALTCHA_CHALLENGE_PATH } from '../../common/captcha';
import type { Client } from './http';

/**
 * What the ALTCHA widget does in the browser, for API tests (ADR 069): fetch a challenge, find its
 * counter, hand over the base64 payload the widget would put in the form. Test apps keep the
 * difficulty low (ALTCHA_TEST_DIFFICULTY), so this takes milliseconds.
 */
export async function solveAltcha(client: Client): Promise<{ token: string; challenge: Challenge }> {
  const res = await client.get(ALTCHA_CHALLENGE_PATH);
  if (res.statusCode !== 200) throw new Error(`challenge: ${res.statusCode} ${res.body}`);
  const challenge = res.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution found');
  const token = Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
  return { token, challenge };
}

/** A difficulty that solves in a few milliseconds (the production default is in common/captcha.ts). */
export const ALTCHA_TEST_DIFFICULTY = { maxNumber: 40, cost: 1 } as const;
