/**
 * The encryption KSeF 2.0 asks for (ADR 063; ksef-docs sesja-interaktywna.md, uwierzytelnianie.md):
 * the KSeF token and each session's AES key are encrypted with the Ministry's RSA public key
 * (RSAES-OAEP, SHA-256 and MGF1-SHA-256); each invoice with AES-256-CBC, PKCS#7 padding, under the
 * session's key and IV. Shared by the client and the simulator, so both ends use one definition.
 */
import {
  constants,
  createCipheriv,
  createDecipheriv,
  createHash,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';

/** The public key of a certificate as KSeF publishes it: base64 of the DER bytes. */
export function publicKeyOfCertificate(base64Der: string): KeyObject {
  return new X509Certificate(Buffer.from(base64Der, 'base64')).publicKey;
}

export function rsaOaepEncrypt(key: KeyObject | string, data: Buffer): Buffer {
  return publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, data);
}

export function rsaOaepDecrypt(key: KeyObject | string, data: Buffer): Buffer {
  return privateDecrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, data);
}

export interface SessionKey {
  key: Buffer;
  iv: Buffer;
}

export function newSessionKey(): SessionKey {
  return { key: randomBytes(32), iv: randomBytes(16) };
}

export function aesEncrypt({ key, iv }: SessionKey, data: Buffer): Buffer {
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([cipher.update(data), cipher.final()]);
}

export function aesDecrypt({ key, iv }: SessionKey, data: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([decipher.update(data), decipher.final()]);
}

/** SHA-256, base64 (KSeF's Sha256HashBase64: 44 characters). */
export function sha256Base64(data: Buffer): string {
  return createHash('sha256').update(data).digest('base64');
}
