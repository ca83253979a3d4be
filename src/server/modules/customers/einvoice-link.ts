import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * The `{encryptedParams}` of an e-invoice activation link (spec §2 /e-invoice/activate/…).
 * AES-256-GCM: the parameters are secret (the address is not in the URL in clear) and
 * authenticated (a changed byte fails the tag). Layout, base64url: version (1 byte) · IV (12) ·
 * tag (16) · ciphertext. The purpose is bound as additional data, so a token sealed for another
 * use with the same key does not open here.
 */
export interface EinvoiceLinkParams {
  customerId: number;
  email: string;
  /** Matches the pending request; a newer request or an activation voids the link. */
  nonce: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export type OpenedLink =
  { ok: true; params: EinvoiceLinkParams } | { ok: false; reason: 'invalid' | 'expired' };

const VERSION = 1;
const AAD = Buffer.from('component-shop:einvoice-activation:v1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Longer tokens are refused before any work (a link is about 150 characters). */
export const MAX_TOKEN_LENGTH = 600;

/** A 32-byte key from 64 hex characters (EINVOICE_LINK_KEY). */
export function linkKeyFromHex(hex: string): Buffer {
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error('The e-invoice link key must be 64 hex characters.');
  return Buffer.from(hex, 'hex');
}

export function sealLinkParams(key: Buffer, params: EinvoiceLinkParams): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(AAD);
  const plain = Buffer.from(
    JSON.stringify({ c: params.customerId, e: params.email, n: params.nonce, x: params.expiresAt }),
  );
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Opens a link's parameters; anything altered, truncated or foreign is `invalid`, never a throw. */
export function openLinkParams(key: Buffer, token: string, now: Date): OpenedLink {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) {
    return { ok: false, reason: 'invalid' };
  }
  const raw = Buffer.from(token, 'base64url');
  if (raw.length <= 1 + IV_BYTES + TAG_BYTES || raw[0] !== VERSION) return { ok: false, reason: 'invalid' };
  const iv = raw.subarray(1, 1 + IV_BYTES);
  const tag = raw.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  const body = raw.subarray(1 + IV_BYTES + TAG_BYTES);
  let plain: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(AAD);
    decipher.setAuthTag(tag);
    plain = Buffer.concat([decipher.update(body), decipher.final()]);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(plain.toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const p = parsed as { c?: unknown; e?: unknown; n?: unknown; x?: unknown };
  if (
    !Number.isSafeInteger(p.c) ||
    typeof p.e !== 'string' ||
    typeof p.n !== 'string' ||
    !Number.isSafeInteger(p.x)
  ) {
    return { ok: false, reason: 'invalid' };
  }
  const params = { customerId: p.c as number, email: p.e, nonce: p.n, expiresAt: p.x as number };
  if (params.expiresAt <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, params };
}
