import { describe, expect, it } from 'vitest';
import { createPayuProvider, fromMinor, parseSignatureHeader, payuSignature, toMinor } from './payu.provider';

const CONFIG = {
  url: 'https://secure.snd.payu.com',
  posId: '145227',
  clientId: '145227',
  clientSecret: '12f071174cb7eb79d4aac5bc2f07563f',
  secondKey: '13a980d4f851f3d9a1cfc792fb1f5e50',
};

describe('PayU amounts and signatures', () => {
  it('sends hundredths of every currency, forints too (PayU multiplies HUF by 100)', () => {
    expect(toMinor('123.45')).toBe('12345');
    expect(toMinor('0.10')).toBe('10');
    expect(toMinor('1200')).toBe('120000');
    expect(fromMinor('12345')).toBe('123.45');
    expect(fromMinor('120000')).toBe('1200');
  });

  it('reads the OpenPayu-Signature header and checks hash(body + second key)', () => {
    expect(parseSignatureHeader('sender=checkout;signature=abc;algorithm=MD5;content=DOCUMENT')).toEqual({
      sender: 'checkout',
      signature: 'abc',
      algorithm: 'MD5',
      content: 'DOCUMENT',
    });
    const provider = createPayuProvider(CONFIG, { publicUrl: 'https://shop.example' });
    const body = JSON.stringify({
      order: {
        orderId: 'LDLW5N7MF4140324GUEST000P01',
        extOrderId: 'a'.repeat(32),
        totalAmount: '120000',
        currencyCode: 'HUF',
        status: 'COMPLETED',
      },
    });
    const header = (value: string) => (name: string) => (name === 'openpayu-signature' ? value : undefined);
    const signed = `sender=checkout;signature=${payuSignature(body, CONFIG.secondKey)};algorithm=MD5;content=DOCUMENT`;
    expect(provider.verifyNotification(body, header(signed))).toEqual({
      kind: 'payment',
      token: 'a'.repeat(32),
      externalId: 'LDLW5N7MF4140324GUEST000P01',
      outcome: 'paid',
      amount: '1200',
      currency: 'HUF',
      notificationId: null,
    });
    expect(() => provider.verifyNotification(`${body} `, header(signed))).toThrow(/errors.payment.notSigned/);
  });
});
