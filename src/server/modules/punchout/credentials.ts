/**
 * Who a cXML document comes from (ADR 074): the first From credential naming a live configuration,
 * and the Sender's SharedSecret matching its stored SHA-256. The setup request and the order
 * request are authenticated here, alike.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { CxmlError, type Credential } from './cxml';
import { selectConfigByFrom } from './punchout.repository';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Equal SHA-256 digests, compared in constant time. */
export function sameSecret(secret: string, storedHash: string): boolean {
  const given = Buffer.from(sha256(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export type SenderConfig = NonNullable<Awaited<ReturnType<typeof selectConfigByFrom>>>;

/** The configuration a document speaks for, or CxmlError 401 (one answer for both failures). */
export async function configOfSender(
  db: Db,
  from: readonly Credential[],
  sharedSecret: string,
  onRefused?: (from: Credential | undefined) => void,
): Promise<SenderConfig> {
  let found: Awaited<ReturnType<typeof selectConfigByFrom>>;
  for (const credential of from) {
    found = await selectConfigByFrom(db, credential.domain.toLowerCase(), credential.identity.toLowerCase());
    if (found) break;
  }
  // One answer for an unknown From and a wrong secret: a stranger learns nothing of which it was.
  if (!found || !sameSecret(sharedSecret, found.secretHash)) {
    onRefused?.(from[0]);
    throw new CxmlError(401, 'Unknown From credential or wrong SharedSecret');
  }
  return found;
}
