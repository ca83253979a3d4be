/**
 * The NAV Online Számla v3 API's cryptography (ADR 080), shared by the sender and its simulator:
 * the password hash (SHA-512), the request signature (SHA3-512) and the exchange token's AES-128-ECB.
 * All hashes are upper-case hex, as the interface specification writes them.
 */
import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';

const upperHex = (algorithm: string, text: string) =>
  createHash(algorithm).update(text, 'utf8').digest('hex').toUpperCase();

/** `passwordHash` of the technical user: SHA-512 of the password. */
export const navPasswordHash = (password: string) => upperHex('sha512', password);

/** The signature's timestamp: the header's UTC timestamp as yyyyMMddHHmmss. */
export function navSignatureTime(isoTimestamp: string): string {
  return isoTimestamp.replace(/\.\d+Z$|Z$/, '').replace(/[-T:]/g, '');
}

/**
 * `requestSignature`: SHA3-512 of requestId + timestamp (yyyyMMddHHmmss) + the signing key, and for
 * manageInvoice, followed by each operation's own SHA3-512 of its operation name and base64 data
 * (in index order), all upper-case hex.
 */
export function navRequestSignature(
  requestId: string,
  isoTimestamp: string,
  signingKey: string,
  operations: ReadonlyArray<{ operation: string; base64Data: string }> = [],
): string {
  const partial = `${requestId}${navSignatureTime(isoTimestamp)}${signingKey}`;
  const hashes = operations.map((op) => upperHex('sha3-512', `${op.operation}${op.base64Data}`)).join('');
  return upperHex('sha3-512', `${partial}${hashes}`);
}

/** The exchange token as tokenExchange sends it: AES-128-ECB with the exchange key, base64. */
export function navEncodeExchangeToken(token: string, exchangeKey: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(exchangeKey, 'utf8'), null);
  return Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]).toString('base64');
}

export function navDecodeExchangeToken(encoded: string, exchangeKey: string): string {
  const decipher = createDecipheriv('aes-128-ecb', Buffer.from(exchangeKey, 'utf8'), null);
  return Buffer.concat([decipher.update(Buffer.from(encoded, 'base64')), decipher.final()]).toString('utf8');
}
