import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '../../../common/contracts/catalog';
import type { CompareView } from '../../../common/contracts/compare';
import { fetchCompareView, withoutProducts } from './compare-api';

const summary = (symbol: string): ProductSummary =>
  ({
    productId: symbol.length,
    symbol,
    unit: { code: 'ST', shortName: 'pcs', singularTranslation: 'pc', pluralTranslation: 'pcs' },
    priceGroup: null,
    stock: { count: 0, unit: 'pcs', external: 0 },
    leadTimeDays: null,
  }) as unknown as ProductSummary;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchCompareView', () => {
  it('prepares the list, then asks for parameters and prices of the catalogue symbols, and joins them', async () => {
    const calls: Array<{ url: string; body: { symbols: string[] } }> = [];
    const { stock: _s, priceGroup: _p, leadTimeDays: _l, ...prepared } = summary('BC547B');
    const answers: Record<string, unknown> = {
      '/ajax/compare/prepare': {
        symbols: ['BC547B'],
        products: [prepared],
        errors: [
          { symbol: 'NOPE', error: 'Product not found.', messageKey: 'errors.catalog.productNotFound' },
        ],
      },
      '/ajax/compare/product-parameters': {
        symbols: ['BC547B'],
        parameters: [{ id: 1, name: 'Case', unit: null, values: ['TO92'], differs: false }],
        errors: [],
      },
      '/ajax/compare/prices-and-stocks': {
        products: [
          {
            symbol: 'BC547B',
            priceGroup: null,
            unit: prepared.unit,
            stock: { count: 5, unit: 'pcs', external: 2, leadTimeDays: 3 },
          },
        ],
      },
    };
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      expect((init.headers as Record<string, string>)['x-requested-with']).toBe('XMLHttpRequest');
      return new Response(JSON.stringify(answers[url]), { status: 200 });
    });
    const view = await fetchCompareView(['bc547b', 'NOPE'], { country: 'pl', language: 'pl', gross: true });
    expect(calls.map((c) => c.url)).toEqual([
      '/ajax/compare/prepare',
      '/ajax/compare/product-parameters',
      '/ajax/compare/prices-and-stocks',
    ]);
    expect(calls[0]!.body).toMatchObject({ symbols: ['bc547b', 'NOPE'], country: 'pl', isGrossPrice: true });
    expect(calls[1]!.body.symbols).toEqual(['BC547B']);
    expect(view.products[0]).toMatchObject({
      symbol: 'BC547B',
      stock: { count: 5, unit: 'pcs', external: 2 },
      leadTimeDays: 3,
    });
    expect(view.parameters).toHaveLength(1);
    expect(view.errors).toEqual([
      { symbol: 'NOPE', error: 'Product not found.', messageKey: 'errors.catalog.productNotFound' },
    ]);
  });

  it('asks nothing for an empty list', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await fetchCompareView([], { country: 'en', language: 'en', gross: false })).toEqual({
      products: [],
      parameters: [],
      errors: [],
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('withoutProducts', () => {
  it('drops the columns of removed products and rows nobody has any more, and re-checks differences', () => {
    const view: CompareView = {
      products: [summary('A'), summary('BB'), summary('CCC')],
      parameters: [
        { id: 1, name: 'Case', unit: null, values: ['0603', '0603', '0805'], differs: true },
        { id: 2, name: 'Colour', unit: null, values: [null, null, 'red'], differs: true },
        { id: 3, name: 'Power', unit: 'W', values: ['1 W', '2 W', null], differs: true },
      ],
      errors: [],
    };
    const left = withoutProducts(view, new Set(['CCC']));
    expect(left.products.map((p) => p.symbol)).toEqual(['A', 'BB']);
    expect(left.parameters).toEqual([
      { id: 1, name: 'Case', unit: null, values: ['0603', '0603'], differs: false },
      { id: 3, name: 'Power', unit: 'W', values: ['1 W', '2 W'], differs: true },
    ]);
  });
});
