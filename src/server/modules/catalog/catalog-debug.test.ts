/**
 * The catalogue debug page (spec §2 `/katalog/debug`, issue 21): a product's stored data and the
 * keys search and quick buy find it by, for staff only. Visitors and customers get the shop's 404
 * (the staff access walk checks every role); here the content: the row as stored, the lookup by
 * symbol and by normalised key, parameters and price breaks, nothing for an unknown symbol, a clear
 * refusal of a symbol no product can have, and text from the address shown escaped.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseSymbol } from '../../../common/contracts/catalog';
import { priceBreaks, products } from '../../db/schema';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { deskClient } from '../staff/staff.fixtures';
import { wordsOfVector } from './catalog-debug';

const PASSWORD = 'catalog-debug-password';
const SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';

let t: TestApp;
let clock = Date.now();
let staff: Client;
let product: { id: number; symbol: string; symbolKey: string };

beforeAll(async () => {
  t = await createTestApp({
    web: 'production',
    seedProducts: 20,
    demoAccounts: true,
    accounts: { now: () => new Date(clock) },
  });
  const [row] = await t.database.db
    .select({ id: products.id, symbol: products.symbol, symbolKey: products.symbolKey })
    .from(products)
    .innerJoin(priceBreaks, eq(priceBreaks.productId, products.id))
    .limit(1);
  product = row!;
  clock += 31_000;
  staff = await deskClient(
    t,
    {
      email: 'support@debug.test',
      name: 'Debug Support',
      roles: ['support'],
      password: PASSWORD,
      totpSecret: SECRET,
    },
    new Date(clock),
  );
});

afterAll(async () => {
  await t?.close();
});

describe('the catalogue debug data', () => {
  it('is the product row as stored, with its lookup, parameters and price breaks', async () => {
    const debug = (await t.services.catalog.productDebug(product.symbol))!;
    expect(debug.symbol).toBe(product.symbol);
    expect(debug.lookup).toEqual({
      asked: product.symbol,
      key: normaliseSymbol(product.symbol),
      matchedBy: 'symbol',
    });
    const field = (name: string) => debug.product.find((f) => f.name === name)?.value;
    expect(field('symbol_key')).toBe(product.symbolKey);
    expect(field('id')).toBe(String(product.id));
    expect(debug.searchWords.length).toBeGreaterThan(0);
    expect(debug.priceBreaks.length).toBeGreaterThan(0);
    expect(debug.priceBreaks[0]!.map((f) => f.name)).toContain('amount');
    expect(debug.manufacturer.find((f) => f.name === 'name')?.value).toBeTruthy();
  });

  it('finds a symbol typed in lower case with dots by its normalised key, and nothing for an unknown one', async () => {
    const typed = product.symbol.toLowerCase().replace(/-/g, '.');
    const debug = await t.services.catalog.productDebug(typed === product.symbol ? ` ${typed}.` : typed);
    expect(debug?.symbol).toBe(product.symbol);
    expect(debug?.lookup.matchedBy).toBe('symbolKey');
    expect(await t.services.catalog.productDebug('NO-SUCH-PART-4711')).toBeNull();
    expect(await t.services.catalog.productDebug('.-/')).toBeNull();
  });

  it('reads the words of a stored search vector, quotes included', () => {
    expect(wordsOfVector(`'0603':3 'o''hara':2 'resistor':1`)).toEqual(['0603', "o'hara", 'resistor']);
    expect(wordsOfVector('')).toEqual([]);
  });
});

describe('the catalogue debug page', () => {
  it('shows a product to staff, in the desk', async () => {
    const res = await staff.get(`/katalog/debug?symbol=${encodeURIComponent(product.symbol)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="catalog-debug-product"');
    expect(res.body).toContain(product.symbolKey);
    expect(res.body).toContain('class="staff-desk"');
  });

  it('says so for an unknown symbol, and escapes what the address held', async () => {
    const res = await staff.get(`/katalog/debug?symbol=${encodeURIComponent('<b>nope</b>')}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="catalog-debug-not-found"');
    expect(res.body).not.toContain('<b>nope</b>');
  });

  it('refuses a symbol no product can have with a message, not an error', async () => {
    const res = await staff.get(`/katalog/debug?symbol=${'X'.repeat(101)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('role="alert"');
    expect(res.body).not.toContain('data-testid="catalog-debug-product"');
    // A NUL in the address is refused by the shop before any page (a 4xx, never a 500).
    const nul = await staff.get(`/katalog/debug?symbol=${encodeURIComponent(`${product.symbol}\u0000`)}`);
    expect(nul.statusCode).toBe(400);
  });

  it('does not exist for visitors and customers', async () => {
    const visitor = new Client(t.app);
    expect((await visitor.get(`/katalog/debug?symbol=${product.symbol}`)).statusCode).toBe(404);
    const customer = new Client(t.app);
    await customer.login('company@demo.shop', DEMO_PASSWORD);
    expect((await customer.get(`/katalog/debug?symbol=${product.symbol}`)).statusCode).toBe(404);
  });
});
