import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { runAddToCart, CREDIT_WARNING_DELAY_MS, type AddToCartDeps } from './add-to-cart';
import { CART_EVENTS } from '../../lib/cart-events';

function deps(overrides: Partial<AddToCartDeps> = {}) {
  const events: Array<[string, unknown]> = [];
  const progress = { start: vi.fn(), done: vi.fn(), success: vi.fn(), warning: vi.fn() };
  const scheduled: Array<[() => void, number]> = [];
  const d: AddToCartDeps = {
    api: {
      miniCart: vi.fn(async () => ({
        orderNumber: '0',
        lineCount: 0,
        lines: [],
        totals: null,
        openOrders: 0,
      })),
      create: vi.fn(async () => ({ orderNumber: '40000077' })),
      addItem: vi.fn(async (orderNumber: string) => ({ orderNumber }) as never),
      clearTouch: vi.fn(async () => undefined),
    },
    knownOrderNumber: () => undefined,
    progress,
    fire: (name, detail) => events.push([name, detail]),
    texts: { added: 'added', created: 'created', creditWarning: 'credit' },
    onZblOutOfStock: vi.fn(),
    onMarketplaceCompanyOnly: vi.fn(),
    onError: vi.fn(),
    schedule: (run, ms) => scheduled.push([run, ms]),
    ...overrides,
  };
  return { d, events, progress, scheduled };
}

const apiError = (code: number, erpCode: number | null, message = 'm') =>
  new ApiError({ error: 'x', code, erpCode, message, issues: [] });

describe('the order button flow (spec §4)', () => {
  it('with order number 0 creates an order with an idempotency key and announces it', async () => {
    const { d, events, progress } = deps();
    expect(await runAddToCart(d, { symbol: 'BC547B', amount: 10 })).toBe('40000077');
    expect(d.api.create).toHaveBeenCalledWith(
      { item: { symbol: 'BC547B', amount: 10 } },
      expect.stringMatching(/^[0-9a-f]{32}$/),
    );
    expect(d.api.addItem).not.toHaveBeenCalled();
    expect(events.map(([name]) => name)).toEqual([
      CART_EVENTS.NEW_ORDER_CREATED,
      CART_EVENTS.ACTIVE_ORDER_CHANGED,
      CART_EVENTS.ADDED_TO_CART,
      CART_EVENTS.CART_CHANGED,
    ]);
    expect(progress.start).toHaveBeenCalledTimes(1);
    expect(progress.done).toHaveBeenCalledTimes(1);
    expect(progress.success).toHaveBeenCalledWith('created');
  });

  it('adds to the active order, and warns 2 s after success when credit control answers 10331', async () => {
    const { d, events, progress, scheduled } = deps({
      knownOrderNumber: () => '40000001',
      api: {
        ...deps().d.api,
        addItem: vi.fn(async () => ({ orderNumber: '40000001', creditControlStatus: 10331 }) as never),
      },
    });
    await runAddToCart(d, { symbol: 'BC547B', amount: 5 });
    expect(d.api.addItem).toHaveBeenCalledWith('40000001', 'BC547B', 5);
    expect(events.map(([name]) => name)).toEqual([CART_EVENTS.ADDED_TO_CART, CART_EVENTS.CART_CHANGED]);
    expect(progress.success).toHaveBeenCalledWith('added');
    expect(progress.warning).not.toHaveBeenCalled();
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]![1]).toBe(CREDIT_WARNING_DELAY_MS);
    scheduled[0]![0]();
    expect(progress.warning).toHaveBeenCalledWith('credit');
  });

  it('ZBL out of stock opens its info modal; marketplace for persons its own message', async () => {
    const zbl = deps({
      knownOrderNumber: () => '1',
      api: {
        ...deps().d.api,
        addItem: vi.fn(async () => {
          throw apiError(409, 10320);
        }),
      },
    });
    await runAddToCart(zbl.d, { symbol: 'X', amount: 1 });
    expect(zbl.d.onZblOutOfStock).toHaveBeenCalledWith({ symbol: 'X', amount: 1 }, 'm');
    expect(zbl.d.onError).not.toHaveBeenCalled();
    expect(zbl.progress.done).toHaveBeenCalledTimes(1);

    const market = deps({
      api: {
        ...deps().d.api,
        create: vi.fn(async () => {
          throw apiError(403, 10321, 'companies');
        }),
      },
    });
    await runAddToCart(market.d, { symbol: 'X', amount: 1 });
    expect(market.d.onMarketplaceCompanyOnly).toHaveBeenCalledWith('companies');
    expect(market.events).toEqual([
      [CART_EVENTS.ORDER_RESTRICTION, { symbol: 'X', amount: 1, erpCode: 10321 }],
    ]);
    expect(zbl.events).toEqual([[CART_EVENTS.ORDER_RESTRICTION, { symbol: 'X', amount: 1, erpCode: 10320 }]]);
  });

  it('a missing order (ERP 20) goes to the error modal, which clears the active order', async () => {
    const { d, events } = deps({
      knownOrderNumber: () => '5',
      api: {
        ...deps().d.api,
        addItem: vi.fn(async () => {
          throw apiError(404, 20);
        }),
      },
    });
    await runAddToCart(d, { symbol: 'X', amount: 1 });
    expect(d.onError).toHaveBeenCalledTimes(1);
    const [body, clearActive] = (d.onError as ReturnType<typeof vi.fn>).mock.calls[0]!;
    expect(body).toMatchObject({ erpCode: 20 });
    (clearActive as () => void)();
    expect(d.api.clearTouch).toHaveBeenCalled();
    expect(events).toEqual([
      [CART_EVENTS.FALLBACK_ORDER_SELECTION, { orderNumber: null }],
      [CART_EVENTS.ACTIVE_ORDER_CHANGED, { orderNumber: null }],
    ]);
  });

  it('tells the open-order selection it was skipped when open carts exist but none is active', async () => {
    const { d, events } = deps({
      api: {
        ...deps().d.api,
        miniCart: vi.fn(async () => ({
          orderNumber: '0',
          lineCount: 0,
          lines: [],
          totals: null,
          openOrders: 2,
        })),
      },
    });
    await runAddToCart(d, { symbol: 'X', amount: 1 });
    expect(events[0]).toEqual([CART_EVENTS.INCOMPLETE_ORDER_SELECTION, { orderNumber: null, openOrders: 2 }]);
    expect(d.api.create).toHaveBeenCalled();
  });
});
