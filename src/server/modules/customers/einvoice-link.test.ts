import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { linkKeyFromHex, openLinkParams, sealLinkParams } from './einvoice-link';

const key = linkKeyFromHex('11'.repeat(32));
const now = new Date('2026-11-22T12:00:00Z');
const params = {
  customerId: 42,
  email: 'invoices@firma.pl',
  nonce: 'abc123',
  expiresAt: now.getTime() + 3600_000,
};

describe('e-invoice link parameters (AES-256-GCM)', () => {
  it('round-trips and is URL-safe, without the address in clear', () => {
    const token = sealLinkParams(key, params);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token).not.toContain('invoices');
    expect(openLinkParams(key, token, now)).toEqual({ ok: true, params });
    // A fresh IV every time: two links for the same request differ.
    expect(sealLinkParams(key, params)).not.toBe(token);
  });

  it('refuses a link that is tampered with, truncated, foreign or garbage', () => {
    const token = sealLinkParams(key, params);
    const raw = Buffer.from(token, 'base64url');
    for (let i = 0; i < raw.length; i += 7) {
      const changed = Buffer.from(raw);
      changed[i] = changed[i]! ^ 0x01;
      expect(openLinkParams(key, changed.toString('base64url'), now), `byte ${i}`).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    expect(openLinkParams(key, token.slice(0, -4), now).ok).toBe(false);
    expect(openLinkParams(randomBytes(32), token, now)).toEqual({ ok: false, reason: 'invalid' });
    for (const junk of ['', 'x', '%%%', 'a'.repeat(1000), 'AQ', token + '!']) {
      expect(openLinkParams(key, junk, now)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('says expired once the time has passed (only for an authentic link)', () => {
    const token = sealLinkParams(key, params);
    expect(openLinkParams(key, token, new Date(params.expiresAt))).toEqual({ ok: false, reason: 'expired' });
    expect(openLinkParams(key, token, new Date(params.expiresAt - 1)).ok).toBe(true);
  });

  it('checks the key format', () => {
    expect(() => linkKeyFromHex('short')).toThrow(/64 hex/);
  });
});
