/**
 * The pure price rules (no database, no clock): how a customer's price follows from a net PLN
 * break price, and a line's unit price at its amount from price data read beforehand. Apart from
 * the service so that quick buy's presenting worker (ADR 047, amended in session 18) prices a long
 * list with the same rules without loading the database layer.
 */
import type Decimal from 'decimal.js';
import { getMarket, type Currency } from '../../../common/markets';
import { roundedText, selectPriceBreak, toDecimal, unitPricePrecision } from '../../../common/money';
import type { BreakRow, PriceDataRow, PromotionRow } from './pricing.repository';
import type { PricingProduct } from './pricing.service';

export interface PriceGroupInput {
  product: PricingProduct;
  /** Ascending by amount. */
  breaks: readonly BreakRow[];
  promotion: PromotionRow | undefined;
  /** Lowest first-break net PLN price of the Omnibus window; undefined: no Omnibus prices. */
  omnibusFirstBreakPln: string | undefined;
  currency: Currency;
  marketVatRate: number;
  ratePln: string;
  gross: boolean;
}

/**
 * How a customer's price follows from a net PLN break price: converted to the market's currency,
 * the running promotion's discount applied, VAT added for gross prices, rounded once to the unit
 * price precision. Price groups and order lines both price through here.
 */
export function priceRulesOf(input: Omit<PriceGroupInput, 'breaks' | 'omnibusFirstBreakPln'>) {
  const { product, promotion, currency, ratePln, gross } = input;
  const vatRate = product.vatRateOverride !== null ? Number(product.vatRateOverride) : input.marketVatRate;
  const precision = unitPricePrecision(currency, product.pricePrecision);
  // The same arithmetic as convertFromPln and addVat, with the rate and the VAT factor made once per
  // product rather than once per break (a details call prices ~225 breaks; session 19).
  const rate = toDecimal(ratePln);
  if (rate.lte(0)) throw new RangeError(`Exchange rate must be positive, got ${rate.toString()}`);
  const inPln = rate.eq(1);
  const vatFactor = gross ? toDecimal(String(vatRate)).div(100).plus(1) : undefined;
  const customerPrice = (netPln: Decimal | string): Decimal => {
    const net = toDecimal(netPln).div(rate);
    return vatFactor ? net.times(vatFactor) : net;
  };
  const keep = promotion ? toDecimal('100').minus(promotion.discountPercent).div(100) : undefined;
  /**
   * A break's customer price (`price`, rounded once to the unit precision), its price before the
   * promotion (`basePrice`), and the unrounded price (`exact`: the list price's own text when it
   * needed no arithmetic, else a Decimal).
   */
  const priceOfBreak = (netPricePln: string) => {
    // Net PLN without a promotion is the list price itself: rounding it needs no arithmetic.
    if (inPln && !vatFactor && !keep) {
      const price = roundedText(netPricePln, precision);
      return { exact: netPricePln as Decimal | string, price, basePrice: price };
    }
    const base = customerPrice(netPricePln);
    const exact = keep ? customerPrice(toDecimal(netPricePln).times(keep)) : base;
    const price = roundedText(exact, precision);
    return {
      exact: exact as Decimal | string,
      price,
      basePrice: keep ? roundedText(base, precision) : price,
    };
  };
  return { vatRate, precision, customerPrice, priceOfBreak };
}

/**
 * The net unit price of each line at its amount in the market's currency, from the products' price
 * data and the currency's PLN rate (the service's `rateOf`); null where the product shows no price
 * or has none for that amount.
 */
export function unitPricesFrom(
  lines: ReadonlyArray<{ product: PricingProduct; amount: number }>,
  dataById: ReadonlyMap<number, PriceDataRow>,
  rate: string,
  ctx: { country: string },
): Array<string | null> {
  const market = getMarket(ctx.country);
  return lines.map(({ product, amount }) => {
    const data = product.permissions.includes('SHOW_PRICE') ? dataById.get(product.id) : undefined;
    const brk = data ? selectPriceBreak(data.breaks, amount) : undefined;
    if (!data || !brk) return null;
    const rules = priceRulesOf({
      product,
      promotion: data.promotion,
      currency: market.currency,
      marketVatRate: market.vatRate,
      ratePln: rate,
      gross: false,
    });
    return rules.priceOfBreak(brk.netPricePln).price;
  });
}
