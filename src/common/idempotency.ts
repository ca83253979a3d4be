/**
 * The Idempotency-Key of the calls that make something once (creating an order, finishing it):
 * one shape for the server's check and the browser's keys.
 */

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * 8 to 100 letters, digits and `- _ . :`. Creating an order accepted `.` and `:` while finishing
 * one did not; the wider rule is the right one: a key is only compared and stored (a bound
 * parameter, never parsed or put in a path), so refusing those characters protected nothing and
 * turned away keys that clients commonly build ("order:1234:finish", dotted ids), while UUIDs and
 * hex keys pass either way.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/**
 * A fresh key: 128 random bits in hex. getRandomValues, not randomUUID, because the latter exists
 * only in secure contexts and the shop may be opened over plain http on a local network.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
