/**
 * A local stand-in for KSeF 2.0's API (ADR 063), for the tests and for trying the sender without the
 * Ministry's test environment: the endpoints the sender uses, with the request and answer shapes of
 * KSeF's published open-api.json — public key certificates, token authentication (challenge,
 * RSA-OAEP-encrypted "token|timestampMs", status, redeem), interactive sessions (an RSA-encrypted
 * AES key), AES-256-CBC-encrypted invoices checked against the FA(3) schema and for duplicates, the
 * status codes KSeF documents (100/150 processing, 200, 410, 430, 435, 440, 450), KSeF numbers with
 * their CRC-8, and a UPO. Faults (5xx, 429, slow answers) can be injected. It keeps everything in
 * memory and is never part of the shop: tests import it, `npm run ksef:simulator` can start it.
 */
import { randomBytes, randomUUID, X509Certificate } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { XMLParser } from 'fast-xml-parser';
import { create } from 'xmlbuilder2';
import { FA3_FORM_CODE } from './fa3';
import { aesDecrypt, rsaOaepDecrypt, sha256Base64, type SessionKey } from './ksef-crypto';
import { withKsefChecksum } from './ksef-link';
import { SIMULATOR_CERTIFICATE, SIMULATOR_PRIVATE_KEY } from './ksef-simulator-key';
import { fa3Checker } from './schema-checkers';

export interface KsefSimulatorOptions {
  port?: number;
  host?: string;
  /** KSeF tokens the simulator accepts, by the NIP they act for. */
  tokens?: Record<string, string>;
  /** How many status questions an invoice stays "processing" (150) before its result. */
  processingPolls?: number;
}

export interface SimulatedInvoice {
  sessionReference: string;
  reference: string;
  ordinalNumber: number;
  invoiceNumber?: string;
  invoiceHash: string;
  xml?: string;
  status: { code: number; description: string; details?: string[]; extensions?: Record<string, string> };
  ksefNumber?: string;
  pollsLeft: number;
  receivedAt: Date;
}

export interface KsefSimulator {
  /** The API base address, like https://api-test.ksef.mf.gov.pl/v2. */
  url: string;
  invoices: Map<string, SimulatedInvoice>;
  /** Every request the simulator answered: method, path, status. */
  log: Array<{ method: string; path: string; status: number }>;
  /** The next `times` requests whose path matches answer `status` (or hang `delayMs` first). */
  fault(
    match: RegExp,
    fault: { status?: number; delayMs?: number; times?: number; retryAfter?: number },
  ): void;
  close(): Promise<void>;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();
const today = () => new Date().toISOString().slice(0, 10).replace(/-/g, '');
/** KSeF's reference numbers: 36 characters, date first (20251010-SE-XXXXXXXXXX-XXXXXXXXXX-XX). */
const referenceNumber = (kind: string) => `${today()}-${kind}-${hex(5)}-${hex(5)}-${hex(1)}`;

/** KSeF's ExceptionResponse. */
const exception = (code: number, description: string, details: string[] = []) => ({
  exception: {
    exceptionDetailList: [{ exceptionCode: code, exceptionDescription: description, details }],
    referenceNumber: randomUUID(),
    serviceCode: hex(8),
    serviceCtx: 'srvSIMUL',
    serviceName: 'KSeF simulator',
    timestamp: new Date().toISOString(),
  },
});

export async function startKsefSimulator(options: KsefSimulatorOptions = {}): Promise<KsefSimulator> {
  const tokens = options.tokens ?? {};
  const processingPolls = options.processingPolls ?? 1;
  const certificate = new X509Certificate(SIMULATOR_CERTIFICATE);
  const challenges = new Map<string, { timestampMs: number; used: boolean }>();
  const authentications = new Map<
    string,
    {
      token: string;
      nip?: string;
      status: { code: number; description: string; details?: string[] };
      polls: number;
      redeemed: boolean;
    }
  >();
  const accessTokens = new Map<string, { nip: string; validUntil: number }>();
  const sessions = new Map<
    string,
    { nip: string; key: SessionKey; open: boolean; created: Date; count: number; validUntil: Date }
  >();
  const invoices = new Map<string, SimulatedInvoice>();
  const byNumber = new Map<string, SimulatedInvoice>();
  const faults: Array<{
    match: RegExp;
    status?: number;
    delayMs?: number;
    times: number;
    retryAfter?: number;
  }> = [];
  const log: KsefSimulator['log'] = [];

  const app = Fastify({ logger: false });
  app.addHook('onRequest', async (request, reply) => {
    const fault = faults.find((f) => f.times > 0 && f.match.test(request.url));
    if (!fault) return;
    fault.times -= 1;
    if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault.status) {
      if (fault.retryAfter) void reply.header('retry-after', String(fault.retryAfter));
      return reply
        .code(fault.status)
        .send(
          exception(
            fault.status === 429 ? 21001 : 99999,
            fault.status === 429 ? 'Too Many Requests' : 'Service temporarily unavailable',
          ),
        );
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    log.push({ method: request.method, path: request.url, status: reply.statusCode });
  });

  const bad = (reply: FastifyReply, code: number, description: string, details: string[] = []) =>
    reply.code(400).send(exception(code, description, details));
  const unauthorized = (reply: FastifyReply) =>
    reply
      .code(401)
      .type('application/problem+json')
      .send({ title: 'Unauthorized', status: 401, detail: 'Missing or invalid access token' });
  const bearer = (request: FastifyRequest) =>
    String(request.headers.authorization ?? '').replace(/^Bearer /, '');

  app.get('/v2/security/public-key-certificates', async () => {
    const der = certificate.raw.toString('base64');
    const common = {
      certificate: der,
      validFrom: new Date(certificate.validFrom).toISOString(),
      validTo: new Date(certificate.validTo).toISOString(),
    };
    return [
      {
        ...common,
        certificateId: sha256Base64(certificate.raw),
        publicKeyId: sha256Base64(certificate.publicKey.export({ type: 'spki', format: 'der' })),
        usage: ['KsefTokenEncryption', 'SymmetricKeyEncryption'],
      },
    ];
  });

  app.post('/v2/auth/challenge', async (request) => {
    const now = new Date();
    const challenge = `${now.toISOString().slice(0, 10).replace(/-/g, '')}-CR-${hex(5)}-${hex(5)}-${hex(1)}`;
    challenges.set(challenge, { timestampMs: now.getTime(), used: false });
    return { challenge, timestamp: now.toISOString(), timestampMs: now.getTime(), clientIp: request.ip };
  });

  app.post('/v2/auth/ksef-token', async (request, reply) => {
    const body = (request.body ?? {}) as {
      challenge?: string;
      contextIdentifier?: { type?: string; value?: string };
      encryptedToken?: string;
    };
    if (!body.challenge || !body.contextIdentifier?.value || !body.encryptedToken)
      return bad(reply, 21405, 'Błąd walidacji danych wejściowych.', [
        'challenge, contextIdentifier and encryptedToken are required',
      ]);
    if (body.contextIdentifier.type !== 'Nip')
      return bad(reply, 21405, 'Błąd walidacji danych wejściowych.', ['contextIdentifier.type']);
    const reference = referenceNumber('AU');
    const token = randomUUID();
    const challenge = challenges.get(body.challenge);
    let status = { code: 100, description: 'Uwierzytelnianie w toku' } as {
      code: number;
      description: string;
      details?: string[];
    };
    let plain = '';
    try {
      plain = rsaOaepDecrypt(SIMULATOR_PRIVATE_KEY, Buffer.from(body.encryptedToken, 'base64')).toString(
        'utf8',
      );
    } catch {
      status = {
        code: 450,
        description: 'Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu',
        details: ['Nieprawidłowy token'],
      };
    }
    // KSeF tokens contain "|" themselves: the timestamp is what follows the last one.
    const ksefToken = plain.slice(0, plain.lastIndexOf('|'));
    const timestampMs = plain.slice(plain.lastIndexOf('|') + 1);
    if (status.code === 100) {
      if (!challenge || challenge.used)
        status = {
          code: 450,
          description: 'Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu',
          details: ['Nieprawidłowe wyzwanie autoryzacyjne'],
        };
      else if (Number(timestampMs) !== challenge.timestampMs)
        status = {
          code: 450,
          description: 'Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu',
          details: ['Nieprawidłowy czas tokena'],
        };
      else if (tokens[body.contextIdentifier.value] !== ksefToken)
        status = {
          code: 450,
          description: 'Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu',
          details: ['Nieprawidłowy token'],
        };
    }
    if (challenge) challenge.used = true;
    authentications.set(reference, {
      token,
      nip: body.contextIdentifier.value,
      status,
      polls: 0,
      redeemed: false,
    });
    return reply.code(202).send({
      referenceNumber: reference,
      authenticationToken: { token, validUntil: new Date(Date.now() + 15 * 60_000).toISOString() },
    });
  });

  app.get('/v2/auth/:reference', async (request, reply) => {
    const auth = authentications.get((request.params as { reference: string }).reference);
    if (!auth || auth.token !== bearer(request)) return unauthorized(reply);
    // The first question finds it in progress, as KSeF often does; the next one has the result.
    if (auth.status.code === 100 && auth.polls++ > 0)
      auth.status = { code: 200, description: 'Uwierzytelnianie zakończone sukcesem' };
    return {
      startDate: new Date().toISOString(),
      authenticationMethod: 'Token',
      authenticationMethodInfo: { category: 'Token', code: 'token.ksef', displayName: 'Token KSeF' },
      status: auth.status,
    };
  });

  app.post('/v2/auth/token/redeem', async (request, reply) => {
    const auth = [...authentications.values()].find((a) => a.token === bearer(request));
    if (!auth) return unauthorized(reply);
    if (auth.status.code !== 200 || auth.redeemed)
      return bad(reply, 21301, 'Brak autoryzacji.', [
        'Tokeny zostały już pobrane lub uwierzytelnianie nie zakończyło się sukcesem',
      ]);
    auth.redeemed = true;
    const accessToken = randomUUID();
    const validUntil = Date.now() + 15 * 60_000;
    accessTokens.set(accessToken, { nip: auth.nip!, validUntil });
    return {
      accessToken: { token: accessToken, validUntil: new Date(validUntil).toISOString() },
      refreshToken: { token: randomUUID(), validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString() },
    };
  });

  const accessOf = (request: FastifyRequest) => {
    const access = accessTokens.get(bearer(request));
    return access && access.validUntil > Date.now() ? access : undefined;
  };

  app.post('/v2/sessions/online', async (request, reply) => {
    const access = accessOf(request);
    if (!access) return unauthorized(reply);
    const body = (request.body ?? {}) as {
      formCode?: Record<string, string>;
      encryption?: { encryptedSymmetricKey?: string; initializationVector?: string };
    };
    const form = body.formCode ?? {};
    if (
      form.systemCode !== FA3_FORM_CODE.systemCode ||
      form.schemaVersion !== FA3_FORM_CODE.schemaVersion ||
      form.value !== FA3_FORM_CODE.value
    )
      return bad(reply, 21405, 'Błąd walidacji danych wejściowych.', [
        'formCode: the simulator takes FA (3) 1-0E FA',
      ]);
    let key: SessionKey;
    try {
      key = {
        key: rsaOaepDecrypt(
          SIMULATOR_PRIVATE_KEY,
          Buffer.from(body.encryption?.encryptedSymmetricKey ?? '', 'base64'),
        ),
        iv: Buffer.from(body.encryption?.initializationVector ?? '', 'base64'),
      };
      if (key.key.length !== 32 || key.iv.length !== 16) throw new Error('key or IV length');
    } catch {
      return bad(reply, 21405, 'Błąd walidacji danych wejściowych.', [
        'Błąd odszyfrowania dostarczonego klucza',
      ]);
    }
    const reference = referenceNumber('SO');
    const validUntil = new Date(Date.now() + 12 * 3_600_000);
    sessions.set(reference, { nip: access.nip, key, open: true, created: new Date(), count: 0, validUntil });
    return reply.code(201).send({ referenceNumber: reference, validUntil: validUntil.toISOString() });
  });

  app.post('/v2/sessions/online/:reference/invoices', async (request, reply) => {
    const access = accessOf(request);
    if (!access) return unauthorized(reply);
    const sessionReference = (request.params as { reference: string }).reference;
    const session = sessions.get(sessionReference);
    if (!session || session.nip !== access.nip)
      return bad(reply, 21405, 'Błąd walidacji danych wejściowych.', ['Nieznana sesja']);
    if (!session.open) return bad(reply, 21180, 'Sesja nie jest otwarta.');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const missing = [
      'invoiceHash',
      'invoiceSize',
      'encryptedInvoiceHash',
      'encryptedInvoiceSize',
      'encryptedInvoiceContent',
    ].filter((f) => body[f] === undefined);
    if (missing.length)
      return bad(
        reply,
        21405,
        'Błąd walidacji danych wejściowych.',
        missing.map((f) => `${f} is required`),
      );
    const encrypted = Buffer.from(String(body.encryptedInvoiceContent), 'base64');
    if (
      sha256Base64(encrypted) !== body.encryptedInvoiceHash ||
      encrypted.length !== body.encryptedInvoiceSize
    )
      return bad(reply, 21405, 'Błąd walidacji danych wejściowych.', [
        'encryptedInvoiceHash or encryptedInvoiceSize does not match the content',
      ]);
    const reference = referenceNumber('EE');
    const invoice: SimulatedInvoice = {
      sessionReference,
      reference,
      ordinalNumber: ++session.count,
      invoiceHash: String(body.invoiceHash),
      status: { code: 150, description: 'Trwa przetwarzanie' },
      pollsLeft: processingPolls,
      receivedAt: new Date(),
    };
    invoices.set(reference, invoice);
    invoice.status = verify(invoice, session, encrypted, body);
    return reply.code(202).send({ referenceNumber: reference });
  });

  /** What KSeF checks after taking an invoice: decryption, hash, schema, seller, duplicates. */
  function verify(
    invoice: SimulatedInvoice,
    session: { nip: string; key: SessionKey },
    encrypted: Buffer,
    body: Record<string, unknown>,
  ): SimulatedInvoice['status'] {
    let plain: Buffer;
    try {
      plain = aesDecrypt(session.key, encrypted);
    } catch {
      return { code: 435, description: 'Błąd odszyfrowania pliku' };
    }
    if (sha256Base64(plain) !== body.invoiceHash || plain.length !== body.invoiceSize)
      return {
        code: 430,
        description: 'Błąd weryfikacji pliku faktury',
        details: ['invoiceHash or invoiceSize does not match the decrypted file'],
      };
    const xml = plain.toString('utf8');
    invoice.xml = xml;
    if (plain[0] === 0xef && plain[1] === 0xbb && plain[2] === 0xbf)
      return { code: 430, description: 'Błąd weryfikacji pliku faktury', details: ['BOM'] };
    let problems: string[];
    try {
      problems = fa3Checker().check(xml);
    } catch (error) {
      problems = [`not well-formed XML: ${error instanceof Error ? error.message : String(error)}`];
    }
    if (problems.length > 0)
      return { code: 430, description: 'Błąd weryfikacji pliku faktury', details: problems.slice(0, 10) };
    const data = new XMLParser({ removeNSPrefix: true, parseTagValue: false }).parse(xml) as {
      Faktura: {
        Podmiot1: { DaneIdentyfikacyjne: { NIP: string } };
        Fa: { P_1: string; P_2: string; RodzajFaktury: string };
      };
    };
    const { NIP: sellerNip } = data.Faktura.Podmiot1.DaneIdentyfikacyjne;
    const { P_1: issueDate, P_2: number, RodzajFaktury: kind } = data.Faktura.Fa;
    invoice.invoiceNumber = number;
    if (sellerNip !== session.nip)
      return {
        code: 410,
        description: 'Nieprawidłowy zakres uprawnień',
        details: [`Podmiot1 NIP ${sellerNip} is not the session's context ${session.nip}`],
      };
    if (issueDate > new Date().toISOString().slice(0, 10))
      return {
        code: 450,
        description: 'Błąd weryfikacji semantyki dokumentu faktury',
        details: ['Data wystawienia faktury (P_1) jest późniejsza niż data przyjęcia'],
      };
    const duplicateKey = `${sellerNip}|${kind}|${number}`;
    const original = byNumber.get(duplicateKey);
    if (original)
      return {
        code: 440,
        description: 'Duplikat faktury',
        extensions: {
          originalSessionReferenceNumber: original.sessionReference,
          originalKsefNumber: original.ksefNumber!,
        },
      };
    invoice.ksefNumber = withKsefChecksum(`${sellerNip}-${today()}-${hex(6)}`);
    byNumber.set(duplicateKey, invoice);
    return { code: 200, description: 'Sukces' };
  }

  app.get('/v2/sessions/:reference/invoices/:invoice', async (request, reply) => {
    const access = accessOf(request);
    if (!access) return unauthorized(reply);
    const params = request.params as { reference: string; invoice: string };
    const invoice = invoices.get(params.invoice);
    if (
      !invoice ||
      invoice.sessionReference !== params.reference ||
      sessions.get(params.reference)?.nip !== access.nip
    )
      return bad(reply, 21405, 'Błąd walidacji danych wejściowych.', ['Nieznana faktura']);
    const processing = invoice.pollsLeft-- > 0;
    const status = processing ? { code: 150, description: 'Trwa przetwarzanie' } : invoice.status;
    const done = !processing && invoice.status.code === 200;
    return {
      ordinalNumber: invoice.ordinalNumber,
      invoiceNumber: invoice.invoiceNumber,
      ...(done ? { ksefNumber: invoice.ksefNumber, acquisitionDate: invoice.receivedAt.toISOString() } : {}),
      referenceNumber: invoice.reference,
      invoiceHash: invoice.invoiceHash,
      invoicingDate: invoice.receivedAt.toISOString(),
      invoicingMode: 'Online',
      status,
    };
  });

  app.get('/v2/sessions/:reference/invoices/ksef/:ksefNumber/upo', async (request, reply) => {
    const access = accessOf(request);
    if (!access) return unauthorized(reply);
    const params = request.params as { reference: string; ksefNumber: string };
    const invoice = [...invoices.values()].find(
      (i) =>
        i.ksefNumber === params.ksefNumber &&
        i.sessionReference === params.reference &&
        i.status.code === 200,
    );
    if (!invoice || sessions.get(params.reference)?.nip !== access.nip)
      return bad(reply, 21405, 'Błąd walidacji danych wejściowych.', ['Nieznany numer KSeF']);
    const upo = create({ version: '1.0', encoding: 'UTF-8' }).ele(
      'http://upo.schematy.mf.gov.pl/KSeF/v4-3',
      'Potwierdzenie',
    );
    upo.ele('NazwaPodmiotuPrzyjmujacego').txt('KSeF simulator (not the Ministry of Finance)');
    upo.ele('NumerReferencyjnySesji').txt(invoice.sessionReference);
    upo.ele('Uwierzytelnienie').ele('IdKontekstu').ele('Nip').txt(access.nip);
    upo.ele('NazwaStrukturyLogicznej').txt('Schemat_FA(3)_v1-0E.xsd');
    upo.ele('KodFormularza').txt(FA3_FORM_CODE.systemCode);
    const document = upo.ele('Dokument');
    document.ele('NipSprzedawcy').txt(access.nip);
    document.ele('NumerKSeFDokumentu').txt(invoice.ksefNumber!);
    document.ele('NumerFaktury').txt(invoice.invoiceNumber ?? '');
    document.ele('DataPrzeslaniaDokumentu').txt(invoice.receivedAt.toISOString());
    document.ele('DataNadaniaNumeruKSeF').txt(invoice.receivedAt.toISOString());
    document.ele('SkrotDokumentu').txt(invoice.invoiceHash);
    document.ele('TrybWysylki').txt('Online');
    return reply.type('application/xml').send(upo.end({ prettyPrint: true }));
  });

  app.post('/v2/sessions/online/:reference/close', async (request, reply) => {
    const access = accessOf(request);
    if (!access) return unauthorized(reply);
    const session = sessions.get((request.params as { reference: string }).reference);
    if (!session || session.nip !== access.nip)
      return bad(reply, 21405, 'Błąd walidacji danych wejściowych.', ['Nieznana sesja']);
    session.open = false;
    return reply.code(204).send();
  });

  app.get('/v2/sessions/:reference', async (request, reply) => {
    const access = accessOf(request);
    if (!access) return unauthorized(reply);
    const reference = (request.params as { reference: string }).reference;
    const session = sessions.get(reference);
    if (!session || session.nip !== access.nip)
      return bad(reply, 21405, 'Błąd walidacji danych wejściowych.', ['Nieznana sesja']);
    const mine = [...invoices.values()].filter((i) => i.sessionReference === reference);
    return {
      status: session.open
        ? { code: 100, description: 'Sesja interaktywna otwarta' }
        : { code: 200, description: 'Sesja interaktywna przetworzona pomyślnie' },
      dateCreated: session.created.toISOString(),
      dateUpdated: new Date().toISOString(),
      validUntil: session.validUntil.toISOString(),
      invoiceCount: mine.length,
      successfulInvoiceCount: mine.filter((i) => i.status.code === 200).length,
      failedInvoiceCount: mine.filter((i) => i.status.code >= 400).length,
    };
  });

  const address = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  return {
    url: `${address}/v2`,
    invoices,
    log,
    fault(match, fault) {
      faults.push({ match, ...fault, times: fault.times ?? 1 });
    },
    close: () => app.close(),
  };
}

// `npm run ksef:simulator` (or `npx tsx` this file): a simulator for trying the sender by hand.
if (import.meta.url === `file://${process.argv[1]}`) {
  const nip = process.env.KSEF_NIP ?? '7770008886';
  const token = process.env.KSEF_TOKEN ?? 'simulator-ksef-token';
  const simulator = await startKsefSimulator({
    port: Number(process.env.KSEF_SIMULATOR_PORT ?? 8398),
    tokens: { [nip]: token },
  });
  console.log(
    `KSeF simulator on ${simulator.url}. Use KSEF_URL=${simulator.url} KSEF_NIP=${nip} KSEF_TOKEN=${token}`,
  );
}
