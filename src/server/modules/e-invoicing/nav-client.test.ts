/**
 * The NAV Online Számla v3 sender (ADR 080) over HTTP against the local simulator: token exchange,
 * a signed manageInvoice, the transaction followed to DONE; and what NAV refuses — a wrong signing
 * key (INVALID_REQUEST_SIGNATURE), a wrong password (INVALID_SECURITY_USER), a reused exchange
 * token, invoice data of another seller (ABORTED with its error code) — and NAV down.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HU_COMPANY } from './e-invoicing.fixtures';
import { createNavClient, NavRequestError, NavUnavailableError, type NavConfig } from './nav-client';
import {
  navDecodeExchangeToken,
  navEncodeExchangeToken,
  navPasswordHash,
  navRequestSignature,
  navSignatureTime,
} from './nav-crypto';
import { buildNavInvoiceDataXml } from './nav-invoice-data';
import { startNavSimulator, type NavSimulator } from './nav-simulator';

const USER = {
  login: 'shoptechuser',
  password: 'Nav-Test-Password-1',
  taxNumber: '12345676',
  signingKey: 'ce-8f5e-215119fa7dd621DLMRHRLH2S',
  exchangeKey: 'b4a1ef5c2f0a4e1a',
};

let sim: NavSimulator;
let config: NavConfig;

beforeAll(async () => {
  sim = await startNavSimulator({ users: [USER], processingPolls: 2 });
  config = {
    url: sim.url,
    ...USER,
    software: {
      id: 'HU12345676SHOP0001',
      name: 'Component Shop',
      version: '1.0',
      devName: 'Component Shop Kft.',
      devContact: 'it@shop.example',
    },
  };
});

afterAll(async () => {
  await sim?.close();
});

describe('NAV cryptography', () => {
  it('hashes and signs as the interface specification says', () => {
    expect(navPasswordHash('abc')).toBe(createHash('sha512').update('abc').digest('hex').toUpperCase());
    expect(navSignatureTime('2026-11-26T17:45:03.123Z')).toBe('20261126174503');
    // The specification's rule written out: partial (id + time + key) then each operation's hash.
    const opHash = createHash('sha3-512').update('CREATEQUJD').digest('hex').toUpperCase();
    const expected = createHash('sha3-512')
      .update(`RID1234520261126174503key${opHash}`)
      .digest('hex')
      .toUpperCase();
    expect(
      navRequestSignature('RID12345', '2026-11-26T17:45:03.000Z', 'key', [
        { operation: 'CREATE', base64Data: 'QUJD' },
      ]),
    ).toBe(expected);
    expect(navRequestSignature('RID12345', '2026-11-26T17:45:03.000Z', 'key')).toBe(
      createHash('sha3-512').update('RID1234520261126174503key').digest('hex').toUpperCase(),
    );
    const token = 'a1b2c3d4-exchange-token';
    expect(navDecodeExchangeToken(navEncodeExchangeToken(token, USER.exchangeKey), USER.exchangeKey)).toBe(
      token,
    );
  });
});

describe('the NAV sender', () => {
  const client = (more: Partial<NavConfig> = {}) =>
    createNavClient({ ...config, ...more }, { pollIntervalMs: 10, maxPolls: 5, timeoutMs: 2_000 });

  it('reports an invoice: token, signed manageInvoice, PROCESSING then DONE', async () => {
    const xml = buildNavInvoiceDataXml(HU_COMPANY);
    sim.log.length = 0;
    const outcome = await client().send(xml);
    expect(outcome).toMatchObject({ state: 'accepted', warnings: [] });
    expect(sim.log.map((l) => l.operation)).toEqual([
      'tokenExchange',
      'manageInvoice',
      'queryTransactionStatus',
      'queryTransactionStatus',
      'queryTransactionStatus',
    ]);
    const transaction = sim.transactions.get((outcome as { transactionId: string }).transactionId)!;
    expect(transaction).toMatchObject({ operation: 'CREATE', status: 'DONE' });
    expect(transaction.invoiceXml).toBe(xml);
    // Asked again later: the same answer.
    expect((await client().status(transaction.transactionId)).state).toBe('accepted');
  });

  it('follows a transaction that stays in processing, to be asked again', async () => {
    const slow = createNavClient(config, { pollIntervalMs: 5, maxPolls: 1 });
    const outcome = await slow.send(buildNavInvoiceDataXml(HU_COMPANY));
    expect(outcome).toMatchObject({ state: 'processing', invoiceStatus: 'PROCESSING' });
  });

  it('is refused with NAV’s error codes: a wrong signing key, a wrong password', async () => {
    const xml = buildNavInvoiceDataXml(HU_COMPANY);
    await expect(client({ signingKey: 'another-signing-key-000000000000' }).send(xml)).rejects.toMatchObject({
      name: 'NavRequestError',
      errorCode: 'INVALID_REQUEST_SIGNATURE',
    });
    await expect(client({ password: 'wrong' }).send(xml)).rejects.toBeInstanceOf(NavRequestError);
    await expect(client({ password: 'wrong' }).send(xml)).rejects.toMatchObject({
      errorCode: 'INVALID_SECURITY_USER',
    });
  });

  it('gets ABORTED with the reason for invoice data of another seller or not invoice data at all', async () => {
    const other = createNavClient({ ...config }, { pollIntervalMs: 5 });
    const foreign = buildNavInvoiceDataXml(HU_COMPANY).replace(/>12345676</, '>87654321<');
    expect(await other.send(foreign)).toMatchObject({
      state: 'rejected',
      code: 'INVALID_INVOICE_REFERENCE',
    });
    expect(await other.send('<Faktura/>')).toMatchObject({ state: 'rejected', code: 'SCHEMA_VIOLATION' });
  });

  it('reports NAV unreachable as unavailable (the queue tries again)', async () => {
    const down = createNavClient(
      { ...config, url: 'http://127.0.0.1:9/invoiceService/v3' },
      { timeoutMs: 500 },
    );
    await expect(down.send(buildNavInvoiceDataXml(HU_COMPANY))).rejects.toBeInstanceOf(NavUnavailableError);
  });
});
