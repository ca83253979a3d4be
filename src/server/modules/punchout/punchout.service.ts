import { randomBytes } from 'node:crypto';
import {
  PUNCHOUT_SESSION_MINUTES,
  type PunchoutBanner,
  type PunchoutConfig,
  type PunchoutConfigInput,
  type PunchoutConfigList,
  type PunchoutConfigWithSecret,
  type PunchoutTransfer,
} from '../../../common/contracts/punchout';
import { PunchoutConfigInputSchema } from '../../../common/contracts/punchout';
import { AppError } from '../../../common/errors';
import { generate } from '../../../common/routes.server';
import type { Db } from '../../db/client';
import type { CartActor, CartService } from '../ordering';
import {
  classificationOf,
  CxmlError,
  orderMessage,
  parseSetupRequest,
  setupResponse,
  statusResponse,
  unitOfMeasure,
  type SetupRequest,
} from './cxml';
import {
  claimStart,
  endSessionsOf,
  fromCredentialTaken,
  insertConfig,
  insertSession,
  markTransferred,
  selectBanner,
  selectConfigOf,
  selectConfigsOf,
  selectCustomerType,
  selectSession,
  selectTransfer,
  touchConfigUsed,
  updateConfig,
  type PunchoutConfigRow,
  type PunchoutSessionRow,
} from './punchout.repository';
import { configOfSender, sha256 } from './credentials';

/** The StartPage is opened right after the setup response (the standard's flow): minutes, not hours. */
const START_TOKEN_MINUTES = 5;
/** The transfer page is opened right after the transfer call. */
const TRANSFER_TOKEN_MINUTES = 5;
const MINUTE = 60_000;

/** 256 random bits, URL-safe (43 characters). */
const newToken = () => randomBytes(32).toString('base64url');
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface PunchoutServiceOptions {
  db: Db;
  cart: Pick<CartService, 'transferView' | 'clearTouch' | 'addLines'>;
  /** The shop's public origin: the StartPage and setup addresses, the payloadIDs' host. */
  publicUrl: string;
  now?: () => Date;
  onInfo?: (message: string, fields?: Record<string, unknown>) => void;
}

/** What a setup request is answered: the cXML text and its status (HTTP and cXML alike). */
export interface CxmlAnswer {
  status: number;
  xml: string;
}

/**
 * cXML PunchOut (issue 21, ADR 074): a company's procurement system opens a shop session with a
 * PunchOutSetupRequest, its buyer fills a cart, and the cart goes back as a PunchOutOrderMessage.
 * The configurations are the company's own (profile), scoped by the session's customer.
 */
export function createPunchoutService(options: PunchoutServiceOptions) {
  const { db, cart } = options;
  const now = options.now ?? (() => new Date());
  const host = new URL(options.publicUrl).host;
  const setupUrl = `${options.publicUrl}${generate('punchout_setup')}`;

  const viewOf = (row: PunchoutConfigRow, buyer: { name: string; email: string }): PunchoutConfig => ({
    id: row.id,
    systemName: row.systemName,
    fromDomain: row.fromDomain,
    fromIdentity: row.fromIdentity,
    returnOrigins: row.returnOrigins,
    buyer,
    createdAt: row.createdAt.toISOString(),
    secretChangedAt: row.secretChangedAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  });

  const notFound = () => new AppError(404, 'punchout.errors.configNotFound');

  /** Refusals answer with a cXML Status; a setup that passes every check opens a PunchOut session. */
  async function acceptSetup(request: SetupRequest, at: Date): Promise<CxmlAnswer> {
    const config = await configOfSender(db, request.from, request.sender.sharedSecret, (from) =>
      options.onInfo?.('punchout setup refused: credentials', { from }),
    );
    const returnUrl = new URL(request.browserFormPostUrl);
    if (!config.returnOrigins.includes(returnUrl.origin)) {
      throw new CxmlError(
        403,
        `The BrowserFormPost URL's origin ${returnUrl.origin} is not one this configuration allows`,
      );
    }
    const token = newToken();
    const from = request.from.find(
      (f) => f.domain.toLowerCase() === config.fromDomain && f.identity.toLowerCase() === config.fromIdentity,
    )!;
    const to = request.to[0]!;
    await insertSession(db, {
      configId: config.id,
      customerId: config.customerId,
      contactPersonId: config.contactPersonId,
      operation: request.operation,
      buyerCookie: request.buyerCookie,
      browserFormPostUrl: request.browserFormPostUrl,
      fromDomain: from.domain,
      fromIdentity: from.identity,
      toDomain: to.domain,
      toIdentity: to.identity,
      itemsOut: request.operation === 'create' ? [] : request.itemsOut,
      startTokenHash: sha256(token),
      startBy: new Date(at.getTime() + START_TOKEN_MINUTES * MINUTE),
      // Replaced when the StartPage opens; a session never opened just lapses.
      endsAt: new Date(at.getTime() + START_TOKEN_MINUTES * MINUTE),
    });
    await touchConfigUsed(db, config.id, at);
    const startPage = `${options.publicUrl}${generate('punchout_start', { token })}`;
    return { status: 200, xml: setupResponse(host, at, startPage) };
  }

  return {
    setupUrl,

    /** POST punchout_setup: a PunchOutSetupRequest's answer, refusals included (never throws them). */
    async setup(xml: string): Promise<CxmlAnswer> {
      const at = now();
      try {
        return await acceptSetup(parseSetupRequest(xml), at);
      } catch (error) {
        if (error instanceof CxmlError)
          return { status: error.status, xml: statusResponse(host, at, error.status, error.message) };
        throw error;
      }
    },

    /** A refusal made outside the service (body too large, wrong type, rate limit) as cXML. */
    refusal(status: number, message: string): CxmlAnswer {
      return { status, xml: statusResponse(host, now(), status, message) };
    },

    /**
     * GET punchout_start: takes the StartPage's one-time token. The caller opens the shop session
     * with what this returns; unknown, used or late tokens are 404.
     */
    async start(token: string): Promise<{
      sessionId: number;
      customerId: number;
      contactPersonId: number;
      endsAt: Date;
    }> {
      const at = now();
      if (!TOKEN_PATTERN.test(token)) throw new AppError(404, 'punchout.errors.startExpired');
      const endsAt = new Date(at.getTime() + PUNCHOUT_SESSION_MINUTES * MINUTE);
      // The session's end is fixed when it opens; until then the row's end is the token's.
      const row = await claimStart(db, sha256(token), at, endsAt);
      if (!row) throw new AppError(404, 'punchout.errors.startExpired');
      return { sessionId: row.id, customerId: row.customerId, contactPersonId: row.contactPersonId, endsAt };
    },

    /**
     * The cart a PunchOut session starts with: a new one (the next add makes it), or for an `edit`
     * the lines the procurement system sent back (each refused line is left out). Returns the new
     * cart's number, or null when the session starts with no cart.
     */
    async prepareCart(actor: CartActor, sessionId: number): Promise<string | null> {
      const row = await selectSession(db, sessionId);
      await cart.clearTouch(actor);
      if (!row || row.itemsOut.length === 0) return null;
      const result = await cart.addLines(actor, {
        orderNumber: '0',
        lines: row.itemsOut,
        roundUp: true,
        withCart: false,
      });
      return result.orderNumber === '0' ? null : result.orderNumber;
    },

    /** What every page of an open PunchOut session shows; null once it is transferred or ended. */
    async banner(sessionId: number): Promise<PunchoutBanner | null> {
      const row = await selectBanner(db, sessionId);
      if (!row || row.status !== 'open') return null;
      return { systemName: row.systemName, companyName: row.companyName, endsAt: row.endsAt.toISOString() };
    },

    /**
     * POST order_finish_special_cxml: the cart as a PunchOutOrderMessage, kept for the transfer
     * page that posts it to the BrowserFormPost URL. Only the session's own open cart, once; lines
     * without a price or breaking the amount rules refuse the transfer (the buyer fixes them first).
     */
    async transfer(
      actor: CartActor,
      sessionId: number | undefined,
      orderNumber: string,
    ): Promise<PunchoutTransfer> {
      if (sessionId === undefined) throw new AppError(403, 'punchout.errors.notPunchoutSession');
      const session = await selectSession(db, sessionId);
      if (!session || session.status !== 'open' || !ownedBy(session, actor))
        throw new AppError(409, 'punchout.errors.sessionClosed');
      const view = await cart.transferView(actor, orderNumber);
      if (view.lines.length === 0) throw new AppError(422, 'punchout.errors.emptyCart');
      const unpriced = view.lines.find((l) => l.unitPrice === null);
      if (unpriced)
        throw new AppError(422, 'punchout.errors.unpricedLine', { params: { symbol: unpriced.symbol } });
      const broken = view.lines.find((l) => l.amountError !== null);
      if (broken)
        throw new AppError(422, 'punchout.errors.amountLine', { params: { symbol: broken.symbol } });
      const at = now();
      const message = orderMessage(host, at, {
        buyerCookie: session.buyerCookie,
        buyer: { domain: session.fromDomain, identity: session.fromIdentity },
        supplier: { domain: session.toDomain, identity: session.toIdentity },
        currency: view.currency,
        total: view.goodsNet,
        language: view.language,
        lines: view.lines.map((l) => ({
          supplierPartId: l.symbol,
          supplierPartAuxiliaryId: view.orderNumber,
          quantity: l.amount,
          unitPrice: l.unitPrice!,
          description: l.description,
          unitOfMeasure: unitOfMeasure(l.unit),
          classification: classificationOf(l.categoryPath),
          manufacturerPartId: l.manufacturerSymbol,
          manufacturerName: l.manufacturerName,
          leadTimeDays: l.leadTimeDays,
        })),
      });
      const token = newToken();
      const done = await markTransferred(db, session.id, {
        orderNumber: view.orderNumber,
        message,
        transferTokenHash: sha256(token),
        transferBy: new Date(at.getTime() + TRANSFER_TOKEN_MINUTES * MINUTE),
        at,
      });
      if (!done) throw new AppError(409, 'punchout.errors.sessionClosed');
      options.onInfo?.('punchout cart transferred', { session: session.id, lines: view.lines.length });
      return {
        transferUrl: generate('punchout_transfer', { token }),
        lineCount: view.lines.length,
        total: view.goodsNet,
        currency: view.currency,
      };
    },

    /** GET punchout_transfer: the message and where it goes, while the token is fresh; else null. */
    async transferPage(token: string): Promise<{ message: string; browserFormPostUrl: string } | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      return (await selectTransfer(db, sha256(token), now())) ?? null;
    },

    /** The company's configurations (profile), newest first, with the address setups go to. */
    async list(customerId: number): Promise<PunchoutConfigList> {
      const rows = await selectConfigsOf(db, customerId);
      return {
        setupUrl,
        items: rows.map((r) => viewOf(r.config, { name: r.buyerName, email: r.buyerEmail })),
      };
    },

    /**
     * Makes a configuration whose sessions open as the person making it (the company's buyer). The
     * shared secret is made here, shown once, kept as its SHA-256. Companies and sole traders only.
     */
    async create(actor: CartActor, input: PunchoutConfigInput): Promise<PunchoutConfigWithSecret> {
      const value = PunchoutConfigInputSchema.parse(input);
      const type = await selectCustomerType(db, actor.customerId);
      if (type !== 'company' && type !== 'sole_trader')
        throw new AppError(403, 'punchout.errors.companiesOnly');
      const fromDomain = value.fromDomain.toLowerCase();
      const fromIdentity = value.fromIdentity.toLowerCase();
      if (await fromCredentialTaken(db, fromDomain, fromIdentity))
        throw new AppError(409, 'punchout.errors.credentialTaken', {
          data: [{ field: 'fromIdentity', key: 'punchout.errors.credentialTaken' }],
        });
      const secret = newToken();
      const row = await insertConfig(db, {
        customerId: actor.customerId,
        contactPersonId: actor.contactPersonId,
        systemName: value.systemName,
        fromDomain,
        fromIdentity,
        secretHash: sha256(secret),
        returnOrigins: value.returnOrigins,
      });
      const [withBuyer] = (await selectConfigsOf(db, actor.customerId)).filter((r) => r.config.id === row.id);
      return {
        config: viewOf(row, { name: withBuyer?.buyerName ?? '', email: withBuyer?.buyerEmail ?? '' }),
        sharedSecret: secret,
      };
    },

    /** A new secret (the old one stops working at once), shown once. */
    async renewSecret(customerId: number, id: number): Promise<PunchoutConfigWithSecret> {
      const secret = newToken();
      const row = await updateConfig(db, customerId, id, {
        secretHash: sha256(secret),
        secretChangedAt: now(),
      });
      if (!row) throw notFound();
      const [withBuyer] = (await selectConfigsOf(db, customerId)).filter((r) => r.config.id === row.id);
      return {
        config: viewOf(row, { name: withBuyer?.buyerName ?? '', email: withBuyer?.buyerEmail ?? '' }),
        sharedSecret: secret,
      };
    },

    /** Removes a configuration: its setups are refused from now on, its open sessions cannot transfer. */
    async remove(customerId: number, id: number): Promise<void> {
      if (!(await selectConfigOf(db, customerId, id))) throw notFound();
      await updateConfig(db, customerId, id, { deletedAt: now() });
      await endSessionsOf(db, id);
    },
  };
}

function ownedBy(session: PunchoutSessionRow, actor: CartActor): boolean {
  return session.customerId === actor.customerId && session.contactPersonId === actor.contactPersonId;
}

export type PunchoutService = ReturnType<typeof createPunchoutService>;
