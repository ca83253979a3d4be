/**
 * The counts and facets of query-less catalogue lists: a category page, a maker's page, a maker's
 * category. They are the same for every visitor, page, sort order and language (a list without
 * search text names no parameter in words), and cost 5–10× the page of products beside them, so
 * each list's answer is kept and shared.
 *
 * Kept under the catalogue's version: an import or any edit of a part, in this process or another,
 * is seen at once. Stock moves do not change the version (migration 0012), so the stock and
 * promotion counts may lag by up to `ttlMs`.
 *
 * `warm` computes lists ahead of their visitors (the shop warms every category and maker page, see
 * `startWarming`), so a first visit finds its facets ready and an ageing entry is replaced
 * before it expires, never dropped first.
 */

/** A catalogue list: a category, a maker, or both (no search text, no other filter). */
export interface CatalogueList {
  categoryId?: number;
  manufacturerId?: number;
}

interface Entry<T> {
  version: string;
  at: number;
  value: Promise<T>;
}

export interface ListingCacheOptions<T> {
  ttlMs: number;
  maxEntries: number;
  /** The catalogue's current version (one primary-key probe). */
  version: () => Promise<string>;
  compute: (list: CatalogueList) => Promise<T>;
  now?: () => number;
}

export type ListingCache<T> = ReturnType<typeof createListingCache<T>>;

export function createListingCache<T>(options: ListingCacheOptions<T>) {
  const entries = new Map<string, Entry<T>>();
  const now = options.now ?? Date.now;
  const keyOf = (list: CatalogueList) => `${list.categoryId ?? ''}/${list.manufacturerId ?? ''}`;

  /** Newest last: the oldest entry goes first when the map is full. */
  function put(key: string, entry: Entry<T>): void {
    entries.delete(key);
    if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
  }

  const fresh = (entry: Entry<T> | undefined, version: string, maxAgeMs: number): entry is Entry<T> =>
    entry !== undefined && entry.version === version && now() - entry.at < maxAgeMs;

  return {
    /** The list's answer: kept, or computed now (concurrent misses share one computation; a failed one is not kept). */
    async get(list: CatalogueList): Promise<T> {
      const version = await options.version();
      const key = keyOf(list);
      const hit = entries.get(key);
      if (fresh(hit, version, options.ttlMs)) return hit.value;
      const entry: Entry<T> = { version, at: now(), value: options.compute(list) };
      put(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },

    /**
     * Computes, one at a time with a rest after each, the lists that are missing, of an older
     * version, or past half their time; an entry being replaced keeps serving until its successor is ready. Returns how many it
     * computed. A list that fails is skipped (its visitors compute it themselves).
     */
    async warm(lists: CatalogueList[], stopped: () => boolean = () => false): Promise<number> {
      const version = await options.version();
      let computed = 0;
      for (const list of lists) {
        if (stopped()) break;
        const key = keyOf(list);
        if (fresh(entries.get(key), version, options.ttlMs / 2)) continue;
        const at = now();
        const started = performance.now();
        try {
          const value = await options.compute(list);
          put(key, { version, at, value: Promise.resolve(value) });
          computed += 1;
        } catch {
          // A visitor's request computes it again and reports its error.
        }
        // Rest as long as the list took: warming takes at most half of a core and a connection.
        await new Promise((resolve) => setTimeout(resolve, performance.now() - started));
      }
      return computed;
    },

    get size(): number {
      return entries.size;
    },
  };
}

/**
 * Warms `lists()` now and then every `everyMs` (timers unref'd: they never keep the process up).
 * The returned stop waits for the list being computed, so the database can close after it.
 */
export function startWarming(
  warm: (stopped: () => boolean) => Promise<unknown>,
  everyMs: number,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const round = () => {
    running = warm(() => stopped)
      .then(
        () => undefined,
        (error: unknown) => onError(error),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(round, everyMs).unref();
      });
  };
  timer = setTimeout(round, 0).unref();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
