import { randomBytes } from 'node:crypto';

/**
 * A short-lived cache of rendered pages for visitors who see the same page (anonymous browsing),
 * the micro-cache a CDN would be: a popular product or category page is rendered once every few
 * seconds instead of once per request. Stock and prices on a page are refreshed by the browser
 * (product-data calls), so a page a few seconds old shows nothing stale for long.
 *
 * Pages carry a per-response CSP nonce. They are rendered with a marker in its place and the
 * marker is replaced by the response's own nonce on every send, so a cached page never reuses a
 * nonce.
 */
export const NONCE_MARKER = `nonce${randomBytes(12).toString('hex')}`;

export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  /** The rendered page with NONCE_MARKER where the nonce goes. */
  body: Buffer;
  expires: number;
}

export interface PageCacheOptions {
  ttlMs: number;
  /** Total body bytes kept; the least recently used pages go first. */
  maxBytes: number;
  now?: () => number;
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.delete(key, entry);
      return undefined;
    }
    // Map order is insertion order: re-inserting marks the page as recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, page: Omit<CachedPage, 'expires'>): void {
    if (page.body.length > this.options.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old) this.delete(key, old);
    this.entries.set(key, { ...page, expires: this.now() + this.options.ttlMs });
    this.bytes += page.body.length;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.delete(oldestKey, oldest);
    }
  }

  private delete(key: string, entry: CachedPage): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

/** Only complete pages meant for anyone: no cookies set, nothing private, nothing that failed. */
export function isCacheable(response: Response): boolean {
  if (response.status !== 200 && response.status !== 404) return false;
  if (response.headers.has('set-cookie')) return false;
  return !/\b(no-store|private)\b/.test(response.headers.get('cache-control') ?? '');
}

/** Puts the response's nonce where the page was rendered with the marker. */
export function withNonce(body: Buffer, nonce: string): Buffer {
  const marker = Buffer.from(NONCE_MARKER);
  let at = body.indexOf(marker);
  if (at < 0) return body;
  const replacement = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  while (at >= 0) {
    parts.push(body.subarray(from, at), replacement);
    from = at + marker.length;
    at = body.indexOf(marker, from);
  }
  parts.push(body.subarray(from));
  return Buffer.concat(parts);
}
