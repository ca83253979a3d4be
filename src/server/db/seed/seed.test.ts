import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../client';
import { PRODUCT_FLAGS } from '../../../common/product-status';
import { CatalogGenerator, documentToken, type GeneratedProduct } from './catalog-generator';
import { capacitorCode3, E12, E24, E6, E96, resistorCode4, resistorRkm } from './e-series';
import { MANUFACTURERS } from './manufacturers';
import { Rng } from './prng';
import { parseSi, formatSi } from '../../../common/format-si';
import { CATALOGUE_SI_TEXT } from './si-units';
import { isSeeded, needsSeed, seedCatalog } from './seed-catalog';

const TODAY = new Date('2025-03-15T10:00:00Z');
const generate = (count: number): GeneratedProduct[] => [...new CatalogGenerator(count, TODAY).products()];

describe('catalogue generator', () => {
  const products = generate(2000);

  it('produces the same symbols and prices for the same size', () => {
    const again = generate(2000);
    expect(again.map((p) => [p.symbol, p.priceBreaks])).toEqual(
      products.map((p) => [p.symbol, p.priceBreaks]),
    );
  });

  it('gives every product a distinct symbol', () => {
    expect(new Set(products.map((p) => p.symbol)).size).toBe(products.length);
  });

  it('uses every flag of the spec somewhere', () => {
    const used = new Set(products.flatMap((p) => p.flags));
    expect([...PRODUCT_FLAGS].filter((f) => !used.has(f))).toEqual([]);
  });

  it('builds at least 150 categories in exactly three levels, named in four languages', () => {
    const { categories } = new CatalogGenerator(1);
    expect(categories.length).toBeGreaterThanOrEqual(150);
    expect(new Set(categories.map((c) => c.depth))).toEqual(new Set([1, 2, 3]));
    for (const c of categories) expect(Object.keys(c.names).sort()).toEqual(['de', 'en', 'hu', 'pl']);
  });

  it('has 60 manufacturers with letters and logos', () => {
    const { manufacturers } = new CatalogGenerator(1);
    expect(manufacturers).toHaveLength(60);
    expect(manufacturers.find((m) => m.name === '3M')?.letter).toBe('#');
    expect(new Set(MANUFACTURERS.map((m) => m.short)).size).toBe(60);
  });

  it('has 3 to 6 price breaks per product, quantities rising and unit prices falling', () => {
    for (const p of products) {
      expect(p.priceBreaks.length).toBeGreaterThanOrEqual(3);
      expect(p.priceBreaks.length).toBeLessThanOrEqual(6);
      for (let k = 1; k < p.priceBreaks.length; k++) {
        expect(p.priceBreaks[k].amount).toBeGreaterThan(p.priceBreaks[k - 1].amount);
        expect(new Decimal(p.priceBreaks[k].netPricePln).lt(p.priceBreaks[k - 1].netPricePln)).toBe(true);
      }
      if (!p.permissions.includes('SHOW_PRICE')) expect(p.sortPrice).toBeNull();
      else if (!p.promotion) expect(p.sortPrice).toBe(new Decimal(p.priceBreaks[0].netPricePln).toFixed());
      expect(p.minimumQuantity % p.multiples).toBe(0);
    }
  });

  it('spreads stock roughly 15 % empty, 25 % low, the rest plentiful', () => {
    const inOffer = products.filter((p) => !p.flags.includes('NOT_IN_OFFER'));
    const empty = inOffer.filter((p) => p.stock === 0).length / inOffer.length;
    expect(empty).toBeGreaterThan(0.1);
    expect(empty).toBeLessThan(0.2);
  });

  it('writes descriptions as "Name; details"', () => {
    const resistor = products.find((p) => p.description.startsWith('Resistor: thick film; SMD'));
    expect(resistor?.description).toMatch(
      /^Resistor: thick film; SMD; \d{4}; [\d.]+[kM]?Ω; ±[15]%; [\d.]+m?W; -55…155°C$/,
    );
  });

  it('uses E-series values for resistors and capacitors', () => {
    const mantissa = (v: number) => Number((v / 10 ** Math.floor(Math.log10(v) + 1e-9)).toPrecision(3));
    const resistances = products.flatMap((p) =>
      p.parameters.filter((v) => v.parameterId === 1 && p.description.startsWith('Resistor: thick film')),
    );
    const capacitances = products.flatMap((p) =>
      p.parameters.filter((v) => v.parameterId === 4 && p.description.startsWith('Capacitor: ceramic; MLCC')),
    );
    expect(resistances.length).toBeGreaterThan(10);
    expect(capacitances.length).toBeGreaterThan(10);
    for (const r of resistances) expect([...E96, ...E24]).toContain(mantissa(r.valueSi!));
    for (const c of capacitances) expect([...E12, ...E6]).toContain(mantissa(c.valueSi!));
  });

  it('keeps links inside the generated range', () => {
    for (const p of products)
      for (const l of p.links) expect(l.linkedProductId).toBeLessThanOrEqual(products.length);
  });
});

describe('part-number codes and SI values', () => {
  it('formats resistor and capacitor codes as manufacturers print them', () => {
    expect(resistorRkm(4700)).toBe('4K7');
    expect(resistorRkm(10_000)).toBe('10K');
    expect(resistorCode4(10_000)).toBe('1002');
    expect(resistorCode4(47)).toBe('47R0');
    expect(capacitorCode3(100e-9)).toBe('104');
    expect(capacitorCode3(1e-12)).toBe('1R0');
  });

  it('writes SI display texts as catalogue data: ordinary spaces, every digit', () => {
    const text = (value: number, unit: string) => formatSi(value, unit, CATALOGUE_SI_TEXT);
    expect(text(10_000, 'Ω')).toBe('10 kΩ');
    expect(text(1e-7, 'F')).toBe('100 nF');
    expect(text(4.7e-6, 'F')).toBe('4.7 µF');
    expect(text(0.1, 'W')).toBe('100 mW');
    expect(text(0.3, 'A')).toBe('300 mA');
    expect(text(0.00254, 'm')).toBe('2.54 mm');
    expect(text(1.5, 'm')).toBe('1.5 m');
    expect(text(32_768, 'Hz')).toBe('32.768 kHz');
    expect(text(11_059_200, 'Hz')).toBe('11.0592 MHz');
    expect(text(2.495, 'V')).toBe('2.495 V');
    expect(text(2500, 'mcd')).toBe('2500 mcd');
    expect(text(470, 'nm')).toBe('470 nm');
    expect(text(0.035, 'Ah')).toBe('0.035 Ah');
    expect(text(1, '%')).toBe('1 %');
  });

  it('reads its own display texts back to the stored values', () => {
    const products = generate(3000);
    let numeric = 0;
    for (const p of products) {
      for (const v of p.parameters) {
        if (v.valueSi === null || v.display.startsWith('±')) continue;
        numeric++;
        expect(parseSi(v.display)?.value, v.display).toBe(v.valueSi);
      }
    }
    expect(numeric).toBeGreaterThan(1000);
  });

  it('draws the same numbers for the same item', () => {
    expect(Rng.forItem(1, 42).next()).toBe(Rng.forItem(1, 42).next());
  });

  it('gives two items distinct document tokens even when their generators meet the same state', () => {
    // A 32-bit state repeats across 1 000 000 items: the token must not rest on it alone.
    const [a, b] = [documentToken(new Rng(7), 1), documentToken(new Rng(7), 2)];
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });
});

describe('seedCatalog', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  it('seeds the database once and reports progress', async () => {
    expect(await isSeeded(database)).toBe(false);
    expect(await needsSeed(database)).toBe(true);
    const progress: number[] = [];
    await seedCatalog(database, { products: 2000, today: TODAY, onProgress: (done) => progress.push(done) });
    expect(await isSeeded(database)).toBe(true);
    expect(await needsSeed(database)).toBe(false);
    expect(progress[progress.length - 1]).toBe(2000);

    const count = async (query: string) =>
      Number(
        ((await database.db.execute(sql.raw(query))) as unknown as { rows: Array<{ n: string }> }).rows[0].n,
      );
    expect(await count('SELECT count(*) AS n FROM products')).toBe(2000);
    expect(await count('SELECT count(*) AS n FROM categories')).toBeGreaterThanOrEqual(150);
    expect(await count(`SELECT count(*) AS n FROM home_slots WHERE kind = 'main_slider'`)).toBe(6);
    // Content: 14 products of the week and 14 popular for-you defaults, zones, banners, texts.
    expect(
      await count(
        `SELECT count(*) AS n FROM recommendations WHERE zone_id IS NULL AND slot < 14 AND recommendation_type = 'weekly'`,
      ),
    ).toBe(14);
    expect(
      await count(
        `SELECT count(*) AS n FROM recommendations WHERE zone_id IS NULL AND slot >= 14 AND recommendation_type = 'popular'`,
      ),
    ).toBe(14);
    expect(
      await count(`SELECT count(DISTINCT zone_id) AS n FROM recommendations WHERE zone_id IS NOT NULL`),
    ).toBe(4);
    expect(await count(`SELECT count(*) AS n FROM zones`)).toBe(4);
    expect(await count(`SELECT count(*) AS n FROM zone_products`)).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) AS n FROM banners WHERE zone = 'home_main'`)).toBe(4);
    expect(await count(`SELECT count(DISTINCT language) AS n FROM tooltips`)).toBe(4);
    expect(
      await count(`SELECT count(*) AS n FROM resources WHERE content ~* '<script|javascript:|on[a-z]+='`),
    ).toBe(0);
    expect(await count('SELECT count(*) AS n FROM exchange_rates')).toBe(5);
    expect(
      await count(
        `SELECT count(*) AS n FROM promotions WHERE date_from <= '2025-03-15' AND date_to >= '2025-03-15'`,
      ),
    ).toBeGreaterThan(0);
    expect(await count('SELECT count(DISTINCT day) AS n FROM price_history')).toBeGreaterThanOrEqual(30);
    // Sequences continue after the explicit ids.
    expect(await count(`SELECT nextval(pg_get_serial_sequence('products', 'id')) AS n`)).toBe(2001);

    await seedCatalog(database, { products: 2000, today: TODAY });
    expect(await count('SELECT count(*) AS n FROM products')).toBe(2000);
  });
});

describe('seedCatalog cut short', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  const schemaObjects = async () =>
    (
      (await database.db.execute(
        sql.raw(`SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE schemaname = current_schema()
               UNION ALL SELECT conname, pg_get_constraintdef(oid) || ' ' || convalidated FROM pg_constraint WHERE contype = 'f'
               ORDER BY 1`),
      )) as unknown as { rows: Array<{ name: string; definition: string }> }
    ).rows;

  it('puts back the indexes and foreign keys it set aside, then seeds again', async () => {
    const before = await schemaObjects();
    expect(before.some((o) => o.name === 'products_symbol_uq')).toBe(true);
    const stop = new Error('power cut');
    await expect(
      seedCatalog(database, {
        products: 4000,
        today: TODAY,
        onProgress: () => {
          throw stop;
        },
      }),
    ).rejects.toBe(stop);
    expect(await isSeeded(database)).toBe(false);
    // The seed was loading without them when it stopped.
    expect((await schemaObjects()).length).toBeLessThan(before.length);

    await seedCatalog(database, { products: 4000, today: TODAY });
    expect(await isSeeded(database)).toBe(true);
    expect(await schemaObjects()).toEqual(before);
    const rows = (await database.db.execute(
      sql.raw('SELECT count(*)::int AS n FROM products'),
    )) as unknown as { rows: Array<{ n: number }> };
    expect(rows.rows[0].n).toBe(4000);
  });
});
