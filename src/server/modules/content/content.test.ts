import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ManufacturerBlockSchema,
  RecommendedProductsSchema,
  ZonesSchema,
  type RecommendedProducts,
  type ZoneSummary,
} from '../../../common/contracts/content';
import type { CategoryTree, DrawerPictures } from '../../../common/contracts/catalog';
import { makeConsent, serializeConsent } from '../../../common/consent';
import { recordViewed, serializeRfyCookie, type RfyCookie } from '../../../common/recommendations';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 400 });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as never, headers: { ...XHR, ...headers } });
const rows = async <T>(text: string): Promise<T[]> =>
  ((await t.services.database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;

function cookies(options: { marketing: boolean; symbols?: string[] }): string {
  const consent = `consent=${serializeConsent(makeConsent({ preferences: false, marketing: options.marketing }))}`;
  if (!options.symbols) return consent;
  let rfy: RfyCookie | null = null;
  for (const symbol of [...options.symbols].reverse()) rfy = recordViewed(rfy, symbol);
  return `${consent}; rfy=${serializeRfyCookie(rfy!)}`;
}

async function recommended(query = '', cookie?: string): Promise<RecommendedProducts> {
  const res = await get(`/ajax/recommended-products${query}`, cookie ? { cookie } : {});
  expect(res.statusCode, res.body).toBe(200);
  return RecommendedProductsSchema.parse(res.json());
}

describe('GET /ajax/recommended-products', () => {
  it('gives the week in slots 0–13 and the popular default in 14–27 to a new visitor', async () => {
    const body = await recommended('?country=pl');
    const week = body.items.filter((i) => i.slot < 14);
    const forYou = body.items.filter((i) => i.slot >= 14);
    expect(week.length).toBeGreaterThanOrEqual(8);
    expect(forYou.length).toBeGreaterThanOrEqual(4);
    expect(body.items.every((i) => i.slot >= 0 && i.slot < 28)).toBe(true);
    expect(new Set(body.items.map((i) => i.product.productId)).size).toBe(body.items.length);
    expect(week.every((i) => i.tracking.recommendation_type === 'weekly')).toBe(true);
    expect(forYou.every((i) => i.tracking.recommendation_type === 'popular')).toBe(true);
    expect(body.forYou).toEqual({ variant: 'default', symbolCount: 0 });
    expect(week[0].product.priceGroup?.currency).toBe('PLN');
    expect(Date.parse(week[0].tracking.algorithm_datetime)).not.toBeNaN();
  });

  it('recommends from the categories of 4 viewed products with marketing consent', async () => {
    const viewed = await rows<{ symbol: string; category_id: number }>(
      `SELECT symbol, category_id FROM products WHERE stock > 0 ORDER BY category_id, id LIMIT 4`,
    );
    const symbols = viewed.map((r) => r.symbol);
    const body = await recommended('', cookies({ marketing: true, symbols }));
    expect(body.forYou).toEqual({ variant: 'for_you', symbolCount: 4 });
    const personal = body.items.filter((i) => i.tracking.recommendation_type === 'for_you');
    expect(personal.length).toBeGreaterThan(0);
    const categories = new Set(viewed.map((r) => r.category_id));
    for (const item of personal) {
      expect(item.slot).toBeGreaterThanOrEqual(14);
      expect(categories.has(item.product.category.id)).toBe(true);
      expect(symbols).not.toContain(item.product.symbol);
      expect(item.tracking.algorithm_version).toBe('rfy-category-stock-1');
    }
  });

  it('ignores the viewed products without marketing consent, and with fewer than 4 of them', async () => {
    const symbols = (await rows<{ symbol: string }>(`SELECT symbol FROM products ORDER BY id LIMIT 5`)).map(
      (r) => r.symbol,
    );
    expect((await recommended('', cookies({ marketing: false, symbols }))).forYou).toEqual({
      variant: 'default',
      symbolCount: 0,
    });
    expect(
      (await recommended('', `rfy=${serializeRfyCookie(recordViewed(null, symbols[0]))}`)).forYou.symbolCount,
    ).toBe(0);
    const three = await recommended('', cookies({ marketing: true, symbols: symbols.slice(0, 3) }));
    expect(three.forYou).toEqual({ variant: 'default', symbolCount: 3 });
    // Unknown symbols do not count, and a garbled cookie is no error.
    const unknown = await recommended(
      '',
      cookies({ marketing: true, symbols: ['NOPE-1', 'NOPE-2', 'NOPE-3', symbols[0]] }),
    );
    expect(unknown.forYou.symbolCount).toBe(1);
    expect((await recommended('', 'consent=%7Bbad; rfy=%%%')).forYou.variant).toBe('default');
  });

  it("gives a zone's recommendations for a zoneSymbol, and 404 for an unknown zone", async () => {
    const body = await recommended('?zoneSymbol=led-lighting');
    expect(body.zone?.symbol).toBe('led-lighting');
    const zoned = body.items.filter((i) => i.slot < 14);
    expect(zoned.length).toBeGreaterThan(0);
    expect(zoned.every((i) => i.tracking.recommendation_type === 'zone')).toBe(true);
    const missing = await get('/ajax/recommended-products?zoneSymbol=no-such-zone');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404, message: 'Unknown zone "no-such-zone".' });
    expect((await get('/ajax/recommended-products?zoneSymbol=bad%20zone!')).statusCode).toBe(422);
    expect((await get('/ajax/recommended-products?country=POL')).statusCode).toBe(422);
  });
});

describe('POST /ajax/recommendation/click', () => {
  it('stores a click with its tracking fields', async () => {
    const { items } = await recommended();
    const item = items[0];
    const res = await post('/ajax/recommendation/click', {
      symbol: item.product.symbol,
      slot: item.slot,
      recommendation_type: item.tracking.recommendation_type,
      recommendation_place: 'home',
      algorithm_version: item.tracking.algorithm_version,
      algorithm_datetime: item.tracking.algorithm_datetime,
    });
    expect(res.statusCode, res.body).toBe(204);
    const [stored] = await rows<Record<string, unknown>>(
      `SELECT * FROM recommendation_clicks ORDER BY id DESC LIMIT 1`,
    );
    expect(stored).toMatchObject({
      product_id: item.product.productId,
      symbol: item.product.symbol,
      recommendation_type: 'weekly',
      recommendation_place: 'home',
      algorithm_version: item.tracking.algorithm_version,
      slot: item.slot,
    });
  });

  it('refuses malformed and unknown clicks', async () => {
    const base = {
      symbol: 'X',
      recommendation_type: 'weekly',
      recommendation_place: 'home',
      algorithm_version: 'v1',
      algorithm_datetime: '2025-03-10T00:00:00.000Z',
    };
    const unknownProduct = await post('/ajax/recommendation/click', base);
    expect(unknownProduct.statusCode).toBe(404);
    for (const bad of [
      { ...base, recommendation_type: 'magic' },
      { ...base, recommendation_place: 'moon' },
      { ...base, algorithm_datetime: 'yesterday' },
      { ...base, slot: 28 },
      { ...base, extra: 1 },
      { ...base, algorithm_version: 'a b' },
    ]) {
      const res = await post('/ajax/recommendation/click', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().data.length).toBeGreaterThan(0);
    }
    expect(
      (await post('/ajax/recommendation/click', '{not json', { 'content-type': 'application/json' }))
        .statusCode,
    ).toBe(400);
  });

  it('counts clicks per address in the shared counters: two instances on one database allow 120 a minute together (issue 16)', async () => {
    const { items } = await recommended();
    const click = {
      symbol: items[0].product.symbol,
      recommendation_type: items[0].tracking.recommendation_type,
      recommendation_place: 'home',
      algorithm_version: items[0].tracking.algorithm_version,
      algorithm_datetime: items[0].tracking.algorithm_datetime,
    };
    // A second instance of the shop on the same database, as behind a load balancer.
    const { app: other } = await buildApp({ database: t.database, web: 'none', logLevel: 'silent' });
    try {
      const from = (app: typeof other, remoteAddress: string) =>
        app.inject({
          method: 'POST',
          url: '/ajax/recommendation/click',
          payload: click,
          headers: XHR,
          remoteAddress,
        });
      for (let i = 0; i < 60; i++) expect((await from(t.app, '198.51.100.7')).statusCode).toBe(204);
      for (let i = 0; i < 60; i++) expect((await from(other, '198.51.100.7')).statusCode).toBe(204);
      const refused = await from(other, '198.51.100.7');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await from(t.app, '198.51.100.7')).statusCode).toBe(429);
      // Another address has its own count.
      expect((await from(t.app, '198.51.100.8')).statusCode).toBe(204);
    } finally {
      await other.close();
    }
  });
});

describe('manufacturer blocks', () => {
  it('lists recommended and promoted manufacturers', async () => {
    const recommendedMakers = ManufacturerBlockSchema.parse(
      (await get('/ajax/recommended-manufacturers')).json(),
    );
    expect(recommendedMakers.manufacturers.length).toBeGreaterThan(0);
    const counts = recommendedMakers.manufacturers.map((m) => m.productCount ?? 0);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const promoted = ManufacturerBlockSchema.parse((await get('/ajax/promoted-manufacturers')).json());
    const [{ n }] = await rows<{ n: number }>(`SELECT count(*)::int AS n FROM manufacturers WHERE promoted`);
    expect(promoted.manufacturers).toHaveLength(n);
    expect(promoted.manufacturers.every((m) => m.productCount === null)).toBe(true);
  });
});

describe('POST /ajax/resource', () => {
  it('answers resources_by_symbol in the language, falling back to English', async () => {
    const res = await post('/ajax/resource', {
      formula: 'resources_by_symbol',
      resources_symbol: ['promotions-terms', 'no-such-resource'],
      language: 'pl',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['promotions-terms']);
    expect(body['promotions-terms']).toMatchObject({ title: 'Warunki promocji' });
    expect(body['promotions-terms'].content).toContain('<p>');
    expect(body['promotions-terms'].shortContent).not.toContain('<');
  });

  it('takes the legacy form body with bracketed names', async () => {
    const res = await post(
      '/ajax/resource',
      'formula=resources_by_symbol&resources_symbol[]=promotions-terms&resources_symbol[]=recommendations-info&language=de',
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['promotions-terms', 'recommendations-info']);
    const certificates = await post(
      '/ajax/resource',
      'formula=pip_certificates&attributes[certificateName][]=rohs&attributes[certificateName][]=CE&attributes[certificateName][]=Unknown',
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
    );
    expect(certificates.statusCode, certificates.body).toBe(200);
    expect(Object.keys(certificates.json()).sort()).toEqual(['CE', 'rohs']);
  });

  it('answers the single-resource, zone and article formulas', async () => {
    const single = await post('/ajax/resource', {
      formula: 'resource_symbol',
      resource_symbol: 'customer-item-tooltip-in-catalogue',
      language: 'hu',
    });
    expect(single.statusCode).toBe(200);
    expect(single.json()['customer-item-tooltip-in-catalogue'].title).toBe('Saját cikkszámok');
    expect(
      (await post('/ajax/resource', { formula: 'resource_symbol', resource_symbol: 'nothing-here' }))
        .statusCode,
    ).toBe(404);

    const zones = ZonesSchema.parse((await get('/ajax/zones')).json()).zones;
    const zone = await post('/ajax/resource', { formula: 'tme_simple_zone', zone_ids: [zones[0].id, 99999] });
    expect(zone.statusCode).toBe(200);
    expect(Object.keys(zone.json())).toEqual([String(zones[0].id)]);

    const [resistor] = await rows<{ symbol: string }>(
      `SELECT p.symbol FROM products p JOIN categories c ON c.id = p.category_id WHERE c.path_ids && (SELECT array_agg(id) FROM categories WHERE slug = 'resistors') LIMIT 1`,
    );
    const selected = await post('/ajax/resource', {
      formula: 'pip_selected_articles',
      product_symbol: resistor.symbol,
      category_ids: [],
      limit: 3,
    });
    expect(selected.statusCode, selected.body).toBe(200);
    expect(selected.json().articles.map((a: { symbol: string }) => a.symbol)).toContain(
      'choosing-smd-resistors',
    );
    const other = await post('/ajax/resource', { formula: 'pip_other_articles', limit: 2, language: 'de' });
    expect(other.json().articles).toHaveLength(2);
  });

  it('refuses unknown formulas and malformed arrays with 422', async () => {
    const unknown = await post('/ajax/resource', { formula: 'everything' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toMatch(/^Unknown formula/);
    for (const bad of [
      {},
      { formula: 'resources_by_symbol', resources_symbol: 'promotions-terms' },
      { formula: 'resources_by_symbol', resources_symbol: [] },
      { formula: 'resources_by_symbol', resources_symbol: ['<script>'] },
      { formula: 'tme_simple_zone', zone_ids: ['abc'] },
      { formula: 'pip_certificates', attributes: { certificateName: 'RoHS' } },
      { formula: 'pip_other_articles', limit: 500 },
      { formula: 'resource_symbol', resource_symbol: 'a', extra: true },
    ]) {
      const res = await post('/ajax/resource', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
    const mixed = await post('/ajax/resource', 'formula=tme_simple_zone&zone_ids[]=1&zone_ids[x]=2', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(mixed.statusCode).toBe(422);
    const polluting = await post('/ajax/resource', 'formula=pip_other_articles&__proto__[x]=1', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(polluting.statusCode).toBe(422);
  });

  it('stores resource HTML sanitised, so scripts never reach a page', async () => {
    const saved = await t.services.content.saveResource({
      key: 'resource',
      symbol: 'xss-test',
      language: 'en',
      title: 'Test <b>title</b>',
      content:
        '<p onclick="steal()">Hello <a href="javascript:alert(1)">x</a><script>alert(2)</script><img src=x onerror=alert(3)></p>',
    });
    expect(saved.content).toBe('<p>Hello <a>x</a></p>');
    const res = await post('/ajax/resource', { formula: 'resource_symbol', resource_symbol: 'xss-test' });
    expect(res.json()['xss-test']).toEqual({
      title: 'Test title',
      content: '<p>Hello <a>x</a></p>',
      shortContent: 'Hello x',
    });
  });
});

describe('tooltips', () => {
  it('gives the texts of the keys asked for, and all of a language', async () => {
    const some = await get('/ajax/tooltips?language=de&keys=status.dangerous,status.new,status.unknown');
    expect(some.statusCode).toBe(200);
    expect(Object.keys(some.json().tooltips).sort()).toEqual(['status.dangerous', 'status.new']);
    expect(some.json().tooltips['status.new']).toBe('Neu in unserem Angebot.');
    const repeated = await get('/ajax/tooltips?keys=status.sale&keys=parameter.Tolerance');
    expect(Object.keys(repeated.json().tooltips)).toHaveLength(2);
    const all = await get('/ajax/tooltips/complete?language=hu');
    expect(Object.keys(all.json().tooltips).length).toBeGreaterThanOrEqual(20);
  });

  it('refuses a missing key list, bad keys and unknown languages', async () => {
    expect((await get('/ajax/tooltips')).statusCode).toBe(422);
    expect((await get('/ajax/tooltips?keys=')).statusCode).toBe(422);
    expect((await get('/ajax/tooltips?keys=a%20b')).statusCode).toBe(422);
    expect((await get('/ajax/tooltips/complete?language=xx')).statusCode).toBe(422);
  });
});

describe('banners', () => {
  it('gives the running banners of a zone with both images, not the ended ones', async () => {
    const res = await post('/ajax/banner/revive/home_main', { language: 'pl' });
    expect(res.statusCode, res.body).toBe(200);
    const { banners } = res.json();
    expect(banners).toHaveLength(3);
    expect(banners[0].title).toBe('Elementy pasywne z magazynu');
    expect(banners.map((b: { title: string }) => b.title)).not.toContain('Zimowa wyprzedaż');
    const image = await get(banners[0].mobileImageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
    expect((await post('/ajax/banner/revive/home_main')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown zone or image and 422 for a malformed zone', async () => {
    expect((await post('/ajax/banner/revive/nowhere')).statusCode).toBe(404);
    expect((await post('/ajax/banner/revive/Bad%20Zone')).statusCode).toBe(422);
    expect((await post('/ajax/banner/revive/home_main', { language: 'pl', x: 1 })).statusCode).toBe(422);
    expect((await get('/assets-static/banners/nothing-desktop.svg')).statusCode).toBe(404);
    expect((await get('/assets-static/banners/x.png')).statusCode).toBe(422);
  });
});

describe('zones and the category drawer', () => {
  it('lists the zones with links to their pages', async () => {
    const res = await get('/ajax/zones?language=pl');
    expect(res.statusCode).toBe(200);
    const zones: ZoneSummary[] = ZonesSchema.parse(res.json()).zones;
    expect(zones.map((z) => z.symbol)).toEqual([
      'led-lighting',
      'arduino-makers',
      'power-supplies',
      'industrial-automation',
    ]);
    expect(zones[0]).toMatchObject({ name: 'Oświetlenie LED', url: '/katalog/led-lighting/sub' });
    expect((await get('/ajax/zones?language=xx')).statusCode).toBe(422);
  });

  it("gives each product's zones (spec §7 products zones): by category, in request order, unknown apart", async () => {
    const [resistor] = await rows<{ symbol: string }>(
      `SELECT p.symbol FROM products p JOIN categories c ON c.id = p.category_id
       JOIN zones z ON c.path_ids && z.category_ids LIMIT 1`,
    );
    const [none] = await rows<{ symbol: string }>(
      `SELECT p.symbol FROM products p JOIN categories c ON c.id = p.category_id
       WHERE NOT EXISTS (SELECT 1 FROM zones z WHERE c.path_ids && z.category_ids)
         AND NOT EXISTS (SELECT 1 FROM zone_products zp WHERE zp.product_id = p.id) LIMIT 1`,
    );
    const res = await post('/ajax/products/zones', {
      symbols: [none!.symbol, resistor!.symbol, 'NO-SUCH-PART', resistor!.symbol],
      language: 'de',
      country: 'de',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.errors).toEqual(['NO-SUCH-PART']);
    expect(body.products.map((p: { symbol: string }) => p.symbol)).toEqual([none!.symbol, resistor!.symbol]);
    expect(body.products[0].zones).toEqual([]);
    expect(body.products[1].zones.length).toBeGreaterThan(0);
    expect(body.products[1].zones[0].url).toMatch(/^\/de\/katalog\/[a-z-]+\/sub$/);
    // A product listed one by one belongs to the zone whatever its category.
    const zones = ZonesSchema.parse((await get('/ajax/zones')).json()).zones;
    await rows(
      `INSERT INTO zone_products (zone_id, product_id) SELECT ${zones[3]!.id}, id FROM products WHERE symbol = '${none!.symbol}'`,
    );
    const listed = (await post('/ajax/products/zones', { symbols: [none!.symbol] })).json();
    await rows(
      `DELETE FROM zone_products WHERE zone_id = ${zones[3]!.id} AND product_id = (SELECT id FROM products WHERE symbol = '${none!.symbol}')`,
    );
    expect(listed.products[0].zones.map((z: ZoneSummary) => z.symbol)).toEqual([zones[3]!.symbol]);
  });

  it('refuses an empty, oversized or malformed product-zones request with 422', async () => {
    for (const body of [
      {},
      { symbols: [] },
      { symbols: Array.from({ length: 101 }, (_, i) => `S${i}`) },
      { symbols: ['A'], language: 'xx' },
      { symbols: ['A'], extra: 1 },
    ])
      expect((await post('/ajax/products/zones', body)).statusCode, JSON.stringify(body)).toBe(422);
  });

  it('lists zone products by category and by the explicit list, filtered by manufacturer', async () => {
    const ctx = { country: 'pl', gross: false, language: 'pl' } as const;
    const params = { page: 1, pageSize: 25, sort: 'symbol', view: 'linear' } as const;
    const makers = await t.services.content.zone('arduino-makers', 'en');
    expect(makers!.manufacturers.length).toBeGreaterThan(0);
    const list = await t.services.content.zoneProducts('arduino-makers', params, ctx);
    expect(list.total).toBeGreaterThan(0);
    const symbols = list.items.map((p) => p.symbol);
    expect([...symbols].sort()).toEqual(symbols);
    // Arduino and Espressif products are listed in the zone one by one.
    const [{ n: listed }] = await rows<{ n: number }>(`SELECT count(*)::int AS n FROM zone_products`);
    expect(listed).toBeGreaterThan(0);
    const one = makers!.manufacturers[0];
    const filtered = await t.services.content.zoneProducts(
      'arduino-makers',
      { ...params, manufacturerId: one.id, pageSize: 100 },
      ctx,
    );
    expect(filtered.total).toBe(one.productCount);
    expect(filtered.items.every((p) => p.manufacturer.id === one.id)).toBe(true);
    await expect(t.services.content.zoneProducts('nope', params, ctx)).rejects.toMatchObject({
      status: 404,
      key: 'errors.catalog.unknownZone',
    });
  });

  it('serves the category drawer tree from the catalogue', async () => {
    const res = await get('/ajax/category-drawer/tree?language=de');
    expect(res.statusCode).toBe(200);
    const tree = res.json<CategoryTree>().categories;
    expect(tree[0].name).toBe('Passive Bauelemente');
    expect(tree[0].children.length).toBeGreaterThan(0);
    expect((await get('/ajax/category-drawer/tree?language=xx')).statusCode).toBe(422);
  });

  it('sums the products of the top-level categories, the same count as /health', async () => {
    const res = await get('/ajax/category-drawer/product-sum');
    expect(res.statusCode).toBe(200);
    const sum = res.json<{ total: number; categories: Array<{ id: number; productCount: number }> }>();
    const health = (await get('/health')).json<{ products: number }>();
    expect(sum.total).toBe(health.products);
    expect(sum.categories.reduce((n, c) => n + c.productCount, 0)).toBe(sum.total);
  });

  it('gives the tree flat, parents first, each with its page address', async () => {
    const res = await get('/ajax/category-drawer/legacy-tree?language=pl');
    expect(res.statusCode).toBe(200);
    const flat = res.json<{
      categories: Array<{ id: number; parentId: number | null; depth: number; slug: string; url: string }>;
    }>().categories;
    const tree = (await get('/ajax/category-drawer/tree?language=pl')).json<CategoryTree>().categories;
    const count = (nodes: CategoryTree['categories']): number =>
      nodes.reduce((n, node) => n + 1 + count(node.children), 0);
    expect(flat).toHaveLength(count(tree));
    const seen = new Set<number>();
    for (const category of flat) {
      if (category.parentId !== null) expect(seen.has(category.parentId)).toBe(true);
      expect(category.depth === 1).toBe(category.parentId === null);
      expect(category.url).toBe(`/${category.id}_${category.slug}/katalog`);
      seen.add(category.id);
    }
    expect((await get('/ajax/category-drawer/legacy-tree?language=xx')).statusCode).toBe(422);
  });

  it("gives each top-level category its best-stocked product's picture, cacheable", async () => {
    // Every third product has a picture, but none of the last top-level category's.
    const [last] = await rows<{ id: number }>(
      'select id from categories where parent_id is null order by position desc, id desc limit 1',
    );
    await rows(
      `update products set image_url = '/images/products/' || id || '.jpg'
       where id % 3 = 0 and category_id not in (select id from categories where path_ids @> array[${last!.id}])`,
    );
    const res = await get('/ajax/category-drawer/picture-urls?language=de');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const pictures = res.json<DrawerPictures>().categories;
    const tree = (await get('/ajax/category-drawer/tree?language=de')).json<CategoryTree>().categories;
    expect(pictures.map(({ id, name }) => ({ id, name }))).toEqual(
      tree.map(({ id, name }) => ({ id, name })),
    );
    // The same choice made the plain way: every product of the subtree, most stock first.
    const expected = await rows<{ id: number; image_url: string; symbol: string }>(
      `select distinct on (t.id) t.id, p.image_url, p.symbol
       from categories t
       join categories c on c.path_ids @> array[t.id]
       join products p on p.category_id = c.id
       where t.parent_id is null and p.image_url is not null and p.image_url <> ''
         and not p.flags && array['INVALID','NOT_IN_OFFER','PRODUCT_BLOCKED','PRODUCT_BLOCKED_BY_CONTEXT']::text[]
       order by t.id, p.stock desc, p.symbol`,
    );
    const byId = new Map(expected.map((row) => [row.id, row]));
    expect(expected.length).toBeGreaterThan(0);
    expect(pictures.find((c) => c.id === last!.id)).toMatchObject({ pictureUrl: null, symbol: null });
    expect(pictures.filter((c) => c.pictureUrl !== null).length).toBe(expected.length);
    for (const category of pictures) {
      const row = byId.get(category.id);
      expect(category).toMatchObject({ pictureUrl: row?.image_url ?? null, symbol: row?.symbol ?? null });
    }
    expect((await get('/ajax/category-drawer/picture-urls?language=xx')).statusCode).toBe(422);
    await rows('update products set image_url = null');
  });
});

describe('promotions', () => {
  it('lists the products on promotion with their discount and dates, sorted', async () => {
    const ctx = { country: 'pl', gross: false, language: 'pl' } as const;
    const list = await t.services.content.promotionList(
      { page: 1, pageSize: 10, sort: 'price_asc', view: 'linear' },
      ctx,
    );
    expect(list.total).toBeGreaterThan(0);
    for (const item of list.items) {
      const promotion = list.promotions[String(item.productId)];
      expect(promotion.dateFrom <= promotion.dateTo).toBe(true);
      expect(Number(promotion.discountPercent)).toBeGreaterThan(0);
    }
    const [{ n }] = await rows<{ n: number }>(
      `SELECT count(DISTINCT product_id)::int AS n FROM promotions WHERE date_from <= current_date AND date_to >= current_date`,
    );
    expect(list.total).toBe(n);
  });
});
