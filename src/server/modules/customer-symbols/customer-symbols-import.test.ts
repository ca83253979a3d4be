import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerSymbolList, ImportPreview } from '../../../common/contracts/customer-symbols';
import type { ErrorBody } from '../../../common/errors';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';

/** Import and export of whole files of customer symbols (issue 17), up to 10 000 and 50 000 lines. */
let t: TestApp;
let company: Client;
let person: Client;
let products: string[];

const LINES = 10_000;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: LINES, demoAccounts: true });
  company = new Client(t.app);
  person = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  await person.login('person@demo.shop', DEMO_PASSWORD);
  const result = (await t.services.database.db.execute(
    sql.raw('SELECT symbol FROM products ORDER BY id'),
  )) as unknown as { rows: Array<{ symbol: string }> };
  products = result.rows.map((r) => r.symbol);
  expect(products.length).toBe(LINES);
}, 600_000);
afterAll(async () => {
  await t?.close();
});

function upload(client: Client, url: string, file: Buffer | string, format: string, type = 'text/csv') {
  return client.request({
    method: 'POST',
    url: `/ajax/customer/symbols/${url}?format=${format}`,
    payload: file,
    headers: { 'content-type': type },
  });
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function total(client: Client): Promise<number> {
  return (await client.get('/ajax/customer/symbols')).json<CustomerSymbolList>().total;
}

describe('importing customer symbols', () => {
  it('previews a CSV with per-line errors and writes nothing while any line is wrong', async () => {
    await company.post('/ajax/customer/symbols', { productSymbol: products[100], symbol: 'KEPT-1' });
    const csv = [
      'Product symbol;Your symbol;Description',
      `${products[0]};A-1;"Quoted; with semicolon"`,
      `${products[1]};A-2;`,
      '',
      `NO-SUCH-PRODUCT-1;A-3;x`,
      `${products[2]};a 1;duplicate of line 2 after normalisation`,
      `${products[0]};A-4;same product as line 2`,
      `${products[3]};${'L'.repeat(51)};too long`,
      `${products[4]};;missing`,
      `${products[5]};KEPT-1;held by another product`,
      `${products[6]};A-7;${'d'.repeat(201)}`,
    ].join('\r\n');
    const res = await upload(company, 'import/preview', `\uFEFF${csv}`, 'csv');
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<ImportPreview>();
    expect(preview).toMatchObject({ lines: 9, valid: 2, invalid: 7 });
    expect(preview.sample[0]).toEqual({
      line: 2,
      productSymbol: products[0],
      symbol: 'A-1',
      description: 'Quoted; with semicolon',
    });
    expect(preview.errors.map((e) => [e.line, e.key])).toEqual([
      [5, 'unknownProduct'],
      [6, 'duplicateSymbol'],
      [7, 'duplicateProduct'],
      [8, 'symbolTooLong'],
      [9, 'missing'],
      [10, 'symbolTaken'],
      [11, 'descriptionTooLong'],
    ]);
    expect(preview.errors.find((e) => e.line === 6)!.params).toEqual({ symbol: 'a 1', line: 2 });

    const refused = await upload(company, 'import', csv, 'csv');
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorBody>().messageKey).toBe('customerSymbols.errors.importHasErrors');
    expect(await total(company)).toBe(1);
  });

  it('imports a tab-separated TXT; a product named again gets its new symbol, symbols may move', async () => {
    const txt = [
      `${products[100]}\tMOVED-1\tnew symbol for the product of KEPT-1`,
      `${products[101]}\tKEPT-1\t`,
    ].join('\n');
    const res = await upload(company, 'import', txt, 'txt', 'text/plain');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 2 });
    const list = (await company.get('/ajax/customer/symbols?perPage=50')).json<CustomerSymbolList>();
    expect(list.elements.map((e) => [e.symbol, e.product.symbol])).toEqual([
      ['KEPT-1', products[101]],
      ['MOVED-1', products[100]],
    ]);
  });

  it('imports an XLSX workbook, numbers and all', async () => {
    const workbook = await writeXlsxFile([
      [{ value: 'Symbol' }, { value: 'Your symbol' }, { value: 'Description' }],
      [{ value: products[200] }, { value: 4711 }, { value: 'number cell' }],
      [{ value: products[201] }, { value: 'X-201' }, null],
    ]).toBuffer();
    const preview = (
      await upload(company, 'import/preview', workbook, 'xlsx', XLSX_TYPE)
    ).json<ImportPreview>();
    expect(preview).toMatchObject({ lines: 2, valid: 2, invalid: 0 });
    const res = await upload(company, 'import', workbook, 'xlsx', 'application/octet-stream');
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await company.get('/ajax/customer/symbols?q=4711')).json<CustomerSymbolList>().elements[0]!.product
        .symbol,
    ).toBe(products[200]);
  });

  it('refuses files it cannot read with a clear 4xx, and visitors', async () => {
    const refusals: Array<[Buffer | string, string, number, string]> = [
      [
        Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]),
        'xlsx',
        422,
        'unreadableXlsx',
      ],
      ['plain text called xlsx', 'xlsx', 422, 'unreadableXlsx'],
      [
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]),
        'csv',
        422,
        'bomFiles.errors.unreadableXls',
      ],
      ['anything', 'xls', 422, 'bomFiles.errors.unreadableXls'],
      [Buffer.from([0x41, 0xff, 0xfe, 0x3b, 0x42]), 'csv', 422, 'notText'],
      ['a;b\u0000;c', 'csv', 422, 'notText'],
      ['\r\n\r\n;;\r\n', 'csv', 422, 'emptyFile'],
      ['a;"unclosed\nb;c', 'csv', 422, 'unreadableText'],
      [Buffer.alloc(16 * 1024 * 1024 + 1, 0x41), 'csv', 413, 'fileTooLarge'],
    ];
    for (const [file, format, status, key] of refusals) {
      const res = await upload(company, 'import/preview', file, format);
      expect(res.statusCode, `${key}: ${res.body.slice(0, 300)}`).toBe(status);
      expect(res.json<ErrorBody>().messageKey).toBe(
        key.includes('.') ? key : `customerSymbols.errors.${key}`,
      );
    }
    const huge = await upload(company, 'import/preview', Buffer.alloc(18 * 1024 * 1024, 0x41), 'csv');
    expect(huge.statusCode).toBe(413);
    expect((await upload(company, 'import/preview', 'a;b', 'pdf')).statusCode).toBe(422);
    expect((await upload(new Client(t.app), 'import', `${products[0]};Z`, 'csv')).statusCode).toBe(401);
    const json = await company.post('/ajax/customer/symbols/import?format=csv', { file: 'x' });
    expect(json.statusCode).toBe(422);
  });

  it('imports 10 000 lines at once, and re-imports them with the symbols moved', async () => {
    const before = await total(company);
    const file = products.map((p, i) => `${p};BULK-${i};line ${i}`).join('\n');
    const preview = (await upload(company, 'import/preview', file, 'csv')).json<ImportPreview>();
    expect(preview).toMatchObject({ lines: LINES, valid: LINES, invalid: 0, errors: [] });
    const res = await upload(company, 'import', file, 'csv');
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json()).toEqual({ imported: LINES });
    expect(await total(company)).toBe(LINES);
    expect(before).toBeLessThan(LINES);
    // Every product's symbol moves to the next product: no line clashes with a kept symbol.
    const shifted = products.map((p, i) => `${p};BULK-${(i + 1) % LINES};moved`).join('\n');
    const again = await upload(company, 'import', shifted, 'csv');
    expect(again.statusCode, again.body.slice(0, 300)).toBe(200);
    const first = (
      await company.get(`/ajax/customer/symbols?q=${encodeURIComponent(products[0]!)}`)
    ).json<CustomerSymbolList>();
    expect(first.elements.find((e) => e.product.symbol === products[0])!.symbol).toBe('BULK-1');
    // The other customer's symbols are untouched.
    expect(await total(person)).toBe(0);
  }, 120_000);

  it('reads a file of 50 000 lines: a whole preview, the errors counted, the list capped', async () => {
    const lines = Array.from(
      { length: 50_000 },
      (_, i) => `${i < LINES ? products[i] : `GONE-${i}`};P-${i};`,
    );
    const preview = await upload(person, 'import/preview', lines.join('\n'), 'csv');
    expect(preview.statusCode, preview.body.slice(0, 300)).toBe(200);
    expect(preview.json<ImportPreview>()).toMatchObject({ lines: 50_000, valid: LINES, invalid: 40_000 });
    expect(preview.json<ImportPreview>().errors).toHaveLength(200);
    const tooMany = await upload(person, 'import/preview', [...lines, 'ONE;MORE'].join('\n'), 'csv');
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json<ErrorBody>().messageKey).toBe('customerSymbols.errors.tooManyLines');
    expect(await total(person)).toBe(0);
  }, 120_000);
});

describe('exporting customer symbols', () => {
  it('exports CSV and XLSX that read back to the list, headings in the language asked', async () => {
    await person.post('/ajax/customer/symbols', {
      productSymbol: products[5],
      symbol: 'ROHS-5',
      description: '=HYPERLINK("http://x")',
    });
    await person.post('/ajax/customer/symbols', {
      productSymbol: products[6],
      symbol: 'Ω-6',
      description: 'µF ±5%',
    });
    const csv = await person.get('/ajax/customer/symbols/export?format=csv&language=pl');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('customer-symbols.csv');
    const rows = parse(csv.rawPayload.toString('utf8'), { bom: true, delimiter: ';' }) as string[][];
    expect(rows[0]!.slice(0, 3)).toEqual(['Symbol produktu', 'Twój symbol', 'Opis']);
    expect(rows.slice(1).map((r) => r.slice(0, 3))).toEqual([
      [products[5], 'ROHS-5', `'=HYPERLINK("http://x")`],
      [products[6], 'Ω-6', 'µF ±5%'],
    ]);
    const xlsx = await person.get('/ajax/customer/symbols/export?format=xlsx&language=de');
    expect(xlsx.statusCode).toBe(200);
    const sheet = await readSheet(xlsx.rawPayload);
    expect(sheet[0]!.slice(0, 2)).toEqual(['Produktsymbol', 'Ihre Nummer']);
    expect(sheet.slice(1).map((r) => r.slice(0, 3))).toEqual([
      [products[5], 'ROHS-5', '=HYPERLINK("http://x")'],
      [products[6], 'Ω-6', 'µF ±5%'],
    ]);
    // An exported file imports again as it is (its headings are skipped).
    const back = await upload(person, 'import/preview', xlsx.rawPayload, 'xlsx', XLSX_TYPE);
    expect(back.json<ImportPreview>()).toMatchObject({ lines: 2, valid: 2, invalid: 0 });
    expect((await new Client(t.app).get('/ajax/customer/symbols/export?format=csv')).statusCode).toBe(401);
    expect((await person.get('/ajax/customer/symbols/export?format=pdf')).statusCode).toBe(422);
  });
});
