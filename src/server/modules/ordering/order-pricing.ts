/**
 * What an order costs, always computed on the server from the price list, the order's market and
 * each line's amount (issue 5: nothing the client sends about prices is trusted). Cart pages, the
 * mini-cart and finishing the order all price through here, so they can never disagree.
 */
import { validateAmount, type AmountError } from '../../../common/amount-rules';
import {
  currencyPrecision,
  getMarket,
  isCurrency,
  type Currency,
  type Language,
} from '../../../common/markets';
import { lineTotal, roundHalfUp, toDecimal, type DecimalLike } from '../../../common/money';
import type { Db } from '../../db/client';
import type { PricingService } from '../pricing';
import type { DiscountEvaluation, DiscountsService } from '../discounts';
import { selectOrderLines, type OrderLineRow } from './order-lines.repository';
import { quoteRefsOf, type QuoteAnswer, type QuotedPrices } from './quoted-prices';

/** The order fields pricing depends on. */
export interface PricedOrderHeader {
  id: number;
  /** The customer a quote and a code's limits are checked for. */
  customerId: number;
  status: string;
  country: string;
  language: string;
  currency: string;
  vatRate: string;
  /** The discount code the order carries (ADR 050). */
  discountCode?: string | null;
  /** A placed order's discount, fixed when it was placed. */
  discountNet?: string | null;
}

/**
 * The order's discount code and what it takes off: for a cart evaluated now (it follows every change
 * of the lines), for a placed order the amount it was placed with.
 */
export interface OrderDiscount {
  code: string;
  valid: boolean;
  amountNet: string;
  /** The rules' verdict for a cart; null for a placed order. */
  evaluation: DiscountEvaluation | null;
}

export interface PricedLine extends OrderLineRow {
  /** Net unit price in the order's currency for this amount (its price break), or null: no price. */
  unitPrice: string | null;
  /** unitPrice × amount rounded to the currency, or null when the line has no price. */
  lineNet: string | null;
  /** The amount breaks the minimum or multiples rule (spec §5 amount input, common/amount-rules). */
  amountError: AmountError['type'] | null;
  /** Why a line naming a quote cannot be bought at the quote's price (expired, not a break…), or null. */
  quoteProblem: Extract<QuoteAnswer, { ok: false }> | null;
  /** A running promotion set the price (a code's stacking rule may leave the line out). */
  promoted: boolean;
}

export interface OrderTotals {
  currency: Currency;
  vatRate: string;
  /** Net value of the priced lines before the discount. */
  goodsNet: string;
  /** Net amount a discount code takes off the goods ("0.00" without one). */
  discount: string;
  /** Sum of the priced lines' net totals, less the discount, plus any extra (delivery). */
  net: string;
  /** VAT of the whole net sum, rounded once (invoices compute VAT on the total, not per line). */
  vat: string;
  gross: string;
  /** Lines without a price (withdrawn from the price list): they cannot be ordered. */
  unpricedLines: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  totals: OrderTotals;
  discount: OrderDiscount | null;
}

/** Totals of priced lines (pure: unit-tested without a database). */
export function totalsOf(
  lines: readonly Pick<PricedLine, 'lineNet'>[],
  currency: Currency,
  vatRate: string,
  extraNet: DecimalLike = '0',
  discountNet: DecimalLike = '0',
): OrderTotals {
  let net = toDecimal('0');
  let unpriced = 0;
  for (const line of lines) {
    if (line.lineNet === null) unpriced += 1;
    else net = net.plus(line.lineNet);
  }
  const precision = currencyPrecision(currency);
  const goodsNet = roundHalfUp(net, precision).toFixed(precision);
  // VAT is computed on the net after the discount (a rebate lowers the taxable amount).
  net = net.minus(discountNet).plus(extraNet);
  const vat = roundHalfUp(net.times(toDecimal(vatRate)).div(100), precision);
  return {
    currency,
    vatRate: toDecimal(vatRate).toFixed(),
    goodsNet,
    discount: roundHalfUp(discountNet, precision).toFixed(precision),
    net: roundHalfUp(net, precision).toFixed(precision),
    vat: vat.toFixed(precision),
    gross: roundHalfUp(net, precision).plus(vat).toFixed(precision),
    unpricedLines: unpriced,
  };
}

/** The totals of priced lines with the order's discount taken off. */
export function totalsWithDiscount(
  priced: Pick<PricedOrder, 'lines' | 'discount'>,
  currency: Currency,
  vatRate: string,
  extraNet: DecimalLike = '0',
): OrderTotals {
  const off = priced.discount?.valid ? priced.discount.amountNet : '0';
  return totalsOf(priced.lines, currency, vatRate, extraNet, off);
}

export function createOrderPricing(
  db: Db,
  pricing: PricingService,
  discounts: Pick<DiscountsService, 'evaluate'>,
  quotes?: QuotedPrices,
) {
  /**
   * Prices every line of an order in two queries (lines, then price data for all their products).
   * A placed order keeps the prices it was placed with; only a cart is priced from the price list.
   */
  async function priceOrder(order: PricedOrderHeader, opts: { db?: Db } = {}): Promise<PricedOrder> {
    const rows = await selectOrderLines(opts.db ?? db, order.id);
    if (!isCurrency(order.currency)) throw new Error(`Order ${order.id} has an unknown currency`);
    const currency = order.currency;
    if (order.status !== 'cart') {
      const lines = rows.map((row) => ({
        ...row,
        unitPrice: row.placedUnitPrice,
        lineNet: row.placedLineNet,
        amountError: null,
        quoteProblem: null,
        promoted: false,
      }));
      const discount: OrderDiscount | null =
        order.discountCode && order.discountNet
          ? { code: order.discountCode, valid: true, amountNet: order.discountNet, evaluation: null }
          : null;
      return { lines, discount, totals: totalsWithDiscount({ lines, discount }, currency, order.vatRate) };
    }
    // A special line (no product, ADR 056) has no list price: only its offer prices it.
    const catalogued = rows.filter((r): r is OrderLineRow & { productId: number } => r.productId !== null);
    const listPrices = await pricing.linePricesAt(
      catalogued.map((r) => ({
        product: {
          id: r.productId,
          unit: r.unit,
          pricePrecision: r.pricePrecision,
          vatRateOverride: r.vatRateOverride,
          permissions: r.permissions,
        },
        amount: r.amount,
      })),
      { country: order.country },
    );
    const byItem = new Map(catalogued.map((r, i) => [r.itemId, listPrices[i]]));
    const quoted = await quotedPrices(order, rows, opts.db ?? db);
    const lines: PricedLine[] = rows.map((row) => {
      const quote = quoted.get(row.itemId);
      if (quote) return quotedLine(row, quote, currency);
      return { quoteProblem: null, ...row, ...listPricedLine(row, byItem.get(row.itemId), currency) };
    });
    const discount = await discountOf(order, currency, lines, opts.db ?? db);
    return { lines, discount, totals: totalsWithDiscount({ lines, discount }, currency, order.vatRate) };
  }

  /** The cart's code evaluated on its lines as priced now: a change of the lines changes the discount. */
  async function discountOf(
    order: PricedOrderHeader,
    currency: Currency,
    lines: readonly PricedLine[],
    handle: Db,
  ): Promise<OrderDiscount | null> {
    if (!order.discountCode || order.customerId === undefined) return null;
    const evaluation = await discounts.evaluate(
      order.discountCode,
      order.customerId,
      // A quote's price is already negotiated: a code takes nothing more off it (ADR 050).
      { country: order.country, currency, lines: lines.filter((line) => line.quotationId === null) },
      { db: handle },
    );
    return {
      code: evaluation.code,
      valid: evaluation.outcome.valid,
      amountNet: evaluation.outcome.valid ? evaluation.outcome.amountNet : '0',
      evaluation,
    };
  }

  /** The quote's answer for each line that names one (one call for all of them). */
  async function quotedPrices(
    order: PricedOrderHeader,
    rows: readonly OrderLineRow[],
    handle: Db,
  ): Promise<Map<number, QuoteAnswer>> {
    const named = rows.filter((r) => r.quotationId !== null && r.quotationPosition !== null);
    if (named.length === 0) return new Map();
    const answers: QuoteAnswer[] = quotes
      ? await quotes.check(handle, order.customerId, quoteRefsOf(named))
      : named.map(() => ({ ok: false, status: 409, key: 'rfq.errors.quoteUnavailable' }));
    return new Map(
      named.map((row, i) => {
        const answer = answers[i]!;
        // The quote was made for its product and its currency; anything else is not that offer.
        const fits = !answer.ok || (answer.productId === row.productId && answer.currency === order.currency);
        return [row.itemId, fits ? answer : { ok: false, status: 409, key: 'rfq.errors.quoteUnavailable' }];
      }),
    );
  }

  /** A line at the quote's locked price; a line whose quote no longer holds has no price (not the list's). */
  function quotedLine(row: OrderLineRow, quote: QuoteAnswer, currency: Currency): PricedLine {
    if (!quote.ok) {
      return {
        ...row,
        unitPrice: null,
        lineNet: null,
        amountError: null,
        quoteProblem: quote,
        promoted: false,
      };
    }
    return {
      ...row,
      unitPrice: quote.unitPrice,
      lineNet: lineTotal(quote.unitPrice, row.amount, currency).toFixed(currencyPrecision(currency)),
      // The quote fixed the amount (one of its breaks); the catalogue's multiples do not apply.
      amountError: null,
      quoteProblem: null,
      promoted: false,
    };
  }

  /**
   * Lines that are no order yet (the visitor cart, ADR 087), priced as a cart's lines are: the price
   * list at each line's amount in the market's currency, the amount rules, the totals with the
   * market's VAT. No discount code and no quote: those are an account's.
   */
  async function priceLines(
    lines: ReadonlyArray<{
      product: Parameters<PricingService['linePricesAt']>[0][number]['product'] & {
        minimumQuantity: number;
        multiples: number;
      };
      amount: number;
    }>,
    page: { country: string; language: Language },
  ): Promise<{ lines: Array<ListPricedLine & { breaks: PriceBreak[] }>; totals: OrderTotals }> {
    const market = getMarket(page.country);
    const ctx = { country: market.country, gross: false, language: page.language };
    const [listPrices, groups] = await Promise.all([
      pricing.linePricesAt(lines, ctx),
      // The prices at each break's amount, net, as the product page's table shows them.
      pricing.priceGroupsForProducts(
        lines.map((l) => l.product),
        ctx,
      ),
    ]);
    const priced = lines.map((line, i) => ({
      ...listPricedLine({ amount: line.amount, ...line.product }, listPrices[i], market.currency),
      breaks: (groups.get(line.product.id)?.elements ?? []).map((e) => ({
        amount: e.amount,
        price: e.price,
      })),
    }));
    return { lines: priced, totals: totalsOf(priced, market.currency, String(market.vatRate)) };
  }

  return { priceOrder, priceLines };
}

/** A price break: the net unit price from this amount on. */
export interface PriceBreak {
  amount: number;
  price: string;
}

/** What the price list makes of one line at its amount (a cart's line, or a visitor's). */
export interface ListPricedLine {
  unitPrice: string | null;
  lineNet: string | null;
  amountError: AmountError['type'] | null;
  promoted: boolean;
}

function listPricedLine(
  row: { amount: number; minimumQuantity: number; multiples: number },
  listed: { unitPrice: string | null; promoted: boolean } | undefined,
  currency: Currency,
): ListPricedLine {
  const unitPrice = listed?.unitPrice ?? null;
  return {
    unitPrice,
    promoted: listed?.promoted ?? false,
    lineNet:
      unitPrice !== null
        ? lineTotal(unitPrice, row.amount, currency).toFixed(currencyPrecision(currency))
        : null,
    // The amount input's and the add-to-cart call's rule, so a line they let in is never flagged.
    amountError:
      validateAmount(row.amount, { minimum: row.minimumQuantity, multiples: row.multiples })?.type ?? null,
  };
}

export type OrderPricing = ReturnType<typeof createOrderPricing>;
