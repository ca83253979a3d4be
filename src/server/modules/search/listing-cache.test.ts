import { describe, expect, it } from 'vitest';
import { createListingCache, startWarming, type CatalogueList } from './listing-cache';

/** A cache over a counting computation, with a hand-moved clock and catalogue version. */
function setup(ttlMs = 1000) {
  const state = { time: 0, version: 'v1', computed: [] as string[], failing: new Set<string>() };
  let gate: Promise<void> | null = null;
  const cache = createListingCache<string>({
    ttlMs,
    maxEntries: 3,
    now: () => state.time,
    version: async () => state.version,
    compute: async (list: CatalogueList) => {
      const name = `${list.categoryId ?? ''}/${list.manufacturerId ?? ''}`;
      state.computed.push(name);
      if (gate) await gate;
      if (state.failing.has(name)) throw new Error(`${name} failed`);
      return `${name}@${state.version}#${state.computed.length}`;
    },
  });
  const hold = () => {
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    return () => {
      gate = null;
      open();
    };
  };
  return { cache, state, hold };
}

describe('listing cache', () => {
  it('computes a list once for concurrent visitors and keeps it for its time under one version', async () => {
    const { cache, state } = setup();
    const [a, b] = await Promise.all([cache.get({ categoryId: 1 }), cache.get({ categoryId: 1 })]);
    expect(a).toBe(b);
    expect(state.computed).toEqual(['1/']);
    state.time = 999;
    expect(await cache.get({ categoryId: 1 })).toBe(a);
    state.time = 1000;
    expect(await cache.get({ categoryId: 1 })).not.toBe(a);
    state.version = 'v2';
    expect(await cache.get({ categoryId: 1 })).toBe('1/@v2#3');
    // A maker, and a maker's category, are lists of their own.
    await cache.get({ manufacturerId: 1 });
    await cache.get({ categoryId: 1, manufacturerId: 1 });
    expect(state.computed).toEqual(['1/', '1/', '1/', '/1', '1/1']);
  });

  it('does not keep a failed computation, and drops the oldest list when full', async () => {
    const { cache, state } = setup();
    state.failing.add('2/');
    await expect(cache.get({ categoryId: 2 })).rejects.toThrow('2/ failed');
    expect(cache.size).toBe(0);
    state.failing.clear();
    expect(await cache.get({ categoryId: 2 })).toBe('2/@v1#2');
    for (const categoryId of [3, 4, 5]) await cache.get({ categoryId });
    expect(cache.size).toBe(3);
    await cache.get({ categoryId: 2 });
    expect(state.computed.at(-1)).toBe('2/');
  });

  it('warms what is missing, older or past half its time, and serves the old answer until the new one is ready', async () => {
    const { cache, state, hold } = setup();
    const lists = [{ categoryId: 1 }, { categoryId: 2 }];
    expect(await cache.warm(lists)).toBe(2);
    expect(await cache.warm(lists)).toBe(0);
    const before = await cache.get({ categoryId: 1 });
    expect(state.computed).toEqual(['1/', '2/']);

    state.time = 500;
    const open = hold();
    const warming = cache.warm(lists);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Mid-warm, a visitor is served the entry being replaced, without computing it again.
    expect(await cache.get({ categoryId: 1 })).toBe(before);
    open();
    expect(await warming).toBe(2);
    expect(await cache.get({ categoryId: 1 })).toBe('1/@v1#3');

    state.version = 'v2';
    state.failing.add('1/');
    // A failing list is skipped; the others are still warmed.
    expect(await cache.warm(lists)).toBe(1);
    expect(await cache.get({ categoryId: 2 })).toBe('2/@v2#6');
    expect(await cache.warm(lists, () => true)).toBe(0);
  });

  it('warms in rounds until stopped, and stopping waits for the list being computed', async () => {
    const rounds: number[] = [];
    let finished = 0;
    const stop = startWarming(
      async () => {
        rounds.push(Date.now());
        await new Promise((resolve) => setTimeout(resolve, 5));
        finished += 1;
      },
      10,
      () => {},
    );
    await new Promise((resolve) => setTimeout(resolve, 40));
    await stop();
    const started = rounds.length;
    expect(started).toBeGreaterThanOrEqual(2);
    expect(finished).toBe(started);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(rounds.length).toBe(started);
  });

  it('reports a failed round and goes on with the next', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const stop = startWarming(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('database down');
      },
      5,
      (error) => errors.push(error),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    await stop();
    expect(errors).toEqual([new Error('database down')]);
    expect(calls).toBeGreaterThanOrEqual(2);
  });
});
