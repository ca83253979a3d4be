/**
 * Product data a buyer decides on (issue 22, ADR 076): packaging variants of one part, key
 * parameters of list rows read in one batch, CAD files and spec §7 products 3d-photo.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListSchema } from '../../../common/contracts/catalog';
import { ThreeDPhotoResponseSchema } from '../../../common/part-data';
import { importCatalogRecords, parseFeedRecord } from '../catalog-import';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const ctx = { country: 'pl', gross: false, language: 'en' } as const;

async function rows<T>(query: string): Promise<T[]> {
  return ((await t.services.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}
const idOf = async (symbol: string) =>
  (await rows<{ id: number }>(`select id from products where symbol = '${symbol}'`))[0]!.id;

const part = (symbol: string, manufacturerSymbol: string, extra: Record<string, string> = {}) => ({
  symbol,
  manufacturer: 'Yageo',
  manufacturerSymbol,
  category: 'Passive components > Resistors > SMD resistors',
  description: 'Resistor: thick film; SMD; 0603; 10kΩ',
  unit: 'ST',
  minimumQuantity: '10',
  multiples: '10',
  priceBreaks: '10:0.05|100:0.03',
  stock: '20000',
  parameters: 'Resistance=10kΩ|Case=0603|Mounting=SMD',
  datasheetUrl: '',
  flags: '',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 300 });
  const parts = [
    part('XRC0603-10K/CT', 'XRC0603FR-0710KL/CT', {
      packaging: 'cut_tape',
      cadModels: 'symbol:kicad:shop|footprint:kicad:shop|model3d:step:shop',
    }),
    part('XRC0603-10K-REEL', 'XRC0603FR-0710KL-REEL', {
      packaging: 'reel',
      reelQuantity: '5000',
      minimumQuantity: '5000',
      multiples: '5000',
      priceBreaks: '5000:0.012',
    }),
    part('XRC0603-10K', 'XRC0603FR-0710KL', { packaging: 'bulk' }),
    // Another part whose number starts the same (not a packaging of it), and another maker's.
    part('XRC0603-100K', 'XRC0603FR-07100KL', { packaging: 'cut_tape' }),
    part('XRC0603-10K-VIS/TR', 'XRC0603FR-0710KL/TR', { manufacturer: 'Vishay', packaging: 'reel' }),
  ];
  async function* records() {
    let line = 1;
    for (const record of parts) yield { line: line++, record };
  }
  expect(await importCatalogRecords(t.database, records())).toEqual({ imported: 5, rejected: 0 });
});
afterAll(async () => {
  await t?.close();
});

describe('packaging variants of one part', () => {
  it('groups the products whose part numbers differ only by a packaging suffix, same maker only', async () => {
    const packaging = await t.services.relations.packagingOf(await idOf('XRC0603-10K/CT'), ctx);
    expect(packaging.packaging).toBe('cut_tape');
    expect(packaging.reelQuantity).toBeNull();
    expect(
      packaging.variants.map((v) => [v.symbol, v.packaging, v.reelQuantity, v.minimumQuantity, v.price]),
    ).toEqual([
      ['XRC0603-10K', 'bulk', null, 10, '0.05'],
      ['XRC0603-10K-REEL', 'reel', 5000, 5000, '0.012'],
    ]);
    expect(packaging.variants[1]!.url).toMatch(/XRC0603-10K-REEL\/details$/);
    expect(packaging.variants[1]!.stock).toBe(20000);

    const reel = await t.services.relations.packagingOf(await idOf('XRC0603-10K-REEL'), ctx);
    expect(reel).toMatchObject({ packaging: 'reel', reelQuantity: 5000 });
    expect(reel.variants.map((v) => v.symbol)).toEqual(['XRC0603-10K', 'XRC0603-10K/CT']);

    const alone = await t.services.relations.packagingOf(await idOf('XRC0603-100K'), ctx);
    expect(alone.variants).toEqual([]);
  });

  it('refuses feed rows with a bad packaging, reel quantity or CAD model, naming the field', () => {
    const reason = (extra: Record<string, string>) => {
      const parsed = parseFeedRecord(part('X1', 'X1', extra));
      return parsed.ok ? null : parsed.reason;
    };
    expect(reason({ packaging: 'bag' })).toMatch(/unknown packaging "bag"/);
    expect(reason({ packaging: 'reel', reelQuantity: '0' })).toMatch(/reelQuantity/);
    expect(reason({ packaging: 'reel', reelQuantity: '2.5' })).toMatch(/reelQuantity/);
    expect(reason({ packaging: 'tube', reelQuantity: '1000' })).toMatch(/only for reel/);
    expect(reason({ cadModels: 'model3d:kicad:shop' })).toMatch(/cannot be kicad/);
    expect(reason({ cadModels: 'footprint:kicad:http://example.com/x' })).toMatch(/https/);
    expect(reason({ cadModels: 'footprint:altium:shop' })).toMatch(/Altium/);
    expect(reason({ cadModels: 'drawing:kicad:shop' })).toMatch(/unknown CAD model kind/);
    expect(
      reason({
        packaging: 'reel',
        reelQuantity: '4000',
        cadModels: 'footprint:altium:https://cad.example.com/a.zip',
      }),
    ).toBeNull();
    // Feeds without the new columns still import.
    expect(parseFeedRecord(part('X2', 'X2')).ok).toBe(true);
  });
});

describe('key parameters of list rows', () => {
  it('gives every leaf category at least 3 key parameters, each carried by its products', async () => {
    const few = await rows<{ id: number; keys: number }>(
      `select c.id, count(k.parameter_id)::int as keys from categories c
       left join category_key_parameters k on k.category_id = c.id
       where not exists (select 1 from categories child where child.parent_id = c.id)
       group by c.id having count(k.parameter_id) < 3`,
    );
    expect(few).toEqual([]);
    // A key parameter no product of its category states would be an empty chip.
    const unstated = await rows<{ category_id: number; parameter_id: number }>(
      `select k.category_id, k.parameter_id from category_key_parameters k
       where exists (select 1 from products p where p.category_id = k.category_id)
         and not exists (select 1 from products p join product_parameters pp on pp.product_id = p.id
                         where p.category_id = k.category_id and pp.parameter_id = k.parameter_id)`,
    );
    expect(unstated).toEqual([]);
  });

  it("shows each product's own category's key parameters, in the category's order", async () => {
    const [category] = await rows<{ category_id: number }>(
      `select p.category_id from products p join category_key_parameters k on k.category_id = p.category_id
       group by p.category_id order by count(distinct p.id) desc limit 1`,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/ajax/catalog/products?categoryId=${category!.category_id}&pageSize=10&language=en`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = ProductListSchema.parse(res.json());
    const expected = await rows<{ name: string }>(
      `select par.name from category_key_parameters k join parameters par on par.id = k.parameter_id
       where k.category_id = ${category!.category_id} order by k.position`,
    );
    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect(expected.length).toBeLessThanOrEqual(5);
    for (const item of list.items) {
      const labels = item.keyParameters!.map((k) => k.label);
      expect(expected.map((e) => e.name).filter((n) => labels.includes(n))).toEqual(labels);
    }
    expect(list.items.some((i) => (i.keyParameters?.length ?? 0) >= 3)).toBe(true);
  });

  it("gives a list of mixed categories (favourites, search) each product's own, in the language", async () => {
    const ids = (
      await rows<{ id: number }>(`select min(id) as id from products group by category_id limit 6`)
    ).map((r) => r.id);
    const summaries = await t.services.catalog.productSummaries(ids, { ...ctx, language: 'pl' });
    expect(summaries).toHaveLength(ids.length);
    const capacitor = summaries.find((s) => s.keyParameters?.some((k) => k.label === 'Pojemność'));
    const resistor = summaries.find((s) => s.keyParameters?.some((k) => k.label === 'Rezystancja'));
    expect(capacitor ?? resistor).toBeDefined();
    const categories = new Set(summaries.map((s) => s.category.id));
    expect(categories.size).toBe(ids.length);
  });
});

describe('CAD models and POST /ajax/products/3d-photo/{symbol}', () => {
  const threeD = (symbol: string) =>
    t.app.inject({
      method: 'POST',
      url: `/ajax/products/3d-photo/${encodeURIComponent(symbol)}`,
      payload: {},
      headers: XHR,
    });

  it('answers the 3D model and body of a part, null for a part without one, 404 for an unknown symbol', async () => {
    const res = await threeD('XRC0603-10K/CT');
    expect(res.statusCode, res.body).toBe(200);
    const body = ThreeDPhotoResponseSchema.parse(res.json());
    expect(body.model).toEqual({
      kind: 'model3d',
      format: 'step',
      url: '/ajax/products/cad/XRC0603-10K%2FCT/model3d-step.step',
    });
    expect(body.body).toEqual({ length: 1.6, width: 0.8, height: 0.45 });

    const none = ThreeDPhotoResponseSchema.parse((await threeD('XRC0603-10K')).json());
    expect(none).toEqual({ symbol: 'XRC0603-10K', model: null, body: null });

    const unknown = await threeD('NO-SUCH-PART-3D');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404 });
  });

  it('serves the KiCad symbol, footprint and STEP model it lists, and nothing it does not', async () => {
    const models = await t.services.cadModels.modelsOf(await idOf('XRC0603-10K/CT'));
    expect(models.map((m) => `${m.kind}-${m.format}`)).toEqual([
      'symbol-kicad',
      'footprint-kicad',
      'model3d-step',
    ]);
    const get = (url: string) => t.app.inject({ method: 'GET', url });

    const footprint = await get(models[1]!.url);
    expect(footprint.statusCode, footprint.body).toBe(200);
    expect(footprint.headers['content-disposition']).toContain('XRC0603-10K_CT-footprint-kicad.kicad_mod');
    expect(footprint.body).toMatch(/^\(footprint "XRC0603-10K_CT"/);
    expect(footprint.body.match(/\(pad "/g)).toHaveLength(2);

    const symbol = await get(models[0]!.url);
    expect(symbol.body).toMatch(/^\(kicad_symbol_lib/);
    expect(symbol.body.match(/\(pin passive/g)).toHaveLength(2);

    const step = await get(models[2]!.url);
    expect(step.headers['content-type']).toContain('model/step');
    expect(step.body).toMatch(/^ISO-10303-21;/);
    expect(step.body).toContain('MANIFOLD_SOLID_BREP');
    expect(step.body.match(/ADVANCED_FACE/g)).toHaveLength(6);
    expect(step.body.trimEnd()).toMatch(/END-ISO-10303-21;$/);

    // A product without models, an unknown product and an unknown file: 404; a malformed name: 422.
    expect((await get('/ajax/products/cad/XRC0603-10K/footprint-kicad.kicad_mod')).statusCode).toBe(404);
    expect((await get('/ajax/products/cad/NO-SUCH/footprint-kicad.kicad_mod')).statusCode).toBe(404);
    expect((await get('/ajax/products/cad/XRC0603-10K%2FCT/footprint-altium.zip')).statusCode).toBe(404);
    expect((await get('/ajax/products/cad/XRC0603-10K%2FCT/..%2Fsecret')).statusCode).toBe(422);
  });

  it('seeds CAD models on a share of the generated products, with the shop making the files', async () => {
    const [seeded] = await rows<{ symbol: string; url: string }>(
      `select p.symbol, c.url from product_cad_models c join products p on p.id = c.product_id
       where c.kind = 'footprint' and p.symbol not like 'X%' order by p.id limit 1`,
    );
    expect(seeded).toBeDefined();
    const res = await t.app.inject({ method: 'GET', url: seeded!.url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toMatch(/^\(footprint /);
  });
});
