import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryPage, DirectorySummary, PublicDirectory } from '../../../common/contracts/favourites';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';

/**
 * Print and export of saved lists with the customer's own symbols (issue 17): the PDF read back with
 * pdftotext, CSV and XLSX read back, the print routes, and what a public link leaves out.
 */
let t: TestApp;
let dir: string;
let company: Client;
let other: Client;
let visitor: Client;
let list: DirectorySummary;
let symbols: string[];

const NAME = 'Zażółć gęślą jaźń – Árvíztűrő tükörfúrógép';
const DESCRIPTION = 'Kondensator żółty ŐŰ: árvíztűrő, gęsty';
const OWN_SYMBOL = 'ŻÓŁW-ŐŰ-7';
const NOTE = 'notatka prywatna';

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.services.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A plain HTML form post of the shop's own page, as the print and export buttons send it. */
const formPost = (client: Client, url: string) =>
  client.request({
    method: 'POST',
    url,
    payload: '',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      'x-requested-with': '',
    },
  });

let files = 0;
function pdfText(bytes: Buffer, pages?: [number, number]): string {
  const file = path.join(dir, `list-${++files}.pdf`);
  writeFileSync(file, bytes);
  if (process.env.KEEP_PDF) writeFileSync(`${process.env.KEEP_PDF}-${files}.pdf`, bytes);
  const range = pages ? ['-f', String(pages[0]), '-l', String(pages[1])] : [];
  // Cells wrap: their words are compared with single spaces between them.
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-raw', ...range, file, '-'], {
    encoding: 'utf8',
  }).replace(/\s+/g, ' ');
}

async function pdfOf(client: Client, url: string): Promise<string> {
  const res = await formPost(client, url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(res.rawPayload);
}

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 400, demoAccounts: true });
  dir = mkdtempSync(path.join(tmpdir(), 'favourites-print-'));
  company = new Client(t.app);
  other = new Client(t.app);
  visitor = new Client(t.app);
  expect((await company.login('company@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
  expect((await other.login('soletrader@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
  const found = await rows<{ symbol: string }>(
    sql.raw(`SELECT symbol FROM products p WHERE 'SHOW_PRICE' = ANY(permissions) AND 'SHOW_STOCK' = ANY(permissions)
      AND NOT flags && ARRAY['NOT_IN_OFFER','PRODUCT_BLOCKED']::text[] AND minimum_quantity = 1 AND multiples = 1
      AND EXISTS (SELECT 1 FROM price_breaks b WHERE b.product_id = p.id AND b.amount = 1) ORDER BY id LIMIT 3`),
  );
  symbols = found.map((r) => r.symbol);
  expect(symbols).toHaveLength(3);
  // Letters of Polish and Hungarian in what the catalogue says, the list's name and the customer's symbol.
  await t.services.database.db.execute(
    sql`UPDATE products SET description = ${DESCRIPTION} WHERE symbol = ${symbols[0]!}`,
  );
  const created = await company.post('/ajax/favourites/directory', { name: NAME, note: 'Płytka główna' });
  expect(created.statusCode, created.body).toBe(201);
  list = created.json<DirectorySummary>();
  const added = await company.post('/ajax/favourites/item', {
    directoryId: list.directoryId,
    items: symbols.map((symbol, i) => ({ symbol, quantity: i + 2, note: i === 0 ? NOTE : undefined })),
  });
  expect(added.statusCode, added.body).toBe(201);
  const own = await company.post('/ajax/customer/symbols', {
    productSymbol: symbols[0],
    symbol: OWN_SYMBOL,
    description: 'nasz kondensator',
  });
  expect(own.statusCode, own.body).toBe(201);
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the customer’s own symbols on a list', () => {
  it('shows them on the owner’s list, never on the shared one', async () => {
    const page = (await company.get(`/ajax/favourites/directory/${list.directoryId}`)).json<DirectoryPage>();
    const bySymbol = new Map(page.items.map((i) => [i.symbol, i.customerSymbol]));
    expect(bySymbol.get(symbols[0]!)).toBe(OWN_SYMBOL);
    expect(bySymbol.get(symbols[1]!)).toBeNull();
    const shared = await company.get(`/ajax/new-favourites/${list.publicToken}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.json<PublicDirectory>().items[0]).not.toHaveProperty('customerSymbol');
    expect(shared.body).not.toContain(OWN_SYMBOL);
  });
});

describe('PDF', () => {
  it('exports the owner’s list: name, market, every column with the customer’s symbol, total, page numbers', async () => {
    const text = await pdfOf(company, `/profile/favourites/${list.directoryId}/export/pdf?language=pl`);
    expect(text).toContain('Zażółć gęślą jaźń');
    expect(text).toContain('Árvíztűrő tükörfúrógép');
    expect(text).toContain('Kondensator żółty ŐŰ');
    expect(text).toContain(OWN_SYMBOL);
    expect(text).toContain('Twój symbol');
    expect(text).toContain(NOTE);
    for (const symbol of symbols) expect(text).toContain(symbol);
    expect(text).toContain('Rynek: Polska, ceny netto w PLN');
    expect(text).toContain('Łączna wartość netto:');
    expect(text).toContain('Strona 1 z 1');
    expect(text).toContain('LISTA ULUBIONYCH');
  });

  it('is worded in each of the four languages', async () => {
    const expected = {
      en: ['Your symbol', 'Page 1 of 1', 'Total net value'],
      pl: ['Twój symbol', 'Strona 1 z 1', 'Łączna wartość netto'],
      de: ['Ihre Artikelnummer', 'Seite 1 von 1', 'Nettogesamtwert'],
      hu: ['Saját cikkszám', '1. oldal / 1', 'Nettó összérték'],
    };
    for (const [language, words] of Object.entries(expected)) {
      const text = await pdfOf(
        company,
        `/profile/favourites/${list.directoryId}/export/pdf?language=${language}`,
      );
      for (const word of words) expect(text, language).toContain(word);
    }
  });

  it('exports a shared list by token in the viewer’s market, without notes or anyone’s symbols', async () => {
    const text = await pdfOf(visitor, `/${list.publicToken}/favourites/export/pdf?country=hu&language=hu`);
    expect(text).toContain('Árvíztűrő tükörfúrógép');
    expect(text).toContain('Kondensator żółty ŐŰ');
    expect(text).toContain('HUF');
    expect(text).not.toContain(OWN_SYMBOL);
    expect(text).not.toContain('Saját cikkszám');
    expect(text).not.toContain(NOTE);
    // The owner looking at their own public link sees what everyone sees.
    const own = await pdfOf(company, `/${list.publicToken}/favourites/export/pdf`);
    expect(own).not.toContain(OWN_SYMBOL);
  });

  it('repeats the table header on every page of a long list and numbers the pages', async () => {
    const long = (
      await company.post('/ajax/favourites/directory', { name: 'Long list' })
    ).json<DirectorySummary>();
    const many = await rows<{ symbol: string }>(sql`SELECT symbol FROM products ORDER BY id LIMIT 300`);
    const added = await company.post('/ajax/favourites/item', {
      directoryId: long.directoryId,
      items: many.map((r) => ({ symbol: r.symbol, quantity: 1 })),
    });
    expect(added.statusCode, added.body).toBe(201);
    const res = await formPost(company, `/profile/favourites/${long.directoryId}/export/pdf?language=en`);
    expect(res.statusCode).toBe(200);
    const all = pdfText(res.rawPayload);
    const pages = Number(/Page 1 of (\d+)/.exec(all)?.[1]);
    expect(pages).toBeGreaterThan(3);
    for (const page of [2, pages]) {
      const text = pdfText(res.rawPayload, [page, page]);
      expect(text).toContain(`Page ${page} of ${pages}`);
      expect(text).toContain('List quantity');
      expect(text).toContain('SAVED LIST');
    }
    expect(pdfText(res.rawPayload, [pages, pages])).toContain('Total net value');
    // Long symbols wrap inside their cell (after a dash): compared without the line breaks.
    const joined = all.replace(/\s/g, '');
    for (const r of many) expect(joined).toContain(r.symbol.replace(/\s/g, ''));
  });

  it('refuses strangers and bad input: 404 for another customer, 401 for a visitor, 422, unknown token 404', async () => {
    expect((await formPost(other, `/profile/favourites/${list.directoryId}/export/pdf`)).statusCode).toBe(
      404,
    );
    expect((await formPost(visitor, `/profile/favourites/${list.directoryId}/export/pdf`)).statusCode).toBe(
      401,
    );
    expect((await formPost(company, `/profile/favourites/${list.directoryId}/export/pdfx`)).statusCode).toBe(
      422,
    );
    expect((await formPost(visitor, `/${'a'.repeat(39)}/favourites/export/pdf`)).statusCode).toBe(422);
    expect((await formPost(visitor, `/${'a'.repeat(40)}/favourites/export/pdf`)).statusCode).toBe(404);
  });
});

describe('CSV and XLSX with the customer’s symbol', () => {
  it('has the column in the owner’s CSV and XLSX', async () => {
    const csv = await formPost(company, `/profile/favourites/${list.directoryId}/export/csv?language=hu`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.slice(1).trim().split(/\r?\n/);
    expect(lines[0]!.split(';').slice(0, 2)).toEqual(['Cikkszám', 'Saját cikkszám']);
    // Lifecycle, RoHS and customs data beside the stock (ADR 075).
    expect(lines[0]!.split(';')).toEqual(
      expect.arrayContaining(['Életciklus', 'RoHS-állapot', 'HTSUS', 'Származási ország']),
    );
    const line = lines.find((l) => l.startsWith(symbols[0]!))!;
    expect(line.split(';')[1]).toBe(OWN_SYMBOL);
    expect(line).toContain(DESCRIPTION.split(':')[0]);

    const xlsx = await formPost(company, `/profile/favourites/${list.directoryId}/export/xlsx?language=de`);
    expect(xlsx.statusCode).toBe(200);
    const sheet = await readSheet(xlsx.rawPayload);
    expect(sheet[0]![1]).toBe('Ihre Artikelnummer');
    const row = sheet.find((r) => r[0] === symbols[0])!;
    expect(row[1]).toBe(OWN_SYMBOL);
    expect(row[4]).toBe(DESCRIPTION);
    expect(sheet.find((r) => r[0] === symbols[1])![1]).toBeNull();
  });

  it('leaves it out of the files by token', async () => {
    const csv = await formPost(visitor, `/${list.publicToken}/favourites/export/csv?language=pl`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain(OWN_SYMBOL);
    expect(csv.body).not.toContain('Twój symbol');
    const xlsx = await formPost(visitor, `/${list.publicToken}/favourites/export/xlsx`);
    const sheet = await readSheet(xlsx.rawPayload);
    expect(sheet.flat()).not.toContain(OWN_SYMBOL);
    expect(sheet.find((r) => r[0] === symbols[0])![3]).toBe(DESCRIPTION);
  });
});

describe('print routes', () => {
  it('send the print button to the print page in the page’s market and language', async () => {
    const own = await formPost(
      company,
      `/profile/favourites/${list.directoryId}/print?country=pl&language=pl`,
    );
    expect(own.statusCode).toBe(303);
    expect(own.headers.location).toBe(`/pl/profile/favourites/${list.directoryId}/print`);
    const shared = await formPost(visitor, `/${list.publicToken}/favourites/print?country=de&language=en`);
    expect(shared.statusCode).toBe(303);
    expect(shared.headers.location).toBe(`/en/de/${list.publicToken}/favourites/print`);
    const plain = await formPost(visitor, `/${list.publicToken}/favourites/print`);
    expect(plain.headers.location).toBe(`/${list.publicToken}/favourites/print`);
  });

  it('refuse bad input with a 422', async () => {
    expect((await formPost(visitor, `/${'a'.repeat(41)}/favourites/print`)).statusCode).toBe(422);
    expect(
      (await formPost(company, `/profile/favourites/${list.directoryId}/print?language=xx`)).statusCode,
    ).toBe(422);
    expect(
      (await formPost(company, `/profile/favourites/${list.directoryId}/print?country=PL1`)).statusCode,
    ).toBe(422);
  });
});
