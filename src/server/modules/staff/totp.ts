import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';

/**
 * The second factor of staff logins (ADR 048): RFC 6238 codes, 6 digits every 30 s, one step of
 * clock drift either way. The secret is kept encrypted (AES-256-GCM under STAFF_TOTP_KEY) so a copy
 * of the table gives nobody codes.
 */
export const TOTP_PERIOD_S = 30;
const ISSUER = 'Component Shop staff';

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = 'staff') {
  return new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** The time step a code belongs to, or null when it is no code of the secret now (±1 step). */
export function totpStepOf(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_S) + delta;
}

/** The code of a secret at a moment (the demo banner and tests). */
export function totpCode(secret: string, now: Date = new Date()): string {
  return totpOf(secret).generate({ timestamp: now.getTime() });
}

export async function enrolment(secret: string, email: string) {
  const otpauthUri = totpOf(secret, email).toString();
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUri, qrSvg };
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64url; the key is 32 bytes. */
export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function openSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unknown sealed TOTP secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
