/**
 * A micro-cache of search statement results (matches, page ids and every facet count) for a few
 * seconds, in the process, like the page cache (src/server/plugins/page-cache.ts): a popular search
 * or filter click is counted once every few seconds instead of once per request. Instances share
 * nothing through it; each one keys its entries by the catalogue version (meta row
 * 'catalogue_version', bumped by every statement writing products or their parameters), so counts
 * taken before an import are never served after it. Prices and stock of the listed products are not
 * in it: they are read afresh for every answer.
 *
 * Concurrent requests for the same key share one computation (the entry holds the promise).
 */
export interface SearchCacheOptions {
  ttlMs: number;
  /** Entries kept; the least recently used go first. */
  maxEntries: number;
  now?: () => number;
}

interface Entry<V> {
  value: Promise<V>;
  expires: number;
}

export class SearchCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly now: () => number;

  constructor(private readonly options: SearchCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached value of the key, or the value `compute` gives (kept unless it fails). */
  async get(key: string, compute: () => Promise<V>): Promise<V> {
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry && entry.expires > now) {
      // Map order is insertion order: re-inserting marks the entry as recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    if (entry) this.entries.delete(key);
    const value = compute();
    this.entries.set(key, { value, expires: now + this.options.ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    this.trim();
    return value;
  }

  /** The cached value of the key, if there is one (nothing is computed). */
  peek(key: string): Promise<V> | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expires > this.now() ? entry.value : undefined;
  }

  /** Keeps a value computed elsewhere. */
  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value: Promise.resolve(value), expires: this.now() + this.options.ttlMs });
    this.trim();
  }

  /** Drops the least recently used entries beyond `maxEntries`. */
  private trim(): void {
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) break;
      this.entries.delete(oldest);
    }
  }
}
