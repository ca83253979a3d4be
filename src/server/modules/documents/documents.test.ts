import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentSearchResponseSchema } from '../../../common/contracts/search';
import { generate } from '../../../common/routes.server';
import { importCatalogRecords } from '../catalog-import';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { XHR } from '../../test-support/http';

/** Document links from pages rendered from build/ (npm test builds it first), read back with pdftotext. */
let t: TestApp;
let dir: string;
/** A generated product with the shop's own datasheet and a Case parameter. */
let part: { symbol: string; packageCase: string };

const SUPPLIER_URL = 'https://example.com/datasheets/TLV9001IDBVR.pdf';

async function rows<T>(query: string): Promise<T[]> {
  return ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The document links a product page shows. */
async function pageLinks(symbol: string, country?: string): Promise<string[]> {
  const page = await get(generate('product_details', { symbol, ...(country ? { _country: country } : {}) }));
  expect(page.statusCode).toBe(200);
  return [...page.body.matchAll(/href="([^"]*\/Document\/[^"]+)"/g)].map((m) =>
    m[1]!.replaceAll('&amp;', '&'),
  );
}

function pdfText(bytes: Buffer, name: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 200, web: 'production' });
  dir = mkdtempSync(path.join(tmpdir(), 'datasheets-'));
  const [row] = await rows<{ symbol: string; display: string }>(`
    SELECT p.symbol, v.display FROM products p
      JOIN product_documents d ON d.product_id = p.id
      JOIN product_parameters v ON v.product_id = p.id JOIN parameters pa ON pa.id = v.parameter_id AND pa.name = 'Case'
     WHERE d.url LIKE '/Document/%' ORDER BY p.id LIMIT 1`);
  part = { symbol: row!.symbol, packageCase: row!.display };
  async function* feed() {
    yield {
      line: 1,
      record: {
        symbol: 'TLV9001IDBVR',
        manufacturer: 'Texas Instruments',
        manufacturerSymbol: 'TLV9001IDBVR',
        category: 'Semiconductors > Integrated circuits > Operational amplifiers',
        description: 'IC: operational amplifier; 1MHz; SOT23-5',
        unit: 'ST',
        minimumQuantity: '1',
        multiples: '1',
        priceBreaks: '1:1.20|10:0.95',
        stock: '120',
        parameters: 'Case=SOT-23-5',
        datasheetUrl: SUPPLIER_URL,
        flags: '',
      },
    };
  }
  await importCatalogRecords(t.database, feed());
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('document links', () => {
  it('serves the datasheet the Polish product page links to: a PDF with the symbol, parameters and Polish letters', async () => {
    const [link] = await pageLinks(part.symbol, 'pl');
    expect(link).toMatch(/^\/pl\/Document\/[0-9a-f]{32}\/[^/]+\.pdf$/);
    const res = await get(link!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const fileName = link!.split('/').pop()!;
    expect(res.headers['content-disposition']).toContain(
      `inline; filename="${decodeURIComponent(fileName)}"`,
    );
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload, 'pl.pdf');
    expect(text).toContain(part.symbol);
    expect(text).toContain('Karta katalogowa'.toUpperCase());
    expect(text).toContain(part.packageCase);
    // ą, ł, ó, ś come out as themselves: the embedded font has them and maps them back to Unicode.
    expect(text).toContain('Wartość');
    expect(text).toContain('poglądowy');
    expect(text).toContain('płytki');
    expect(text).toContain('widok z góry');

    // The same content again: the validator matches and nothing is sent.
    const again = await get(link!, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('makes the datasheet in the language of the link: Hungarian with ő and ű, English unprefixed', async () => {
    const [hu] = await pageLinks(part.symbol, 'hu');
    expect(hu).toMatch(/^\/hu\/Document\//);
    const huText = pdfText((await get(hu!)).rawPayload, 'hu.pdf');
    expect(huText).toContain('ADATLAP');
    expect(huText).toContain('jellegű');
    expect(huText).toContain('ellenőrizze');
    expect(huText).toContain(part.packageCase);

    const [en] = await pageLinks(part.symbol);
    expect(en).toMatch(/^\/Document\/[0-9a-f]{32}\//);
    expect(en!.split('/')[2]).toBe(hu!.split('/')[3]);
    const enText = pdfText((await get(en!)).rawPayload, 'en.pdf');
    expect(enText).toContain('DATASHEET');
    expect(enText).toContain('Package outline');
  });

  it('answers POST /ajax/catalog/documents with the links the product page shows', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ajax/catalog/documents',
      headers: XHR,
      payload: { query: part.symbol, country: 'pl' },
    });
    expect(res.statusCode).toBe(200);
    const body = DocumentSearchResponseSchema.parse(res.json());
    const found = body.documents.find((d) => d.productSymbol === part.symbol);
    expect(found).toMatchObject({ kind: 'datasheet', language: 'pl' });
    expect(found!.url).toBe((await pageLinks(part.symbol, 'pl'))[0]);
  });

  it("redirects an imported product's link to the supplier's datasheet", async () => {
    const [link] = await pageLinks('TLV9001IDBVR', 'de');
    expect(link).toMatch(/^\/de\/Document\/[0-9a-f]{32}\/TLV9001IDBVR\.pdf$/);
    const res = await get(link!);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(SUPPLIER_URL);
  });

  it('answers a token that names no document with the HTML 404 page', async () => {
    const res = await get(`/pl/Document/${'0'.repeat(32)}/nothing.pdf`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('data-testid="not-found"');
    expect(res.body).toContain('<meta name="robots" content="noindex"');
  });
});
