import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductDataResponse } from '../../common/contracts/pricing';
import { createProductDataBatcher, PRODUCT_DATA_BATCH_MS } from './product-data-batcher';

const context = { country: 'pl', gross: false, language: 'pl' as const };
const item = (symbol: string) => ({
  symbol,
  priceGroup: null,
  unit: { code: 'ST', shortName: 'pcs', singularTranslation: 'pc', pluralTranslation: 'pcs' },
  stock: { count: 5, unit: 'pcs', external: 0, leadTimeDays: null },
});

describe('product data batcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the symbols asked for within 500 ms as one request', async () => {
    const calls: string[][] = [];
    const batcher = createProductDataBatcher(async (symbols): Promise<ProductDataResponse> => {
      calls.push(symbols);
      return { products: symbols.map(item) };
    }, context);
    const a = batcher.load('A');
    await vi.advanceTimersByTimeAsync(PRODUCT_DATA_BATCH_MS - 100);
    const b = batcher.load('B');
    const a2 = batcher.load('A');
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    await expect(Promise.all([a, b, a2])).resolves.toMatchObject([
      { symbol: 'A' },
      { symbol: 'B' },
      { symbol: 'A' },
    ]);
    expect(calls).toEqual([['A', 'B']]);

    const c = batcher.load('C');
    await vi.advanceTimersByTimeAsync(PRODUCT_DATA_BATCH_MS);
    await expect(c).resolves.toMatchObject({ symbol: 'C' });
    expect(calls).toEqual([['A', 'B'], ['C']]);
  });

  it('splits more than 100 symbols into requests of 100', async () => {
    const sizes: number[] = [];
    const batcher = createProductDataBatcher(async (symbols) => {
      sizes.push(symbols.length);
      return { products: symbols.map(item) };
    }, context);
    const all = Array.from({ length: 150 }, (_, i) => batcher.load(`S${i}`));
    await vi.advanceTimersByTimeAsync(PRODUCT_DATA_BATCH_MS);
    await Promise.all(all);
    expect(sizes).toEqual([100, 50]);
  });

  it('fails only the unknown symbol, and every symbol when the request fails', async () => {
    let fail = false;
    const batcher = createProductDataBatcher(async (symbols) => {
      if (fail) throw new Error('network down');
      return {
        products: symbols.map((s) =>
          s === 'NOPE'
            ? { symbol: s, error: 'Product not found.', messageKey: 'errors.catalog.productNotFound' }
            : item(s),
        ),
      };
    }, context);
    const good = batcher.load('A');
    const bad = expect(batcher.load('NOPE')).rejects.toThrow('Product not found.');
    await vi.advanceTimersByTimeAsync(PRODUCT_DATA_BATCH_MS);
    await expect(good).resolves.toMatchObject({ symbol: 'A' });
    await bad;

    fail = true;
    const lost = batcher.load('A');
    const assertion = expect(lost).rejects.toThrow('network down');
    await vi.advanceTimersByTimeAsync(PRODUCT_DATA_BATCH_MS);
    await assertion;
  });
});
