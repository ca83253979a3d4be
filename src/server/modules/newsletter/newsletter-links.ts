import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The newsletter's links (ADR 067). A confirmation link carries a random token whose SHA-256 alone
 * is stored (single use, expiring). A subscriber's preferences and unsubscribe links carry
 * `<id>.<HMAC>`: signed with NEWSLETTER_LINK_KEY, so they need no row per mail, work on every
 * instance, and cannot be made for another id; they do not expire (RFC 8058 asks unsubscribe links
 * to keep working for the life of the mail).
 */
export function confirmationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createLinkSigner(key: Buffer) {
  const mac = (id: number) =>
    createHmac('sha256', key)
      .update(`newsletter-subscriber:${id}`)
      .digest()
      .subarray(0, 18)
      .toString('base64url');
  return {
    sign: (subscriberId: number) => `${subscriberId}.${mac(subscriberId)}`,
    /** The subscriber id of a genuine link token, else null. */
    verify(token: string): number | null {
      const match = /^(\d{1,9})\.([A-Za-z0-9_-]{24})$/.exec(token);
      if (!match) return null;
      const id = Number(match[1]);
      const expected = Buffer.from(mac(id));
      const given = Buffer.from(match[2]!);
      return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
    },
  };
}
export type LinkSigner = ReturnType<typeof createLinkSigner>;
