/**
 * Webhook signing secrets sealed at rest (ADR 079, session 18): the shop must sign with the secret
 * itself, so it cannot keep a hash as for client secrets; it keeps it under AES-256-GCM with the key
 * of WEBHOOK_SECRET_KEY. Each row names its key by an id (a fingerprint of the key, never the key),
 * so a key can rotate: the new key seals, the previous ones (WEBHOOK_SECRET_PREVIOUS_KEYS) still
 * open the rows sealed before, and the sweep re-seals those under the new key.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Binds each ciphertext to this column: a sealed value copied into another sealed column does not open. */
const AAD = Buffer.from('api_webhooks.secret');

/** A sealed secret could not be opened: a key this instance lacks, the wrong key, or an altered row. */
export class WebhookSecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSecretError';
  }
}

/** The id stored beside a ciphertext: 16 hex characters of the key's SHA-256 (it tells keys apart, reveals none). */
export function webhookKeyId(key: Buffer): string {
  return createHash('sha256').update('webhook-secret-key\0').update(key).digest('hex').slice(0, 16);
}

export interface WebhookSecretBox {
  /** The id of the key that seals now. */
  readonly keyId: string;
  seal(secret: string): { sealed: string; keyId: string };
  /** The secret of a row; a row without a key id is one from before sealing (the secret in clear). */
  open(sealed: string, keyId: string | null): string;
}

/** `current` seals and opens; `previous` only open (rows sealed before a rotation). Keys are 32 bytes. */
export function createWebhookSecretBox(current: Buffer, previous: readonly Buffer[] = []): WebhookSecretBox {
  for (const key of [current, ...previous])
    if (key.length !== 32) throw new Error('A webhook secret key is 32 bytes (64 hex characters)');
  const keys = new Map([current, ...previous].map((key) => [webhookKeyId(key), key]));
  const keyId = webhookKeyId(current);
  return {
    keyId,
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv).setAAD(AAD);
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return {
        sealed: [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.'),
        keyId,
      };
    },
    open(sealed, rowKeyId) {
      if (rowKeyId === null) return sealed;
      const key = keys.get(rowKeyId);
      if (!key)
        throw new WebhookSecretError(
          `The webhook secret was sealed under key ${rowKeyId}, which this instance does not have: set WEBHOOK_SECRET_KEY (or WEBHOOK_SECRET_PREVIOUS_KEYS after a rotation) to that key`,
        );
      const [iv, tag, body] = sealed.split('.');
      if (!iv || !tag || body === undefined)
        throw new WebhookSecretError(`The webhook secret under key ${rowKeyId} is not a sealed value`);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(AAD);
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new WebhookSecretError(
          `The webhook secret under key ${rowKeyId} does not open: the key is not the one it was sealed with, or the row was altered`,
        );
      }
    },
  };
}
