import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerSymbolList, ImportPreview } from '../../../common/contracts/customer-symbols';
import type { ErrorBody } from '../../../common/errors';
import { protectedXlsx, xlsOf } from '../bom-files/bom-files.fixtures';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';

/** Issue 17's last gap: an old binary .xls imports through the BOM reader's XLS reading (ADR 036 amended). */
let t: TestApp;
let company: Client;
let products: string[];

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 20, demoAccounts: true });
  company = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  const result = (await t.services.database.db.execute(
    sql.raw('SELECT symbol FROM products ORDER BY id LIMIT 3'),
  )) as unknown as { rows: Array<{ symbol: string }> };
  products = result.rows.map((r) => r.symbol);
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const XLS_TYPE = 'application/vnd.ms-excel';
const upload = (url: string, file: Buffer, format: string) =>
  company.request({
    method: 'POST',
    url: `/ajax/customer/symbols/${url}?format=${format}`,
    payload: file,
    headers: { 'content-type': XLS_TYPE },
  });

describe('importing customer symbols from an old .xls', () => {
  it('previews and imports a real BIFF8 workbook written by SheetJS, headings skipped', async () => {
    const workbook = xlsOf([
      ['Product symbol', 'Your symbol', 'Description'],
      [products[0]!, 'XLS-1', 'from Excel 97'],
      [products[1]!, 4711, null],
    ]);
    expect(workbook.subarray(0, 4)).toEqual(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));
    const preview = await upload('import/preview', workbook, 'xls');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<ImportPreview>()).toMatchObject({ lines: 2, valid: 2, invalid: 0 });

    const imported = await upload('import', workbook, 'xls');
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json<{ imported: number }>()).toMatchObject({ imported: 2 });
    const list = (await company.get('/ajax/customer/symbols?q=XLS-1')).json<CustomerSymbolList>();
    expect(list.elements.map((e) => [e.symbol, e.product.symbol, e.description])).toEqual([
      ['XLS-1', products[0], 'from Excel 97'],
    ]);
    const numeric = (await company.get('/ajax/customer/symbols?q=4711')).json<CustomerSymbolList>();
    expect(numeric.elements[0]!.product.symbol).toBe(products[1]);
  });

  it('reads an .xls sent with another name by its bytes', async () => {
    const workbook = xlsOf([[products[2]!, 'XLS-3', '']]);
    const res = await upload('import/preview', workbook, 'csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportPreview>()).toMatchObject({ lines: 1, valid: 1 });
  });

  it('tells a password-protected workbook and a broken .xls apart, in the request’s language', async () => {
    const locked = await company.request({
      method: 'POST',
      url: '/ajax/customer/symbols/import/preview?format=xls',
      payload: protectedXlsx(),
      headers: { 'content-type': XLS_TYPE, 'accept-language': 'pl' },
    });
    expect(locked.statusCode).toBe(422);
    expect(locked.json<ErrorBody>()).toMatchObject({
      messageKey: 'bomFiles.errors.protected',
      message: 'Skoroszyt jest chroniony hasłem. Zapisz go bez hasła i wyślij ponownie.',
    });
    const broken = Buffer.concat([xlsOf([['a', 'b']]).subarray(0, 600), Buffer.alloc(600, 0xff)]);
    const res = await upload('import/preview', broken, 'xls');
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorBody>().messageKey).toBe('bomFiles.errors.unreadableXls');
  });
});
