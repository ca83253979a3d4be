import { createHash } from 'node:crypto';
import { normaliseSymbol } from '../../../common/contracts/catalog';
import type {
  Offer,
  OfferCreateParsed,
  OfferLinesResult,
  OfferList,
  OfferProductAnswer,
  OrderOutOfRangeResult,
  StaffOffer,
  StaffOfferList,
} from '../../../common/contracts/offers';
import { AppError, notFound, type MessageKey } from '../../../common/errors';
import { findMarket, getMarket, type Language } from '../../../common/markets';
import { OFFER_VALIDITY_MAX_DAYS, OFFERS_PER_PAGE, offerStateAt } from '../../../common/offers';
import type { StaffMember } from '../../../common/contracts/staff';
import type { Db } from '../../db/client';
import {
  claimIdempotencyKey,
  selectIdempotencyKey,
  storeIdempotentResponse,
} from '../../http/idempotency-keys.repository';
import { productText } from '../catalog';
import type { PricingService } from '../pricing';
import { audit } from '../staff';
import {
  insertOffer,
  selectAllOffers,
  selectCustomerByEmailOrNumber,
  selectCustomerOffer,
  selectCustomerOffers,
  selectOfferById,
  selectOfferLines,
  selectProductIdBySymbol,
  selectProductOfferLines,
  selectStaffOfferById,
  updateOfferState,
  type NewOfferLine,
  type OfferRow,
} from './offers.repository';
import { selectCustomerCountry } from './rfq.repository';
import type { QuoteCart, RfqActorIds } from './rfq.service';

const DAY_MS = 86_400_000;

/**
 * Special offers made by staff to one customer (issue 18 "Offers", ADR 054): the customer's view
 * and cart call, and the desk's make / list / withdraw. Prices reach the cart only through
 * ordering's face; ordering learns them back through the QuotedPrices port (offers.prices.ts).
 */
export function createOffersService(deps: {
  db: Db;
  pricing: Pick<PricingService, 'unitPricesAt'>;
  now?: () => Date;
}) {
  const { db, pricing } = deps;
  const now = deps.now ?? (() => new Date());

  /** Offers as read by the customer and the desk: lines, remaining amounts and the list price now. */
  async function present(rows: readonly OfferRow[], country: string, language: Language): Promise<Offer[]> {
    const lines = await selectOfferLines(
      db,
      rows.map((r) => r.id),
    );
    // A product outside the range (ADR 056) has no list price to show beside.
    const catalogued = lines.flatMap((l) => (l.productId === null ? [] : [{ ...l, productId: l.productId }]));
    const prices = await pricing.unitPricesAt(
      catalogued.map((l) => ({ product: { ...l, id: l.productId }, amount: l.breaks[0]?.amount ?? 1 })),
      { country },
    );
    const byLine = new Map(catalogued.map((l, i) => [l.id, prices[i] ?? null]));
    const listPrices = lines.map((l) => byLine.get(l.id) ?? null);
    const at = now();
    return rows.map((row) => {
      const state = offerStateAt(row, at);
      return {
        number: row.number,
        state,
        note: row.note,
        currency: row.currency,
        validFrom: row.validFrom.toISOString(),
        validUntil: row.validUntil.toISOString(),
        createdAt: row.createdAt.toISOString(),
        orderable: state === 'active',
        lines: lines.flatMap((l, i) =>
          l.offerId === row.id
            ? [
                {
                  position: l.position,
                  symbol: l.symbol,
                  description: productText(l.description, l.generatedText, language),
                  manufacturer: l.manufacturerName,
                  breaks: l.breaks,
                  // The list's price is in the customer's market currency: shown beside only when it is the offer's.
                  listPrice: getMarket(country).currency === row.currency ? (listPrices[i] ?? null) : null,
                  maxQuantity: l.maxQuantity,
                  bought: l.bought,
                  remaining: l.maxQuantity === null ? null : Math.max(0, l.maxQuantity - l.bought),
                  outOfRange: l.outOfRange
                    ? {
                        mpn: l.outOfRange.mpn,
                        manufacturer: l.outOfRange.manufacturer,
                        leadTimeDays: l.outOfRange.leadTimeDays,
                        minimumQuantity: l.outOfRange.minimumQuantity,
                        multiples: l.outOfRange.multiples,
                      }
                    : null,
                },
              ]
            : [],
        ),
      };
    });
  }

  async function countryOf(customerId: number): Promise<string> {
    return (await selectCustomerCountry(db, customerId)) ?? getMarket(undefined).country;
  }

  /** Lines of an offer the customer may order now into a cart; the offer's own refusals first. */
  async function linesToCart(
    actor: RfqActorIds & { language?: Language },
    row: OfferRow,
    orderNumber: string,
    lines: ReadonlyArray<{ position: number; amount: number }>,
    cart: QuoteCart,
  ) {
    const state = offerStateAt(row, now());
    if (state === 'expired')
      throw new AppError(410, 'offers.errors.expired', { params: { quotationId: row.number } });
    if (state !== 'active')
      throw new AppError(409, `offers.errors.state.${state}`, { params: { quotationId: row.number } });
    return cart.addQuotedLines(actor, {
      orderNumber,
      lines: lines.map((l) => ({ quotationId: row.number, quotationPosition: l.position, amount: l.amount })),
    });
  }

  const pages = (total: number) => Math.max(1, Math.ceil(total / OFFERS_PER_PAGE));

  return {
    /** The customer's offers, orderable first (the profile page). */
    async list(customerId: number, page: number, language: Language): Promise<OfferList> {
      const { rows, total } = await selectCustomerOffers(
        db,
        customerId,
        now(),
        OFFERS_PER_PAGE,
        (page - 1) * OFFERS_PER_PAGE,
      );
      return {
        items: await present(rows, await countryOf(customerId), language),
        page,
        pages: pages(total),
        total,
      };
    },

    /** Spec §7 "offer product": the customer's orderable offer lines for one product. */
    async forProduct(customerId: number, symbol: string): Promise<OfferProductAnswer> {
      const product = await selectProductIdBySymbol(db, symbol, normaliseSymbol(symbol));
      if (!product) return { offers: [] };
      const rows = await selectProductOfferLines(db, customerId, product.id, now());
      return {
        offers: rows.map((r) => ({
          number: r.number,
          validUntil: r.validUntil.toISOString(),
          currency: r.currency,
          position: r.position,
          breaks: r.breaks,
          remaining: r.maxQuantity === null ? null : r.maxQuantity - r.bought,
        })),
      };
    },

    /** Spec §7 "lines": chosen lines of one of the customer's offers into a cart at the offered price. */
    async toCart(
      actor: RfqActorIds & { language?: Language },
      input: {
        offerNumber: string;
        orderNumber: string;
        lines: ReadonlyArray<{ position: number; amount: number }>;
      },
      cart: QuoteCart,
    ): Promise<OfferLinesResult> {
      const row = await selectCustomerOffer(db, actor.customerId, input.offerNumber);
      if (!row) throw notFound('offers.errors.notFound');
      const result = await linesToCart(actor, row, input.orderNumber, input.lines, cart);
      return {
        orderNumber: result.orderNumber,
        lines: result.lines.map(({ quotationPosition, status: _status, ...rest }) => ({
          position: quotationPosition,
          ...rest,
        })),
      };
    },

    /**
     * Spec §7 "order-product-out-of-range" (ADR 056): one line of the customer's offer that is a
     * product outside the range into a cart, at the offered price, as a special line. Unlike
     * "lines", which reports each line's outcome, a refusal is the call's answer, with its status:
     * another customer's offer 404, expired 410, withdrawn or used up 409, below the minimum 422.
     */
    async orderOutOfRange(
      actor: RfqActorIds & { language?: Language },
      input: { offerNumber: string; orderNumber: string; position: number; amount: number },
      cart: QuoteCart,
    ): Promise<OrderOutOfRangeResult> {
      const row = await selectCustomerOffer(db, actor.customerId, input.offerNumber);
      if (!row) throw notFound('offers.errors.notFound');
      const params = { quotationId: row.number, position: input.position };
      const line = (await selectOfferLines(db, [row.id])).find((l) => l.position === input.position);
      if (!line) throw new AppError(404, 'offers.errors.noSuchLine', { params });
      if (!line.outOfRange) throw new AppError(422, 'offers.errors.notOutOfRange', { params });
      const result = await linesToCart(actor, row, input.orderNumber, [input], cart);
      const outcome = result.lines[0]!;
      if (outcome.outcome === 'refused')
        throw new AppError(outcome.status ?? 409, outcome.messageKey as MessageKey, {
          params: outcome.params,
        });
      return { orderNumber: result.orderNumber, position: input.position, amount: input.amount };
    },

    /**
     * The desk: makes an offer for a customer found by e-mail or customer number (audited). With an
     * Idempotency-Key, a repeat of the same request (a double submit) answers the first offer; the
     * key is claimed in the offer's own transaction, so a failed attempt leaves it free.
     */
    async create(
      staff: StaffMember,
      input: OfferCreateParsed,
      language: Language,
      idempotencyKey?: string,
    ): Promise<StaffOffer> {
      const at = now();
      const validFrom = input.validFrom ? new Date(input.validFrom) : at;
      const validUntil = new Date(input.validUntil);
      if (validUntil.getTime() <= at.getTime() || validUntil.getTime() <= validFrom.getTime())
        throw new AppError(422, 'offers.errors.validity');
      if (validUntil.getTime() - validFrom.getTime() > OFFER_VALIDITY_MAX_DAYS * DAY_MS)
        throw new AppError(422, 'offers.errors.validityTooLong', {
          params: { days: OFFER_VALIDITY_MAX_DAYS },
        });
      const customer = await selectCustomerByEmailOrNumber(db, input.customer);
      if (!customer) throw new AppError(422, 'offers.errors.unknownCustomer');
      const currency = (findMarket(customer.country) ?? getMarket(undefined)).currency;
      // The customer's carts are in their market's currency: a price typed in another one is no offer.
      if (input.currency !== undefined && input.currency !== currency)
        throw new AppError(422, 'offers.errors.currency', { params: { currency } });
      const lines: NewOfferLine[] = [];
      const seen = new Set<number>();
      const seenParts = new Set<string>();
      for (const [i, line] of input.lines.entries()) {
        const breaks = [...line.breaks].sort((a, b) => a.amount - b.amount);
        if (line.outOfRange) {
          // A product outside the range (ADR 056): what the sales person typed, no catalogue product.
          const special = line.outOfRange;
          const part = `${normaliseSymbol(special.manufacturer)}|${normaliseSymbol(special.mpn)}`;
          if (seenParts.has(part))
            throw new AppError(422, 'offers.errors.productTwice', { params: { symbol: special.mpn } });
          seenParts.add(part);
          if (line.maxQuantity != null && line.maxQuantity < breaks[0]!.amount)
            throw new AppError(422, 'offers.errors.maxBelowBreak', { params: { symbol: special.mpn } });
          lines.push({
            position: i + 1,
            productId: null,
            outOfRange: special,
            breaks,
            maxQuantity: line.maxQuantity ?? null,
          });
          continue;
        }
        const symbol = line.symbol!;
        const product = await selectProductIdBySymbol(db, symbol, normaliseSymbol(symbol));
        if (!product) throw new AppError(422, 'offers.errors.unknownProduct', { params: { symbol } });
        if (seen.has(product.id))
          throw new AppError(422, 'offers.errors.productTwice', { params: { symbol: product.symbol } });
        seen.add(product.id);
        if (line.maxQuantity != null && line.maxQuantity < breaks[0]!.amount)
          throw new AppError(422, 'offers.errors.maxBelowBreak', { params: { symbol: product.symbol } });
        lines.push({
          position: i + 1,
          productId: product.id,
          outOfRange: null,
          breaks,
          maxQuantity: line.maxQuantity ?? null,
        });
      }
      const ref = idempotencyKey
        ? { customerId: customer.id, scope: `staff_offer_create:${staff.id}`, key: idempotencyKey }
        : null;
      const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('hex');
      const row = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        // A concurrent twin waits here on the key's unique index until this one commits or rolls back.
        if (ref && !(await claimIdempotencyKey(tx, { ...ref, requestHash }))) {
          const stored = await selectIdempotencyKey(tx, ref);
          if (stored?.requestHash !== requestHash) throw new AppError(409, 'errors.order.keyReused');
          return { id: (stored.responseBody as { id: number }).id };
        }
        const made = await insertOffer(
          tx,
          { customerId: customer.id, staffId: staff.id, note: input.note, currency, validFrom, validUntil },
          lines,
        );
        await audit(tx, {
          staffId: staff.id,
          action: 'offers.offer.create',
          subject: `offer:${made.id}`,
          details: {
            number: made.number,
            customerId: customer.id,
            lines: lines.length,
            validUntil: validUntil.toISOString(),
          },
        });
        if (ref) await storeIdempotentResponse(tx, ref, 201, { id: made.id });
        return made;
      });
      return (await this.staffOffer(row.id, language))!;
    },

    /** The desk's list: newest first, optionally one customer's (by e-mail or number). */
    async staffList(query: { page: number; customer?: string }, language: Language): Promise<StaffOfferList> {
      let customerId: number | null = null;
      if (query.customer) {
        const customer = await selectCustomerByEmailOrNumber(db, query.customer);
        if (!customer) return { items: [], page: query.page, pages: 1, total: 0 };
        customerId = customer.id;
      }
      const { rows, total } = await selectAllOffers(
        db,
        customerId,
        OFFERS_PER_PAGE,
        (query.page - 1) * OFFERS_PER_PAGE,
      );
      const items: StaffOffer[] = [];
      for (const r of rows) {
        const [offer] = await present([r.offer], await countryOf(r.offer.customerId), language);
        items.push({
          ...offer!,
          id: r.offer.id,
          customerNumber: r.customerNumber,
          customerName: r.companyName ?? r.customerNumber,
          staffName: r.staffName,
        });
      }
      return { items, page: query.page, pages: pages(total), total };
    },

    async staffOffer(id: number, language: Language): Promise<StaffOffer | null> {
      const r = await selectStaffOfferById(db, id);
      if (!r) return null;
      const [offer] = await present([r.offer], await countryOf(r.offer.customerId), language);
      return {
        ...offer!,
        id,
        customerNumber: r.customerNumber,
        customerName: r.companyName ?? r.customerNumber,
        staffName: r.staffName,
      };
    },

    /** The desk: withdraws an active or upcoming offer (audited); a second withdrawal is refused. */
    async withdraw(staff: StaffMember, id: number): Promise<void> {
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const row = await selectOfferById(tx, id, true);
        if (!row) throw notFound('offers.errors.notFound');
        const state = offerStateAt(row, now());
        if (state !== 'active' && state !== 'upcoming')
          throw new AppError(409, `offers.errors.state.${state}`, { params: { quotationId: row.number } });
        await updateOfferState(tx, row.id, 'withdrawn', now());
        await audit(tx, {
          staffId: staff.id,
          action: 'offers.offer.withdraw',
          subject: `offer:${row.id}`,
          details: { number: row.number, customerId: row.customerId },
        });
      });
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
