import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartStep1 } from '../../../common/contracts/cart';
import type { ProductList } from '../../../common/contracts/catalog';
import type { ProductDataItem, ProductDataResponse } from '../../../common/contracts/pricing';
import { parseListParams } from '../../../common/product-list';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';

/** Gross or net follows the logged-in customer (spec §1 zone customers, persons), on the API and on pages. */
let t: TestApp;
let symbol: string;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 60, demoAccounts: true });
  const list = await t.services.catalog.listProducts(parseListParams(new URLSearchParams()), {
    country: 'pl',
    gross: false,
    language: 'pl',
  });
  symbol = list.items.find((p) => p.permissions.includes('SHOW_PRICE'))!.symbol;
});

afterAll(async () => {
  await t?.close();
});

async function priceType(client: Client, isGrossPrice: boolean): Promise<string> {
  const res = await client.post('/ajax/product/data', { items: [{ symbol }], country: 'pl', isGrossPrice });
  expect(res.statusCode, res.body).toBe(200);
  const item = res.json<ProductDataResponse>().products[0] as ProductDataItem;
  return item.priceGroup!.type;
}

describe('price context of the session', () => {
  it('gives visitors what the page asks for', async () => {
    const visitor = new Client(t.app);
    expect(await priceType(visitor, false)).toBe('NET');
    expect(await priceType(visitor, true)).not.toBe('NET');
  });

  it('gives a gross zone customer gross prices and a net one net prices, whatever the page asks', async () => {
    const gross = new Client(t.app);
    await gross.login('zone.gross@demo.shop', DEMO_PASSWORD);
    expect(await priceType(gross, false)).not.toBe('NET');
    const net = new Client(t.app);
    await net.login('zone.net@demo.shop', DEMO_PASSWORD);
    expect(await priceType(net, true)).toBe('NET');
  });

  it('gives persons gross and companies net prices', async () => {
    const person = new Client(t.app);
    await person.login('person@demo.shop', DEMO_PASSWORD);
    expect(await priceType(person, false)).not.toBe('NET');
    const company = new Client(t.app);
    await company.login('company@demo.shop', DEMO_PASSWORD);
    expect(await priceType(company, true)).toBe('NET');
  });
});

describe('currency of a logged-in customer', () => {
  it('is the contract’s, not the site’s: a Polish company on the international site sees and pays PLN net', async () => {
    const company = new Client(t.app);
    await company.login('company@demo.shop', DEMO_PASSWORD);
    // What the /en pages ask for: the international market, EUR.
    const data = await company.post('/ajax/product/data', {
      items: [{ symbol }],
      country: 'en',
      language: 'en',
    });
    expect(data.statusCode, data.body).toBe(200);
    const group = (data.json<ProductDataResponse>().products[0] as ProductDataItem).priceGroup!;
    expect(group).toMatchObject({ currency: 'PLN', type: 'NET' });

    const list = await company.get(`/ajax/catalog/products?country=en&language=en&pageSize=100`);
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json<ProductList>().items.find((p) => p.symbol === symbol)!;
    expect(listed.priceGroup).toMatchObject({ currency: 'PLN', type: 'NET' });
    expect(listed.priceGroup!.elements[0]!.price).toBe(group.elements[0]!.price);

    const amount = group.elements[0]!.amount;
    const added = await company.post('/ajax/order/item', { orderNumber: '0', item: { symbol, amount } });
    expect(added.statusCode, added.body).toBe(200);
    const { orderNumber } = added.json<{ orderNumber: string }>();
    const cart = (await company.get(`/ajax/cart/step-1/${orderNumber}`)).json<CartStep1>();
    expect(cart.totals.currency).toBe('PLN');
    expect(cart.lines.find((l) => l.symbol === symbol)!.unitPrice).toBe(group.elements[0]!.price);
  });

  it('leaves visitors on the site’s market', async () => {
    const visitor = new Client(t.app);
    const data = await visitor.post('/ajax/product/data', {
      items: [{ symbol }],
      country: 'en',
      language: 'en',
    });
    expect((data.json<ProductDataResponse>().products[0] as ProductDataItem).priceGroup!.currency).toBe(
      'EUR',
    );
  });
});
