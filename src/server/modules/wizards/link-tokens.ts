import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { DOCUMENT_TOKEN, WIZARD_TOKEN } from '../../../common/wizards';

/**
 * The signed tokens of mailed links (ADR 073).
 *
 * Wizard links: `<link id>.<expiry>.<nonce>.<signature>`, expiry in seconds since the epoch in
 * base 36, nonce 24 random bytes, signature HMAC-SHA-256 truncated to 24 bytes, all base64url. The
 * signature is checked first, so a forged or altered link costs no database read and a tampered
 * one is told apart from an expired one without one; the nonce's SHA-256 in the link's row makes
 * the link single use and revocable.
 *
 * Document links: `<customer id>.i.<invoice id>.<expiry>.<signature>`: a mailed link to one
 * document, and the 15-minute grant the /login-by-document page hands out are the same shape with
 * different purposes in their signatures, so neither passes for the other.
 *
 * The key is derived (HKDF-SHA-256) from the shop's link key (EINVOICE_LINK_KEY, required in
 * production), with a label of its own, so these signatures can never be e-invoice links' or
 * the other way round.
 */
export type OpenedToken<T> = { ok: true; value: T } | { ok: false; reason: 'invalid' | 'expired' };

const SIGNATURE_BYTES = 24;

export function deriveLinkKey(master: Buffer, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `component-shop:${label}:v1`, 32));
}

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

function sign(key: Buffer, purpose: string, body: string): string {
  return createHmac('sha256', key)
    .update(`${purpose}:${body}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES)
    .toString('base64url');
}

function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** What a `<id>.<expiry>.<nonce>.<signature>` link is signed for. */
export type LinkPurpose = 'wizard-link' | 'order-request';

export interface WizardLinkToken {
  linkId: number;
  expiresAt: Date;
  nonce: string;
}

export function createLinkTokens(key: Buffer) {
  return {
    /**
     * A new wizard link's token and the nonce's hash to store. `purpose` keeps the links of one
     * table from passing for another's (order requests sign `order-request`, ADR 084).
     */
    sealWizardLink(
      linkId: number,
      expiresAt: Date,
      purpose: LinkPurpose = 'wizard-link',
    ): { token: string; nonceHash: string } {
      const nonce = randomBytes(24).toString('base64url');
      const body = `${linkId}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}.${nonce}`;
      return { token: `${body}.${sign(key, purpose, body)}`, nonceHash: sha256Hex(nonce) };
    },

    openWizardLink(
      token: string,
      now: Date,
      purpose: LinkPurpose = 'wizard-link',
    ): OpenedToken<WizardLinkToken> {
      if (!WIZARD_TOKEN.test(token)) return { ok: false, reason: 'invalid' };
      const [id, expiry, nonce, signature] = token.split('.') as [string, string, string, string];
      if (!sameSignature(sign(key, purpose, `${id}.${expiry}.${nonce}`), signature))
        return { ok: false, reason: 'invalid' };
      const linkId = Number(id);
      const expiresAt = new Date(Number.parseInt(expiry, 36) * 1000);
      if (!Number.isSafeInteger(linkId) || linkId > 2_147_483_647 || Number.isNaN(expiresAt.getTime()))
        return { ok: false, reason: 'invalid' };
      if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
      return { ok: true, value: { linkId, expiresAt, nonce } };
    },

    /** A link (purpose `mail`) or a grant (purpose `grant`) to one invoice of one customer. */
    sealDocument(purpose: 'mail' | 'grant', customerId: number, invoiceId: number, expiresAt: Date): string {
      const body = `${customerId}.i.${invoiceId}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
      return `${body}.${sign(key, `document-${purpose}`, body)}`;
    },

    openDocument(
      purpose: 'mail' | 'grant',
      token: string,
      now: Date,
    ): OpenedToken<{ customerId: number; invoiceId: number; expiresAt: Date }> {
      if (!DOCUMENT_TOKEN.test(token)) return { ok: false, reason: 'invalid' };
      const parts = token.split('.');
      const body = parts.slice(0, 4).join('.');
      if (!sameSignature(sign(key, `document-${purpose}`, body), parts[4]!))
        return { ok: false, reason: 'invalid' };
      const customerId = Number(parts[0]);
      const invoiceId = Number(parts[2]);
      const expiresAt = new Date(Number.parseInt(parts[3]!, 36) * 1000);
      if (customerId > 2_147_483_647 || invoiceId > 2_147_483_647) return { ok: false, reason: 'invalid' };
      if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
      return { ok: true, value: { customerId, invoiceId, expiresAt } };
    },
  };
}
export type LinkTokens = ReturnType<typeof createLinkTokens>;
