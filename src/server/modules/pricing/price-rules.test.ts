/**
 * The price rules made cheaper in session 19 (the rate and VAT factor once per product, net PLN list
 * prices rounded on their digits, `toFixed` with its rounding mode) against the arithmetic they
 * replaced, written out here with common/money's functions as it was: the same text for every field.
 */
import { describe, expect, it } from 'vitest';
import { getMarket, type Currency } from '../../../common/markets';
import {
  addVat,
  convertFromPln,
  currencyPrecision,
  roundHalfUp,
  toDecimal,
  unitPricePrecision,
} from '../../../common/money';
import { buildPriceGroup } from './pricing.service';

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** The price group's elements as session 18 computed them. */
function reference(input: Parameters<typeof buildPriceGroup>[0]) {
  const { product, promotion, currency, ratePln, gross } = input;
  const vatRate = product.vatRateOverride !== null ? Number(product.vatRateOverride) : input.marketVatRate;
  const precision = unitPricePrecision(currency, product.pricePrecision);
  const customerPrice = (netPln: ReturnType<typeof toDecimal> | string) => {
    const net = convertFromPln(netPln, ratePln);
    return gross ? addVat(net, vatRate) : net;
  };
  const keep = promotion ? toDecimal('100').minus(promotion.discountPercent).div(100) : undefined;
  const factor = product.pricePrecision > 2 ? 10 ** (product.pricePrecision - 2) : null;
  const firstBase = toDecimal(input.breaks[0]!.netPricePln);
  return input.breaks.map((b) => {
    const base = customerPrice(b.netPricePln);
    const exact = keep ? customerPrice(toDecimal(b.netPricePln).times(keep)) : base;
    const lowestNet =
      input.omnibusFirstBreakPln !== undefined && firstBase.gt(0)
        ? toDecimal(input.omnibusFirstBreakPln).times(toDecimal(b.netPricePln).div(firstBase))
        : undefined;
    return {
      amount: b.amount,
      price: roundHalfUp(exact, precision).toFixed(precision),
      basePrice: roundHalfUp(base, precision).toFixed(precision),
      omnibusPrice: lowestNet ? roundHalfUp(customerPrice(lowestNet), precision).toFixed(precision) : null,
      factoredPrice:
        factor !== null
          ? roundHalfUp(exact.times(factor), currencyPrecision(currency)).toFixed(currencyPrecision(currency))
          : null,
    };
  });
}

describe('price groups (session 19 arithmetic)', () => {
  it('write the same prices as before for 3 000 random products in every market, net and gross', () => {
    const random = seeded(79);
    const markets: Array<{ country: string; rate: string }> = [
      { country: 'PL', rate: '1' },
      { country: 'DE', rate: '4.3012' },
      { country: 'HU', rate: '0.0108' },
    ];
    for (let i = 0; i < 3_000; i++) {
      const { country, rate } = markets[i % markets.length]!;
      const market = getMarket(country);
      const breaks = Array.from({ length: 1 + Math.floor(random() * 6) }, (_, k) => ({
        productId: i,
        amount: 10 ** k,
        netPricePln: (random() * 10 ** Math.floor(random() * 4)).toFixed(Math.floor(random() * 7)),
      }));
      const promoted = random() < 0.3;
      const input = {
        product: {
          id: i,
          unit: 'PCS',
          pricePrecision: 2 + Math.floor(random() * 4),
          vatRateOverride: random() < 0.2 ? '8' : null,
          permissions: ['SHOW_PRICE'],
        },
        breaks,
        promotion: promoted
          ? {
              productId: i,
              discountPercent: String(Math.floor(random() * 50)),
              dateFrom: '2026-01-01',
              dateTo: '2026-12-31',
            }
          : undefined,
        omnibusFirstBreakPln: promoted ? (random() * 100).toFixed(4) : undefined,
        currency: market.currency as Currency,
        marketVatRate: market.vatRate,
        ratePln: rate,
        gross: random() < 0.5,
      };
      const got = buildPriceGroup(input).elements.map(
        ({ amount, price, basePrice, omnibusPrice, factoredPrice }) => ({
          amount,
          price,
          basePrice,
          omnibusPrice,
          factoredPrice,
        }),
      );
      expect(got, JSON.stringify(input)).toEqual(reference(input));
    }
  });
});
