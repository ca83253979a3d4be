import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../../db/client';
import { needsSeed } from '../../db/seed';
import { importCatalogFile, type RowRejection } from './catalog-import.service';

const HEADER =
  'symbol,manufacturer,manufacturerSymbol,category,description,unit,minimumQuantity,multiples,priceBreaks,stock,parameters,datasheetUrl,flags';
const GOOD_ROWS = [
  'RC0603FR-0710KL,Yageo,RC0603FR-0710KL,Passive components > Resistors > SMD resistors,Resistor: thick film; SMD; 0603; 10kΩ; ±1%; 0.1W,ST,100,100,100:0.0123|1000:0.0081|5000:0.0062,25000,Resistance=10 kΩ|Tolerance=1 %|Power=0.1 W|Case=0603,/Document/0123456789abcdef0123456789abcdef/RC0603FR-0710KL.pdf,NEW',
  'NE555P-TI,Texas Instruments,NE555P,Semiconductors > Integrated circuits > Timers,IC: timer; DIP-8,ST,1,1,1:1.52|10:1.21|100:0.95,340,Type=timer|Case=DIP-8|Frequency=500 kHz,,PROMOTED|AVAILABLE_IN_INTERNATIONAL_OFFER',
];

let dir: string;
let database: Database;

function feed(name: string, content: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

async function rows<T>(query: string): Promise<T[]> {
  return ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

/** Everything the import writes, without ids that legitimately differ between runs. */
async function snapshot() {
  return {
    products: await rows(
      `SELECT id, symbol, symbol_key, description, manufacturer_id, category_id, unit, minimum_quantity, multiples, flags, stock, sort_price, price_precision FROM products ORDER BY id`,
    ),
    breaks: await rows(`SELECT * FROM price_breaks ORDER BY product_id, amount`),
    parameters: await rows(`SELECT * FROM product_parameters ORDER BY product_id, parameter_id`),
    documents: await rows(`SELECT * FROM product_documents ORDER BY id`),
    categories: await rows(`SELECT * FROM categories ORDER BY id`),
    manufacturers: await rows(`SELECT * FROM manufacturers ORDER BY id`),
    history: await rows(`SELECT * FROM price_history ORDER BY product_id, day`),
    sequence: await rows(`SELECT last_value FROM products_id_seq`),
  };
}

// One migrated database for the file (migrating PGlite takes seconds); each test starts from empty tables.
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'catalog-import-'));
  database = await openDatabase({});
  await migrateDatabase(database);
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.exec(
    'TRUNCATE price_history, product_documents, price_breaks, product_parameters, products, parameters, manufacturers, categories RESTART IDENTITY CASCADE',
  );
});

describe('catalogue feed import', () => {
  it('imports a CSV feed with categories, makers, breaks, typed parameters and datasheet', async () => {
    const summary = await importCatalogFile(database, feed('good.csv', [HEADER, ...GOOD_ROWS].join('\n')), {
      today: '2025-03-15',
    });
    expect(summary).toEqual({ imported: 2, rejected: 0 });

    const [resistor] = await rows<{
      id: number;
      sort_price: string;
      price_precision: number;
      symbol_key: string;
    }>(`SELECT id, sort_price, price_precision, symbol_key FROM products WHERE symbol = 'RC0603FR-0710KL'`);
    expect(Number(resistor.sort_price)).toBe(0.0123);
    expect(resistor.price_precision).toBe(4);
    expect(resistor.symbol_key).toBe('RC0603FR0710KL');
    const parameters = await rows<{ name: string; value_si: number | null; display: string }>(
      `SELECT p.name, v.value_si, v.display FROM product_parameters v JOIN parameters p ON p.id = v.parameter_id WHERE v.product_id = ${resistor.id} ORDER BY p.name`,
    );
    expect(parameters).toEqual([
      { name: 'Case', value_si: null, display: '0603' },
      { name: 'Power', value_si: 0.1, display: '0.1 W' },
      { name: 'Resistance', value_si: 10_000, display: '10 kΩ' },
      { name: 'Tolerance', value_si: 1, display: '1 %' },
    ]);
    const leaf = await rows<{ depth: number; path: string }>(
      `SELECT c.depth, (SELECT string_agg(a.names->>'en', ' > ' ORDER BY a.depth) FROM categories a WHERE a.id = ANY(c.path_ids)) AS path
       FROM categories c JOIN products p ON p.category_id = c.id WHERE p.id = ${resistor.id}`,
    );
    expect(leaf).toEqual([{ depth: 3, path: 'Passive components > Resistors > SMD resistors' }]);
    expect(await rows(`SELECT url FROM product_documents`)).toEqual([
      { url: '/Document/0123456789abcdef0123456789abcdef/RC0603FR-0710KL.pdf' },
    ]);
    // A shop started on this database keeps the imported catalogue instead of seeding over it.
    expect(await needsSeed(database)).toBe(false);
  });

  it('imports JSON lines, numbers as numbers', async () => {
    const jsonl = [
      {
        symbol: 'BC547B-ONS',
        manufacturer: 'onsemi',
        manufacturerSymbol: 'BC547B',
        category: 'Semiconductors > Transistors > Bipolar transistors',
        description: 'Transistor: NPN; TO92',
        unit: 'ST',
        minimumQuantity: 10,
        multiples: 10,
        priceBreaks: '10:0.21|100:0.15|1000:0.09',
        stock: 5000,
        parameters: 'Voltage=45 V|Current=100 mA',
        datasheetUrl: '',
        flags: '',
      },
      {
        symbol: 'LGY-1X0.5-BK',
        manufacturer: 'LAPP',
        manufacturerSymbol: '',
        category: 'Cables and wires > Wires > Installation wires',
        description: 'Wire; 1x0.5mm²; black',
        unit: 'M',
        minimumQuantity: 1,
        multiples: 1,
        priceBreaks: '1:0.62|100:0.48|500:0.41',
        stock: 0,
        parameters: 'Cross-section=1x0.5mm²',
        datasheetUrl: '',
        flags: 'SALE',
      },
    ]
      .map((r) => JSON.stringify(r))
      .join('\n');
    const summary = await importCatalogFile(database, feed('good.jsonl', `${jsonl}\n`));
    expect(summary).toEqual({ imported: 2, rejected: 0 });
    expect(await rows(`SELECT symbol, manufacturer_symbol, unit FROM products ORDER BY symbol`)).toEqual([
      { symbol: 'BC547B-ONS', manufacturer_symbol: 'BC547B', unit: 'ST' },
      { symbol: 'LGY-1X0.5-BK', manufacturer_symbol: 'LGY-1X0.5-BK', unit: 'M' },
    ]);
    expect(await rows(`SELECT value_si FROM product_parameters WHERE display = '100 mA'`)).toEqual([
      { value_si: 0.1 },
    ]);
  });

  it('leaves the database exactly as it was when the same feed is imported again', async () => {
    const file = feed('good.csv', [HEADER, ...GOOD_ROWS].join('\n'));
    await importCatalogFile(database, file, { today: '2025-03-15' });
    const first = await snapshot();
    await importCatalogFile(database, file, { today: '2025-03-15' });
    expect(await snapshot()).toEqual(first);
  });

  it('updates the price of an existing product and records the lower price of the day', async () => {
    await importCatalogFile(database, feed('a.csv', [HEADER, ...GOOD_ROWS].join('\n')), {
      today: '2025-03-15',
    });
    const cheaper = GOOD_ROWS[1].replace('1:1.52|10:1.21|100:0.95', '1:1.40|10:1.10|50:0.99|100:0.90');
    await importCatalogFile(database, feed('b.csv', [HEADER, cheaper].join('\n')), { today: '2025-03-15' });
    const breaks = await rows<{ amount: number; net_price_pln: string }>(
      `SELECT b.amount, b.net_price_pln FROM price_breaks b JOIN products p ON p.id = b.product_id WHERE p.symbol = 'NE555P-TI' ORDER BY amount`,
    );
    expect(breaks.map((b) => [b.amount, Number(b.net_price_pln)])).toEqual([
      [1, 1.4],
      [10, 1.1],
      [50, 0.99],
      [100, 0.9],
    ]);
    expect(
      (await rows<{ sort_price: string }>(`SELECT sort_price FROM products WHERE symbol = 'NE555P-TI'`))[0]
        .sort_price,
    ).toMatch(/^1\.40*$/);
    expect(await rows(`SELECT count(*)::int AS n FROM products`)).toEqual([{ n: 2 }]);
    const history = await rows<{ net_price_pln: string }>(
      `SELECT h.net_price_pln FROM price_history h JOIN products p ON p.id = h.product_id WHERE p.symbol = 'NE555P-TI'`,
    );
    expect(history.map((h) => Number(h.net_price_pln))).toEqual([1.4]);
  });

  it('rejects each bad row with its line and reason, imports the good ones, and writes nothing of a bad row', async () => {
    const bad = (
      changes: Partial<Record<'symbol' | 'unit' | 'minimumQuantity' | 'multiples' | 'priceBreaks', string>>,
    ) => {
      const fields = GOOD_ROWS[1].split(',');
      const columns = HEADER.split(',');
      for (const [key, value] of Object.entries(changes)) fields[columns.indexOf(key)] = value!;
      fields[0] = changes.symbol ?? `BAD-${Object.keys(changes).join('-')}`;
      return fields.join(',');
    };
    const lines = [
      HEADER, // line 1
      GOOD_ROWS[0], // 2
      bad({ unit: 'PCS' }), // 3
      bad({ priceBreaks: '1.5:1.52|10:1.21' }), // 4
      bad({ priceBreaks: '1:abc|10:1.21' }), // 5
      bad({ priceBreaks: '10:1.52|1:1.21' }), // 6
      bad({ minimumQuantity: '15', multiples: '10' }), // 7
      bad({ symbol: '' }), // 8
      GOOD_ROWS[1], // 9
    ];
    const rejections: RowRejection[] = [];
    const summary = await importCatalogFile(database, feed('mixed.csv', lines.join('\n')), {
      onRejected: (r) => rejections.push(r),
    });
    expect(summary).toEqual({ imported: 2, rejected: 6 });
    expect(rejections.map((r) => r.line)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(rejections[0].reason).toMatch(/unknown unit "PCS"/);
    expect(rejections[1].reason).toMatch(/amount "1.5" is not a positive integer/);
    expect(rejections[2].reason).toMatch(/price "abc" is not a number/);
    expect(rejections[3].reason).toMatch(/not ascending/);
    expect(rejections[4].reason).toMatch(/minimumQuantity 15 is not a multiple of multiples 10/);
    expect(rejections[5].reason).toMatch(/missing symbol/);
    expect(await rows(`SELECT symbol FROM products ORDER BY symbol`)).toEqual([
      { symbol: 'NE555P-TI' },
      { symbol: 'RC0603FR-0710KL' },
    ]);
  });

  it('reports unreadable JSON lines by number', async () => {
    const rejections: RowRejection[] = [];
    const good = JSON.stringify({
      symbol: 'X1',
      manufacturer: 'Acme',
      manufacturerSymbol: 'X1',
      category: 'Misc',
      description: 'Part',
      unit: 'ST',
      minimumQuantity: 1,
      multiples: 1,
      priceBreaks: '1:2',
      stock: 1,
      parameters: '',
      datasheetUrl: '',
      flags: 'WHATEVER',
    });
    const summary = await importCatalogFile(database, feed('bad.ndjson', `{not json\n\n${good}\n`), {
      onRejected: (r) => rejections.push(r),
    });
    expect(summary).toEqual({ imported: 0, rejected: 2 });
    expect(rejections).toEqual([
      { line: 1, reason: 'the line is not valid JSON' },
      { line: 3, reason: 'unknown flag WHATEVER' },
    ]);
  });
});
