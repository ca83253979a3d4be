/**
 * The OrderRequest of PunchOut (issue 21, ADR 074 "The order request"): the procurement system sends
 * the approved requisition, and the shop places it as an order of the configuration's company
 * through the normal placement (approval gate, stock, back-orders). Authenticated like the setup
 * request; every refusal is a cXML Status; the PO number is the order's customer reference and the
 * document's key: a repeat gets the first answer, never a second order.
 */
import {
  claimIdempotencyKey,
  releaseIdempotencyKey,
  selectIdempotencyKey,
  storeIdempotentResponse,
  type IdempotencyKeyRef,
} from '../../http/idempotency-keys.repository';
import type { AddressElement } from '../../../common/contracts/customers';
import type { FinishResponse } from '../../../common/contracts/checkout';
import { AppError } from '../../../common/errors';
import { translate } from '../../../common/i18n';
import { isLanguage, type Language } from '../../../common/markets';
import type { Db } from '../../db/client';
import type { AddressesService } from '../customers';
import type { Buyer, CartActor, CartService, PlacementService } from '../ordering';
import { CxmlError, statusResponse } from './cxml';
import { configOfSender, sha256, type SenderConfig } from './credentials';
import { parseOrderRequest, samePrice, type OrderRequest, type ShipTo } from './order-request';
import { selectOrderingBuyer, selectTransferredCarts } from './punchout.repository';
import type { CxmlAnswer } from './punchout.service';

/** The idempotency scope of order requests (keys: configuration and PO number). */
const SCOPE = 'punchout-order';
/** How long a repeat waits for the first document with its PO number to be answered. */
export const ORDER_REPLAY_WAIT_MS = 30_000;
/** Payment kinds a company pays an order of its procurement system by: on account, else transfer. */
const INVOICE_PAYMENT_KINDS = ['on_account', 'bank_transfer'];

export interface PunchoutOrdersOptions {
  db: Db;
  cart: Pick<CartService, 'addLines' | 'transferView' | 'updateOrder' | 'deleteOrder'>;
  placement: Pick<PlacementService, 'saveForm' | 'finish'>;
  addresses: Pick<AddressesService, 'list' | 'create'>;
  publicUrl: string;
  now?: () => Date;
  onInfo?: (message: string, fields?: Record<string, unknown>) => void;
}

const squash = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The company's usable shipping address with the ShipTo's street, code, city and country. */
const sameAddress = (a: AddressElement, to: ShipTo) =>
  !a.isArchived &&
  a.isEnabled &&
  a.details.countryCode === to.countryCode &&
  squash(a.details.street) === squash(to.street) &&
  squash(a.details.zipCode) === squash(to.zipCode) &&
  squash(a.details.city) === squash(to.city);

/** A refusal of the shop's own services, worded in English for the procurement system's log. */
function cxmlOf(error: AppError, where: string): CxmlError {
  const first = error.options.data?.[0];
  const text =
    first && 'key' in first
      ? translate('en', first.key, first.params ?? {})
      : translate('en', error.key, error.options.params ?? {});
  return new CxmlError(error.status === 409 ? 409 : 400, `${where}: ${text}`);
}

export function createPunchoutOrders(options: PunchoutOrdersOptions) {
  const { db, cart, placement, addresses } = options;
  const now = options.now ?? (() => new Date());
  const host = new URL(options.publicUrl).host;

  /** The shipping address the ShipTo names: one of the company's, else a new one made from it. */
  async function shippingAddressOf(
    buyer: Buyer,
    to: ShipTo,
    currency: string,
  ): Promise<{ address: AddressElement; list: AddressElement[] }> {
    const list = (await addresses.list(buyer.customerId, buyer.language, { currency })).shippingAddresses
      .elements;
    const known = list.find((a) => sameAddress(a, to));
    if (known) return { address: known, list };
    try {
      await addresses.create(
        buyer.customerId,
        buyer.country,
        {
          details: { ...to, customerName: to.name, vatNumber: '', receiverEmail: '', receiverPhone: '' },
          role_properties: { role: 'SH', default: false, enabled: true },
        },
        buyer.language,
      );
    } catch (error) {
      if (error instanceof AppError) throw cxmlOf(error, 'ShipTo');
      throw error;
    }
    // Listed again: the new address with the delivery methods to its country.
    const again = (await addresses.list(buyer.customerId, buyer.language, { currency })).shippingAddresses
      .elements;
    return { address: again.find((a) => sameAddress(a, to))!, list: again };
  }

  /** Places the document's lines as a new order; the cart it builds is removed when anything refuses. */
  async function place(config: SenderConfig, request: OrderRequest, at: Date): Promise<CxmlAnswer> {
    const who = await selectOrderingBuyer(db, config.customerId, config.contactPersonId);
    if (!who) throw new CxmlError(401, 'Unknown From credential or wrong SharedSecret');
    const language: Language = isLanguage(who.language) ? who.language : 'en';
    const actor: CartActor = {
      customerId: config.customerId,
      contactPersonId: config.contactPersonId,
      language,
    };
    const buyer: Buyer & { contactPersonId: number } = {
      customerId: config.customerId,
      contactPersonId: config.contactPersonId,
      language,
      isPerson: false,
      country: who.country,
      page: { country: who.country, language },
    };
    // The round trip: a line's SupplierPartAuxiliaryID is the cart this connection transferred.
    const named = [...new Set(request.lines.map((l) => l.auxiliaryId).filter(Boolean))];
    const transferred = await selectTransferredCarts(db, config.id, named);
    const stranger = named.find((n) => !transferred.includes(n));
    if (stranger !== undefined)
      throw new CxmlError(
        400,
        `SupplierPartAuxiliaryID ${stranger} names no cart transferred through this connection`,
      );

    const added = await cart.addLines(actor, {
      orderNumber: '0',
      lines: request.lines.map((l) => ({ symbol: l.symbol, amount: l.quantity })),
      roundUp: false,
      withCart: false,
    });
    const orderNumber = added.orderNumber;
    try {
      for (const [index, outcome] of added.lines.entries()) {
        if (outcome.outcome === 'refused')
          throw new CxmlError(
            400,
            `ItemOut ${request.lines[index]!.lineNumber} (${outcome.asked}): ${translate('en', outcome.messageKey, outcome.params)}`,
          );
      }
      await cart.updateOrder(actor, orderNumber, { customerOrderNumber: request.orderId });
      const view = await cart.transferView(actor, orderNumber);
      // The price the buyer's system approved must be the shop's price for that quantity now: a
      // difference is refused, never repriced silently in either direction.
      for (const [index, line] of request.lines.entries()) {
        const outcome = added.lines[index]!;
        const symbol = outcome.outcome === 'added' ? outcome.symbol : line.symbol;
        const shop = view.lines.find((l) => l.symbol === symbol);
        if (!shop || shop.amount !== line.quantity || shop.amountError !== null)
          throw new CxmlError(
            400,
            `ItemOut ${line.lineNumber} (${line.symbol}): quantity ${line.quantity} breaks the part's amount rules`,
          );
        if (
          shop.unitPrice === null ||
          line.currency !== view.currency ||
          !samePrice(line.unitPrice, shop.unitPrice)
        )
          throw new CxmlError(
            409,
            `ItemOut ${line.lineNumber} (${line.symbol}): UnitPrice ${line.unitPrice} ${line.currency} is not the shop's price ${shop.unitPrice ?? '(on request)'} ${view.currency} for quantity ${line.quantity}; punch out again for current prices`,
          );
      }
      const { address } = await shippingAddressOf(buyer, request.shipTo, view.currency);
      const methods = address.deliveryMethods.elements.filter((m) => !m.isAccessPoint);
      const choice = methods
        .map((m) => ({
          method: m,
          payment: INVOICE_PAYMENT_KINDS.map((kind) =>
            m.paymentMethods.elements.find((p) => p.kind === kind),
          ).find(Boolean),
        }))
        .find((c) => c.payment);
      if (!choice)
        throw new CxmlError(
          400,
          `The shop delivers to ${request.shipTo.countryCode.toUpperCase()} on no invoice terms`,
        );
      await placement.saveForm(buyer, orderNumber, {
        shippingAddressId: address.addressNumber,
        shippingCondition: choice.method.id,
        paymentId: choice.payment!.id,
        // The rest as the company set it up (invoice address, VAT number: the placement's defaults).
        vatEuCountry: undefined,
        invoiceAddressId: undefined,
        accessPointId: null,
        receiverPhone: null,
        receiverEmail: null,
      });
      const placed = await placement.finish(buyer, orderNumber, { termsAccepted: true }, undefined);
      const result = JSON.parse(placed.body) as FinishResponse;
      options.onInfo?.('punchout order placed', { config: config.id, order: orderNumber });
      // The transferred carts are ordered now: left as carts, a person could order them twice.
      for (const number of transferred) await cart.deleteOrder(actor, number).catch(() => {});
      const waiting = result.status === 'awaiting_approval' ? ', waiting for a colleague’s approval' : '';
      return {
        status: 200,
        xml: statusResponse(host, at, 200, `Order ${orderNumber} placed for PO ${request.orderId}${waiting}`),
      };
    } catch (error) {
      if (orderNumber !== '0') await cart.deleteOrder(actor, orderNumber).catch(() => {});
      if (error instanceof AppError) throw cxmlOf(error, `PO ${request.orderId}`);
      throw error;
    }
  }

  /** A repeat's answer: the first document's (same payloadID), else a conflict; waits while it runs. */
  async function repeatOf(key: IdempotencyKeyRef & { requestHash: string }, orderId: string) {
    const deadline = Date.now() + ORDER_REPLAY_WAIT_MS;
    for (let pause = 10; ; pause = Math.min(pause * 2, 250)) {
      const stored = await selectIdempotencyKey(db, key);
      if (!stored) return null;
      if (stored.requestHash !== key.requestHash)
        throw new CxmlError(409, `PO ${orderId} was already received in another document`);
      if (stored.responseStatus !== null)
        return { status: stored.responseStatus, xml: String(stored.responseBody) };
      if (Date.now() >= deadline)
        throw new CxmlError(409, `PO ${orderId} is being placed; send it again later`);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }

  return {
    /** POST punchout_order: an OrderRequest's answer, refusals included (never throws them). */
    async orderRequest(xml: string): Promise<CxmlAnswer> {
      const at = now();
      try {
        const request = parseOrderRequest(xml);
        const config = await configOfSender(db, request.from, request.sender.sharedSecret, (from) =>
          options.onInfo?.('punchout order refused: credentials', { from }),
        );
        const key = {
          customerId: config.customerId,
          scope: SCOPE,
          key: `${config.id}:${request.orderId}`,
          requestHash: sha256(request.payloadId),
        };
        for (;;) {
          if (await claimIdempotencyKey(db, key)) {
            try {
              const answer = await place(config, request, at);
              await storeIdempotentResponse(db, key, answer.status, answer.xml);
              return answer;
            } catch (error) {
              // A refused document is not remembered: once fixed, the same PO number may come again.
              await releaseIdempotencyKey(db, key).catch(() => {});
              throw error;
            }
          }
          const repeat = await repeatOf(key, request.orderId);
          if (repeat) return repeat;
        }
      } catch (error) {
        if (error instanceof CxmlError)
          return { status: error.status, xml: statusResponse(host, at, error.status, error.message) };
        throw error;
      }
    },
  };
}

export type PunchoutOrders = ReturnType<typeof createPunchoutOrders>;
