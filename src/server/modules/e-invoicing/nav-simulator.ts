/**
 * A local stand-in for NAV Online Számla v3's invoice service (ADR 080), for the tests and for trying
 * the sender by hand: `tokenExchange`, `manageInvoice` and `queryTransactionStatus` with the request
 * and answer shapes of the interface specification. It checks what NAV checks first — the user
 * (login, SHA-512 password hash, tax number), the request signature (SHA3-512 over request id,
 * timestamp, signing key and each operation's hash), the exchange token (issued here, AES-128-ECB
 * with the exchange key, five minutes, once) — then reads the invoice data and keeps it
 * "PROCESSING" for a configurable number of status questions before DONE, or ABORTED with NAV's
 * error codes when the data is not an InvoiceData document or its supplier's tax number is not
 * the user's. In memory only; never part of the shop (tests import it, `npm run nav:simulator`).
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { XMLParser } from 'fast-xml-parser';
import { create } from 'xmlbuilder2';
import { NAV_API_NAMESPACE, NAV_COMMON_NS } from './nav-client';
import { navEncodeExchangeToken, navPasswordHash, navRequestSignature } from './nav-crypto';

export interface NavSimulatorUser {
  login: string;
  password: string;
  taxNumber: string;
  signingKey: string;
  exchangeKey: string;
}

export interface NavSimulatorOptions {
  port?: number;
  host?: string;
  users: NavSimulatorUser[];
  /** How many status questions a transaction stays PROCESSING. */
  processingPolls?: number;
}

export interface NavTransaction {
  transactionId: string;
  operation: string;
  invoiceXml: string;
  status: 'PROCESSING' | 'DONE' | 'ABORTED';
  pollsLeft: number;
  errors: Array<{ code: string; message: string }>;
}

export interface NavSimulator {
  url: string;
  transactions: Map<string, NavTransaction>;
  log: Array<{ operation: string; status: number; errorCode?: string }>;
  close(): Promise<void>;
}

const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false, ignoreAttributes: true });

type Request = {
  header?: { requestId?: string; timestamp?: string };
  user?: { login?: string; passwordHash?: string; taxNumber?: string; requestSignature?: string };
  exchangeToken?: string;
  transactionId?: string;
  invoiceOperations?: {
    invoiceOperation?:
      | { index?: string; invoiceOperation?: string; invoiceData?: string }
      | Array<{ index?: string; invoiceOperation?: string; invoiceData?: string }>;
  };
};

export async function startNavSimulator(options: NavSimulatorOptions): Promise<NavSimulator> {
  const app = Fastify({ logger: false });
  app.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  const transactions = new Map<string, NavTransaction>();
  const tokens = new Map<string, { login: string; expires: number }>();
  const log: NavSimulator['log'] = [];

  function answer(root: string, build?: (doc: ReturnType<typeof create>) => void, funcCode = 'OK') {
    const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(NAV_API_NAMESPACE, root);
    const header = doc.ele(NAV_COMMON_NS, 'common:header');
    header.ele(NAV_COMMON_NS, 'common:requestId').txt(`SIM${randomBytes(6).toString('hex')}`);
    header.ele(NAV_COMMON_NS, 'common:timestamp').txt(new Date().toISOString());
    header.ele(NAV_COMMON_NS, 'common:requestVersion').txt('3.0');
    header.ele(NAV_COMMON_NS, 'common:headerVersion').txt('1.0');
    doc.ele(NAV_COMMON_NS, 'common:result').ele(NAV_COMMON_NS, 'common:funcCode').txt(funcCode);
    build?.(doc as never);
    return doc.end({ prettyPrint: false });
  }

  function error(status: number, errorCode: string, message: string, operation: string) {
    log.push({ operation, status, errorCode });
    const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(NAV_API_NAMESPACE, 'GeneralErrorResponse');
    const result = doc.ele(NAV_COMMON_NS, 'common:result');
    result.ele(NAV_COMMON_NS, 'common:funcCode').txt('ERROR');
    result.ele(NAV_COMMON_NS, 'common:errorCode').txt(errorCode);
    result.ele(NAV_COMMON_NS, 'common:message').txt(message);
    return { status, body: doc.end({ prettyPrint: false }) };
  }

  const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

  /** The checks every request passes first: the user, then the signature. */
  function authenticate(
    request: Request,
    operation: string,
    operations: Array<{ operation: string; base64Data: string }> = [],
  ) {
    const user = options.users.find((u) => u.login === request.user?.login);
    if (
      !user ||
      request.user?.passwordHash !== navPasswordHash(user.password) ||
      request.user?.taxNumber !== user.taxNumber
    )
      return { error: error(400, 'INVALID_SECURITY_USER', 'Helytelen authentikációs adatok', operation) };
    const { requestId = '', timestamp = '' } = request.header ?? {};
    if (!/^[+a-zA-Z0-9_]{1,30}$/.test(requestId) || Number.isNaN(Date.parse(timestamp)))
      return { error: error(400, 'INVALID_REQUEST', 'Hibás fejléc', operation) };
    if (Math.abs(Date.now() - Date.parse(timestamp)) > 24 * 3_600_000)
      return { error: error(400, 'REQUEST_ID_NOT_UNIQUE', 'Az időbélyeg kívül esik', operation) };
    if (
      request.user?.requestSignature !==
      navRequestSignature(requestId, timestamp, user.signingKey, operations)
    )
      return { error: error(400, 'INVALID_REQUEST_SIGNATURE', 'Helytelen kérés aláírás', operation) };
    return { user };
  }

  const routes: Record<string, (request: Request) => { status: number; body: string }> = {
    tokenExchange(request) {
      const auth = authenticate(request, 'tokenExchange');
      if ('error' in auth) return auth.error!;
      const token = `${randomBytes(16).toString('hex')}`;
      tokens.set(token, { login: auth.user.login, expires: Date.now() + 5 * 60_000 });
      const from = new Date();
      return {
        status: 200,
        body: answer('TokenExchangeResponse', (doc) => {
          doc.ele('encodedExchangeToken').txt(navEncodeExchangeToken(token, auth.user.exchangeKey));
          doc.ele('tokenValidityFrom').txt(from.toISOString());
          doc.ele('tokenValidityTo').txt(new Date(from.getTime() + 5 * 60_000).toISOString());
        }),
      };
    },
    manageInvoice(request) {
      const ops = list(request.invoiceOperations?.invoiceOperation);
      const auth = authenticate(
        request,
        'manageInvoice',
        ops.map((op) => ({ operation: op.invoiceOperation ?? '', base64Data: op.invoiceData ?? '' })),
      );
      if ('error' in auth) return auth.error!;
      const token = tokens.get(request.exchangeToken ?? '');
      tokens.delete(request.exchangeToken ?? '');
      if (!token || token.login !== auth.user.login || token.expires < Date.now())
        return error(400, 'INVALID_EXCHANGE_TOKEN', 'Érvénytelen csere token', 'manageInvoice');
      if (ops.length === 0) return error(400, 'INVALID_REQUEST', 'Nincs számla művelet', 'manageInvoice');
      const transactionId = randomBytes(8).toString('hex').toUpperCase();
      for (const op of ops) {
        const xml = Buffer.from(op.invoiceData ?? '', 'base64').toString('utf8');
        const errors: NavTransaction['errors'] = [];
        let data: {
          InvoiceData?: {
            invoiceMain?: {
              invoice?: { invoiceHead?: { supplierInfo?: { supplierTaxNumber?: { taxpayerId?: string } } } };
            };
          };
        } = {};
        try {
          data = parser.parse(xml);
        } catch {
          /* read as not InvoiceData below */
        }
        if (!data.InvoiceData)
          errors.push({ code: 'SCHEMA_VIOLATION', message: 'Az invoiceData nem InvoiceData dokumentum' });
        else if (
          data.InvoiceData.invoiceMain?.invoice?.invoiceHead?.supplierInfo?.supplierTaxNumber?.taxpayerId !==
          auth.user.taxNumber
        )
          errors.push({
            code: 'INVALID_INVOICE_REFERENCE',
            message: 'Az eladó adószáma nem egyezik a felhasználóéval',
          });
        transactions.set(transactionId, {
          transactionId,
          operation: op.invoiceOperation ?? '',
          invoiceXml: xml,
          status: errors.length > 0 ? 'ABORTED' : 'PROCESSING',
          pollsLeft: options.processingPolls ?? 1,
          errors,
        });
      }
      return {
        status: 200,
        body: answer('ManageInvoiceResponse', (doc) => doc.ele('transactionId').txt(transactionId)),
      };
    },
    queryTransactionStatus(request) {
      const auth = authenticate(request, 'queryTransactionStatus');
      if ('error' in auth) return auth.error!;
      const transaction = transactions.get(request.transactionId ?? '');
      if (!transaction)
        return error(400, 'INVALID_REQUEST', 'Ismeretlen tranzakció', 'queryTransactionStatus');
      if (transaction.status === 'PROCESSING' && transaction.pollsLeft-- <= 0) transaction.status = 'DONE';
      return {
        status: 200,
        body: answer('QueryTransactionStatusResponse', (doc) => {
          const result = doc.ele('processingResults').ele('processingResult');
          result.ele('index').txt('1');
          result.ele('invoiceStatus').txt(transaction.status);
          for (const e of transaction.errors) {
            const m = result.ele('businessValidationMessages');
            m.ele('validationResultCode').txt('ERROR');
            m.ele('validationErrorCode').txt(e.code);
            m.ele('message').txt(e.message);
          }
          result.ele('compressedContentIndicator').txt('false');
        }),
      };
    },
  };

  app.post<{ Params: { operation: string } }>('/invoiceService/v3/:operation', async (request, reply) => {
    const route = routes[request.params.operation];
    if (!route) return reply.code(404).send();
    let parsed: Record<string, Request>;
    try {
      parsed = parser.parse(String(request.body ?? '')) as Record<string, Request>;
    } catch {
      const e = error(400, 'INVALID_REQUEST', 'Nem XML', request.params.operation);
      return reply.code(e.status).type('application/xml').send(e.body);
    }
    const [root] = Object.keys(parsed).filter((k) => k !== '?xml');
    const { status, body } = route(root ? parsed[root]! : {});
    if (status === 200) log.push({ operation: request.params.operation, status });
    return reply.code(status).type('application/xml').send(body);
  });

  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}/invoiceService/v3`,
    transactions,
    log,
    close: () => app.close(),
  };
}
