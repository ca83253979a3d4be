/**
 * The feed's lifecycle and compliance columns (ADR 075): optional, validated per row with a message
 * naming the field and the value, normalised (HTS dots, upper-case country), and a re-import that
 * changes them rewrites the product.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../../db/client';
import { parseFeedRecord } from './catalog-import.parse';
import { importCatalogFile, type RowRejection } from './catalog-import.service';

const BASE =
  'symbol,manufacturer,manufacturerSymbol,category,description,unit,minimumQuantity,multiples,priceBreaks,stock,parameters,datasheetUrl,flags';
const HEADER = `${BASE},lifecycle,lastTimeBuyDate,replacementSymbol,rohs,reach,eccn,htsCode,countryOfOrigin,msl`;
const PART = (symbol: string) =>
  `${symbol},Texas Instruments,${symbol},Semiconductors > Integrated circuits > Timers,IC: timer; DIP-8,ST,1,1,1:1.52|10:1.21,340,Type=timer,,`;

let dir: string;
let database: Database;

function feed(name: string, lines: string[]): string {
  const file = path.join(dir, name);
  writeFileSync(file, lines.join('\n'));
  return file;
}

async function rows<T>(query: string): Promise<T[]> {
  return ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

const COLUMNS = `symbol, lifecycle, last_time_buy_date::text AS ltb, replacement_symbol, rohs, reach, eccn, hts_code, country_of_origin, msl`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'catalog-import-compliance-'));
  database = await openDatabase({});
  await migrateDatabase(database);
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.exec(
    'TRUNCATE price_history, product_documents, price_breaks, product_parameters, products, parameters, manufacturers, categories RESTART IDENTITY CASCADE',
  );
});

describe('feed lifecycle and compliance columns', () => {
  it('imports them, normalised, and defaults a feed that leaves them out', async () => {
    const summary = await importCatalogFile(
      database,
      feed('good.csv', [
        HEADER,
        `${PART('NE555P')},obsolete,2024-06-30,NE555DR,not_compliant,contains_svhc,EAR99,8542390090,de,3`,
        `${PART('NE555DR')},ACTIVE,,,compliant,svhc_free,5a991,8542.39.0090,,1`,
        `${PART('LM358P')},ltb,2027-03-31,LM358DR,exemption,unknown,3A991.a.2,8542.39,MY,`,
      ]),
    );
    expect(summary).toEqual({ imported: 3, rejected: 0 });
    expect(await rows(`SELECT ${COLUMNS} FROM products ORDER BY symbol`)).toEqual([
      {
        symbol: 'LM358P',
        lifecycle: 'ltb',
        ltb: '2027-03-31',
        replacement_symbol: 'LM358DR',
        rohs: 'exemption',
        reach: 'unknown',
        eccn: '3A991.a.2',
        hts_code: '8542.39',
        country_of_origin: 'MY',
        msl: null,
      },
      {
        symbol: 'NE555DR',
        lifecycle: 'active',
        ltb: null,
        replacement_symbol: null,
        rohs: 'compliant',
        reach: 'svhc_free',
        eccn: '5A991',
        hts_code: '8542.39.0090',
        country_of_origin: null,
        msl: 1,
      },
      {
        symbol: 'NE555P',
        lifecycle: 'obsolete',
        ltb: '2024-06-30',
        replacement_symbol: 'NE555DR',
        rohs: 'not_compliant',
        reach: 'contains_svhc',
        eccn: 'EAR99',
        hts_code: '8542.39.0090',
        country_of_origin: 'DE',
        msl: 3,
      },
    ]);

    // A feed of the older columns only: the defaults.
    await importCatalogFile(database, feed('old.csv', [BASE, PART('NE555P')]));
    expect(await rows(`SELECT ${COLUMNS} FROM products WHERE symbol = 'NE555P'`)).toEqual([
      {
        symbol: 'NE555P',
        lifecycle: 'active',
        ltb: null,
        replacement_symbol: null,
        rohs: 'unknown',
        reach: 'unknown',
        eccn: null,
        hts_code: null,
        country_of_origin: null,
        msl: null,
      },
    ]);
  });

  it('rejects bad values row by row, each with its field and value, and imports the rest', async () => {
    const rejected: RowRejection[] = [];
    const summary = await importCatalogFile(
      database,
      feed('bad.csv', [
        HEADER,
        `${PART('OK1')},nrnd,,OK2,compliant,svhc_free,EAR99,8541.21.0075,CN,2`,
        `${PART('BAD1')},dead,,,,,,,,`,
        `${PART('BAD2')},active,,,green,,,,,`,
        `${PART('BAD3')},active,,,,,,85.41,,`,
        `${PART('BAD4')},active,,,,,,,Germany,`,
        `${PART('BAD5')},active,,,,,,,,7`,
        `${PART('BAD6')},ltb,,,,,,,,`,
        `${PART('BAD7')},active,,OK1,,,,,,`,
        `${PART('BAD8')},ltb,2027-02-30,,,,,,,`,
        `${PART('BAD9')},active,,,,,XYZ,,,`,
        `${PART('BAD10')},obsolete,,BAD10,,,,,,`,
        `${PART('BAD11')},active,2027-01-01,,,,,,,`,
      ]),
      { onRejected: (r) => rejected.push(r) },
    );
    expect(summary).toEqual({ imported: 1, rejected: 11 });
    expect(rejected.map((r) => [r.line, r.reason])).toEqual([
      [3, 'lifecycle "dead" is not one of active, nrnd, ltb, obsolete'],
      [4, 'rohs "green" is not one of compliant, exemption, not_compliant, unknown'],
      [5, 'htsCode "85.41" is not a valid htsCode (e.g. 8541.21.0075)'],
      [6, 'countryOfOrigin "GERMANY" is not a valid countryOfOrigin (e.g. DE, CN)'],
      [7, 'msl "7" is not a moisture sensitivity level 1 to 6'],
      [8, 'lifecycle ltb needs a lastTimeBuyDate'],
      [9, 'replacementSymbol is only for lifecycle nrnd, ltb, obsolete, not active'],
      [10, 'lastTimeBuyDate "2027-02-30" is not a date (YYYY-MM-DD)'],
      [11, 'eccn "XYZ" is not a valid eccn (e.g. EAR99, 5A991)'],
      [12, 'replacementSymbol names the product itself'],
      [13, 'lastTimeBuyDate is only for lifecycle ltb or obsolete, not active'],
    ]);
    expect(await rows(`SELECT symbol FROM products`)).toEqual([{ symbol: 'OK1' }]);
  });

  it('a re-import that changes only the classifications rewrites the product', async () => {
    const file = (rohs: string) =>
      feed(`rohs-${rohs}.csv`, [HEADER, `${PART('NE555P')},active,,,${rohs},,,,,`]);
    await importCatalogFile(database, file('unknown'));
    await importCatalogFile(database, file('compliant'));
    expect(await rows(`SELECT rohs FROM products`)).toEqual([{ rohs: 'compliant' }]);
  });

  it('reads JSON lines with numbers as the CSV does', () => {
    const parsed = parseFeedRecord({
      symbol: 'X1',
      manufacturer: 'M',
      category: 'A > B',
      description: 'Part',
      unit: 'ST',
      minimumQuantity: 1,
      multiples: 1,
      priceBreaks: '1:1',
      stock: 0,
      parameters: '',
      datasheetUrl: '',
      flags: '',
      msl: 3,
      htsCode: '854231',
      countryOfOrigin: 'tw',
    });
    expect(parsed).toMatchObject({ ok: true, row: { msl: 3, htsCode: '8542.31', countryOfOrigin: 'TW' } });
  });
});
