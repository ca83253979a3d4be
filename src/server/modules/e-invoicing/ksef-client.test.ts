import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PL_COMPANY, PL_CONSUMER, PL_CORRECTIVE, PL_MANY_RATES } from './e-invoicing.fixtures';
import { buildFa3Xml } from './fa3';
import {
  createKsefClient,
  KsefRequestError,
  KsefUnavailableError,
  type KsefClientOptions,
} from './ksef-client';
import { isKsefNumber } from './ksef-link';
import { startKsefSimulator, type KsefSimulator } from './ksef-simulator';

const NIP = '7770008886';
const TOKEN = '20260101-EC-0123456789-ABCDEF0123-45|nip-7770008886|0f1e2d3c4b5a69788796a5b4c3d2e1f0';
const fast: KsefClientOptions = { pollIntervalMs: 5, retryDelayMs: 5, requestTimeoutMs: 2_000 };

let simulator: KsefSimulator;
beforeAll(async () => {
  simulator = await startKsefSimulator({ tokens: { [NIP]: TOKEN }, processingPolls: 2 });
});
afterAll(async () => {
  await simulator.close();
});

const xmlOf = (invoice: typeof PL_COMPANY, number: string) =>
  buildFa3Xml(
    { ...invoice, number, issueDate: '2026-01-02', saleDate: '2026-01-02' },
    { generatedAt: new Date('2026-01-02T08:00:00Z') },
  );

describe('the KSeF sender against the simulator (over HTTP)', () => {
  it('authenticates with the token, sends the encrypted invoice, waits for its KSeF number and fetches the UPO', async () => {
    const client = createKsefClient({ url: simulator.url, nip: NIP, token: TOKEN }, fast);
    const xml = xmlOf(PL_COMPANY, 'FV/TEST/1');
    const result = await client.send(xml);
    expect(result.state).toBe('accepted');
    if (result.state !== 'accepted') return;
    expect(isKsefNumber(result.ksefNumber)).toBe(true);
    expect(result.ksefNumber.startsWith(`${NIP}-`)).toBe(true);
    expect(result.invoiceHash).toBe(createHash('sha256').update(xml).digest('base64'));
    // The simulator decrypted exactly what was built.
    expect(simulator.invoices.get(result.invoiceReference)?.xml).toBe(xml);
    expect(result.upo).toContain(`<NumerKSeFDokumentu>${result.ksefNumber}</NumerKSeFDokumentu>`);
    expect(result.upo).toContain('<NumerFaktury>FV/TEST/1</NumerFaktury>');
    // A second invoice reuses the access token and the session.
    const before = simulator.log.length;
    const second = await client.send(xmlOf(PL_CONSUMER, 'FV/TEST/2'));
    expect(second.state).toBe('accepted');
    expect(second.sessionReference).toBe(result.sessionReference);
    const paths = simulator.log
      .slice(before)
      .map((entry) => entry.path.replace(/\/[0-9A-Z-]{30,}/g, '/:ref'));
    expect(paths.filter((p) => p.includes('/auth/'))).toEqual([]);
    expect(paths).toContain('/v2/sessions/online/:ref/invoices');
    await client.close();
    expect(simulator.log.at(-1)).toMatchObject({ method: 'POST', status: 204 });
  });

  it('reports the status codes of a rejected invoice: schema errors, another seller, a duplicate', async () => {
    const client = createKsefClient({ url: simulator.url, nip: NIP, token: TOKEN }, fast);
    const invalid = xmlOf(PL_MANY_RATES, 'FV/TEST/3').replace('<P_12>23</P_12>', '<P_12>24</P_12>');
    const rejected = await client.send(invalid);
    expect(rejected).toMatchObject({
      state: 'rejected',
      code: 430,
      description: 'Błąd weryfikacji pliku faktury',
    });
    if (rejected.state === 'rejected') expect(rejected.details[0]).toMatch(/P_12: "24" is not one of/);

    const otherSeller = xmlOf(PL_COMPANY, 'FV/TEST/4').replace(`<NIP>${NIP}</NIP>`, '<NIP>9510007773</NIP>');
    expect(await client.send(otherSeller)).toMatchObject({ state: 'rejected', code: 410 });

    // The same seller, kind and number again (a retried upload): KSeF answers 440 with the first
    // copy's KSeF number, and the sender takes that as the invoice's number.
    const first = await client.send(xmlOf(PL_CORRECTIVE, 'FK/TEST/1'));
    const again = await client.send(xmlOf(PL_CORRECTIVE, 'FK/TEST/1'));
    expect(first.state).toBe('accepted');
    expect(again).toMatchObject({
      state: 'accepted',
      ksefNumber: first.state === 'accepted' ? first.ksefNumber : '-',
    });
    await client.close();
  });

  it('refuses a wrong token with KSeF’s authentication status', async () => {
    const client = createKsefClient({ url: simulator.url, nip: NIP, token: 'not-the-token' }, fast);
    const error = await client.send(xmlOf(PL_COMPANY, 'FV/TEST/5')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KsefRequestError);
    expect((error as KsefRequestError).status).toBe(450);
    expect((error as Error).message).toMatch(/Nieprawidłowy token/);
  });

  it('retries a 503 and a 429 (after its Retry-After) and then succeeds', async () => {
    const pauses: number[] = [];
    const client = createKsefClient(
      { url: simulator.url, nip: NIP, token: TOKEN },
      { ...fast, retryDelayMs: 200, sleep: async (ms) => void pauses.push(ms) },
    );
    simulator.fault(/\/auth\/challenge$/, { status: 503, times: 2 });
    simulator.fault(/\/sessions\/online\/[^/]+\/invoices$/, { status: 429, times: 1, retryAfter: 1 });
    const before = simulator.log.length;
    const result = await client.send(xmlOf(PL_COMPANY, 'FV/TEST/6'));
    expect(result.state).toBe('accepted');
    const log = simulator.log.slice(before);
    expect(log.filter((e) => e.path.endsWith('/auth/challenge')).map((e) => e.status)).toEqual([
      503, 503, 200,
    ]);
    expect(
      log.filter((e) => e.path.endsWith('/invoices') && e.method === 'POST').map((e) => e.status),
    ).toEqual([429, 202]);
    // Doubling pauses after the 503s, one poll of the authentication (5 ms), KSeF's Retry-After
    // (1 s) after the 429, then the invoice status polls.
    expect(pauses.slice(0, 4)).toEqual([200, 400, 5, 1_000]);
    await client.close();
  });

  it('gives up on a request that times out, after the retries, with KsefUnavailableError', async () => {
    const client = createKsefClient(
      { url: simulator.url, nip: NIP, token: TOKEN },
      { ...fast, requestTimeoutMs: 100, attempts: 3 },
    );
    simulator.fault(/\/auth\/challenge$/, { delayMs: 400, times: 3 });
    const error = await client.send(xmlOf(PL_COMPANY, 'FV/TEST/7')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KsefUnavailableError);
    expect((error as Error).message).toMatch(/after 3 tries \(TimeoutError/);
    // One slow answer is only retried.
    simulator.fault(/\/auth\/challenge$/, { delayMs: 400, times: 1 });
    expect((await client.send(xmlOf(PL_COMPANY, 'FV/TEST/8'))).state).toBe('accepted');
    await client.close();
  });

  it('does not retry a request KSeF refuses (400), and leaves an unfinished invoice as processing', async () => {
    const client = createKsefClient({ url: simulator.url, nip: NIP, token: TOKEN }, fast);
    const before = simulator.log.length;
    simulator.fault(/\/sessions\/online$/, { status: 400, times: 1 });
    await expect(client.send(xmlOf(PL_COMPANY, 'FV/TEST/9'))).rejects.toThrow(KsefRequestError);
    expect(simulator.log.slice(before).filter((e) => e.path === '/v2/sessions/online')).toHaveLength(1);

    const slow = await startKsefSimulator({ tokens: { [NIP]: TOKEN }, processingPolls: 1_000 });
    try {
      const patient = createKsefClient({ url: slow.url, nip: NIP, token: TOKEN }, fast);
      const pending = await patient.send(xmlOf(PL_COMPANY, 'FV/TEST/10'), { waitMs: 50 });
      expect(pending).toMatchObject({ state: 'processing', code: 150 });
      expect(await patient.status(pending)).toMatchObject({ state: 'processing' });
    } finally {
      await slow.close();
    }
  });
});
