import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartApi } from './cart-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the cart calls', () => {
  it('makes an order the active one with a POST carrying the XHR marker (a GET must not change state)', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(
          JSON.stringify({ orderNumber: '40000001', lineCount: 0, lines: [], totals: null, openOrders: 1 }),
          {
            status: 200,
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const mini = await cartApi.touch('40000001');
    expect(mini.orderNumber).toBe('40000001');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/ajax/order/touch/40000001');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['x-requested-with']).toBe('XMLHttpRequest');
  });
});
