import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddToCartResponse, CartStep1, MiniCart } from '../../../common/contracts/cart';
import { ProductListSchema, type ProductList } from '../../../common/contracts/catalog';
import type { PriceContext } from '../../../common/contracts/pricing';
import type { AutocompleteResponse, SearchResponse } from '../../../common/contracts/search';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { importCatalogFile } from '../catalog-import';
import { translateGeneratedText } from './catalogue-language';

/**
 * B9: the generated catalogue's names and text values come back in the requested language wherever
 * a product is shaped (list, product page, search, autocomplete, cart); imported text stays as given.
 */

let t: TestApp;
let company: Client;

interface Picked {
  id: number;
  symbol: string;
  description: string;
  categoryId: number;
  manufacturerId: number;
  parameterId: number;
  display: string;
}
/** A generated, orderable product whose name and one text parameter value are words, not codes. */
let generated: Picked;

const IMPORTED = {
  symbol: 'IMPORTED-THICK-1',
  description: 'Resistor: thick film; SMD; 0603; linear',
  type: 'linear',
};
const LANGUAGES = ['pl', 'hu', 'de'] as const;

async function rows<T>(query: string): Promise<T[]> {
  return ((await t.services.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

const ctx = (language: string): PriceContext => ({
  country: 'pl',
  gross: false,
  language: language as PriceContext['language'],
});

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 400, demoAccounts: true });
  const dir = mkdtempSync(path.join(tmpdir(), 'catalogue-language-'));
  const feed = path.join(dir, 'feed.csv');
  writeFileSync(
    feed,
    [
      'symbol,manufacturer,manufacturerSymbol,category,description,unit,minimumQuantity,multiples,priceBreaks,stock,parameters,datasheetUrl,flags',
      `${IMPORTED.symbol},Yageo,RC0603-IMP,Passive components > Resistors > SMD resistors,${IMPORTED.description},ST,1,1,1:0.5|10:0.4,5000,Type=${IMPORTED.type}|Case=0603,,`,
    ].join('\n'),
  );
  await importCatalogFile(t.services.database, feed);

  const candidates = await rows<Picked>(`
    SELECT p.id, p.symbol, p.description, p.category_id AS "categoryId", p.manufacturer_id AS "manufacturerId",
           pp.parameter_id AS "parameterId", pp.display
      FROM products p JOIN product_parameters pp ON pp.product_id = p.id
     WHERE p.generated_text AND pp.value_si IS NULL
       AND 'SHOW_PRICE' = ANY(p.permissions) AND p.stock > 100 AND p.minimum_quantity = 1 AND p.multiples = 1
       AND NOT p.flags && ARRAY['NOT_IN_OFFER','PRODUCT_BLOCKED','EXTERNAL_WAREHOUSE']::text[]
       AND EXISTS (SELECT 1 FROM price_breaks b WHERE b.product_id = p.id)
     ORDER BY p.id`);
  const picked = candidates.find(
    (c) =>
      translateGeneratedText(c.display, 'pl') !== c.display &&
      translateGeneratedText(c.display, 'de') !== c.display,
  );
  if (!picked) throw new Error('no generated product with a translatable text value');
  generated = picked;

  company = new Client(t.app);
  expect((await company.login('company@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const nameOf = (description: string) => description.split(';')[0]!.trim();

async function list(query: Record<string, string | number>): Promise<ProductList> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/ajax/catalog/products',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  expect(res.statusCode, res.body).toBe(200);
  return ProductListSchema.parse(res.json());
}

describe('generated catalogue in the buyer language', () => {
  it('marks seeded products as generated and imported ones not', async () => {
    const [imported] = await rows<{ generated_text: boolean }>(
      `SELECT generated_text FROM products WHERE symbol = '${IMPORTED.symbol}'`,
    );
    expect(imported?.generated_text).toBe(false);
    expect(generated.description.length).toBeGreaterThan(0);
  });

  it.each([...LANGUAGES, 'en'])('lists the name and the text values in %s', async (language) => {
    const expected =
      language === 'en' ? generated.description : translateGeneratedText(generated.description, language);
    if (language !== 'en') expect(expected).not.toBe(generated.description);
    const page = await list({
      categoryId: generated.categoryId,
      manufacturerId: generated.manufacturerId,
      pageSize: 100,
      view: 'parametric',
      language,
    });
    const item = page.items.find((i) => i.productId === generated.id);
    expect(item, 'the product is on the page').toBeDefined();
    expect(item!.description).toBe(expected);
    expect(item!.name).toBe(nameOf(expected));
    for (const [productId, values] of Object.entries(page.parameterValues))
      if (Number(productId) === generated.id && values[generated.parameterId] !== undefined)
        expect(values[generated.parameterId]).toBe(
          language === 'en' ? generated.display : translateGeneratedText(generated.display, language),
        );
  });

  it.each([...LANGUAGES, 'en'])('gives the parametric values of search lists in %s', async (language) => {
    const values = await t.services.catalog.parameterValues(
      [generated.id],
      [generated.parameterId],
      language,
    );
    expect(values[generated.id]?.[generated.parameterId]).toBe(
      language === 'en' ? generated.display : translateGeneratedText(generated.display, language),
    );
  });

  it.each([...LANGUAGES, 'en'])('compares the product in %s', async (language) => {
    const view = await t.services.compare.view([generated.symbol], ctx(language));
    const expected =
      language === 'en' ? generated.description : translateGeneratedText(generated.description, language);
    expect(view.products[0]?.description).toBe(expected);
    expect(view.parameters.find((p) => p.id === generated.parameterId)?.values[0]).toBe(
      language === 'en' ? generated.display : translateGeneratedText(generated.display, language),
    );
  });

  it.each([...LANGUAGES, 'en'])('shows the product page in %s', async (language) => {
    const details = await t.services.catalog.getProductDetails(generated.symbol, ctx(language));
    const expected =
      language === 'en' ? generated.description : translateGeneratedText(generated.description, language);
    expect(details!.description).toBe(expected);
    expect(details!.name).toBe(nameOf(expected));
    const value = details!.parameters.find((p) => p.id === generated.parameterId)!;
    expect(value.display).toBe(
      language === 'en' ? generated.display : translateGeneratedText(generated.display, language),
    );
    if (language !== 'en') expect(value.display).not.toBe(generated.display);
  });

  it('uses real component terms', async () => {
    const [resistor] = await rows<{ symbol: string }>(
      `SELECT symbol FROM products WHERE generated_text AND description LIKE 'Resistor: thick film; SMD;%' ORDER BY id LIMIT 1`,
    );
    expect(resistor, 'the seeded catalogue has chip resistors').toBeDefined();
    const name = async (language: string) =>
      (await t.services.catalog.getProductDetails(resistor!.symbol, ctx(language)))!.name;
    expect(await name('pl')).toBe('Rezystor: grubowarstwowy');
    expect(await name('hu')).toBe('Ellenállás: vastagréteg');
    expect(await name('de')).toBe('Widerstand: Dickschicht');
    expect(await name('en')).toBe('Resistor: thick film');
  });

  it.each([...LANGUAGES, 'en'])('finds the product and suggests it in %s', async (language) => {
    const expected =
      language === 'en' ? generated.description : translateGeneratedText(generated.description, language);
    const search = await company.post('/ajax/catalog/search', { query: generated.symbol, language });
    expect(search.statusCode, search.body).toBe(200);
    const hit = search.json<SearchResponse>().products.find((p) => p.productId === generated.id);
    expect(hit?.description).toBe(expected);
    const suggest = await company.post('/ajax/catalog/autocomplete', { query: generated.symbol, language });
    expect(suggest.statusCode, suggest.body).toBe(200);
    const suggestion = suggest
      .json<AutocompleteResponse>()
      .products.find((p) => p.symbol === generated.symbol);
    expect(suggestion?.name).toBe(nameOf(expected));
  });

  it.each([...LANGUAGES, 'en'])(
    'labels the text value filter in %s and filters by the stored value',
    async (language) => {
      const res = await company.post('/ajax/catalog/search', {
        query: '',
        filters: {
          categoryId: generated.categoryId,
          parameters: [{ id: generated.parameterId, values: [generated.display] }],
        },
        language,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<SearchResponse>();
      expect(body.products.map((p) => p.productId)).toContain(generated.id);
      const facet = body.filters.find((f) => f.kind === 'parameter' && f.id === generated.parameterId);
      const value = facet?.values.find((v) => v.selected);
      expect(value?.value).toBe(generated.display);
      expect(value?.label).toBe(
        language === 'en' ? generated.display : translateGeneratedText(generated.display, language),
      );
    },
  );

  it.each([...LANGUAGES, 'en'])('names cart lines in the order language %s', async (language) => {
    const added = await company.post('/ajax/order/item', {
      orderNumber: '0',
      item: { symbol: generated.symbol, amount: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const { orderNumber } = added.json<AddToCartResponse>();
    await rows(`UPDATE orders SET language = '${language}' WHERE order_number = '${orderNumber}'`);
    const expected =
      language === 'en' ? generated.description : translateGeneratedText(generated.description, language);

    const step1 = (await company.get(`/ajax/cart/step-1/${orderNumber}`)).json<CartStep1>();
    const line = step1.lines.find((l) => l.symbol === generated.symbol)!;
    expect(line.description).toBe(expected);
    expect(line.name).toBe(nameOf(expected));
    const mini = (await company.get(`/ajax/cart/mini-cart-order/${orderNumber}`)).json<MiniCart>();
    expect(mini.lines.find((l) => l.symbol === generated.symbol)?.name).toBe(nameOf(expected));
    await company.request({ method: 'DELETE', url: `/ajax/order/${orderNumber}` });
  });

  it.each(LANGUAGES)('keeps an imported product text as given in %s', async (language) => {
    const details = await t.services.catalog.getProductDetails(IMPORTED.symbol, ctx(language));
    expect(details!.description).toBe(IMPORTED.description);
    expect(details!.name).toBe('Resistor: thick film');
    expect(details!.parameters.find((p) => p.display === IMPORTED.type)).toBeDefined();
    const search = await company.post('/ajax/catalog/search', { query: IMPORTED.symbol, language });
    expect(
      search.json<SearchResponse>().products.find((p) => p.symbol === IMPORTED.symbol)?.description,
    ).toBe(IMPORTED.description);
    const page = await list({
      categoryId: details!.category.id,
      manufacturerId: details!.manufacturer.id,
      pageSize: 100,
      language,
    });
    expect(page.items.find((i) => i.symbol === IMPORTED.symbol)?.description).toBe(IMPORTED.description);
  });

  it('keeps the feed text of a generated product the feed rewrites', async () => {
    const [other] = await rows<{ symbol: string }>(
      `SELECT symbol FROM products WHERE generated_text AND id <> ${generated.id} ORDER BY id LIMIT 1`,
    );
    const dir = mkdtempSync(path.join(tmpdir(), 'catalogue-language-'));
    const feed = path.join(dir, 'rewrite.csv');
    writeFileSync(
      feed,
      [
        'symbol,manufacturer,manufacturerSymbol,category,description,unit,minimumQuantity,multiples,priceBreaks,stock,parameters,datasheetUrl,flags',
        `${other!.symbol},Yageo,${other!.symbol},Passive components > Resistors > SMD resistors,Capacitor: ceramic; MLCC; red,ST,1,1,1:0.5,10,Colour=red,,`,
      ].join('\n'),
    );
    await importCatalogFile(t.services.database, feed);
    const details = await t.services.catalog.getProductDetails(other!.symbol, ctx('pl'));
    expect(details!.description).toBe('Capacitor: ceramic; MLCC; red');
    expect(details!.parameters.find((p) => p.name === 'Kolor')?.display).toBe('red');
  });
});
