import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BomReading } from '../../../common/contracts/bom-files';
import type { QuickBuyList } from '../../../common/contracts/quickbuy';
import type { ErrorBody } from '../../../common/errors';
import { protectedXlsx, xlsOf, xlsxOf, zipOf } from '../bom-files/bom-files.fixtures';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';

/** Quick buy's `file` source (issue 18, ADR 046/047): a BOM file read, matched, priced and its mapping checked. */
let t: TestApp;
let company: Client;
let other: Client;
let visitor: Client;
let parts: Array<{ symbol: string; manufacturerSymbol: string }>;

type Answer = { list: QuickBuyList; reading: BomReading };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function upload(client: Client, bytes: Buffer, query: Record<string, string> = {}, type = XLSX_TYPE) {
  const search = new URLSearchParams({ fileName: 'bom.xlsx', ...query });
  return client.request({
    method: 'POST',
    url: `/ajax/quickbuy/read-products/file?${search}`,
    payload: bytes,
    headers: { 'content-type': type, 'accept-language': 'pl' },
  });
}

async function ok(promise: ReturnType<typeof upload>): Promise<Answer> {
  const res = await promise;
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Answer>();
}

async function refused(promise: ReturnType<typeof upload>, status: number): Promise<ErrorBody> {
  const res = await promise;
  expect(res.statusCode, res.body).toBe(status);
  return res.json<ErrorBody>();
}

/** A BOM as buyers send it: a title, a blank row, the header on row 3, designators, one bad quantity. */
const bom = () =>
  xlsxOf([
    ['Board rev. B', null, null],
    [null, null, null],
    ['Manufacturer Part Number', 'Qty', 'Designator'],
    [parts[0]!.manufacturerSymbol, 4, 'R1, R2, R3, R4'],
    [parts[1]!.manufacturerSymbol, 'lots', 'C1'],
    [parts[2]!.manufacturerSymbol, 2, 'U1, U2'],
  ]);

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 120, demoAccounts: true });
  company = new Client(t.app);
  other = new Client(t.app);
  visitor = new Client(t.app);
  for (const [client, login] of [
    [company, 'company@demo.shop'],
    [other, 'soletrader@demo.shop'],
  ] as const) {
    expect((await client.login(login, DEMO_PASSWORD)).statusCode).toBe(200);
  }
  const result = await t.services.database.db.execute(sql`
    SELECT symbol, manufacturer_symbol AS "manufacturerSymbol" FROM products p
    WHERE manufacturer_symbol <> '' AND 'SHOW_PRICE' = ANY(permissions)
      AND NOT flags && ARRAY['NOT_IN_OFFER','PRODUCT_BLOCKED']::text[]
      AND EXISTS (SELECT 1 FROM price_breaks b WHERE b.product_id = p.id)
      AND NOT EXISTS (SELECT 1 FROM products q WHERE q.id <> p.id AND (q.manufacturer_symbol_key = p.manufacturer_symbol_key
        OR q.symbol_key = p.manufacturer_symbol_key))
      AND minimum_quantity = 1 AND multiples = 1
    ORDER BY id LIMIT 6`);
  parts = (result as unknown as { rows: typeof parts }).rows;
  expect(parts.length).toBe(6);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('quick buy from a file', () => {
  it('finds the header on row 3, matches and prices the lines, keeps designators as notes and lists a bad row', async () => {
    const { list, reading } = await ok(upload(visitor, await bom()));
    expect(reading.headerRow).toBe(3);
    expect(reading.columns.map((c) => [c.index, c.field, c.detectedBy])).toEqual([
      [0, 'mpn', 'header'],
      [1, 'quantity', 'header'],
      [2, 'designators', 'header'],
    ]);
    expect(reading.preview[0]).toEqual({ row: 1, cells: ['Board rev. B'] });
    expect(reading.errors).toEqual([
      expect.objectContaining({ row: 5, key: 'bomFiles.rows.badQuantity', params: { value: 'lots' } }),
    ]);
    expect(reading).toMatchObject({ rememberable: false, remembered: false, lineCount: 2 });
    expect(list.lines.map((l) => [l.row, l.productSymbol, l.requested, l.note])).toEqual([
      [4, parts[0]!.symbol, 4, 'R1, R2, R3, R4'],
      [6, parts[2]!.symbol, 2, 'U1, U2'],
    ]);
    expect(Number(list.totals.net)).toBeGreaterThan(0);
  });

  it('finds the part column by its values when the header does not name it', async () => {
    const file = await xlsxOf([['Pos', 'Teil', 'Stk'], ...parts.map((p, i) => [i + 1, p.symbol, 3])]);
    const { list, reading } = await ok(upload(visitor, file));
    expect(reading.columns.find((c) => c.index === 1)).toMatchObject({
      field: 'symbol',
      detectedBy: 'content',
    });
    expect(list.lines.map((l) => l.productSymbol)).toEqual(parts.map((p) => p.symbol));
  });

  it('reads again with the buyer’s mapping, and remembers it for the customer only', async () => {
    const file = await xlsxOf([
      ['Part', 'Zzz', 'Count'],
      [parts[3]!.manufacturerSymbol, 'spare', 7],
      [parts[4]!.manufacturerSymbol, 'main', 9],
    ]);
    const mapping = {
      headerRow: 1,
      columns: [
        { index: 0, field: 'mpn' },
        { index: 1, field: 'note' },
        { index: 2, field: 'quantity' },
      ],
    };
    const first = await ok(upload(company, file));
    expect(first.reading.rememberable).toBe(true);
    const edited = await ok(upload(company, file, { mapping: JSON.stringify(mapping), remember: '1' }));
    expect(edited.reading).toMatchObject({ remembered: true, mapping });
    expect(edited.list.lines.map((l) => [l.productSymbol, l.requested, l.note])).toEqual([
      [parts[3]!.symbol, 7, 'spare'],
      [parts[4]!.symbol, 9, 'main'],
    ]);
    // The next file with these headers is read with the remembered mapping; another customer's is not.
    const again = await ok(upload(company, file));
    expect(again.reading.mapping).toEqual(mapping);
    expect(again.list.lines[0]!.note).toBe('spare');
    const theirs = await ok(upload(other, file));
    expect(theirs.list.lines[0]!.note).toBeNull();
    // A visitor may read but not remember.
    await refused(upload(visitor, file, { mapping: JSON.stringify(mapping), remember: '1' }), 401);
  });

  it('reads old .xls workbooks and CSV text', async () => {
    const xls = xlsOf([
      ['MPN', 'Qty'],
      [parts[5]!.manufacturerSymbol, 3],
    ]);
    const fromXls = await ok(upload(visitor, xls, { fileName: 'bom.xls' }, 'application/vnd.ms-excel'));
    expect(fromXls.list.lines.map((l) => [l.productSymbol, l.requested])).toEqual([[parts[5]!.symbol, 3]]);
    const csv = Buffer.from(`MPN;Qty\r\n${parts[0]!.manufacturerSymbol};11\r\n`);
    const fromCsv = await ok(upload(visitor, csv, { fileName: 'bom.csv' }, 'text/csv'));
    expect(fromCsv.reading.format).toBe('text');
    expect(fromCsv.list.lines.map((l) => l.requested)).toEqual([11]);
  });

  it('refuses bad files with a clear 4xx in the request’s language', async () => {
    const locked = await refused(upload(visitor, protectedXlsx()), 422);
    expect(locked.message).toMatch(/hasłem/);
    const bomb = zipOf([
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(40 * 1024 * 1024), declare: 100 },
    ]);
    await refused(upload(visitor, bomb), 422);
    await refused(upload(visitor, Buffer.from('PK\u0003\u0004 not really a zip')), 422);
    await refused(upload(visitor, Buffer.alloc(10 * 1024 * 1024, 65), {}, 'text/plain'), 413);
    const noParts = await refused(upload(visitor, Buffer.from('a;b\n;\n'), {}, 'text/csv'), 422);
    expect(noParts.message).not.toBe('');
    await refused(upload(visitor, await bom(), { mapping: '{not json' }), 422);
    await refused(
      upload(visitor, await bom(), {
        mapping: JSON.stringify({
          headerRow: 1,
          columns: [
            { index: 0, field: 'mpn' },
            { index: 0, field: 'note' },
          ],
        }),
      }),
      422,
    );
    // NUL in a text file is not a parts list.
    await refused(upload(visitor, Buffer.from('MPN;Qty\n\u0000\u0000;1\n'), {}, 'text/csv'), 422);
  });
});
