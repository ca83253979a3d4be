import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ExchangeRates,
  OmnibusResponse,
  PriceGroup,
  ProductDataItem,
  ProductDataResponse,
} from '../../../common/contracts/pricing';
import { roundHalfUp, selectPriceBreak, toDecimal } from '../../../common/money';
import { priceBreaks, priceHistory, products, promotions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { selectPricingProductsById } from './pricing.repository';
import { isoDay } from './pricing.service';

let t: TestApp;
/** Symbols of priced products (SHOW_PRICE, at least one break), in id order. */
let pricedSymbols: string[];

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 400 });
  const rows = await t.services.database.db
    .select({ symbol: products.symbol })
    .from(products)
    .where(
      and(
        sql`${products.permissions} @> array['SHOW_PRICE']::text[]`,
        sql`exists (select 1 from ${priceBreaks} where ${priceBreaks.productId} = ${products.id})`,
      ),
    )
    .orderBy(asc(products.id))
    .limit(60);
  pricedSymbols = rows.map((r) => r.symbol);
  expect(pricedSymbols.length).toBeGreaterThanOrEqual(10);
});

afterAll(async () => {
  await t?.close();
});

function productData(body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/ajax/product/data',
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    payload: body as object,
  });
}

function okItems(response: ProductDataResponse): ProductDataItem[] {
  return response.products.filter((p): p is ProductDataItem => !('error' in p));
}

function expectErrorShape(body: Record<string, unknown>, code: number) {
  expect(body).toMatchObject({
    code,
    error: expect.any(String),
    message: expect.any(String),
    issues: expect.any(Array),
  });
  expect(body).toHaveProperty('erpCode');
}

describe('GET /ajax/exchange-rates', () => {
  it('maps every currency to a positive PLN rate, PLN itself 1', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ajax/exchange-rates' });
    expect(res.statusCode).toBe(200);
    const rates = res.json<ExchangeRates>();
    expect(rates.PLN).toBe('1');
    for (const currency of ['EUR', 'HUF']) {
      expect(rates[currency], currency).toMatch(/^\d+(\.\d+)?$/);
      expect(toDecimal(rates[currency]!).gt(0)).toBe(true);
    }
    // A euro costs several złoty, a forint a fraction of one.
    expect(toDecimal(rates.EUR!).gt(1)).toBe(true);
    expect(toDecimal(rates.HUF!).lt(1)).toBe(true);
  });
});

describe('POST /ajax/product/data', () => {
  it('answers known symbols in request order with prices, unit and stock', async () => {
    const symbols = pricedSymbols.slice(0, 5).reverse();
    const res = await productData({ items: symbols.map((symbol) => ({ symbol })), country: 'pl' });
    expect(res.statusCode).toBe(200);
    const body = res.json<ProductDataResponse>();
    expect(body.products.map((p) => p.symbol)).toEqual(symbols);
    for (const p of okItems(body)) {
      expect(p.priceGroup).not.toBeNull();
      expect(p.priceGroup!.currency).toBe('PLN');
      expect(p.priceGroup!.type).toBe('NET');
      expect(p.priceGroup!.elements.length).toBeGreaterThan(0);
      expect(p.unit.code).toMatch(/^(M|ST|ROL|KPL|OPK)$/);
    }
    expect(okItems(body)).toHaveLength(5);
  });

  it("words an unknown symbol's error in the call's language (ADR 030)", async () => {
    const [a] = pricedSymbols;
    const items = [{ symbol: a }, { symbol: 'NO-SUCH-PART-123' }];
    const cases = [
      [{ items, language: 'pl' }, 'Nie znaleziono produktu.'],
      [{ items, country: 'de' }, 'Produkt nicht gefunden.'],
      [{ items, country: 'pl', language: 'hu' }, 'A termék nem található.'],
    ] as const;
    for (const [body, error] of cases) {
      const res = await productData(body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ProductDataResponse>().products[1]).toEqual({
        symbol: 'NO-SUCH-PART-123',
        error,
        messageKey: 'errors.catalog.productNotFound',
      });
    }
  });

  it('returns an unknown symbol as {symbol, error} beside the others', async () => {
    const [a, b] = pricedSymbols;
    const res = await productData({ items: [{ symbol: a }, { symbol: 'NO-SUCH-PART-123' }, { symbol: b }] });
    expect(res.statusCode).toBe(200);
    const body = res.json<ProductDataResponse>();
    expect(body.products).toHaveLength(3);
    expect(body.products[0]).toMatchObject({ symbol: a, priceGroup: expect.any(Object) });
    // No language or country named: the international market's English.
    expect(body.products[1]).toEqual({
      symbol: 'NO-SUCH-PART-123',
      error: 'Product not found.',
      messageKey: 'errors.catalog.productNotFound',
    });
    expect(body.products[2]).toMatchObject({ symbol: b });
    expect(body.products[2]).not.toHaveProperty('error');
  });

  it('finds a symbol written in lower case with other separators', async () => {
    const symbol = pricedSymbols[0]!;
    const written = `${symbol.toLowerCase().replace(/[-./\s]/g, '')}-`;
    const res = await productData({ items: [{ symbol: written }] });
    expect(res.statusCode).toBe(200);
    const [item] = res.json<ProductDataResponse>().products;
    expect(item).toMatchObject({ symbol: written, priceGroup: expect.any(Object) });
    expect(item).not.toHaveProperty('error');
  });

  it('refuses more than 100 items with 422 in the error shape', async () => {
    const items = Array.from({ length: 101 }, (_, i) => ({
      symbol: pricedSymbols[i % pricedSymbols.length],
    }));
    const res = await productData({ items });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expectErrorShape(body, 422);
    expect(body.data[0]).toMatchObject({ field: 'items', message: expect.any(String) });
  });

  it('accepts exactly 100 items', async () => {
    const items = Array.from({ length: 100 }, (_, i) => ({
      symbol: pricedSymbols[i % pricedSymbols.length],
    }));
    const res = await productData({ items });
    expect(res.statusCode).toBe(200);
    expect(res.json<ProductDataResponse>().products).toHaveLength(100);
  });

  it.each([
    ['items not an array', { items: 'RC0603' }],
    ['symbol a number', { items: [{ symbol: 5 }] }],
    ['empty items', { items: [] }],
    ['isGrossPrice a string', { items: [{ symbol: 'X' }], isGrossPrice: 'yes' }],
    ['unknown field', { items: [{ symbol: 'X' }], foo: 1 }],
    ['unknown scope field', { items: [{ symbol: 'X' }], scope: { everything: true } }],
    ['bad country', { items: [{ symbol: 'X' }], country: 'Poland' }],
    ['no body fields', {}],
  ])('answers wrong input (%s) with 422, never 500', async (_name, body) => {
    const res = await productData(body);
    expect(res.statusCode).toBe(422);
    const json = res.json();
    expectErrorShape(json, 422);
    expect(json.data.length).toBeGreaterThan(0);
  });

  it('gross prices are net prices plus the VAT of the market', async () => {
    const symbols = pricedSymbols.slice(0, 10);
    const items = symbols.map((symbol) => ({ symbol }));
    const net = okItems((await productData({ items, country: 'pl', isGrossPrice: false })).json());
    const gross = okItems((await productData({ items, country: 'pl', isGrossPrice: true })).json());
    const breaks = await t.services.database.db
      .select({ symbol: products.symbol, amount: priceBreaks.amount, net: priceBreaks.netPricePln })
      .from(priceBreaks)
      .innerJoin(products, eq(products.id, priceBreaks.productId))
      .where(inArray(products.symbol, symbols));
    let differing = 0;
    for (let i = 0; i < symbols.length; i++) {
      const n = net[i]!.priceGroup!;
      const g = gross[i]!.priceGroup!;
      expect(n.type).toBe('NET');
      expect(g.type).toBe('GROSS');
      expect(g.vatRate).toBe(n.vatRate);
      expect(g.vatRate).toBeGreaterThan(0);
      n.elements.forEach((line, j) => {
        const gLine = g.elements[j]!;
        const stored = breaks.find((b) => b.symbol === symbols[i] && b.amount === line.amount)!;
        const precision = line.precisions.basePrice;
        // Independent of the service: the stored net PLN price, plus VAT, rounded once.
        expect(line.basePrice).toBe(roundHalfUp(stored.net, precision).toFixed(precision));
        expect(gLine.basePrice).toBe(
          roundHalfUp(
            toDecimal(stored.net).times(toDecimal(String(g.vatRate)).div(100).plus(1)),
            precision,
          ).toFixed(precision),
        );
        if (gLine.basePrice !== line.basePrice) differing++;
      });
    }
    expect(differing).toBeGreaterThan(0);
  });

  it('converts to HUF keeping the product precision on unit prices and whole forints on factored prices', async () => {
    const db = t.services.database.db;
    // Make sure one product is priced to 4 places (cheap parts are), whatever the seed chose.
    const symbol = pricedSymbols[3]!;
    await db.update(products).set({ pricePrecision: 4 }).where(eq(products.symbol, symbol));
    const res = await productData({ items: [{ symbol }, { symbol: pricedSymbols[4] }], country: 'hu' });
    const [cheap, other] = okItems(res.json());
    for (const item of [cheap!, other!]) {
      const group = item.priceGroup!;
      expect(group.currency).toBe('HUF');
      for (const line of group.elements) {
        expect(line.precisions.price).toBe(line.precisions.pricePrecision);
        const decimals = line.price.split('.')[1]?.length ?? 0;
        expect(decimals).toBe(line.precisions.price);
      }
    }
    expect(cheap!.priceGroup!.elements[0]!.precisions.pricePrecision).toBe(4);
    for (const line of cheap!.priceGroup!.elements) {
      // Price of 100 units: money actually paid, so whole forints.
      expect(line.factoredPrice).toMatch(/^\d+$/);
    }
    const eur = okItems((await productData({ items: [{ symbol }], country: 'de' })).json())[0]!;
    expect(eur.priceGroup!.elements[0]!.factoredPrice).toMatch(/^\d+\.\d{2}$/);
  });

  it('prices the US site in dollars without VAT (ADR 081)', async () => {
    const [item] = okItems(
      (await productData({ items: [{ symbol: pricedSymbols[0] }], country: 'us' })).json(),
    );
    const group = item!.priceGroup!;
    expect(group.currency).toBe('USD');
    expect(group.vatRate).toBe(0);
    expect(group.elements[0]!.factoredPrice).toMatch(/^\d+\.\d{2}$/);
    const rates = (await t.app.inject({ method: 'GET', url: '/ajax/exchange-rates' })).json<ExchangeRates>();
    expect(toDecimal(rates.USD!).gt(1)).toBe(true);
  });

  it('price breaks go up in amount and down (or level) in price', async () => {
    const res = await productData({
      items: pricedSymbols.slice(0, 50).map((symbol) => ({ symbol })),
      country: 'de',
    });
    let multiBreak = 0;
    for (const item of okItems(res.json())) {
      const lines = item.priceGroup!.elements;
      if (lines.length > 1) multiBreak++;
      for (let i = 1; i < lines.length; i++) {
        expect(lines[i]!.amount).toBeGreaterThan(lines[i - 1]!.amount);
        expect(toDecimal(lines[i]!.price).lte(lines[i - 1]!.price)).toBe(true);
        expect(toDecimal(lines[i]!.basePrice).lte(lines[i - 1]!.basePrice)).toBe(true);
      }
    }
    expect(multiBreak).toBeGreaterThan(0);
  });

  it('leaves prices out when scope.prices is false and stock out when scope.stock is false', async () => {
    const res = await productData({
      items: [{ symbol: pricedSymbols[0] }],
      scope: { prices: false, stock: false },
    });
    expect(res.statusCode).toBe(200);
    const [item] = okItems(res.json());
    expect(item!.priceGroup).toBeNull();
    expect(item!.stock).toBeNull();
  });

  it('prices for the international market when the call names none, and falls back from unknown ones', async () => {
    for (const payload of [
      { items: [{ symbol: pricedSymbols[0] }] },
      { items: [{ symbol: pricedSymbols[0] }], country: 'zz' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/ajax/product/data',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload,
      });
      expect(okItems(res.json())[0]!.priceGroup!.currency).toBe('EUR');
    }
  });

  it('applies a running promotion as a special price with the Omnibus price beside it', async () => {
    const db = t.services.database.db;
    const symbol = pricedSymbols[6]!;
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.symbol, symbol));
    const today = isoDay(new Date());
    await db.delete(promotions).where(eq(promotions.productId, product!.id));
    await db.insert(promotions).values({
      productId: product!.id,
      discountPercent: '20',
      dateFrom: isoDay(new Date(Date.now() - 2 * 86_400_000)),
      dateTo: isoDay(new Date(Date.now() + 2 * 86_400_000)),
    });
    const res = await productData({ items: [{ symbol }], country: 'pl' });
    const group = okItems(res.json())[0]!.priceGroup!;
    expect(group.promotion).not.toBeNull();
    expect(group.promotion!.dateFrom <= today && today <= group.promotion!.dateTo).toBe(true);
    for (const line of group.elements) {
      expect(line.special).toBe(true);
      expect(toDecimal(line.price).lt(line.basePrice)).toBe(true);
      expect(line.omnibusPrice).not.toBeNull();
    }
    await db.delete(promotions).where(eq(promotions.productId, product!.id));
  });
});

describe('POST /ajax/price-stock/prices, stocks and prices-stocks', () => {
  const call = (path: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/ajax/price-stock/${path}`,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: body as object,
    });

  it('answer product data of their one scope, in request order', async () => {
    const symbols = pricedSymbols.slice(0, 4);
    const items = symbols.map((symbol) => ({ symbol }));
    const full = okItems((await productData({ items, country: 'de' })).json<ProductDataResponse>());
    for (const [path, prices, stock] of [
      ['prices', true, false],
      ['stocks', false, true],
      ['prices-stocks', true, true],
    ] as const) {
      const res = await call(path, { items, country: 'de' });
      expect(res.statusCode, res.body).toBe(200);
      const answer = okItems(res.json<ProductDataResponse>());
      expect(answer.map((p) => p.symbol)).toEqual(symbols);
      answer.forEach((p, i) => {
        expect(p.priceGroup, path).toEqual(prices ? full[i]!.priceGroup : null);
        expect(p.stock === null, path).toBe(!stock || full[i]!.stock === null);
      });
    }
  });

  it('refuse a scope of their own, no items and unknown fields with 422', async () => {
    const items = [{ symbol: pricedSymbols[0] }];
    for (const body of [{ items, scope: { prices: false } }, { items: [] }, { items, extra: 1 }]) {
      const res = await call('prices', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
  });
});

describe('POST /ajax/price-stock/omnibus-price', () => {
  it('gives the lowest first-break price of the last 30 days', async () => {
    const db = t.services.database.db;
    const symbol = pricedSymbols[8]!;
    const [product] = await db
      .select({ id: products.id, precision: products.pricePrecision })
      .from(products)
      .where(and(eq(products.symbol, symbol), isNull(products.vatRateOverride)));
    const id = product!.id;
    const [first] = await db
      .select({ net: priceBreaks.netPricePln })
      .from(priceBreaks)
      .where(eq(priceBreaks.productId, id))
      .orderBy(asc(priceBreaks.amount))
      .limit(1);
    const base = toDecimal(first!.net);
    const daysAgo = (n: number) => isoDay(new Date(Date.now() - n * 86_400_000));
    await db.delete(priceHistory).where(eq(priceHistory.productId, id));
    await db.insert(priceHistory).values([
      { productId: id, day: daysAgo(45), netPricePln: base.times('0.5').toFixed(6) }, // outside the window
      { productId: id, day: daysAgo(20), netPricePln: base.times('0.8').toFixed(6) }, // the lowest inside
      { productId: id, day: daysAgo(5), netPricePln: base.times('0.9').toFixed(6) },
      { productId: id, day: daysAgo(1), netPricePln: base.toFixed(6) },
    ]);

    const res = await t.app.inject({
      method: 'POST',
      url: '/ajax/price-stock/omnibus-price',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { symbol, country: 'pl' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<OmnibusResponse>();
    expect(body.products).toHaveLength(1);
    const group = body.products[0]!.priceGroup as PriceGroup;
    const line = group.elements[0]!;
    const precision = line.precisions.price;
    expect(line.omnibusPrice).toBe(roundHalfUp(base.times('0.8'), precision).toFixed(precision));
    expect(body.products[0]!.unit.code).toBeTruthy();
    expect(body.products[0]).toHaveProperty('factoredUnit');
  });

  it('accepts the legacy form post with the field Symbol', async () => {
    const symbol = pricedSymbols[8]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/ajax/price-stock/omnibus-price',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ Symbol: symbol }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<OmnibusResponse>().products[0]!.symbol).toBe(symbol);
  });

  it('answers an unknown symbol with 404 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ajax/price-stock/omnibus-price',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { symbol: 'NO-SUCH-PART-123' },
    });
    expect(res.statusCode).toBe(404);
    expectErrorShape(res.json(), 404);
  });

  it('answers a missing symbol with 422', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ajax/price-stock/omnibus-price',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: {},
    });
    expect(res.statusCode).toBe(422);
    expectErrorShape(res.json(), 422);
  });
});

describe('pricing service', () => {
  it('prices a whole list with priceGroups(productIds) in one batch', async () => {
    const ids = (
      await t.services.database.db
        .select({ id: products.id })
        .from(products)
        .orderBy(asc(products.id))
        .limit(100)
    ).map((r) => r.id);
    const groups = await t.services.pricing.priceGroups(ids, { country: 'de', gross: false, language: 'de' });
    expect(groups.size).toBeGreaterThan(0);
    for (const [id, group] of groups) {
      expect(ids).toContain(id);
      expect(group.currency).toBe('EUR');
    }
  });

  it('prices order lines at their amount exactly as the price group does, promotions included', async () => {
    const db = t.services.database.db;
    const ids = await db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.symbol, pricedSymbols.slice(0, 12)));
    const list = await selectPricingProductsById(
      db,
      ids.map((r) => r.id),
    );
    // A running promotion on the first product, so the discounted price is compared too.
    await db.insert(promotions).values({
      productId: list[0]!.id,
      discountPercent: '15',
      dateFrom: isoDay(new Date(Date.now() - 86_400_000)),
      dateTo: isoDay(new Date(Date.now() + 86_400_000)),
    });
    const amounts = [1, 7, 10, 99, 100, 1000, 25_000];
    for (const country of ['pl', 'hu', 'de']) {
      const groups = await t.services.pricing.priceGroupsForProducts(list, {
        country,
        gross: false,
        language: 'en',
      });
      const lines = list.flatMap((product) => amounts.map((amount) => ({ product, amount })));
      const prices = await t.services.pricing.unitPricesAt(lines, { country });
      lines.forEach(({ product, amount }, i) => {
        const group = groups.get(product.id);
        const expected = group ? (selectPriceBreak(group.elements, amount)?.price ?? null) : null;
        expect(prices[i], `${product.symbol} × ${amount} in ${country}`).toBe(expected);
      });
    }
  });
});

describe('GET /ajax/hint and /ajax/hint/amounts', () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it("gives the amount input's hints and the suggested amounts on the product's grid", async () => {
    const db = t.services.database.db;
    const symbol = pricedSymbols.at(-1)!;
    const [product] = await db
      .select({
        id: products.id,
        minimum: products.minimumQuantity,
        multiples: products.multiples,
        stock: products.stock,
        externalStock: products.externalStock,
        permissions: products.permissions,
      })
      .from(products)
      .where(eq(products.symbol, symbol));
    const id = product!.id;
    const original = await db.select().from(priceBreaks).where(eq(priceBreaks.productId, id));
    try {
      await db.update(products).set({ minimumQuantity: 10, multiples: 5 }).where(eq(products.id, id));
      await db.delete(priceBreaks).where(eq(priceBreaks.productId, id));
      await db.insert(priceBreaks).values(
        [1, 10, 12, 13, 100, 1000, 9_999_999].map((amount) => ({
          productId: id,
          amount,
          netPricePln: '1.5',
        })),
      );
      const hint = await get(`/ajax/hint?symbol=${encodeURIComponent(symbol)}`, { 'accept-language': 'de' });
      expect(hint.statusCode).toBe(200);
      expect(hint.json()).toMatchObject({
        symbol,
        minimum: 10,
        multiples: 5,
        priceBreaks: [1, 10, 12, 13, 100, 1000, 9_999_999],
        stock: product!.permissions.includes('SHOW_STOCK')
          ? { count: product!.stock, external: product!.externalStock }
          : null,
      });
      const amounts = await get(`/ajax/hint/amounts?symbol=${encodeURIComponent(symbol)}`);
      expect(amounts.statusCode).toBe(200);
      // 1 and 10 → 10; 12 and 13 → 15; 9 999 999 → 10 000 000 is past what an amount can be.
      expect(amounts.json()).toEqual({ symbol, amounts: [10, 15, 100, 1000] });
    } finally {
      await db.delete(priceBreaks).where(eq(priceBreaks.productId, id));
      await db.insert(priceBreaks).values(original);
      await db
        .update(products)
        .set({ minimumQuantity: product!.minimum, multiples: product!.multiples })
        .where(eq(products.id, id));
    }
  });

  it('gives no amounts to a product without a price list', async () => {
    const db = t.services.database.db;
    const symbol = pricedSymbols.at(-2)!;
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.symbol, symbol));
    const original = await db.select().from(priceBreaks).where(eq(priceBreaks.productId, product!.id));
    try {
      await db.delete(priceBreaks).where(eq(priceBreaks.productId, product!.id));
      const hint = await get(`/ajax/hint?symbol=${encodeURIComponent(symbol)}`);
      expect(hint.statusCode).toBe(200);
      expect(hint.json()).toMatchObject({ symbol, priceBreaks: [] });
      expect((await get(`/ajax/hint/amounts?symbol=${encodeURIComponent(symbol)}`)).json()).toEqual({
        symbol,
        amounts: [],
      });
    } finally {
      await db.insert(priceBreaks).values(original);
    }
  });

  it('answers 404 for an unknown symbol and 422 for a missing or over-long one', async () => {
    for (const path of ['/ajax/hint', '/ajax/hint/amounts']) {
      const unknown = await get(`${path}?symbol=NO-SUCH-PART-XYZ`);
      expect(unknown.statusCode).toBe(404);
      expectErrorShape(unknown.json(), 404);
      for (const query of ['', '?symbol=', '?symbol=%20%20', `?symbol=${'A'.repeat(101)}`]) {
        const res = await get(`${path}${query}`, { 'accept-language': 'pl' });
        expect(res.statusCode, `${path}${query}`).toBe(422);
        expectErrorShape(res.json(), 422);
        expect(res.json<{ data: Array<{ field: string }> }>().data[0]!.field).toBe('symbol');
      }
    }
  });
});
