import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AutocompleteVariantsResponseSchema,
  ProductBoxesResponseSchema,
  RelatedProductsResponseSchema,
  ReplacementsResponseSchema,
  VariantsResponseSchema,
} from '../../../common/contracts/relations';
import { importCatalogRecords } from '../catalog-import';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { PACKAGE_PARAMETERS, selectSimilarProducts, variantIdsQuery } from './relations.repository';

let t: TestApp;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 1500 });
});
afterAll(async () => {
  await t?.close();
});

async function rows<T>(query: string): Promise<T[]> {
  return ((await t.services.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: XHR });

interface CandidateRow {
  id: number;
  symbol: string;
  category_id: number;
  available: boolean;
  blocked: boolean;
}
interface ValueRow {
  product_id: number;
  parameter_id: number;
  display: string;
  value_si: number | null;
  name: string;
  numeric: boolean;
}

/** The ranking the similarity query promises, computed the slow way over a whole category. */
async function bruteForceSimilar(productId: number): Promise<number[]> {
  const [target] = await rows<{ category_id: number }>(
    `select category_id from products where id = ${productId}`,
  );
  const candidates = await rows<CandidateRow>(
    `select id, symbol, category_id, (stock > 0 or external_stock > 0) as available,
            (flags && array['PRODUCT_BLOCKED','NOT_IN_OFFER','INVALID']) as blocked
       from products where category_id = ${target!.category_id} and id <> ${productId}`,
  );
  const values = await rows<ValueRow>(
    `select pp.product_id, pp.parameter_id, pp.display, pp.value_si, par.name, par.numeric
       from product_parameters pp join parameters par on par.id = pp.parameter_id
       join products p on p.id = pp.product_id where p.category_id = ${target!.category_id}`,
  );
  const own = values.filter((v) => v.product_id === productId);
  const scored = candidates
    .filter((c) => !c.blocked)
    .map((c) => {
      const theirs = new Map(values.filter((v) => v.product_id === c.id).map((v) => [v.parameter_id, v]));
      let samePackage = false;
      let sameValues = 0;
      let distance = 0;
      for (const mine of own) {
        const other = theirs.get(mine.parameter_id);
        if (!other) {
          distance += 1;
          continue;
        }
        const numeric = mine.numeric && mine.value_si !== null;
        if (other.display === mine.display) {
          sameValues += 1;
          if (PACKAGE_PARAMETERS.includes(mine.name)) samePackage = true;
        } else if (numeric && other.value_si !== null && other.value_si > 0 && mine.value_si! > 0) {
          distance += Math.abs(Math.log(other.value_si / mine.value_si!));
        } else if (numeric && other.value_si !== null) {
          distance += Math.abs(other.value_si - mine.value_si!) / Math.max(Math.abs(mine.value_si!), 1e-12);
        } else distance += 1;
      }
      return { ...c, samePackage, sameValues, distance };
    });
  scored.sort(
    (a, b) =>
      Number(b.available) - Number(a.available) ||
      Number(b.samePackage) - Number(a.samePackage) ||
      b.sameValues - a.sameValues ||
      a.distance - b.distance ||
      (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0),
  );
  return scored.map((s) => s.id);
}

describe('similar products (service)', () => {
  it('ranks a small category exactly like a full comparison would', async () => {
    // Categories of up to 40 products fit the candidate pool whole, so the ranking must be exact.
    const small = await rows<{ category_id: number }>(
      `select category_id from products group by category_id having count(*) between 6 and 40 order by count(*) desc limit 3`,
    );
    expect(small.length).toBeGreaterThan(0);
    for (const { category_id } of small) {
      const [product] = await rows<{ id: number }>(
        `select p.id from products p where p.category_id = ${category_id}
           and exists (select 1 from product_parameters pp where pp.product_id = p.id) order by p.symbol limit 1`,
      );
      const expected = await bruteForceSimilar(product!.id);
      const got = await selectSimilarProducts(t.services.database.db, product!.id, {
        limit: 8,
        perParameter: 40,
      });
      // Ties in distance may order differently through floating-point sums; compare the scores' order.
      expect(got.map((r) => r.id)).toEqual(expected.slice(0, 8));
    }
  });

  it('in a big category, keeps the ranking order and the same category, never the product itself', async () => {
    const [big] = await rows<{ category_id: number; n: number }>(
      `select category_id, count(*)::int as n from products group by category_id order by count(*) desc limit 1`,
    );
    expect(big!.n).toBeGreaterThan(40);
    const [product] = await rows<{ id: number }>(
      `select p.id from products p where p.category_id = ${big!.category_id} and p.stock > 0 order by p.symbol limit 1 offset 3`,
    );
    const got = await selectSimilarProducts(t.services.database.db, product!.id, {
      limit: 12,
      perParameter: 40,
    });
    expect(got.length).toBe(12);
    expect(got.map((r) => r.id)).not.toContain(product!.id);
    const categories = await rows<{ category_id: number }>(
      `select distinct category_id from products where id in (${got.map((r) => r.id).join(',')})`,
    );
    expect(categories).toEqual([{ category_id: big!.category_id }]);
    for (let i = 1; i < got.length; i++) {
      const [a, b] = [got[i - 1]!, got[i]!];
      const key = (r: typeof a) => [Number(r.available), Number(r.samePackage), r.sameValues, -r.distance];
      const [ka, kb] = [key(a), key(b)];
      const firstDiff = ka.findIndex((v, j) => v !== kb[j]);
      if (firstDiff >= 0) expect(ka[firstDiff]!).toBeGreaterThan(kb[firstDiff]!);
    }
    // In a big, well-stocked category the best alternatives share the package and are in stock.
    expect(got[0]!.available).toBe(true);
    expect(got[0]!.samePackage || got[0]!.sameValues > 0).toBe(true);
  });

  it('gives an empty list for a product alone in its category', async () => {
    const lonely = await rows<{ id: number }>(
      `select min(id) as id from products group by category_id having count(*) = 1 limit 1`,
    );
    if (lonely.length === 0) return;
    expect(
      await selectSimilarProducts(t.services.database.db, lonely[0]!.id, { limit: 5, perParameter: 40 }),
    ).toEqual([]);
  });
});

describe('POST /ajax/products/similar', () => {
  it('returns priced summaries of the same category for a symbol, in the market asked for', async () => {
    const [product] = await rows<{ symbol: string; category_id: number }>(
      `select symbol, category_id from products where category_id = (select category_id from products group by category_id order by count(*) desc limit 1) order by symbol limit 1`,
    );
    const res = await post('/ajax/products/similar', {
      symbol: product!.symbol.toLowerCase(),
      limit: 5,
      country: 'hu',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = RelatedProductsResponseSchema.parse(res.json());
    expect(body.symbol).toBe(product!.symbol);
    expect(body.products.length).toBe(5);
    for (const p of body.products) {
      expect(p.category.id).toBe(product!.category_id);
      expect(p.symbol).not.toBe(product!.symbol);
      if (p.priceGroup) expect(p.priceGroup.currency).toBe('HUF');
    }
  });

  it('answers an unknown symbol with 404 and bad input with 422', async () => {
    const unknown = await post('/ajax/products/similar', { symbol: 'NO-SUCH-PART-XYZ' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404, message: 'Product not found.' });
    for (const payload of [
      {},
      { symbol: '' },
      { symbol: 'X', limit: 0 },
      { symbol: 'X', limit: 25 },
      { symbol: 'X', extra: 1 },
      { symbol: 5 },
    ]) {
      const res = await post('/ajax/products/similar', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().data.length).toBeGreaterThan(0);
    }
  });
});

describe('POST /ajax/products/replacements, linked, related', () => {
  it('returns the stored links of each kind as summaries', async () => {
    for (const [url, kind] of [
      ['/ajax/products/linked', 'linked'],
      ['/ajax/products/related', 'related'],
    ] as const) {
      const [owner] = await rows<{ symbol: string; id: number }>(
        `select p.symbol, p.id from product_links l join products p on p.id = l.product_id where l.kind = '${kind}' order by p.id limit 1`,
      );
      expect(owner, kind).toBeDefined();
      const expected = await rows<{ symbol: string }>(
        `select p.symbol from product_links l join products p on p.id = l.linked_product_id
          where l.product_id = ${owner!.id} and l.kind = '${kind}' order by l.linked_product_id`,
      );
      const res = await post(url, { symbol: owner!.symbol, zoneSymbol: 'main' });
      expect(res.statusCode, res.body).toBe(200);
      const body = RelatedProductsResponseSchema.parse(res.json());
      expect(body.products.map((p) => p.symbol)).toEqual(expected.map((e) => e.symbol));
      if (kind !== 'linked') continue;
      // Spec §7 "linked (also GET)": the same answer from an address.
      const got = await t.app.inject({
        method: 'GET',
        url: `/ajax/products/linked?symbol=${encodeURIComponent(owner!.symbol)}&limit=12&isGrossPrice=false`,
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      });
      expect(got.statusCode, got.body).toBe(200);
      expect(RelatedProductsResponseSchema.parse(got.json())).toEqual(body);
    }
  });

  it('refuses a GET of linked products without a symbol or with a limit out of range, saying which', async () => {
    for (const query of ['limit=5', 'symbol=X&limit=0', 'symbol=X&limit=ten', 'symbol=X&other=1']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/ajax/products/linked?${query}`,
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      });
      expect(res.statusCode, query).toBe(422);
    }
  });

  it('offers replacements that keep the mounting and package, and says so when none does', async () => {
    const timer = (symbol: string, caseName: string, mounting: string) => ({
      symbol,
      manufacturer: 'Texas Instruments',
      manufacturerSymbol: symbol,
      category: 'Semiconductors > Integrated circuits > Timers',
      description: `IC: timer; ${caseName}; ${mounting}`,
      unit: 'ST',
      minimumQuantity: '1',
      multiples: '1',
      priceBreaks: '1:1.20|10:0.90',
      stock: '100',
      parameters: `Type=timer|Case=${caseName}|Mounting=${mounting}`,
      datasheetUrl: '',
      flags: '',
    });
    const parts = [
      timer('XNE555P', 'DIP-8', 'THT'),
      timer('XNE555DR', 'SOIC-8', 'SMD'),
      timer('XNE556N', 'DIP-14', 'THT'),
      timer('XLM555CN', 'DIP-8', 'THT'),
    ];
    async function* records() {
      let line = 1;
      for (const record of parts) yield { line: line++, record };
    }
    expect(await importCatalogRecords(t.database, records())).toEqual({ imported: 4, rejected: 0 });
    const link = (from: string, to: string) =>
      rows(`insert into product_links (product_id, linked_product_id, kind)
        select a.id, b.id, 'replacement' from products a, products b where a.symbol = '${from}' and b.symbol = '${to}'`);
    const replacements = async (symbol: string) => {
      const res = await post('/ajax/products/replacements', { symbol });
      expect(res.statusCode, res.body).toBe(200);
      return ReplacementsResponseSchema.parse(res.json());
    };

    // The only stored replacement of a DIP-8 through-hole part is an SMD SOIC-8 one: offered, and said to differ.
    await link('XNE555P', 'XNE555DR');
    await link('XNE555P', 'XNE556N');
    const differing = await replacements('XNE555P');
    expect(differing.products.map((p) => p.symbol)).toEqual(['XNE555DR', 'XNE556N']);
    expect(differing.footprint).toEqual({ mounting: 'THT', package: 'DIP-8' });
    expect(differing.footprintKept).toBe(false);

    // With one that keeps both, only it is offered.
    await link('XNE555P', 'XLM555CN');
    const kept = await replacements('XNE555P');
    expect(kept.products.map((p) => p.symbol)).toEqual(['XLM555CN']);
    expect(kept.footprintKept).toBe(true);

    // The product page filters the replacements of its details the same way.
    const details = await t.services.catalog.getProductDetails('XNE555P', {
      country: 'pl',
      language: 'en',
      gross: false,
    });
    const onPage = await t.services.relations.keepFootprint(details!.productId, details!.replacements);
    expect(onPage.products.map((p) => p.symbol)).toEqual(['XLM555CN']);
    expect(onPage.footprintKept).toBe(true);
  });

  it('filters linked products by category and refuses bad input', async () => {
    const [owner] = await rows<{ symbol: string }>(
      `select p.symbol from product_links l join products p on p.id = l.product_id where l.kind = 'linked' order by p.id limit 1`,
    );
    const none = await post('/ajax/products/linked', { symbol: owner!.symbol, categoryId: 999999 });
    expect(none.statusCode).toBe(200);
    expect(none.json().products).toEqual([]);
    expect((await post('/ajax/products/related', { symbol: 'NO-SUCH-PART-XYZ' })).statusCode).toBe(404);
    expect(
      (await post('/ajax/products/replacements', { symbol: owner!.symbol, zoneSymbol: '../x' })).statusCode,
    ).toBe(422);
    expect((await post('/ajax/products/linked', { symbol: owner!.symbol, limit: 51 })).statusCode).toBe(422);
  });
});

describe('POST /ajax/products/details, products and pip/similar-counter', () => {
  it("gives a product's page data by its symbol as typed, and 404 for an unknown one", async () => {
    const [product] = await rows<{ symbol: string }>(
      `select symbol from products where symbol like '%-%' order by id limit 1`,
    );
    const typed = product!.symbol.toLowerCase().replace(/-/g, ' ');
    const res = await post('/ajax/products/details', { symbol: typed, zoneSymbol: 'main', country: 'de' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ symbol: product!.symbol });
    const expected = await t.services.catalog.getProductDetails(product!.symbol, {
      country: 'de',
      language: 'de',
      gross: false,
    });
    expect(res.json().priceGroup).toEqual(JSON.parse(JSON.stringify(expected!.priceGroup)));
    const unknown = await post('/ajax/products/details', { symbol: 'NO-SUCH-PART-9' });
    expect(unknown.statusCode).toBe(404);
    for (const body of [
      {},
      { symbol: '' },
      { symbol: 'X', zoneSymbol: 'bad zone' },
      { symbol: 'X', other: 1 },
    ])
      expect((await post('/ajax/products/details', body)).statusCode, JSON.stringify(body)).toBe(422);
  });

  it('gives the cards of many symbols in the order asked, each product once, and the symbols naming none', async () => {
    const found = await rows<{ symbol: string }>(`select symbol from products order by id desc limit 3`);
    const symbols = [
      found[2]!.symbol,
      'NO-SUCH-PART-9',
      found[0]!.symbol,
      found[1]!.symbol,
      found[0]!.symbol,
    ];
    const res = await post('/ajax/products/products', { symbols, country: 'pl' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ products: Array<{ symbol: string }>; missing: string[] }>();
    expect(body.products.map((p) => p.symbol)).toEqual([
      found[2]!.symbol,
      found[0]!.symbol,
      found[1]!.symbol,
    ]);
    expect(body.missing).toEqual(['NO-SUCH-PART-9']);
    expect((await post('/ajax/products/products', { symbols: [] })).statusCode).toBe(422);
    const tooMany = Array.from({ length: 101 }, (_, i) => `P${i}`);
    expect((await post('/ajax/products/products', { symbols: tooMany })).statusCode).toBe(422);
  });

  it('reads exact symbols with their prices in one statement, priced as the catalogue prices cards, and keys apart', async () => {
    const found = await rows<{ id: number; symbol: string }>(
      `select p.id, p.symbol from products p where 'SHOW_PRICE' = any(p.permissions)
        and exists (select 1 from price_breaks b where b.product_id = p.id) order by p.id limit 3`,
    );
    const ctx = { country: 'de', gross: true, language: 'de' as const };
    // The third asked by a normalised form: found by its key, read the other way.
    const keyed = found[2]!.symbol.toLowerCase().replace(/-/g, ' ');
    expect(keyed).not.toBe(found[2]!.symbol);
    const asked = [found[1]!.symbol, keyed, 'NO-SUCH-PART-9', found[0]!.symbol, found[1]!.symbol];
    const answer = await t.services.relations.productsBySymbol(asked, ctx);
    const expected = await t.services.catalog.productSummaries(
      [found[1]!.id, found[2]!.id, found[0]!.id],
      ctx,
    );
    expect(answer.missing).toEqual(['NO-SUCH-PART-9']);
    expect(answer.products).toEqual(expected);
    expect(answer.products[0]!.priceGroup?.elements.length).toBeGreaterThan(0);
    // Without key parameters (the customer API): the same cards, none listed.
    const bare = await t.services.relations.productsBySymbol(asked, ctx, { keyParameters: false });
    expect(bare.products).toEqual(expected.map((p) => ({ ...p, keyParameters: [] })));
  });

  it('counts the similar products the product page lists', async () => {
    const [product] = await rows<{ id: number; symbol: string }>(
      `select id, symbol from products order by id limit 1`,
    );
    const res = await post('/ajax/pip/similar-counter', { symbol: product!.symbol });
    expect(res.statusCode, res.body).toBe(200);
    const listed = await selectSimilarProducts(t.database.db, product!.id, { limit: 24, perParameter: 40 });
    expect(res.json()).toEqual({
      symbol: product!.symbol,
      count: listed.length,
      atLeast: listed.length >= 24,
    });
    expect((await post('/ajax/pip/similar-counter', { symbol: 'NO-SUCH-PART-9' })).statusCode).toBe(404);
  });
});

describe('html-frame-url/{symbol} (spec §7, GET and POST)', () => {
  it("gives the print view of the product's page in the market and language asked", async () => {
    const [product] = await rows<{ symbol: string }>(
      `select symbol from products where 'SHOW_PARCAT_FRAME' = any(permissions) and symbol like '%-%' order by id limit 1`,
    );
    const symbol = product!.symbol;
    const get = await t.app.inject({
      method: 'GET',
      url: `/ajax/products/html-frame-url/${encodeURIComponent(symbol)}?country=hu&language=de`,
    });
    expect(get.statusCode, get.body).toBe(200);
    expect(get.json()).toEqual({ symbol, url: `/de/hu/${encodeURIComponent(symbol)}/details/print` });
    const viaPost = await post(`/ajax/products/html-frame-url/${encodeURIComponent(symbol)}`, {
      country: 'pl',
    });
    expect(viaPost.statusCode, viaPost.body).toBe(200);
    expect(viaPost.json().url).toBe(`/pl/${encodeURIComponent(symbol)}/details/print`);
  });

  it('is 404 for an unknown product and for one without the frame permission; 422 for bad input', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/ajax/products/html-frame-url/NO-SUCH-9' })).statusCode,
    ).toBe(404);
    const [product] = await rows<{ symbol: string }>(`select symbol from products order by id limit 1`);
    await rows(
      `update products set permissions = array_remove(permissions, 'SHOW_PARCAT_FRAME') where symbol = '${product!.symbol}'`,
    );
    const hidden = await post(`/ajax/products/html-frame-url/${encodeURIComponent(product!.symbol)}`, {});
    await rows(
      `update products set permissions = array_append(permissions, 'SHOW_PARCAT_FRAME') where symbol = '${product!.symbol}'`,
    );
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('This product has no parameter frame.');
    for (const url of [
      '/ajax/products/html-frame-url/X?country=PL',
      '/ajax/products/html-frame-url/X?language=xx',
      '/ajax/products/html-frame-url/X?other=1',
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(422);
    expect((await post('/ajax/products/html-frame-url/X', { other: 1 })).statusCode).toBe(422);
  });
});

describe('POST /ajax/product-boxes', () => {
  it('returns summaries in request order, each once, and lists unknown symbols as errors', async () => {
    const some = await rows<{ symbol: string }>(`select symbol from products order by id desc limit 3`);
    const symbols = [
      some[2]!.symbol,
      'NO-SUCH-PART-XYZ',
      some[0]!.symbol,
      some[2]!.symbol.toLowerCase(),
      some[1]!.symbol,
    ];
    const res = await post('/ajax/product-boxes', { symbols, zoneSymbol: 'promo-1', country: 'pl' });
    expect(res.statusCode, res.body).toBe(200);
    const body = ProductBoxesResponseSchema.parse(res.json());
    expect(body.products.map((p) => p.symbol)).toEqual([some[2]!.symbol, some[0]!.symbol, some[1]!.symbol]);
    expect(body.errors).toEqual([
      {
        symbol: 'NO-SUCH-PART-XYZ',
        error: 'Nie znaleziono produktu.',
        messageKey: 'errors.catalog.productNotFound',
      },
    ]);
    // The call's own language wins over the market's.
    const german = await post('/ajax/product-boxes', {
      symbols: ['NO-SUCH-PART-XYZ'],
      country: 'pl',
      language: 'de',
    });
    expect(ProductBoxesResponseSchema.parse(german.json()).errors).toEqual([
      {
        symbol: 'NO-SUCH-PART-XYZ',
        error: 'Produkt nicht gefunden.',
        messageKey: 'errors.catalog.productNotFound',
      },
    ]);
  });

  it('refuses more than 50 symbols, none, and unknown fields with 422', async () => {
    const many = Array.from({ length: 51 }, (_, i) => `S${i}`);
    for (const payload of [
      { symbols: many },
      { symbols: [] },
      { symbols: ['A'], other: true },
      { symbols: 'A' },
    ]) {
      const res = await post('/ajax/product-boxes', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(422);
    }
    expect((await post('/ajax/product-boxes', { symbols: many })).json().message).toBe(
      'Send at most 50 symbols at once.',
    );
  });
});

describe('variants (spec §7 products variants, autocomplete variants)', () => {
  const part = (symbol: string, manufacturer: string, manufacturerSymbol = symbol) => ({
    symbol,
    manufacturer,
    manufacturerSymbol,
    category: 'Semiconductors > Integrated circuits > Timers',
    description: 'IC: timer; SOIC-8; SMD',
    unit: 'ST',
    minimumQuantity: '1',
    multiples: '1',
    priceBreaks: '1:1.20|10:0.90',
    stock: '10',
    parameters: 'Type=timer|Case=SOIC-8|Mounting=SMD',
    datasheetUrl: '',
    flags: '',
  });

  beforeAll(async () => {
    const parts = [
      part('QVT7555-TR', 'Texas Instruments'),
      part('QVT7555-CT', 'Texas Instruments'),
      part('QVT7555', 'Texas Instruments'),
      part('QVT7555B-REEL7', 'Texas Instruments'),
      // Another maker's part of the same number, and a part whose number only starts alike.
      part('QVT7555-TR-Y', 'Yageo', 'QVT7555-TR'),
      part('QVT7566-TR', 'Texas Instruments'),
    ];
    async function* records() {
      let line = 1;
      for (const record of parts) yield { line: line++, record };
    }
    expect(await importCatalogRecords(t.database, records())).toEqual({ imported: 6, rejected: 0 });
  });

  const variants = async (payload: object) => {
    const res = await post('/ajax/products/variants', payload);
    expect(res.statusCode, res.body).toBe(200);
    return VariantsResponseSchema.parse(res.json());
  };

  /** What the call promises, the slow way: the manufacturer's parts starting with the stripped number. */
  async function expectedVariants(symbol: string): Promise<string[]> {
    const [own] = await rows<{ id: number; manufacturer_id: number; manufacturer_symbol_key: string }>(
      `select id, manufacturer_id, manufacturer_symbol_key from products where symbol = '${symbol}'`,
    );
    const base = own!.manufacturer_symbol_key.replace(/(TR|CT|REEL7)$/, '');
    const all = await rows<{ id: number; symbol: string; manufacturer_symbol_key: string }>(
      `select id, symbol, manufacturer_symbol_key from products
        where manufacturer_id = ${own!.manufacturer_id} and id <> ${own!.id}`,
    );
    return all
      .filter((r) => r.manufacturer_symbol_key.startsWith(base))
      .sort((a, b) =>
        a.manufacturer_symbol_key < b.manufacturer_symbol_key
          ? -1
          : a.manufacturer_symbol_key > b.manufacturer_symbol_key
            ? 1
            : a.id - b.id,
      )
      .map((r) => r.symbol);
  }

  it("lists the same maker's other packagings and grades of a part, not the part itself", async () => {
    const tr = await variants({ symbol: 'QVT7555-TR' });
    expect(tr.symbol).toBe('QVT7555-TR');
    expect(tr.base).toBe('QVT7555');
    expect(tr.products.map((p) => p.symbol)).toEqual(['QVT7555', 'QVT7555B-REEL7', 'QVT7555-CT']);
    expect(tr.products.map((p) => p.symbol)).toEqual(await expectedVariants('QVT7555-TR'));
    // From the bare number, and by a symbol typed loosely (the normalised key).
    const bare = await variants({ symbol: 'qvt 7555' });
    expect(bare.symbol).toBe('QVT7555');
    expect(bare.products.map((p) => p.symbol)).toEqual(await expectedVariants('QVT7555'));
    expect(bare.products.map((p) => p.symbol)).not.toContain('QVT7555');
    // The limit, and a part without variants.
    expect((await variants({ symbol: 'QVT7555-TR', limit: 1 })).products.map((p) => p.symbol)).toEqual([
      'QVT7555',
    ]);
    expect((await variants({ symbol: 'QVT7566-TR' })).products).toEqual([]);
    // The cards are the catalogue's own summaries, priced for the market asked.
    const gross = await variants({ symbol: 'QVT7555-TR', isGrossPrice: true, language: 'de', country: 'de' });
    const [summary] = await t.services.catalog.productSummaries([gross.products[0]!.productId], {
      country: 'de',
      language: 'de',
      gross: true,
    });
    expect(gross.products[0]).toEqual(JSON.parse(JSON.stringify(summary)));
  });

  it('reads a range of the manufacturer part number index, never the whole catalogue', async () => {
    const { base } = await variants({ symbol: 'QVT7555-TR' });
    const [own] = await rows<{ id: number; manufacturer_id: number }>(
      `select id, manufacturer_id from products where symbol = 'QVT7555-TR'`,
    );
    const query = variantIdsQuery(
      t.services.database.db,
      { base, manufacturerId: own!.manufacturer_id, excludeId: own!.id },
      24,
    );
    const plan = (
      (await t.services.database.db.execute(sql`explain ${query}`)) as unknown as {
        rows: Array<{ 'QUERY PLAN': string }>;
      }
    ).rows;
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toMatch(/products_manufacturer_symbol_key_idx/);
    expect(text).not.toMatch(/Seq Scan/);
    // The index gives the order: no sort of the whole range before the limit.
    expect(text).not.toMatch(/Sort/);
  });

  it('groups the completions of a typed symbol with their variants', async () => {
    const res = await post('/ajax/products/autocomplete/variants', { query: 'QVT75' });
    expect(res.statusCode, res.body).toBe(200);
    const { query, groups } = AutocompleteVariantsResponseSchema.parse(res.json());
    expect(query).toBe('QVT75');
    const completions = (await post('/ajax/catalog/autocomplete', { query: 'QVT75', limit: 5 })).json() as {
      products: Array<{ symbol: string }>;
    };
    // Each group is a completion, in the autocomplete's order; a completion shown as an earlier
    // group's variant gets no group of its own.
    const shown = new Set<string>();
    const heads: string[] = [];
    for (const c of completions.products) {
      if (shown.has(c.symbol)) continue;
      heads.push(c.symbol);
      shown.add(c.symbol);
      for (const v of await expectedVariants(c.symbol)) shown.add(v);
    }
    expect(groups.map((g) => g.symbol)).toEqual(heads);
    for (const g of groups)
      expect(
        g.variants.map((p) => p.symbol),
        g.symbol,
      ).toEqual((await expectedVariants(g.symbol)).slice(0, 10));
    expect(groups[0]!.variants.length).toBeGreaterThan(0);
  });

  it('refuses an unknown symbol (404) and bad input (422)', async () => {
    const unknown = await post('/ajax/products/variants', { symbol: 'NO-SUCH-PART-42' });
    expect(unknown.statusCode).toBe(404);
    for (const payload of [
      {},
      { symbol: '' },
      { symbol: '   ' },
      { symbol: 'X'.repeat(101) },
      { symbol: 'QVT7555', limit: 0 },
      { symbol: 'QVT7555', limit: 51 },
      { symbol: 'QVT7555', colour: 'red' },
    ]) {
      const res = await post('/ajax/products/variants', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    for (const payload of [
      {},
      { query: '' },
      { query: '  ' },
      { query: 'Q'.repeat(201) },
      { query: 'QVT', limit: 11 },
      { query: 'QVT', colour: 'red' },
    ]) {
      const res = await post('/ajax/products/autocomplete/variants', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    // Nothing completes: no groups, not an error.
    const none = await post('/ajax/products/autocomplete/variants', { query: 'ZZQQ-NOTHING' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ query: 'ZZQQ-NOTHING', groups: [] });
  });
});
