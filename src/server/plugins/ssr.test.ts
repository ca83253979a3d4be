import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../common/contracts/search';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** Pages rendered on the server from build/ (npm test builds it first), on a seeded database. */
let t: TestApp;
let product: { symbol: string; originalSymbol: string | null; category: { id: number; slug: string } };

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 300, web: 'production' });
  const list = (await t.app.inject({ method: 'GET', url: '/ajax/catalog/products?pageSize=100&sort=stock_desc' })).json();
  product = list.items.find((p: { permissions: string[] }) => p.permissions.includes('SHOW_PRICE'));
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('server-rendered pages', () => {
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
    const loose = await get(`/${encodeURIComponent(product.symbol.toLowerCase().replace(/-/g, ' '))}/details`);
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
    for (const url of ['/katalog/', '/pl/katalog/', '/linecard/', '/linecard/?letter=M', '/contact/', '/de/help/', '/how-to-buy/']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('finds a product by its exact symbol from the search box', async () => {
    const res = await get(`/katalog/?q=${encodeURIComponent(product.symbol)}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/${encodeURIComponent(product.symbol)}/details`);
  });

  it('renders search results with the count, the filter panel, and noindex', async () => {
    const res = await get('/katalog/?q=resistor');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="search-results"');
    expect(res.body).toMatch(/data-testid="search-heading"[^>]*>[\d\u00a0]+\+? results for &quot;resistor&quot;</);
    expect(res.body).toContain('data-testid="filter-panel"');
    expect(res.body).toContain('data-testid="product-list"');
    expect(res.body).toContain('<meta name="robots" content="noindex"/>');
    expect(res.body).toContain('<title>Search: resistor | Component Shop</title>');
    // The header's box holds the text searched for.
    expect(res.body).toMatch(/id="site-search-input"[^>]*value="resistor"/);
  });

  it('says how a query with values was understood', async () => {
    const res = await get('/katalog/?q=resistor%2010k');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/data-testid="search-understood"[\s\S]*?title="Resistance">10\u00a0kΩ</);
  });

  it('helps when a search finds nothing: spelling, categories, and a way to ask', async () => {
    const res = await get('/pl/katalog/?q=qqxxzzwwvv');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="search-help"');
    expect(res.body).toContain('href="/pl/contact/"');
    expect(res.body).toContain('<meta name="robots" content="noindex"/>');
  });

  it('renders a category narrowed by filters from the URL, and ignores junk in it', async () => {
    const path = `/${product.category.id}_${product.category.slug}/katalog`;
    const search = await t.app.inject({
      method: 'POST',
      url: '/ajax/catalog/search',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { query: '', filters: { categoryId: product.category.id }, pageSize: 10 },
    });
    expect(search.statusCode).toBe(200);
    const facet = (search.json() as SearchResponse).filters.find((f) => f.kind === 'parameter' && f.values.length > 1)!;
    const value = facet.values[0];
    const filtered = await get(`${path}?p${facet.id}=${encodeURIComponent(value.value)}&stock=1`);
    expect(filtered.statusCode).toBe(200);
    expect(filtered.body).toContain('data-testid="selected-filters"');
    expect(filtered.body).toContain(`aria-label="Remove filter ${facet.name}: ${value.label}"`);
    expect(filtered.body).toContain('aria-checked="true"');
    expect(filtered.body).toContain('<meta name="robots" content="noindex"/>');
    expect(filtered.body).toContain(`<link rel="canonical" href="http://localhost${path}"/>`);
    // The plain category is indexable and shows the panel too.
    const plain = await get(path);
    expect(plain.body).toContain('data-testid="filter-panel"');
    expect(plain.body).not.toContain('<meta name="robots"');

    for (const junk of [
      '?r5=abc..x&mf=x,y&p0=&stock=maybe&flag=NOPE',
      '?p1=' + 'x'.repeat(500),
      '?r99999999999=1..2&page=-3&pageSize=7&sort=up',
      // Ids the catalogue does not have: the search refuses them, the page leaves them out.
      `?mf=999999&p88888=x&r77777=1..2&p${facet.id}=${encodeURIComponent(value.value)}`,
    ]) {
      const res = await get(path + junk);
      expect(res.statusCode, junk).toBe(200);
      expect(res.body, junk).toContain('data-testid="filter-panel"');
    }
  });

  it('leaves out filters the catalogue does not have on the results page', async () => {
    const res = await get('/katalog/?q=resistor&cat=999999&mf=999999&p88888=x');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="search-results"');
    expect(res.body).not.toContain('data-testid="selected-filters"');
  });

  it('answers unknown pages, products and markets with a helpful 404 page', async () => {
    for (const url of ['/no/such/page/at/all', '/NO-SUCH-PART-123/details', '/xx/katalog/', '/999999_none/katalog']) {
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
