import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BomPreview } from '../../../common/contracts/bom-files';
import type { RfqDetails } from '../../../common/contracts/rfq';
import { LANGUAGES } from '../../../common/markets';
import { readBomFile, readSpreadsheetRows } from '../bom-files';
import { xlsxOf } from '../bom-files/bom-files.fixtures';
import { orderableProducts, setStock } from '../ordering/checkout.fixtures';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { RFQ_EXAMPLE_LINES, RFQ_EXAMPLE_TYPES } from './rfq.files';

/** The files of requests for quote (issue 18): preview of a BOM, example files, exports of a quote and a list. */
let t: TestApp;
let company: Client;
let person: Client;
let anonymous: Client;
let products: Array<{ id: number; symbol: string }>;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 60, demoAccounts: true });
  company = new Client(t.app);
  person = new Client(t.app);
  anonymous = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  await person.login('person@demo.shop', DEMO_PASSWORD);
  products = await orderableProducts(t.database.db, 3);
  for (const p of products) await setStock(t.database.db, p.id, 100_000);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const preview = (client: Client, bytes: Buffer, query: Record<string, string> = {}) =>
  client.request({
    method: 'POST',
    url: `/ajax/rfq/file-preview?${new URLSearchParams({ fileName: 'bom.xlsx', ...query })}`,
    payload: bytes,
    headers: { 'content-type': XLSX_TYPE },
  });

const example = (client: Client, type: string, language = 'en') =>
  client.request({
    method: 'POST',
    url: `/rfq/example/${type}?language=${language}`,
    headers: { 'sec-fetch-site': 'same-origin', 'x-requested-with': '' },
  });

/** A download button's form post from our own page (the browser says it is same-origin). */
const download = (client: Client, url: string, body?: unknown) =>
  client.request({
    method: 'POST',
    url,
    payload: body as never,
    headers: { 'sec-fetch-site': 'same-origin' },
  });

describe('RFQ file preview', () => {
  it('reads several quantity columns, a target price and designators into editor lines', async () => {
    const file = await xlsxOf([
      ['Quote request for board C'],
      [],
      ['MPN', 'Qty 1', 'Qty 2', 'Target price', 'Designator'],
      [products[0]!.symbol, 100, 1000, 0.5, 'R1, R2'],
      ['ACME-123', 10, 'x', null, 'U4'],
    ]);
    const res = await preview(company, file);
    expect(res.statusCode, res.body).toBe(200);
    const { reading, lines } = res.json<BomPreview>();
    expect(reading.headerRow).toBe(3);
    expect(lines).toEqual([
      expect.objectContaining({
        row: 4,
        query: products[0]!.symbol,
        amounts: [100, 1000],
        targetPrice: '0.5',
        note: 'R1, R2',
      }),
    ]);
    expect(reading.errors).toEqual([expect.objectContaining({ row: 5, key: 'bomFiles.rows.badQuantity' })]);
  });

  it('is a customer’s call, refuses bad files with a 4xx, and does not take JSON', async () => {
    const file = await xlsxOf([
      ['MPN', 'Qty'],
      ['X1', 1],
    ]);
    expect((await preview(anonymous, file)).statusCode).toBe(401);
    const locked = await preview(company, Buffer.from('PK\u0003\u0004broken'));
    expect(locked.statusCode).toBe(422);
    expect((await preview(company, Buffer.alloc(10 * 1024 * 1024, 66))).statusCode).toBe(413);
    const json = await company.post('/ajax/rfq/file-preview', { lines: [] });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
  });
});

describe('RFQ example files', () => {
  it.each(RFQ_EXAMPLE_TYPES)('the %s example in every language reads back to its lines', async (type) => {
    for (const language of LANGUAGES) {
      const res = await example(anonymous, type, language);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="rfq-example.${type}"`);
      const reading = await readBomFile({
        bytes: res.rawPayload,
        fileName: `rfq-example.${type}`,
        market: { country: 'pl' },
      });
      expect(reading.warnings.filter((w) => w.key !== 'bomFiles.warnings.designatorCount')).toEqual([]);
      expect(reading.errors).toEqual([]);
      expect(
        reading.lines.map((l) => [l.query, l.amounts, l.targetPrice === null ? null : Number(l.targetPrice)]),
      ).toEqual(RFQ_EXAMPLE_LINES.map((l) => [l.mpn, [...l.amounts], l.targetPrice]));
      expect(reading.lines[0]!.note).toBe('Q1, Q2');
      expect(reading.lines.map((l) => l.manufacturer)).toEqual(RFQ_EXAMPLE_LINES.map((l) => l.manufacturer));
    }
  });

  it('is worded in the page’s language and refuses an unknown type or a foreign form', async () => {
    const res = await example(anonymous, 'csv', 'de');
    expect(res.body).toContain('Herstellerteilenummer');
    expect((await example(anonymous, 'pdf')).statusCode).toBe(422);
    const foreign = await anonymous.request({
      method: 'POST',
      url: '/rfq/example/csv',
      headers: { 'sec-fetch-site': 'cross-site', 'x-requested-with': '' },
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('RFQ exports', () => {
  async function quoted(): Promise<RfqDetails> {
    const res = await company.post('/ajax/rfq/details', {
      title: 'Export me',
      reference: 'PO-9',
      note: '',
      lines: [
        { query: products[0]!.symbol, amounts: [10, 100] },
        { query: 'UNKNOWN-PART-1', amounts: [5] },
      ],
      send: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const rfq = res.json<RfqDetails>();
    const staff = t.services.rfqStaff;
    const id = (await staff.idOf(rfq.number))!;
    await staff.claim(id, 'shop');
    await staff.priceLine(
      id,
      1,
      [
        {
          symbol: products[0]!.symbol,
          breaks: [
            { amount: 10, unitPrice: '1.50' },
            { amount: 100, unitPrice: '1.10' },
          ],
          leadTimeDays: 3,
        },
      ],
      'shop',
    );
    await staff.priceLine(
      id,
      2,
      [
        {
          symbol: products[1]!.symbol,
          alternative: true,
          breaks: [{ amount: 5, unitPrice: '0.25' }],
          leadTimeDays: 7,
        },
      ],
      'shop',
    );
    await staff.sendQuote(id, new Date(Date.now() + 14 * 86_400_000), 'shop');
    return rfq;
  }

  it('a quote as XLSX and XLS: lines, offered products, breaks, prices, lead times, validity', async () => {
    const rfq = await quoted();
    const xlsx = await download(
      company,
      `/ajax/rfq/details/${rfq.rfqCrcToken}/export?format=xlsx&language=pl`,
    );
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const sheet = (await readSheet(xlsx.rawPayload)) as unknown[][];
    expect(sheet[0]).toContain('Oferowany produkt');
    const body = sheet.slice(1).map((r) => [r[3], r[4], r[10], r[12], r[13], r[14], r[15]]);
    expect(body).toEqual([
      [1, products[0]!.symbol, products[0]!.symbol, 'nie', 10, 1.5, 3],
      [1, products[0]!.symbol, products[0]!.symbol, 'nie', 100, 1.1, 3],
      [2, 'UNKNOWN-PART-1', products[1]!.symbol, 'tak', 5, 0.25, 7],
    ]);
    expect(String(sheet[1]![2])).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const xls = await download(company, `/ajax/rfq/details/${rfq.rfqCrcToken}/export?format=xls&language=en`);
    expect(xls.statusCode, xls.body).toBe(200);
    expect(xls.headers['content-type']).toBe('application/vnd.ms-excel');
    const { format, rows } = await readSpreadsheetRows(xls.rawPayload, { maxBytes: 1 << 20, maxRows: 100 });
    expect(format).toBe('xls');
    expect(rows[0]).toContain('Offered product');
    expect(rows.slice(1).map((r) => [r[4], r[10], r[13], r[14]])).toEqual([
      [products[0]!.symbol, products[0]!.symbol, '10', '1.5'],
      [products[0]!.symbol, products[0]!.symbol, '100', '1.1'],
      ['UNKNOWN-PART-1', products[1]!.symbol, '5', '0.25'],
    ]);
  });

  it('another customer’s quote is not found; a visitor is refused; an unknown format is a 4xx', async () => {
    const rfq = await quoted();
    expect(
      (await download(person, `/ajax/rfq/details/${rfq.rfqCrcToken}/export?format=xlsx`)).statusCode,
    ).toBe(404);
    expect(
      (await download(anonymous, `/ajax/rfq/details/${rfq.rfqCrcToken}/export?format=xlsx`)).statusCode,
    ).toBe(401);
    const bad = await download(company, `/ajax/rfq/details/${rfq.rfqCrcToken}/export?format=pdf`);
    expect(bad.statusCode).toBe(422);
  });

  it('the filtered list as XLSX and XLS, only the customer’s own requests', async () => {
    const rfq = await quoted();
    const xlsx = await download(company, '/ajax/rfq/search/export/xlsx?language=en', { q: 'Export me' });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const sheet = (await readSheet(xlsx.rawPayload)) as unknown[][];
    expect(sheet[0]).toEqual(['Request', 'Title', 'Reference', 'State', 'Lines', 'Created', 'Valid until']);
    expect(sheet.slice(1).map((r) => r[0])).toContain(rfq.number);
    expect(sheet.slice(1).every((r) => r[1] === 'Export me')).toBe(true);
    const xls = await download(company, '/ajax/rfq/search/export/xls', { state: 'quoted' });
    expect(xls.statusCode).toBe(200);
    const { rows } = await readSpreadsheetRows(xls.rawPayload, { maxBytes: 1 << 20, maxRows: 1000 });
    expect(rows.slice(1).map((r) => r[0])).toContain(rfq.number);
    const theirs = await download(person, '/ajax/rfq/search/export/xlsx', {});
    const their = (await readSheet(theirs.rawPayload)) as unknown[][];
    expect(their.slice(1).map((r) => r[0])).not.toContain(rfq.number);
    expect((await download(company, '/ajax/rfq/search/export/csv', {})).statusCode).toBe(422);
  });
});
