/**
 * What the invoice's printout needs from KSeF (ADR 063): the verification link of "KOD I" (the QR
 * code KSeF's documentation asks for on every invoice's visualisation), and the check of a KSeF
 * number. Both follow the Ministry of Finance's KSeF 2.0 documentation (kody-qr.md, numer-ksef.md).
 */
import { createHash } from 'node:crypto';

/** The QR verification hosts of KSeF's environments. */
export const KSEF_QR_HOSTS = {
  test: 'https://qr-test.ksef.mf.gov.pl',
  demo: 'https://qr-demo.ksef.mf.gov.pl',
  production: 'https://qr.ksef.mf.gov.pl',
} as const;

export type KsefEnvironment = keyof typeof KSEF_QR_HOSTS;

/** SHA-256 of the invoice file's bytes, base64url without padding (the "wyróżnik pliku faktury"). */
export function invoiceHashBase64Url(xml: string | Buffer): string {
  return createHash('sha256').update(xml).digest('base64url');
}

/**
 * KOD I: `{host}/invoice/{seller NIP}/{issue date DD-MM-YYYY}/{SHA-256 of the XML, base64url}`.
 * The same link serves an online invoice and an offline one (which carries a second code, KOD II,
 * signed with a KSeF offline certificate the shop does not have). Under the code the printout shows
 * the KSeF number once known, else "OFFLINE".
 */
export function ksefVerificationLink(input: {
  environment: KsefEnvironment;
  sellerNip: string;
  /** P_1, YYYY-MM-DD */
  issueDate: string;
  /** The exact bytes sent to KSeF. */
  xml: string | Buffer;
}): string {
  const [year, month, day] = input.issueDate.split('-');
  if (!year || !month || !day || !/^\d{4}-\d{2}-\d{2}$/.test(input.issueDate))
    throw new Error(`issue date ${input.issueDate} is not YYYY-MM-DD`);
  if (!/^\d{10}$/.test(input.sellerNip)) throw new Error(`seller NIP ${input.sellerNip} is not 10 digits`);
  return `${KSEF_QR_HOSTS[input.environment]}/invoice/${input.sellerNip}/${day}-${month}-${year}/${invoiceHashBase64Url(input.xml)}`;
}

/** The environment whose QR host matches a KSeF API address (test unless it is demo or production). */
export function ksefEnvironmentOf(apiUrl: string): KsefEnvironment {
  const host = new URL(apiUrl).host;
  if (host === 'api.ksef.mf.gov.pl') return 'production';
  if (host === 'api-demo.ksef.mf.gov.pl') return 'demo';
  return 'test';
}

/** CRC-8, polynomial 0x07, initial value 0 (the KSeF number's checksum). */
export function crc8(text: string): number {
  let crc = 0;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

const KSEF_NUMBER = /^(\d{10})-(\d{8})-([0-9A-F]{12})-([0-9A-F]{2})$/;

/** A KSeF number: NIP-YYYYMMDD-12 hex-2 hex CRC-8 of the first 32 characters (35 in all). */
export function isKsefNumber(value: string): boolean {
  const match = KSEF_NUMBER.exec(value);
  if (!match) return false;
  const data = value.slice(0, 32);
  return crc8(data).toString(16).toUpperCase().padStart(2, '0') === match[4];
}

/** Completes the data part (NIP-YYYYMMDD-12 hex) with its checksum; the simulator numbers this way. */
export function withKsefChecksum(data: string): string {
  return `${data}-${crc8(data).toString(16).toUpperCase().padStart(2, '0')}`;
}
