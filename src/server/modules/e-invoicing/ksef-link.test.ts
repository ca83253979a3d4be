import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { crc8, isKsefNumber, ksefEnvironmentOf, ksefVerificationLink, withKsefChecksum } from './ksef-link';

describe('the KSeF verification link (KOD I) and KSeF numbers', () => {
  it('builds the link of KSeF’s documentation: host, seller NIP, issue date DD-MM-YYYY, SHA-256 in base64url', () => {
    const xml = '<?xml version="1.0" encoding="UTF-8"?>\n<Faktura>ż</Faktura>';
    const hash = createHash('sha256')
      .update(Buffer.from(xml, 'utf8'))
      .digest('base64')
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(
      ksefVerificationLink({ environment: 'test', sellerNip: '1111111111', issueDate: '2026-02-01', xml }),
    ).toBe(`https://qr-test.ksef.mf.gov.pl/invoice/1111111111/01-02-2026/${hash}`);
    expect(
      ksefVerificationLink({
        environment: 'production',
        sellerNip: '1111111111',
        issueDate: '2026-02-01',
        xml,
      }),
    ).toMatch(/^https:\/\/qr\.ksef\.mf\.gov\.pl\/invoice\/1111111111\/01-02-2026\/[A-Za-z0-9_-]{43}$/);
    // A changed byte is a different link: the code proves the file, not only the invoice number.
    expect(
      ksefVerificationLink({
        environment: 'test',
        sellerNip: '1111111111',
        issueDate: '2026-02-01',
        xml: `${xml} `,
      }),
    ).not.toBe(
      ksefVerificationLink({ environment: 'test', sellerNip: '1111111111', issueDate: '2026-02-01', xml }),
    );
    expect(() =>
      ksefVerificationLink({ environment: 'test', sellerNip: '111', issueDate: '2026-02-01', xml }),
    ).toThrow(/NIP/);
    expect(() =>
      ksefVerificationLink({ environment: 'test', sellerNip: '1111111111', issueDate: '01.02.2026', xml }),
    ).toThrow(/date/);
  });

  it('knows which QR host belongs to which API address', () => {
    expect(ksefEnvironmentOf('https://api.ksef.mf.gov.pl/v2')).toBe('production');
    expect(ksefEnvironmentOf('https://api-demo.ksef.mf.gov.pl/v2')).toBe('demo');
    expect(ksefEnvironmentOf('https://api-test.ksef.mf.gov.pl/v2')).toBe('test');
    expect(ksefEnvironmentOf('http://127.0.0.1:8398/v2')).toBe('test');
  });

  it('checks a KSeF number by its CRC-8, as in KSeF’s documented example', () => {
    expect(isKsefNumber('5265877635-20250826-0100001AF629-AF')).toBe(true);
    expect(isKsefNumber('5265877635-20250826-0100001AF629-AE')).toBe(false);
    expect(isKsefNumber('5265877635-20250826-0100001AF628-AF')).toBe(false);
    expect(isKsefNumber('5265877635-20250826-0100001af629-AF')).toBe(false);
    expect(withKsefChecksum('5265877635-20250826-0100001AF629')).toBe('5265877635-20250826-0100001AF629-AF');
    // CRC-8 (poly 0x07, init 0) of "123456789" is 0xF4, its standard check value.
    expect(crc8('123456789')).toBe(0xf4);
  });
});
