import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProductDetailsSchema,
  ProductListSchema,
  normaliseSymbol,
  type CategoryNode,
  type CategoryTree,
  type Linecard,
  type ProductList,
} from '../../../common/contracts/catalog';
import type { PriceContext } from '../../../common/contracts/pricing';
import { toDecimal } from '../../../common/money';
import { categories, products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
const PL: PriceContext = { country: 'pl', gross: false, language: 'pl' };
/** The category (any depth) with the most products in its subtree. */
let bigCategory: { id: number; productCount: number };

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 400 });
  const tree = await t.services.catalog.categoryTree('en');
  const all = flatten(tree).filter((c) => c.depth > 1);
  bigCategory = all.reduce((a, b) => (b.productCount > a.productCount ? b : a));
});

afterAll(async () => {
  await t?.close();
});

function flatten(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

function depthOf(nodes: CategoryNode[]): number {
  return nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depthOf(n.children)));
}

async function list(query: Record<string, string | number>): Promise<ProductList> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/ajax/catalog/products',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  expect(res.statusCode, res.body).toBe(200);
  return ProductListSchema.parse(res.json());
}

describe('GET /ajax/catalog/category-tree', () => {
  it('returns a three-level tree whose counts add up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ajax/catalog/category-tree?language=pl' });
    expect(res.statusCode).toBe(200);
    const { categories: tree } = res.json<CategoryTree>();
    expect(tree.length).toBeGreaterThan(1);
    expect(depthOf(tree)).toBe(3);
    for (const node of flatten(tree)) {
      expect(node.name.length).toBeGreaterThan(0);
      for (const child of node.children) expect(child.depth).toBe(node.depth + 1);
      const childSum = node.children.reduce((s, c) => s + c.productCount, 0);
      expect(node.productCount).toBeGreaterThanOrEqual(childSum);
    }
    const [{ n }] = (await t.services.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)) as [{ n: number }];
    expect(tree.reduce((s, c) => s + c.productCount, 0)).toBe(n);
  });

  it('refuses an unknown language with 422', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ajax/catalog/category-tree?language=xx' });
    expect(res.statusCode).toBe(422);
  });
});

describe('catalog service: categories', () => {
  it('gives a category with its breadcrumb and children', async () => {
    const [leaf] = await t.services.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`${categories.depth} = 3`)
      .limit(1);
    const view = await t.services.catalog.getCategory(leaf!.id, 'en');
    expect(view).not.toBeNull();
    expect(view!.breadcrumb).toHaveLength(3);
    expect(view!.breadcrumb.at(-1)!.id).toBe(leaf!.id);
    expect(view!.parentId).toBe(view!.breadcrumb[1]!.id);
    const top = await t.services.catalog.getCategory(view!.breadcrumb[0]!.id, 'en');
    expect(top!.children.length).toBeGreaterThan(0);
    expect(await t.services.catalog.getCategory(99_999_999, 'en')).toBeNull();
  });
});

describe('GET /ajax/catalog/products', () => {
  it('pages through a category subtree without overlap', async () => {
    expect(bigCategory.productCount).toBeGreaterThan(10);
    const first = await list({ categoryId: bigCategory.id, pageSize: 10, page: 1, country: 'pl' });
    const second = await list({ categoryId: bigCategory.id, pageSize: 10, page: 2, country: 'pl' });
    expect(first.total).toBe(bigCategory.productCount);
    expect(first.totalExact).toBe(true);
    expect(first.pageCount).toBe(Math.ceil(bigCategory.productCount / 10));
    expect(first.items).toHaveLength(10);
    const ids = new Set(first.items.map((p) => p.productId));
    for (const p of second.items) expect(ids.has(p.productId)).toBe(false);
    // Sorted by symbol by default.
    const symbols = first.items.map((p) => p.symbol);
    expect(symbols).toEqual([...symbols].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // Every product belongs to the subtree.
    const subtree = flatten(await t.services.catalog.categoryTree('en')).find(
      (c) => c.id === bigCategory.id,
    )!;
    const inSubtree = new Set(flatten([subtree]).map((c) => c.id));
    for (const p of [...first.items, ...second.items]) expect(inSubtree.has(p.category.id)).toBe(true);
  });

  it('sorts by the price the list shows (the first break) in both directions and markets, priceless last', async () => {
    for (const country of ['pl', 'de']) {
      for (const sort of ['price_asc', 'price_desc'] as const) {
        const items: ProductList['items'] = [];
        for (let page = 1; ; page++) {
          const got = await list({ categoryId: bigCategory.id, pageSize: 100, page, sort, country });
          items.push(...got.items);
          if (page >= got.pageCount) break;
        }
        const shown = items.map((p) => (p.priceGroup ? toDecimal(p.priceGroup.elements[0]!.price) : null));
        const firstPriceless = shown.indexOf(null);
        expect(firstPriceless, `${country} ${sort}: some products are on request`).toBeGreaterThan(5);
        expect(
          shown.slice(firstPriceless).every((p) => p === null),
          `${country} ${sort}: priceless last`,
        ).toBe(true);
        const prices = shown.slice(0, firstPriceless) as NonNullable<(typeof shown)[number]>[];
        for (let i = 1; i < prices.length; i++) {
          const order = prices[i - 1]!.comparedTo(prices[i]!);
          expect(
            sort === 'price_asc' ? order <= 0 : order >= 0,
            `${country} ${sort} at ${i}: ${prices[i - 1]} then ${prices[i]}`,
          ).toBe(true);
        }
        expect(prices[0]!.eq(prices.at(-1)!)).toBe(false);
        if (country === 'de') expect(items.find((p) => p.priceGroup)!.priceGroup!.currency).toBe('EUR');
      }
    }
  });

  it('follows promotions that start and end into the price sort once the sort prices are refreshed', async () => {
    const first = async () =>
      (await list({ categoryId: bigCategory.id, pageSize: 10, sort: 'price_asc', country: 'pl' })).items[0]!;
    const cheapest = await first();
    const page = await list({
      categoryId: bigCategory.id,
      pageSize: 10,
      page: 2,
      sort: 'price_asc',
      country: 'pl',
    });
    const dearer = page.items.find(
      (p) =>
        p.priceGroup &&
        toDecimal(p.priceGroup.elements[0]!.price).gt(cheapest.priceGroup!.elements[0]!.price),
    )!;
    const day = new Date().toISOString().slice(0, 10);
    await t.services.database.db
      .execute(sql`INSERT INTO promotions (product_id, discount_percent, date_from, date_to)
      VALUES (${dearer.productId}, 99.99, ${day}::date - 1, ${day}::date + 1)`);
    const promoted = sql`product_id = ${dearer.productId} AND discount_percent = 99.99`;
    try {
      expect(await t.services.catalog.refreshSortPrices()).toBe(1);
      expect(await t.services.catalog.refreshSortPrices()).toBe(0);
      expect((await first()).symbol).toBe(dearer.symbol);
      // The promotion ends: the product goes back to its place.
      await t.services.database.db.execute(
        sql`UPDATE promotions SET date_from = ${day}::date - 3, date_to = ${day}::date - 2 WHERE ${promoted}`,
      );
      expect(await t.services.catalog.refreshSortPrices()).toBe(1);
      expect((await first()).symbol).toBe(cheapest.symbol);
    } finally {
      await t.services.database.db.execute(sql`DELETE FROM promotions WHERE ${promoted}`);
    }
  });

  it('sorts by stock descending', async () => {
    const page = await list({ pageSize: 50, sort: 'stock_desc' });
    const counts = page.items.map((p) => p.stock.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('prices the list for the market asked for, and links products in it', async () => {
    const page = await list({
      categoryId: bigCategory.id,
      pageSize: 25,
      country: 'hu',
      gross: 'true',
      language: 'hu',
    });
    const priced = page.items.filter((p) => p.priceGroup);
    expect(priced.length).toBeGreaterThan(0);
    for (const p of priced) {
      expect(p.priceGroup!.currency).toBe('HUF');
      expect(p.priceGroup!.type).toBe('GROSS');
    }
    for (const p of page.items) {
      expect(p.url).toBe(`/hu/${encodeURIComponent(p.symbol)}/details`);
      expect(p.name).toBe(p.description.split(';')[0]!.trim());
    }
  });

  it('gives parameter columns and values in the parametric view', async () => {
    const page = await list({ categoryId: bigCategory.id, pageSize: 25, view: 'parametric' });
    expect(page.parameterColumns.length).toBeGreaterThan(0);
    expect(page.parameterColumns.length).toBeLessThanOrEqual(6);
    const withValues = page.items.filter((p) => page.parameterValues[p.productId]);
    expect(withValues.length).toBeGreaterThan(0);
    const columnIds = new Set(page.parameterColumns.map((c) => String(c.id)));
    for (const values of Object.values(page.parameterValues)) {
      for (const id of Object.keys(values)) expect(columnIds.has(id)).toBe(true);
    }
  });

  it('gives the same parameter texts for any products and parameters asked for', async () => {
    const page = await list({ categoryId: bigCategory.id, pageSize: 25, view: 'parametric' });
    const ids = page.items.map((p) => p.productId);
    const columns = page.parameterColumns.map((c) => c.id);
    expect(await t.services.catalog.parameterValues(ids, columns)).toEqual(page.parameterValues);
    expect(await t.services.catalog.parameterValues([], columns)).toEqual({});
  });

  it('filters by manufacturer', async () => {
    const [row] = await t.services.database.db
      .select({ m: products.manufacturerId, n: sql<number>`count(*)::int` })
      .from(products)
      .groupBy(products.manufacturerId)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    const page = await list({ manufacturerId: row!.m, pageSize: 100 });
    expect(page.total).toBe(row!.n);
    for (const p of page.items) expect(p.manufacturer.id).toBe(row!.m);
  });

  it.each([
    ['pageSize 7', { pageSize: '7' }],
    ['page 0', { page: '0' }],
    ['unknown sort', { sort: 'name' }],
    ['categoryId not a number', { categoryId: 'abc' }],
  ])('refuses %s with 422', async (_name, query) => {
    const res = await t.app.inject({ method: 'GET', url: '/ajax/catalog/products', query });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 422, data: expect.any(Array) });
  });
});

describe('catalog service: product details', () => {
  it('finds a product by its symbol and by the normalised symbol', async () => {
    const rows = await t.services.database.db
      .select({ symbol: products.symbol, key: products.symbolKey })
      .from(products)
      .orderBy(asc(products.id))
      .limit(50);
    // A symbol with separators shows the normalisation best.
    const { symbol, key } = rows.find((r) => /[-./ ]/.test(r.symbol)) ?? rows[0]!;
    const exact = await t.services.catalog.getProductDetails(symbol, PL);
    expect(exact).not.toBeNull();
    ProductDetailsSchema.parse(exact);
    expect(exact!.symbol).toBe(symbol);
    expect(exact!.breadcrumb.at(-1)!.id).toBe(exact!.category.id);
    expect(normaliseSymbol(symbol)).toBe(key);

    const compact = key.toLowerCase();
    const written = `${compact.slice(0, 2)}-${compact.slice(2)}/`;
    const fuzzy = await t.services.catalog.getProductDetails(written, PL);
    expect(fuzzy?.productId).toBe(exact!.productId);

    expect(await t.services.catalog.getProductDetails('NO-SUCH-PART-123', PL)).toBeNull();
  });

  it('carries parameters and linked products with prices', async () => {
    const [row] = await t.services.database.db
      .select({ symbol: products.symbol })
      .from(products)
      .where(sql`exists (select 1 from product_parameters pp where pp.product_id = ${products.id})`)
      .limit(1);
    const details = await t.services.catalog.getProductDetails(row!.symbol, PL);
    expect(details!.parameters.length).toBeGreaterThan(0);
    for (const p of details!.parameters) expect(p.display.length).toBeGreaterThan(0);
  });
});

describe('GET /ajax/linecard/manufacturers', () => {
  it('lists the letters that have manufacturers and the manufacturers of one letter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ajax/linecard/manufacturers' });
    expect(res.statusCode).toBe(200);
    const all = res.json<Linecard>();
    expect(all.letters.length).toBeGreaterThan(3);
    expect(new Set(all.letters).size).toBe(all.letters.length);
    expect([...all.letters].sort()).toEqual(all.letters);
    for (const m of all.manufacturers) expect(all.letters).toContain(m.letter);

    const letter = all.letters.find((l) => l !== '#')!;
    const one = await t.app.inject({
      method: 'GET',
      url: `/ajax/linecard/manufacturers?letter=${letter.toLowerCase()}`,
    });
    expect(one.statusCode).toBe(200);
    const body = one.json<Linecard>();
    expect(body.letters).toEqual(all.letters);
    expect(body.manufacturers.length).toBeGreaterThan(0);
    for (const m of body.manufacturers) {
      expect(m.letter).toBe(letter);
      expect(m.name[0]!.toUpperCase()).toBe(letter);
    }
  });

  it('refuses a letter that is not a letter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ajax/linecard/manufacturers?letter=ab' });
    expect(res.statusCode).toBe(422);
  });
});

describe('GET /ajax/linecard/letters and categories', () => {
  it('lists the same letters as the manufacturers call', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/ajax/linecard/manufacturers' })).json<Linecard>();
    const res = await t.app.inject({ method: 'GET', url: '/ajax/linecard/letters' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ letters: all.letters });
  });

  it("gives a manufacturer's categories in the language asked, most products first", async () => {
    const { manufacturers } = await t.services.catalog.linecard();
    const id = manufacturers[0]!.id;
    const view = (await t.services.catalog.getManufacturer(id, 'de'))!;
    const res = await t.app.inject({
      method: 'GET',
      url: `/ajax/linecard/categories?manufacturerId=${id}&language=de`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ manufacturerId: number; categories: Array<{ productCount: number }> }>();
    expect(body).toEqual({ manufacturerId: id, categories: view.categories });
    const counts = body.categories.map((c) => c.productCount);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('answers 404 for an unknown manufacturer and 422 for no or a malformed one', async () => {
    const get = (query: string) => t.app.inject({ method: 'GET', url: `/ajax/linecard/categories${query}` });
    const unknown = await get('?manufacturerId=99999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No such manufacturer.');
    for (const query of ['', '?manufacturerId=abc', '?manufacturerId=-1', '?manufacturerId=1&x=2'])
      expect((await get(query)).statusCode, query).toBe(422);
  });
});

describe('catalog service: manufacturer and home page', () => {
  it('gives a manufacturer with its categories', async () => {
    const { manufacturers } = await t.services.catalog.linecard();
    const view = await t.services.catalog.getManufacturer(manufacturers[0]!.id, 'en');
    expect(view).not.toBeNull();
    expect(view!.name).toBe(manufacturers[0]!.name);
    expect(await t.services.catalog.getManufacturer(99_999_999, 'en')).toBeNull();
  });

  it('gives the home main slider within the slider limit', async () => {
    const home = await t.services.catalog.homeContent(PL);
    expect(home.mainSlider.length).toBeGreaterThan(0);
    expect(home.mainSlider.length).toBeLessThanOrEqual(8);
  });

  it('lists given products in the given order, with parametric columns from them', async () => {
    const page = await list({ pageSize: 10, sort: 'stock_desc' });
    const ids = page.items.map((p) => p.productId).reverse();
    const listed = await t.services.catalog.productListOf([...ids, 99_999_999], PL, {
      page: 2,
      pageSize: 10,
      total: 25,
      totalExact: true,
      view: 'parametric',
    });
    expect(listed.items.map((p) => p.productId)).toEqual(ids);
    expect(listed.pageCount).toBe(3);
    expect(listed.parameterColumns.length).toBeGreaterThan(0);
    expect(Object.keys(listed.parameterValues).length).toBeGreaterThan(0);
  });
});
