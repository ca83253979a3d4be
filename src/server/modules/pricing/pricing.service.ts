/**
 * Prices and stock (spec §3 Price group / Price line / Stock, §7 "Prices and products").
 *
 * The price list is net PLN per break; everything a customer sees is derived here with the money
 * rules of common/money (conversion, VAT, rounding once at the end). Every function works on a
 * batch with a fixed number of queries, however many products it is given.
 */
import { notFound } from '../../../common/errors';
import { translate } from '../../../common/i18n';
import { unknownSymbolError } from '../../../common/i18n/error-messages';
import { getMarket, isLanguage, type Currency } from '../../../common/markets';
import { currencyPrecision, lineTotalText, roundedText, toDecimal } from '../../../common/money';
import { SHOP_TIME_ZONE } from '../../../common/format';
import { AMOUNT_MAX_VALUE, roundUpToOrderable } from '../../../common/amount-rules';
import { isProductUnit, unitLabelKey } from '../../../common/product-status';
import { normaliseSymbol } from '../../../common/contracts/catalog';
import type {
  ExchangeRates,
  FactoredUnit,
  Hint,
  HintAmounts,
  OmnibusResponse,
  PriceContext,
  PriceGroup,
  PriceLine,
  ProductDataError,
  ProductDataItem,
  ProductDataItems,
  ProductDataResponse,
  ProductUnit,
  Stock,
} from '../../../common/contracts/pricing';
import type { Db } from '../../db/client';
import { priceRulesOf, unitPricesFrom, type PriceGroupInput } from './pricing.unit-prices';
import {
  selectExchangeRates,
  selectPriceData,
  selectPricingProductsById,
  selectProductsBySymbol,
  selectProductsBySymbolKey,
  type PriceDataRow,
  type PricedProductRow,
} from './pricing.repository';

/** What pricing needs to know of a product; catalogue rows carry it already (no second query). */
export type PricingProduct = Pick<
  PricedProductRow,
  'id' | 'unit' | 'pricePrecision' | 'vatRateOverride' | 'permissions'
>;

export interface PricingServiceOptions {
  /** The clock; tests move it to check promotions and the Omnibus window. */
  now?: () => Date;
  /** How long exchange rates are reused before asking the database again. */
  ratesTtlMs?: number;
}

/** EU Omnibus directive: the lowest price of the 30 days before a reduction. */
export const OMNIBUS_WINDOW_DAYS = 30;

export function createPricingService(db: Db, options: PricingServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  const ratesTtlMs = options.ratesTtlMs ?? 60_000;
  let ratesCache: { at: number; rates: Map<string, string> } | undefined;

  /** Rates change once a day; a minute-old copy is as good and saves a query on every call. */
  async function rates(): Promise<Map<string, string>> {
    const t = Date.now();
    if (ratesCache && t - ratesCache.at < ratesTtlMs) return ratesCache.rates;
    const rows = await selectExchangeRates(db);
    const map = new Map(rows.map((r) => [r.currency, toDecimal(r.ratePln).toFixed()]));
    map.set('PLN', '1');
    ratesCache = { at: t, rates: map };
    return map;
  }

  async function rateOf(currency: string): Promise<string> {
    const rate = (await rates()).get(currency);
    if (!rate) throw new Error(`No exchange rate for ${currency}`);
    return rate;
  }

  /**
   * Price groups of many products in one go: breaks, running promotions and (for promoted products,
   * or all with `withOmnibus`) the Omnibus minimum, each one query for the whole batch.
   */
  async function priceGroupsForProducts(
    items: readonly PricingProduct[],
    ctx: PriceContext,
    opts: { withOmnibus?: boolean; ignorePermissions?: boolean } = {},
  ): Promise<Map<number, PriceGroup>> {
    const priced = items.filter((p) => opts.ignorePermissions || p.permissions.includes('SHOW_PRICE'));
    if (priced.length === 0) return new Map();
    return (
      await priceGroupsLoader(
        priced.map((p) => p.id),
        ctx,
        opts,
      )
    )(items);
  }

  /**
   * The price data of products known so far only by id, fetched at once: a list can read its
   * product rows and their prices side by side (one round trip of latency, not two). The function
   * it gives builds the groups once the rows are there; products the rows do not allow prices for
   * are left out then.
   */
  async function priceGroupsLoader(
    ids: readonly number[],
    ctx: PriceContext,
    opts: { withOmnibus?: boolean; ignorePermissions?: boolean } = {},
  ): Promise<(items: readonly PricingProduct[]) => Map<number, PriceGroup>> {
    const withOmnibus = opts.withOmnibus ?? false;
    const { dataById, rate } =
      ids.length > 0
        ? await priceDataOf(ids, getMarket(ctx.country).currency, withOmnibus)
        : { dataById: new Map<number, PriceDataRow>(), rate: '1' };
    return (items) => buildPriceGroups(items, dataById, rate, ctx, { ...opts, withOmnibus });
  }

  /**
   * Price groups from price data a statement read beside its product rows (priceDataColumns at
   * `priceDays()`, without the Omnibus minimum of products not promoted): no query but the cached rates.
   */
  async function priceGroupsOfData(
    items: readonly PricingProduct[],
    data: readonly PriceDataRow[],
    ctx: PriceContext,
  ): Promise<Map<number, PriceGroup>> {
    const rate = await rateOf(getMarket(ctx.country).currency);
    return buildPriceGroups(items, new Map(data.map((d) => [d.productId, d])), rate, ctx, {});
  }

  function buildPriceGroups(
    items: readonly PricingProduct[],
    dataById: ReadonlyMap<number, PriceDataRow>,
    rate: string,
    ctx: PriceContext,
    opts: { withOmnibus?: boolean; ignorePermissions?: boolean },
  ): Map<number, PriceGroup> {
    const market = getMarket(ctx.country);
    const result = new Map<number, PriceGroup>();
    for (const product of items) {
      if (!opts.ignorePermissions && !product.permissions.includes('SHOW_PRICE')) continue;
      const productData = dataById.get(product.id);
      const productBreaks = productData?.breaks;
      if (!productData || !productBreaks || productBreaks.length === 0) continue;
      const promo = productData.promotion;
      result.set(
        product.id,
        buildPriceGroup({
          product,
          breaks: productBreaks,
          promotion: promo,
          omnibusFirstBreakPln:
            opts.withOmnibus || promo
              ? (productData.lowestHistoricPln ?? productBreaks[0]!.netPricePln)
              : undefined,
          currency: market.currency,
          marketVatRate: market.vatRate,
          ratePln: rate,
          gross: ctx.gross,
        }),
      );
    }
    return result;
  }

  /** The day prices are read for, and the first day of its Omnibus window, by the service's clock. */
  function priceDays(): { day: string; fromDay: string } {
    const today = now();
    return { day: isoDay(today), fromDay: isoDay(addDays(today, -OMNIBUS_WINDOW_DAYS)) };
  }

  /** Breaks, promotion and Omnibus minimum of the products in one round trip; rates are cached. */
  async function priceDataOf(productIds: readonly number[], currency: Currency, withOmnibus: boolean) {
    const ids = [...new Set(productIds)];
    const { day, fromDay } = priceDays();
    const [data, rate] = await Promise.all([
      selectPriceData(db, ids, day, fromDay, withOmnibus),
      rateOf(currency),
    ]);
    return { dataById: new Map(data.map((d) => [d.productId, d])), rate };
  }

  /**
   * The net unit price of each order line at its amount, in the market's currency: only the break
   * that applies is priced (an order needs no price table). The same rules as the price groups
   * (`priceOfBreak`), so a cart line shows the price the product page showed for that amount.
   * Aligned with `lines`; null where the product has no price for that amount.
   */
  async function unitPricesAt(
    lines: ReadonlyArray<{ product: PricingProduct; amount: number }>,
    ctx: Pick<PriceContext, 'country'>,
  ): Promise<Array<string | null>> {
    return (await linePricesAt(lines, ctx)).map((l) => l.unitPrice);
  }

  /**
   * `unitPricesAt` with whether a running promotion set each price: a discount code's stacking rule
   * (ADR 050) leaves such lines out.
   */
  async function linePricesAt(
    lines: ReadonlyArray<{ product: PricingProduct; amount: number }>,
    ctx: Pick<PriceContext, 'country'>,
  ): Promise<Array<{ unitPrice: string | null; promoted: boolean }>> {
    const priced = lines.filter((l) => l.product.permissions.includes('SHOW_PRICE')).map((l) => l.product);
    if (priced.length === 0) return lines.map(() => ({ unitPrice: null, promoted: false }));
    const market = getMarket(ctx.country);
    const { dataById, rate } = await priceDataOf(
      priced.map((p) => p.id),
      market.currency,
      false,
    );
    const prices = unitPricesFrom(lines, dataById, rate, ctx);
    return lines.map((l, i) => ({
      unitPrice: prices[i] ?? null,
      promoted: prices[i] != null && dataById.get(l.product.id)?.promotion !== undefined,
    }));
  }

  /**
   * `unitPricesAt` from price data a statement read beside its rows (priceDataColumns at
   * `priceDays()`): no query but the cached rates, so a list page prices its lines in the same
   * round trip that reads them.
   */
  async function unitPricesOfData(
    lines: ReadonlyArray<{ product: PricingProduct; amount: number }>,
    data: readonly PriceDataRow[],
    ctx: Pick<PriceContext, 'country'>,
  ): Promise<Array<string | null>> {
    const rate = await rateOf(getMarket(ctx.country).currency);
    return unitPricesFrom(lines, new Map(data.map((d) => [d.productId, d])), rate, ctx);
  }

  /** Price groups by product id; products without a price (or without SHOW_PRICE) are absent. */
  async function priceGroups(
    productIds: readonly number[],
    ctx: PriceContext,
  ): Promise<Map<number, PriceGroup>> {
    const rows = await selectPricingProductsById(db, [...new Set(productIds)]);
    return priceGroupsForProducts(rows, ctx);
  }

  /** Products by symbol: exact first, then by the normalised symbol key for what is left. */
  async function findBySymbols(symbols: readonly string[]): Promise<Map<string, PricedProductRow>> {
    const unique = [...new Set(symbols)];
    const found = new Map<string, PricedProductRow>();
    for (const row of await selectProductsBySymbol(db, unique)) found.set(row.symbol, row);
    const missing = unique.filter((s) => !found.has(s));
    if (missing.length > 0) {
      const keys = [...new Set(missing.map(normaliseSymbol).filter((k) => k.length > 0))];
      const byKey = new Map<string, PricedProductRow>();
      for (const row of await selectProductsBySymbolKey(db, keys)) {
        if (!byKey.has(row.symbolKey)) byKey.set(row.symbolKey, row);
      }
      for (const s of missing) {
        const row = byKey.get(normaliseSymbol(s));
        if (row) found.set(s, row);
      }
    }
    return found;
  }

  /** See `hint` below. */
  async function hintOf(symbol: string, language: string): Promise<Hint> {
    const row = (await findBySymbols([symbol])).get(symbol);
    if (!row) throw notFound('errors.catalog.productNotFound');
    const { day, fromDay } = priceDays();
    const [data] = await selectPriceData(db, [row.id], day, fromDay, false);
    return {
      symbol: row.symbol,
      minimum: row.minimumQuantity,
      multiples: row.multiples,
      unit: productUnit(row.unit, language).shortName,
      priceBreaks: (data?.breaks ?? []).map((b) => b.amount),
      stock: row.permissions.includes('SHOW_STOCK')
        ? { count: row.stock, external: row.externalStock }
        : null,
    };
  }

  return {
    priceGroups,
    priceGroupsForProducts,
    priceGroupsLoader,
    priceGroupsOfData,
    priceDays,
    rateOf,
    unitPricesAt,
    linePricesAt,
    unitPricesOfData,

    /** Currency → PLN per unit (spec §3 "exchange rates"), PLN included as "1". */
    async exchangeRates(): Promise<ExchangeRates> {
      return Object.fromEntries([...(await rates())].sort(([a], [b]) => a.localeCompare(b)));
    },

    /**
     * Prices and stock of up to 100 symbols in request order (spec §7 product-data). Unknown symbols
     * come back as {symbol, error} beside the others rather than failing the batch.
     */
    async productData(request: ProductDataItems, ctx: PriceContext): Promise<ProductDataResponse> {
      const symbols = request.items.map((i) => i.symbol);
      const withPrices = request.scope?.prices ?? true;
      const withStock = request.scope?.stock ?? true;
      const withDelivery = request.scope?.delivery_confirmed ?? false;
      const found = await findBySymbols(symbols);
      const groups = withPrices
        ? await priceGroupsForProducts([...found.values()], ctx)
        : new Map<number, PriceGroup>();
      const products = symbols.map((symbol): ProductDataItem | ProductDataError => {
        const row = found.get(symbol);
        if (!row) return unknownSymbolError(ctx.language, symbol);
        const unit = productUnit(row.unit, ctx.language);
        const stock: Stock | null =
          withStock && row.permissions.includes('SHOW_STOCK')
            ? {
                count: row.stock,
                unit: unit.shortName,
                external: row.externalStock,
                leadTimeDays: withDelivery ? row.leadTimeDays : null,
              }
            : null;
        return { symbol, priceGroup: groups.get(row.id) ?? null, unit, stock };
      });
      return { products };
    },

    /**
     * The amount input's hints for one product (spec §7 hint): its minimum and multiples, the
     * amounts its price breaks start at, and its stock when the product shows it. 404 for an
     * unknown symbol.
     */
    hint: hintOf,

    /**
     * The amounts to suggest (spec §7 hint amounts): each price break's amount rounded up onto the
     * product's grid (at least the minimum, a multiple of multiples), without repeats, ascending,
     * and none beyond what an amount can be.
     */
    async hintAmounts(symbol: string): Promise<HintAmounts> {
      const hint = await hintOf(symbol, 'en');
      const rules = { minimum: hint.minimum, multiples: hint.multiples };
      const amounts = [...new Set(hint.priceBreaks.map((amount) => roundUpToOrderable(amount, rules)))]
        .filter((amount) => amount <= AMOUNT_MAX_VALUE)
        .sort((a, b) => a - b);
      return { symbol: hint.symbol, amounts };
    },

    /** Prices with the EU Omnibus lowest price of the last 30 days on every break. */
    async omnibusPrice(symbol: string, ctx: PriceContext): Promise<OmnibusResponse> {
      const row = (await findBySymbols([symbol])).get(symbol);
      if (!row) throw notFound('errors.catalog.productNotFound');
      const groups = await priceGroupsForProducts([row], ctx, { withOmnibus: true });
      const unit = productUnit(row.unit, ctx.language);
      return {
        products: [
          {
            symbol: row.symbol,
            priceGroup: groups.get(row.id) ?? null,
            unit,
            factoredUnit: factoredUnit(row.pricePrecision, unit),
          },
        ],
      };
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;

// ---------------------------------------------------------------- pure price rules

/**
 * One Price group. Conversion and VAT act on exact values and each price is rounded once, at the
 * end, to max(product precision, currency precision) (common/money `unitPricePrecision`).
 */
export function buildPriceGroup(input: PriceGroupInput): PriceGroup {
  const { product, breaks, promotion, currency, gross } = input;
  const { vatRate, precision, customerPrice, priceOfBreak } = priceRulesOf(input);
  const factor = factorOf(product.pricePrecision);
  const firstBase = input.omnibusFirstBreakPln !== undefined ? toDecimal(breaks[0]!.netPricePln) : undefined;

  const elements = breaks.map((b): PriceLine => {
    const { exact, price, basePrice } = priceOfBreak(b.netPricePln);
    let omnibusPrice: string | null = null;
    if (input.omnibusFirstBreakPln !== undefined && firstBase!.gt(0)) {
      // History keeps the first break only; other breaks keep their ratio to it.
      const lowestNet = toDecimal(input.omnibusFirstBreakPln).times(toDecimal(b.netPricePln).div(firstBase!));
      omnibusPrice = roundedText(customerPrice(lowestNet), precision);
    }
    return {
      amount: b.amount,
      price,
      basePrice,
      omnibusPrice,
      // The price of `factor` units is money paid, so it follows the currency's precision (HUF 0).
      factoredPrice:
        factor === null
          ? null
          : typeof exact === 'string'
            ? lineTotalText(exact, factor, currency)
            : roundedText(exact.times(factor), currencyPrecision(currency)),
      special: promotion !== undefined,
      precisions: { pricePrecision: product.pricePrecision, price: precision, basePrice: precision },
    };
  });
  return {
    elements,
    vatRate,
    currency,
    type: gross ? 'GROSS' : 'NET',
    promotion: promotion ? { dateFrom: promotion.dateFrom, dateTo: promotion.dateTo } : null,
  };
}

/** Parts priced to more than 2 places are also shown per 10^(places−2) units ("per 100 pcs"). */
function factorOf(pricePrecision: number): number | null {
  return pricePrecision > 2 ? 10 ** (pricePrecision - 2) : null;
}

export function factoredUnit(pricePrecision: number, unit: ProductUnit): FactoredUnit | null {
  const factor = factorOf(pricePrecision);
  return factor === null ? null : { factor, shortName: unit.pluralTranslation };
}

export function productUnit(code: string, language: string): ProductUnit {
  if (!isProductUnit(code))
    return { code, shortName: code, singularTranslation: code, pluralTranslation: code };
  const lang = isLanguage(language) ? language : 'en';
  const plural = translate(lang, unitLabelKey(code, 2));
  return {
    code,
    shortName: plural,
    singularTranslation: translate(lang, unitLabelKey(code, 1)),
    pluralTranslation: plural,
  };
}

// en-CA formats as YYYY-MM-DD; the day is the shop's, not the server's time zone's. Built once:
// a formatter per call showed up in page-render profiles.
const ISO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function isoDay(date: Date): string {
  return ISO_DAY.format(date);
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}
