/**
 * A sender of invoice data to NAV Online Számla v3 (Hungary's real-time invoice reporting, ADR 080),
 * behind the same kind of interface as the KSeF sender: `send(xml, operation)` reports one invoice
 * and follows its transaction until NAV has an answer (or stops asking), `status(transactionId)`
 * asks again later. The flow is the interface specification's: `tokenExchange` (the exchange token,
 * AES-128-ECB-encrypted with the exchange key), `manageInvoice` (the invoice data base64-encoded,
 * signed with SHA3-512 over the request id, timestamp, signing key and the operation's hash), and
 * `queryTransactionStatus` (RECEIVED, PROCESSING, SAVED, DONE or ABORTED, with the validation
 * messages). Network errors, time-outs and 5xx answers are `NavUnavailableError` (retried by the
 * queue); NAV's GeneralErrorResponse is `NavRequestError` with its errorCode.
 */
import { randomBytes } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { navDecodeExchangeToken, navPasswordHash, navRequestSignature } from './nav-crypto';

export const NAV_API_NAMESPACE = 'http://schemas.nav.gov.hu/OSA/3.0/api';
export const NAV_COMMON_NS = 'http://schemas.nav.gov.hu/NTCA/1.0/common';
export const NAV_TEST_URL = 'https://api-test.onlineszamla.nav.gov.hu/invoiceService/v3';

export interface NavConfig {
  /** The API's base address (…/invoiceService/v3). */
  url: string;
  /** The technical user's login and password, made in NAV's Online Számla portal. */
  login: string;
  password: string;
  /** The seller's tax number: its first 8 digits. */
  taxNumber: string;
  /** The technical user's signing key and exchange key (16 characters) from the portal. */
  signingKey: string;
  exchangeKey: string;
  software: { id: string; name: string; version: string; devName: string; devContact: string };
}

export type NavOperation = 'CREATE' | 'MODIFY' | 'STORNO';

export type NavOutcome =
  | { state: 'accepted'; transactionId: string; warnings: string[] }
  | { state: 'rejected'; transactionId?: string; code: string; description: string; details: string[] }
  | { state: 'processing'; transactionId: string; invoiceStatus: string };

export class NavUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NavUnavailableError';
  }
}

export class NavRequestError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
  ) {
    super(`${errorCode}: ${message}`);
    this.name = 'NavRequestError';
  }
}

const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false, ignoreAttributes: true });

/** requestId: [+a-zA-Z0-9_]{1,30}, unique per request. */
const newRequestId = () => `RID${Date.now().toString(36)}${randomBytes(6).toString('hex')}`.slice(0, 30);

export function createNavClient(
  config: NavConfig,
  options: { pollIntervalMs?: number; maxPolls?: number; timeoutMs?: number; now?: () => Date } = {},
) {
  const base = config.url.replace(/\/+$/, '');
  const pollIntervalMs = options.pollIntervalMs ?? 2_000;
  const maxPolls = options.maxPolls ?? 10;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const now = options.now ?? (() => new Date());

  /** A request's common part: header, user (with its signature), software. */
  function envelope(
    root: string,
    operations: ReadonlyArray<{ operation: string; base64Data: string }> = [],
  ): XMLBuilder {
    const requestId = newRequestId();
    const timestamp = now().toISOString();
    const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(NAV_API_NAMESPACE, root);
    doc.att('xmlns:common', NAV_COMMON_NS);
    const header = doc.ele(NAV_COMMON_NS, 'common:header');
    header.ele(NAV_COMMON_NS, 'common:requestId').txt(requestId);
    header.ele(NAV_COMMON_NS, 'common:timestamp').txt(timestamp);
    header.ele(NAV_COMMON_NS, 'common:requestVersion').txt('3.0');
    header.ele(NAV_COMMON_NS, 'common:headerVersion').txt('1.0');
    const user = doc.ele(NAV_COMMON_NS, 'common:user');
    user.ele(NAV_COMMON_NS, 'common:login').txt(config.login);
    user
      .ele(NAV_COMMON_NS, 'common:passwordHash')
      .att('cryptoType', 'SHA-512')
      .txt(navPasswordHash(config.password));
    user.ele(NAV_COMMON_NS, 'common:taxNumber').txt(config.taxNumber);
    user
      .ele(NAV_COMMON_NS, 'common:requestSignature')
      .att('cryptoType', 'SHA3-512')
      .txt(navRequestSignature(requestId, timestamp, config.signingKey, operations));
    const software = doc.ele('software');
    software.ele('softwareId').txt(config.software.id);
    software.ele('softwareName').txt(config.software.name);
    software.ele('softwareOperation').txt('ONLINE_SERVICE');
    software.ele('softwareMainVersion').txt(config.software.version);
    software.ele('softwareDevName').txt(config.software.devName);
    software.ele('softwareDevContact').txt(config.software.devContact);
    return doc;
  }

  async function call(operation: string, body: XMLBuilder): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${base}/${operation}`, {
        method: 'POST',
        headers: { 'content-type': 'application/xml', accept: 'application/xml' },
        body: body.end({ prettyPrint: false }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new NavUnavailableError(`NAV ${operation} did not answer: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (response.status >= 500 && !text.includes('GeneralErrorResponse'))
      throw new NavUnavailableError(`NAV ${operation} answered ${response.status}`);
    const parsed = parser.parse(text) as Record<string, Record<string, unknown>>;
    const [root] = Object.keys(parsed).filter((k) => k !== '?xml');
    const answer = root ? parsed[root]! : {};
    const result = answer.result as { funcCode?: string; errorCode?: string; message?: string } | undefined;
    if (!response.ok || result?.funcCode === 'ERROR') {
      if (response.status >= 500)
        throw new NavUnavailableError(`NAV ${operation}: ${result?.errorCode ?? response.status}`);
      throw new NavRequestError(
        result?.errorCode ?? String(response.status),
        result?.message ?? text.slice(0, 200),
      );
    }
    return answer;
  }

  async function exchangeToken(): Promise<string> {
    const answer = await call('tokenExchange', envelope('TokenExchangeRequest'));
    const encoded = answer.encodedExchangeToken;
    if (typeof encoded !== 'string') throw new NavRequestError('NO_TOKEN', 'tokenExchange gave no token');
    return navDecodeExchangeToken(encoded, config.exchangeKey);
  }

  const list = <T>(value: T | T[] | undefined): T[] =>
    value === undefined ? [] : Array.isArray(value) ? value : [value];

  async function status(transactionId: string): Promise<NavOutcome> {
    const request = envelope('QueryTransactionStatusRequest');
    request.ele('transactionId').txt(transactionId);
    request.ele('returnOriginalRequest').txt('false');
    const answer = await call('queryTransactionStatus', request);
    const results = answer.processingResults as { processingResult?: unknown } | undefined;
    const result = list(results?.processingResult as Record<string, unknown> | Record<string, unknown>[])[0];
    const invoiceStatus = String(result?.invoiceStatus ?? 'RECEIVED');
    type Message = { validationResultCode?: string; validationErrorCode?: string; message?: string };
    const messages = [
      ...list(result?.technicalValidationMessages as Message | Message[]),
      ...list(result?.businessValidationMessages as Message | Message[]),
    ];
    const text = (m: Message) => `${m.validationErrorCode ?? ''} ${m.message ?? ''}`.trim();
    if (invoiceStatus === 'DONE')
      return {
        state: 'accepted',
        transactionId,
        warnings: messages.filter((m) => m.validationResultCode !== 'ERROR').map(text),
      };
    if (invoiceStatus === 'ABORTED') {
      const errors = messages.filter((m) => m.validationResultCode === 'ERROR');
      return {
        state: 'rejected',
        transactionId,
        code: errors[0]?.validationErrorCode ?? 'ABORTED',
        description: errors[0]?.message ?? 'NAV aborted the invoice',
        details: errors.map(text),
      };
    }
    return { state: 'processing', transactionId, invoiceStatus };
  }

  return {
    /** Reports one invoice's data (the NAV InvoiceData XML) and follows it to NAV's answer. */
    async send(invoiceDataXml: string, operation: NavOperation = 'CREATE'): Promise<NavOutcome> {
      const token = await exchangeToken();
      const base64Data = Buffer.from(invoiceDataXml, 'utf8').toString('base64');
      const request = envelope('ManageInvoiceRequest', [{ operation, base64Data }]);
      request.ele('exchangeToken').txt(token);
      const operations = request.ele('invoiceOperations');
      operations.ele('compressedContent').txt('false');
      const op = operations.ele('invoiceOperation');
      op.ele('index').txt('1');
      op.ele('invoiceOperation').txt(operation);
      op.ele('invoiceData').txt(base64Data);
      const answer = await call('manageInvoice', request);
      const transactionId = String(answer.transactionId ?? '');
      if (!transactionId) throw new NavRequestError('NO_TRANSACTION', 'manageInvoice gave no transactionId');
      let outcome = await status(transactionId);
      for (let i = 1; i < maxPolls && outcome.state === 'processing'; i++) {
        await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
        outcome = await status(transactionId);
      }
      return outcome;
    },
    status,
  };
}

export type NavClient = ReturnType<typeof createNavClient>;
