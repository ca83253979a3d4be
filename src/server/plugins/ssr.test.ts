import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** Pages rendered on the server from build/ (npm test builds it first), on a seeded database. */
let t: TestApp;
let product: { symbol: string; originalSymbol: string | null; category: { id: number; slug: string } };

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 300, web: 'production', pageCacheTtlMs: 60_000 });
  const list = (
    await t.app.inject({ method: 'GET', url: '/ajax/catalog/products?pageSize=100&sort=stock_desc' })
  ).json();
  product = list.items.find((p: { permissions: string[] }) => p.permissions.includes('SHOW_PRICE'));
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('server-rendered pages', () => {
  it('reuses a page rendered for the same address and cookies, with a fresh nonce each time', async () => {
    const url = `/${product.category.id}_${product.category.slug}/katalog?sort=stock_desc`;
    const first = await get(url);
    const second = await get(url);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    const nonceOf = (res: typeof first) =>
      /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1];
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(second.body).toContain(`nonce="${nonceOf(second)}"`);
    expect(second.body).not.toContain(nonceOf(first));
    expect(second.body.replaceAll(nonceOf(second), 'N')).toBe(first.body.replaceAll(nonceOf(first), 'N'));
    const otherCookies = await t.app.inject({ method: 'GET', url, headers: { cookie: 'compare=X' } });
    expect(otherCookies.headers['x-page-cache']).toBe('miss');
  });

  it('renders the home page with its sliders, meta tags and nonced scripts', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('data-testid="recommended-week"');
    expect(res.body).toMatch(/<title>[^<]+ \| Component Shop<\/title>/);
    expect(res.body).toMatch(/<link rel="canonical" href="http:\/\/localhost(:\d+)?\/"/);
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1];
    const scripts = [...res.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it('renders a product by every details route, priced for the market', async () => {
    const symbol = encodeURIComponent(product.symbol);
    const en = await get(`/${symbol}/details`);
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain(`<title>${product.symbol}`);
    expect(en.body).toContain('EUR');

    const hu = await get(`/hu/${symbol}/details`);
    expect(hu.statusCode).toBe(200);
    expect(hu.body).toContain('<html lang="hu"');
    expect(hu.body).toContain('HUF');
    expect(hu.body).toContain(`<link rel="canonical" href="http://localhost/hu/${symbol}/details"`);

    const byCategory = await get(`/pl/${product.category.id}_${product.category.slug}/${symbol}/details`);
    expect(byCategory.statusCode).toBe(200);
    expect(byCategory.body).toContain('PLN');
    // Spaces, dashes and case do not matter for the symbol.
    const loose = await get(
      `/${encodeURIComponent(product.symbol.toLowerCase().replace(/-/g, ' '))}/details`,
    );
    expect(loose.statusCode).toBe(200);
    expect((await get(`/${symbol}/details/print`)).body).toContain('data-testid="print-sheet"');
  });

  it('renders a category with its list, and corrects an outdated name in the URL', async () => {
    const path = `/${product.category.id}_${product.category.slug}/katalog`;
    const res = await get(`${path}?view=parametric&sort=price_asc`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="product-list"');
    const moved = await get(`/${product.category.id}_old-name/katalog?page=2`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`${path}?page=2`);
  });

  it('renders the catalogue, linecard and information pages', async () => {
    for (const url of [
      '/katalog/',
      '/pl/katalog/',
      '/linecard/',
      '/linecard/?letter=M',
      '/contact/',
      '/de/help/',
      '/how-to-buy/',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('finds a product by its exact symbol from the search box', async () => {
    const res = await get(`/katalog/?q=${encodeURIComponent(product.symbol)}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/${encodeURIComponent(product.symbol)}/details`);
  });

  it('answers unknown pages, products and markets with a helpful 404 page', async () => {
    for (const url of [
      '/no/such/page/at/all',
      '/NO-SUCH-PART-123/details',
      '/xx/katalog/',
      '/999999_none/katalog',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('data-testid="not-found"');
    }
  });

  it('shows pages of later capabilities as real pages that say so', async () => {
    const res = await get('/order-status');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-route="order_status_list"');
  });
});
