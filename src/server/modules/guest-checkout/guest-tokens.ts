import { createHmac, timingSafeEqual } from 'node:crypto';
import { GUEST_ORDER_TOKEN } from '../../../common/contracts/guest-checkout';

/**
 * The signed link of a guest's order (ADR 083): `<order id>.<expiry>.<signature>`, id and expiry
 * (seconds since the epoch) in base 36, the signature HMAC-SHA-256 truncated to 24 bytes,
 * base64url. The link is the only way to the order without an account: an order number alone opens
 * nothing, a changed id or expiry breaks the signature, and an expired link opens nothing either.
 * The key is derived from the shop's link key with a label of its own (deriveLinkKey).
 */
const PATTERN = new RegExp(`^${GUEST_ORDER_TOKEN}$`);

function sign(key: Buffer, body: string): string {
  return createHmac('sha256', key)
    .update(`guest-order:${body}`)
    .digest()
    .subarray(0, 24)
    .toString('base64url');
}

export function sealGuestOrder(key: Buffer, orderId: number, expiresAt: Date): string {
  const body = `${orderId.toString(36)}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
  return `${body}.${sign(key, body)}`;
}

/** The order id of a valid, unexpired token; null for anything else (the caller answers 404). */
export function openGuestOrder(key: Buffer, token: string, now: Date): number | null {
  if (!PATTERN.test(token)) return null;
  const [id, expiry, signature] = token.split('.') as [string, string, string];
  const expected = Buffer.from(sign(key, `${id}.${expiry}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const orderId = Number.parseInt(id, 36);
  if (!Number.isSafeInteger(orderId) || orderId > 2_147_483_647) return null;
  if (Number.parseInt(expiry, 36) * 1000 <= now.getTime()) return null;
  return orderId;
}
