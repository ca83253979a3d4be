/**
 * The KSeF sender (ADR 063): submits FA(3) invoices to KSeF 2.0's REST API as the Ministry of
 * Finance documents it (open-api.json of CIRFMF/ksef-docs): authentication with a KSeF token,
 * an interactive ("online") session, the encrypted invoice, its status until KSeF gives it a KSeF
 * number or rejects it, and its UPO (the official receipt). The invoices module uses the
 * `KsefSender` interface; the tests run this client against ./ksef-simulator.ts over real HTTP.
 */
import { setTimeout as wait } from 'node:timers/promises';
import { FA3_FORM_CODE } from './fa3';
import {
  aesEncrypt,
  newSessionKey,
  publicKeyOfCertificate,
  rsaOaepEncrypt,
  sha256Base64,
  type SessionKey,
} from './ksef-crypto';

/** KSeF 2.0's API addresses. The shop defaults to the test environment outside production. */
export const KSEF_API_URLS = {
  test: 'https://api-test.ksef.mf.gov.pl/v2',
  demo: 'https://api-demo.ksef.mf.gov.pl/v2',
  production: 'https://api.ksef.mf.gov.pl/v2',
} as const;

export interface KsefConfig {
  /** The API's base address, e.g. https://api-test.ksef.mf.gov.pl/v2. */
  url: string;
  /** The seller's NIP: the context the token acts in. */
  nip: string;
  /** A KSeF token made in KSeF for that NIP with the InvoiceWrite permission. */
  token: string;
}

export interface KsefSubmission {
  sessionReference: string;
  invoiceReference: string;
  /** SHA-256 (base64) of the invoice as sent: the same bytes the QR code's link hashes. */
  invoiceHash: string;
}

export type KsefInvoiceStatus =
  | { state: 'processing'; code: number; description: string }
  /**
   * `sessionReference` is set when KSeF already had this invoice (code 440, a duplicate of the same
   * seller, kind and number, e.g. a retried upload): its KSeF number and UPO are the first copy's.
   */
  | { state: 'accepted'; ksefNumber: string; acquisitionDate?: string; sessionReference?: string }
  | { state: 'rejected'; code: number; description: string; details: string[] };

export type KsefResult =
  | (KsefSubmission & { state: 'accepted'; ksefNumber: string; acquisitionDate?: string; upo: string })
  | (KsefSubmission & { state: 'rejected'; code: number; description: string; details: string[] })
  /** KSeF took the invoice but gave no answer in time: ask `status` again later. */
  | (KsefSubmission & { state: 'processing'; code: number; description: string });

/** What the invoices module needs from KSeF, whatever does the sending. */
export interface KsefSender {
  /** Sends one FA(3) invoice and waits (up to `waitMs`) for its KSeF number or rejection. */
  send(xml: string, options?: { waitMs?: number }): Promise<KsefResult>;
  status(
    submission: Pick<KsefSubmission, 'sessionReference' | 'invoiceReference'>,
  ): Promise<KsefInvoiceStatus>;
  /** The UPO (official receipt, XML) of an accepted invoice. */
  upo(sessionReference: string, ksefNumber: string): Promise<string>;
  /** Closes the open session (KSeF then makes the session's collective UPO). */
  close(): Promise<void>;
}

/** KSeF answered a request with an error that another try will not fix (a 4xx other than 429). */
export class KsefRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`KSeF refused ${what}: HTTP ${status} ${describe(body)}`);
  }
}

/** KSeF could not be reached or kept failing (5xx, 429, time-outs) after the retries. */
export class KsefUnavailableError extends Error {}

export interface KsefClientOptions {
  /** Per request. */
  requestTimeoutMs?: number;
  /** Tries per request on a network error, time-out, 429 or 5xx. */
  attempts?: number;
  /** The first pause between tries; doubled each time (Retry-After wins when KSeF sends it). */
  retryDelayMs?: number;
  /** Between two status questions. */
  pollIntervalMs?: number;
  fetch?: typeof fetch;
  /** How the client waits between tries and polls (the tests record the pauses instead of timing them). */
  sleep?: (ms: number) => Promise<unknown>;
}

const PROCESSING = new Set([100, 150]);

export function createKsefClient(config: KsefConfig, options: KsefClientOptions = {}): KsefSender {
  const base = config.url.replace(/\/+$/, '');
  const requestTimeoutMs = options.requestTimeoutMs ?? 15_000;
  const attempts = options.attempts ?? 4;
  const retryDelayMs = options.retryDelayMs ?? 500;
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? wait;

  let access: { token: string; validUntil: number } | undefined;
  let session: { reference: string; key: SessionKey; validUntil: number } | undefined;
  let certificates: Array<{ certificate: string; usage: string[] }> | undefined;

  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    what: string,
    init: { bearer?: string; body?: unknown; accept?: string } = {},
  ): Promise<{ status: number; body: T }> {
    let lastProblem = '';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      let response: Response;
      try {
        response = await doFetch(`${base}${path}`, {
          method,
          headers: {
            accept: init.accept ?? 'application/json',
            ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
            ...(init.bearer ? { authorization: `Bearer ${init.bearer}` } : {}),
          },
          body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
          signal: AbortSignal.timeout(requestTimeoutMs),
        });
      } catch (error) {
        lastProblem = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        if (attempt < attempts) await sleep(retryDelayMs * 2 ** (attempt - 1));
        continue;
      }
      const text = await response.text();
      const body = parseBody(text, response.headers.get('content-type'));
      if (response.status === 429 || response.status >= 500) {
        lastProblem = `HTTP ${response.status} ${describe(body)}`;
        const retryAfter = Number(response.headers.get('retry-after'));
        if (attempt < attempts)
          await sleep(
            Number.isFinite(retryAfter) && retryAfter > 0
              ? retryAfter * 1000
              : retryDelayMs * 2 ** (attempt - 1),
          );
        continue;
      }
      if (response.status >= 400) throw new KsefRequestError(response.status, body, what);
      return { status: response.status, body: body as T };
    }
    throw new KsefUnavailableError(`KSeF did not answer ${what} after ${attempts} tries (${lastProblem})`);
  }

  async function publicKey(usage: 'KsefTokenEncryption' | 'SymmetricKeyEncryption') {
    certificates ??= (
      await request<Array<{ certificate: string; usage: string[] }>>(
        'GET',
        '/security/public-key-certificates',
        'the public key certificates',
      )
    ).body;
    const certificate = certificates.find((c) => c.usage.includes(usage));
    if (!certificate) throw new KsefRequestError(200, certificates, `a certificate for ${usage}`);
    return publicKeyOfCertificate(certificate.certificate);
  }

  /** Token authentication: challenge, encrypted "token|timestampMs", wait for 200, redeem. */
  async function accessToken(): Promise<string> {
    if (access && access.validUntil - Date.now() > 60_000) return access.token;
    const challenge = (
      await request<{ challenge: string; timestampMs: number }>('POST', '/auth/challenge', 'the challenge')
    ).body;
    const encryptedToken = rsaOaepEncrypt(
      await publicKey('KsefTokenEncryption'),
      Buffer.from(`${config.token}|${challenge.timestampMs}`, 'utf8'),
    ).toString('base64');
    const init = (
      await request<{ referenceNumber: string; authenticationToken: { token: string } }>(
        'POST',
        '/auth/ksef-token',
        'the token',
        {
          body: {
            challenge: challenge.challenge,
            contextIdentifier: { type: 'Nip', value: config.nip },
            encryptedToken,
          },
        },
      )
    ).body;
    const bearer = init.authenticationToken.token;
    for (let tries = 0; ; tries++) {
      const status = (
        await request<{ status: { code: number; description: string; details?: string[] } }>(
          'GET',
          `/auth/${encodeURIComponent(init.referenceNumber)}`,
          'the authentication status',
          { bearer },
        )
      ).body.status;
      if (status.code === 200) break;
      if (status.code !== 100 || tries >= 30)
        throw new KsefRequestError(
          status.code,
          status,
          `authentication (${status.description}${status.details?.length ? `: ${status.details.join('; ')}` : ''})`,
        );
      await sleep(pollIntervalMs);
    }
    const tokens = (
      await request<{ accessToken: { token: string; validUntil: string } }>(
        'POST',
        '/auth/token/redeem',
        'the token redemption',
        { bearer },
      )
    ).body;
    access = { token: tokens.accessToken.token, validUntil: Date.parse(tokens.accessToken.validUntil) };
    return access.token;
  }

  async function openSession(): Promise<NonNullable<typeof session>> {
    if (session && session.validUntil - Date.now() > 60_000) return session;
    const key = newSessionKey();
    const encryptedSymmetricKey = rsaOaepEncrypt(await publicKey('SymmetricKeyEncryption'), key.key).toString(
      'base64',
    );
    const opened = (
      await request<{ referenceNumber: string; validUntil: string }>(
        'POST',
        '/sessions/online',
        'the session',
        {
          bearer: await accessToken(),
          body: {
            formCode: FA3_FORM_CODE,
            encryption: { encryptedSymmetricKey, initializationVector: key.iv.toString('base64') },
          },
        },
      )
    ).body;
    session = { reference: opened.referenceNumber, key, validUntil: Date.parse(opened.validUntil) };
    return session;
  }

  async function submit(xml: string): Promise<KsefSubmission> {
    const current = await openSession();
    const invoice = Buffer.from(xml, 'utf8');
    const encrypted = aesEncrypt(current.key, invoice);
    const invoiceHash = sha256Base64(invoice);
    const sent = (
      await request<{ referenceNumber: string }>(
        'POST',
        `/sessions/online/${encodeURIComponent(current.reference)}/invoices`,
        'the invoice',
        {
          bearer: await accessToken(),
          body: {
            invoiceHash,
            invoiceSize: invoice.length,
            encryptedInvoiceHash: sha256Base64(encrypted),
            encryptedInvoiceSize: encrypted.length,
            encryptedInvoiceContent: encrypted.toString('base64'),
          },
        },
      )
    ).body;
    return { sessionReference: current.reference, invoiceReference: sent.referenceNumber, invoiceHash };
  }

  const sender: KsefSender = {
    async send(xml, sendOptions = {}) {
      const submission = await submit(xml);
      const deadline = Date.now() + (sendOptions.waitMs ?? 30_000);
      for (;;) {
        const status = await sender.status(submission);
        if (status.state === 'accepted')
          return {
            ...submission,
            ...status,
            sessionReference: status.sessionReference ?? submission.sessionReference,
            upo: await sender.upo(status.sessionReference ?? submission.sessionReference, status.ksefNumber),
          };
        if (status.state === 'rejected') return { ...submission, ...status };
        if (Date.now() + pollIntervalMs > deadline) return { ...submission, ...status };
        await sleep(pollIntervalMs);
      }
    },

    async status({ sessionReference, invoiceReference }) {
      const body = (
        await request<{
          ksefNumber?: string;
          acquisitionDate?: string;
          status: {
            code: number;
            description: string;
            details?: string[];
            extensions?: Record<string, string>;
          };
        }>(
          'GET',
          `/sessions/${encodeURIComponent(sessionReference)}/invoices/${encodeURIComponent(invoiceReference)}`,
          'the invoice status',
          { bearer: await accessToken() },
        )
      ).body;
      const { code, description } = body.status;
      if (code === 200 && body.ksefNumber)
        return { state: 'accepted', ksefNumber: body.ksefNumber, acquisitionDate: body.acquisitionDate };
      if (PROCESSING.has(code)) return { state: 'processing', code, description };
      const original = body.status.extensions;
      if (code === 440 && original?.originalKsefNumber && original.originalSessionReferenceNumber)
        return {
          state: 'accepted',
          ksefNumber: original.originalKsefNumber,
          sessionReference: original.originalSessionReferenceNumber,
        };
      return { state: 'rejected', code, description, details: body.status.details ?? [] };
    },

    async upo(sessionReference, ksefNumber) {
      return (
        await request<string>(
          'GET',
          `/sessions/${encodeURIComponent(sessionReference)}/invoices/ksef/${encodeURIComponent(ksefNumber)}/upo`,
          'the UPO',
          { bearer: await accessToken(), accept: 'application/xml' },
        )
      ).body;
    },

    async close() {
      if (!session) return;
      const reference = session.reference;
      session = undefined;
      await request(
        'POST',
        `/sessions/online/${encodeURIComponent(reference)}/close`,
        'closing the session',
        {
          bearer: await accessToken(),
        },
      );
    },
  };
  return sender;
}

function parseBody(text: string, contentType: string | null): unknown {
  if (contentType?.includes('json') && text) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** KSeF's error bodies: ExceptionResponse ({exception:{exceptionDetailList}}) or Problem Details. */
function describe(body: unknown): string {
  if (typeof body === 'string') return body.slice(0, 300);
  const details = (
    body as {
      exception?: {
        exceptionDetailList?: Array<{
          exceptionCode: number;
          exceptionDescription: string;
          details?: string[];
        }>;
      };
    }
  )?.exception?.exceptionDetailList;
  if (details?.length)
    return details
      .map(
        (d) =>
          `${d.exceptionCode} ${d.exceptionDescription}${d.details?.length ? ` (${d.details.join('; ')})` : ''}`,
      )
      .join('; ');
  const problem = body as { title?: string; detail?: string } | undefined;
  if (problem?.title) return `${problem.title}${problem.detail ? `: ${problem.detail}` : ''}`;
  return JSON.stringify(body)?.slice(0, 300) ?? '';
}
