import { describe, expect, it } from 'vitest';
import { isCacheable, NONCE_MARKER, PageCache, withNonce } from './page-cache';

const page = (text: string) => ({
  status: 200,
  headers: [] as Array<[string, string]>,
  body: Buffer.from(text),
});

describe('page cache', () => {
  it('expires pages after their time to live', () => {
    let now = 1000;
    const cache = new PageCache({ ttlMs: 500, maxBytes: 1000, now: () => now });
    cache.set('a', page('A'));
    now = 1499;
    expect(cache.get('a')?.body.toString()).toBe('A');
    now = 1500;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used pages beyond its byte budget, and never keeps a huge page', () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 40 });
    cache.set('a', page('x'.repeat(10)));
    cache.set('b', page('x'.repeat(10)));
    cache.set('c', page('x'.repeat(10)));
    cache.get('a');
    cache.set('d', page('x'.repeat(10)));
    cache.set('e', page('x'.repeat(10)));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    cache.set('huge', page('x'.repeat(11)));
    expect(cache.get('huge')).toBeUndefined();
  });

  it('puts the response nonce everywhere the marker is', () => {
    const body = Buffer.from(
      `<script nonce="${NONCE_MARKER}">1</script><script nonce="${NONCE_MARKER}">2</script>`,
    );
    expect(withNonce(body, 'abc').toString()).toBe(
      '<script nonce="abc">1</script><script nonce="abc">2</script>',
    );
    expect(withNonce(Buffer.from('plain'), 'abc').toString()).toBe('plain');
  });

  it('keeps only public, complete pages', () => {
    expect(isCacheable(new Response('x', { status: 200 }))).toBe(true);
    expect(isCacheable(new Response('x', { status: 404 }))).toBe(true);
    expect(isCacheable(new Response('x', { status: 500 }))).toBe(false);
    expect(isCacheable(new Response(null, { status: 302, headers: { location: '/' } }))).toBe(false);
    expect(isCacheable(new Response('x', { headers: { 'set-cookie': 'a=1' } }))).toBe(false);
    expect(isCacheable(new Response('x', { headers: { 'cache-control': 'private, max-age=0' } }))).toBe(
      false,
    );
  });
});
