import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerSymbol, CustomerSymbolList } from '../../../common/contracts/customer-symbols';
import type { ErrorBody } from '../../../common/errors';
import { translateGeneratedText } from '../catalog';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let company: Client;
let person: Client;
let anonymous: Client;
let productSymbols: string[];

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 60, demoAccounts: true });
  company = new Client(t.app);
  person = new Client(t.app);
  anonymous = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  await person.login('person@demo.shop', DEMO_PASSWORD);
  const result = (await t.services.database.db.execute(
    sql.raw('SELECT symbol FROM products ORDER BY id LIMIT 20'),
  )) as unknown as { rows: Array<{ symbol: string }> };
  productSymbols = result.rows.map((r) => r.symbol);
});

afterAll(async () => {
  await t?.close();
});

function send(client: Client, method: string, url: string, payload?: unknown) {
  return client.request({ method, url, payload: payload as never });
}

async function create(client: Client, body: Record<string, unknown>): Promise<CustomerSymbol> {
  const res = await client.post('/ajax/customer/symbols', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CustomerSymbol>();
}

async function list(client: Client, query = ''): Promise<CustomerSymbolList> {
  const res = await client.get(`/ajax/customer/symbols${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CustomerSymbolList>();
}

describe('customer symbols', () => {
  it('starts empty and refuses a visitor who is not logged in', async () => {
    expect((await list(person)).total).toBe(0);
    const res = await anonymous.get('/ajax/customer/symbols');
    expect(res.statusCode).toBe(401);
    const body = { productSymbol: productSymbols[0], symbol: 'ANON' };
    expect((await anonymous.post('/ajax/customer/symbols', body)).statusCode).toBe(401);
    expect((await send(anonymous, 'DELETE', '/ajax/customer/symbols/1')).statusCode).toBe(401);
  });

  it('adds a symbol for a product and lists it with the product', async () => {
    const created = await create(company, {
      productSymbol: productSymbols[0],
      symbol: '  ACME-R-0001 ',
      description: 'Pull-up, board A',
    });
    expect(created).toMatchObject({
      symbol: 'ACME-R-0001',
      description: 'Pull-up, board A',
      product: { symbol: productSymbols[0] },
    });
    expect(created.product.manufacturer).not.toBe('');
    const page = await list(company);
    expect(page).toMatchObject({ total: 1, page: 1, perPage: 20 });
    expect(page.elements[0]!.id).toBe(created.id);
    // The other customer sees none of it.
    expect((await list(person)).total).toBe(0);
  });

  it('finds the product by a differently written product symbol (its normalised key)', async () => {
    const written = productSymbols[1]!.toLowerCase().replace(/(.)/, '$1 ');
    const created = await create(company, { productSymbol: written, symbol: 'ACME-R-0002' });
    expect(created.product.symbol).toBe(productSymbols[1]);
    expect(created.description).toBe('');
  });

  it('keeps one symbol per product and a symbol unique per customer', async () => {
    const again = await company.post('/ajax/customer/symbols', {
      productSymbol: productSymbols[0],
      symbol: 'OTHER',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().messageKey).toBe('customerSymbols.errors.productHasSymbol');
    // "acme r 0001" is "ACME-R-0001" under the catalogue's normalisation.
    const taken = await company.post('/ajax/customer/symbols', {
      productSymbol: productSymbols[2],
      symbol: 'acme r 0001',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ErrorBody>().messageKey).toBe('customerSymbols.errors.symbolTaken');
    // Another customer may use the same symbol for the same product.
    await create(person, { productSymbol: productSymbols[0], symbol: 'ACME-R-0001' });
    expect((await list(company)).total).toBe(2);
  });

  it('refuses an unknown product, missing, oversize, control and NUL input with a clear 4xx', async () => {
    const unknown = await company.post('/ajax/customer/symbols', {
      productSymbol: 'NO-SUCH-PART-XYZ',
      symbol: 'X1',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<ErrorBody>().messageKey).toBe('customerSymbols.errors.unknownProduct');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ productSymbol: productSymbols[3], symbol: '' }, 'symbol'],
      [{ productSymbol: productSymbols[3], symbol: 'x'.repeat(51) }, 'symbol'],
      [{ productSymbol: productSymbols[3], symbol: '--' }, 'symbol'],
      [{ productSymbol: productSymbols[3], symbol: 'A\tB' }, 'symbol'],
      [{ productSymbol: productSymbols[3], symbol: 'OK', description: 'd'.repeat(201) }, 'description'],
      [{ productSymbol: 'p'.repeat(101), symbol: 'OK' }, 'productSymbol'],
      [{ symbol: 'OK' }, 'productSymbol'],
      [{ productSymbol: productSymbols[3], symbol: 'OK', extra: 1 }, 'body'],
      [{ productSymbol: productSymbols[3], symbol: 'A\u0000B' }, 'symbol'],
    ];
    for (const [body, field] of cases) {
      const res = await company.post('/ajax/customer/symbols', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(
        res.json<ErrorBody>().data?.some((d) => d.field === field || d.field === ''),
        `${JSON.stringify(body)}: ${res.body}`,
      ).toBe(true);
    }
    const exactly = await create(company, {
      productSymbol: productSymbols[3],
      symbol: 'y'.repeat(50),
      description: 'd'.repeat(200),
    });
    expect(exactly.symbol).toHaveLength(50);
    expect((await send(company, 'DELETE', `/ajax/customer/symbols/${exactly.id}`)).statusCode).toBe(204);
  });

  it('edits the symbol and the description; a taken symbol is refused', async () => {
    const { elements } = await list(company);
    const second = elements.find((e) => e.symbol === 'ACME-R-0002')!;
    const res = await send(company, 'PATCH', `/ajax/customer/symbols/${second.id}`, {
      description: 'Board B',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CustomerSymbol>()).toMatchObject({ symbol: 'ACME-R-0002', description: 'Board B' });
    const renamed = await send(company, 'PATCH', `/ajax/customer/symbols/${second.id}`, {
      symbol: 'ACME-C-0002',
    });
    expect(renamed.json<CustomerSymbol>().symbol).toBe('ACME-C-0002');
    const clash = await send(company, 'PATCH', `/ajax/customer/symbols/${second.id}`, {
      symbol: 'acme.r.0001',
    });
    expect(clash.statusCode).toBe(409);
    const nothing = await send(company, 'PATCH', `/ajax/customer/symbols/${second.id}`, {});
    expect(nothing.statusCode).toBe(422);
    const bad = await send(company, 'PATCH', `/ajax/customer/symbols/${second.id}`, {
      symbol: 'z'.repeat(51),
    });
    expect(bad.statusCode).toBe(422);
  });

  it("answers 404 for every call on another customer's symbol and leaves it untouched", async () => {
    const [theirs] = (await list(person)).elements;
    const url = `/ajax/customer/symbols/${theirs!.id}`;
    const patch = await send(company, 'PATCH', url, { description: 'mine now' });
    expect(patch.statusCode).toBe(404);
    expect((await send(company, 'DELETE', url)).statusCode).toBe(404);
    expect((await list(company, '?q=ACME')).elements.map((e) => e.id)).not.toContain(theirs!.id);
    expect((await list(person)).elements[0]).toEqual(theirs);
    expect((await send(company, 'DELETE', '/ajax/customer/symbols/999999999')).statusCode).toBe(404);
    expect((await send(company, 'DELETE', '/ajax/customer/symbols/1234567890')).statusCode).toBe(422);
    expect((await send(company, 'DELETE', '/ajax/customer/symbols/abc')).statusCode).toBe(422);
  });

  it('pages, sorts and searches the list', async () => {
    for (let i = 4; i < 14; i++) {
      await create(company, {
        productSymbol: productSymbols[i],
        symbol: `K-${String(i).padStart(2, '0')}`,
        description: i % 2 === 0 ? 'even 100%' : 'odd',
      });
    }
    const all = await list(company, '?perPage=50');
    expect(all.total).toBe(12);
    const symbols = all.elements.map((e) => e.symbol);
    expect(symbols).toEqual([...symbols].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const desc = await list(company, '?sort=symbol&direction=desc&perPage=20&page=1');
    expect(desc.elements[0]!.symbol).toBe('K-13');
    const second = await list(company, '?perPage=20&page=2');
    expect(second.elements).toEqual([]);
    expect(second.total).toBe(12);
    const byProduct = await list(company, '?sort=productSymbol');
    const products = byProduct.elements.map((e) => e.product.symbol);
    expect(products).toEqual([...products].sort());
    // The search looks in the symbol, the product's symbol and the description; % is literal.
    expect((await list(company, '?q=k-1')).total).toBe(4);
    expect((await list(company, `?q=${encodeURIComponent('100%')}`)).total).toBe(5);
    expect((await list(company, '?q=%25')).total).toBe(5);
    expect((await list(company, `?q=${encodeURIComponent(productSymbols[5]!)}`)).elements[0]!.symbol).toBe(
      'K-05',
    );
    for (const query of [
      '?perPage=7',
      '?page=0',
      '?sort=price',
      '?direction=up',
      '?unknown=1',
      `?q=${'q'.repeat(51)}`,
    ]) {
      expect((await company.get(`/ajax/customer/symbols${query}`)).statusCode, query).toBe(422);
    }
  });

  it('refuses state changes without the XHR marker (CSRF)', async () => {
    const res = await company.request({
      method: 'POST',
      url: '/ajax/customer/symbols',
      payload: { productSymbol: productSymbols[15], symbol: 'CSRF' },
      headers: { 'x-requested-with': '' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('refusals in the request language', () => {
  it('words the contract’s own rules from the catalogue', async () => {
    const res = await company.post(
      '/ajax/customer/symbols?language=de',
      { productSymbol: productSymbols[3], symbol: '--' },
      { 'accept-language': 'de' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorBody>().data?.[0]).toMatchObject({
      field: 'symbol',
      messageKey: 'customerSymbols.field.noLetters',
    });
  });
});

describe('the list in the page’s language', () => {
  it('reads a product’s generated description in the language the request names (ADR 023)', async () => {
    const trader = new Client(t.app);
    await trader.login('soletrader@demo.shop', DEMO_PASSWORD);
    await create(trader, { productSymbol: productSymbols[5], symbol: 'HU-1' });
    const english = (
      await trader.get('/ajax/customer/symbols', { 'accept-language': 'en' })
    ).json<CustomerSymbolList>().elements[0]!.product.description;
    const res = await trader.get('/ajax/customer/symbols', { 'accept-language': 'hu' });
    expect(res.statusCode).toBe(200);
    const hungarian = res.json<CustomerSymbolList>().elements[0]!.product.description;
    expect(hungarian).toBe(translateGeneratedText(english, 'hu'));
    expect(hungarian).not.toBe(english);
  });
});
