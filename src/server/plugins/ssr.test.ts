import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeConsent, serializeConsent } from '../../common/consent';
import { catalogues, catalogueVersion } from '../../common/i18n';
import { recordViewed, serializeRfyCookie, type RfyCookie } from '../../common/recommendations';
import type { SearchResponse } from '../../common/contracts/search';
import { generate, ROUTES } from '../../common/routes.server';
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

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

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
    // The canonical link is the public origin's, never a Host the request made up (ADR 015).
    const spoofed = await get('/hu/', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(spoofed.body).toContain('<link rel="canonical" href="http://localhost/hu/"');
    expect(spoofed.body).not.toContain('evil.example');
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1];
    const scripts = [...res.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it('names its message catalogue for the browser to load, without carrying it', async () => {
    const res = await get('/pl/');
    const version = catalogueVersion('pl');
    expect(res.body).toContain(`<meta name="shop-messages" content="pl:${version}"/>`);
    expect(res.body).toContain(`href="/ajax/messages/pl?v=${version}"`);
    // A text the home page does not show (the ZBL stock dialog's) is in no part of the page.
    const unshown = catalogues.pl.cart.zblOutOfStock.text.split('{{')[0]!;
    expect(unshown.length).toBeGreaterThan(20);
    expect(res.body).not.toContain(unshown);
    expect(res.body).not.toContain(JSON.stringify(unshown).slice(1, -1));
    // The page still speaks Polish: the server rendered it from its own catalogue.
    expect(res.body).toContain(catalogues.pl.header.searchPlaceholder);
  });

  it('renders the lazily loaded page in place, named for the browser to load its chunk first', async () => {
    const res = await get(`/pl/${encodeURIComponent(product.symbol)}/details`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="shop-page" content="product_details"/>');
    const main = /<main id="main" class="site-main"[^>]*>([\s\S]*?)<\/main>/.exec(res.body)![1]!;
    // The page's boundary is finished and inline, never a fallback swapped in by a script.
    expect(main).toMatch(/^<!--\$-->/);
    expect(main).toContain('data-testid="product-details"');
    expect(res.body).not.toContain('<!--$?-->');
    expect(res.body).not.toMatch(/\$RC\(/);
    // Other pages' code is not part of the page's scripts.
    expect(res.body).not.toMatch(/registration-page-[\w-]+\.js/);
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

  it('renders search results with the count, the filter panel, and noindex', async () => {
    const res = await get('/katalog/?q=resistor');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="search-results"');
    expect(res.body).toMatch(
      /data-testid="search-heading"[^>]*>[\d\u00a0]+\+? results for &quot;resistor&quot;</,
    );
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
    // No 10 kΩ resistor in this small catalogue: the results leave the value out and say so, and
    // the line above still says how the whole query was understood.
    expect(res.body).toContain('data-testid="relaxed-query"');
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
    const facet = (search.json() as SearchResponse).filters.find(
      (f) => f.kind === 'parameter' && f.values.length > 1,
    )!;
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

  it('answers ids beyond the database’s integers with the 404 page, not a failed query', async () => {
    const big = '99999999999999999999';
    for (const url of [
      `/x_${big}/linecard/p`,
      `/x_2147483648/linecard/p`,
      `/x_${big}/katalog/p`,
      `/x_${big}/1_y/katalog/p`,
      `/x_1/${big}_y/katalog/p`,
      `/${big}_x/katalog`,
      `/katalog/p/zone/sub/${big}_x`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('data-testid="not-found"');
    }
  });

  it('answers every page route of the table for real: no server error, no placeholder (issue 21)', async () => {
    // A stand-in for each path parameter, the first that fits the route's pattern.
    const samples: Record<string, string[]> = {
      rmaNumber: ['RMA-2026-000001'],
      orderNumber: ['40000001'],
      producer_name: ['knipex'],
      producer_id: ['1'],
      zoneSymbol: ['main'],
      id_category: [String(product.category.id)],
      category_name: [product.category.slug],
      symbol: [product.symbol],
      originalSymbol: [product.originalSymbol ?? product.symbol],
      orderStep: ['1'],
      token: ['a'.repeat(32), 'a'.repeat(40), `1a.sz5k0g.${'e'.repeat(32)}`],
      encryptedParams: ['x'],
      module: ['Invoices', 'x'],
      action: ['List'],
      file_name: ['x.pdf'],
      type: ['history'],
      number: ['1'],
      directoryId: ['1'],
      path: ['x'],
      slug: ['x'],
      rfqCrcToken: ['a'.repeat(40)],
      id: ['1'],
      complaintId: ['1'],
      name: ['x'],
      tiny_name: ['x'],
    };
    // What the removed placeholder page said, in the four languages: no page may say it again.
    const placeholder = /Coming soon|Już wkrótce|Demnächst verfügbar|Hamarosan elérhető/;
    const pages = ROUTES.filter((route) => route.page);
    expect(pages.length).toBeGreaterThan(100);
    for (const route of pages) {
      const params: Record<string, string> = {};
      for (const [, name] of route.path.matchAll(/\{(\w+)\}/g)) {
        if (name!.startsWith('_')) continue;
        const pattern = new RegExp(`^(?:${route.requirements?.[name!] ?? '[^/]+'})$`);
        const value = samples[name!]?.find((candidate) => pattern.test(candidate));
        expect(value, `a sample for {${name}} of ${route.name}`).toBeDefined();
        params[name!] = value!;
      }
      const url = generate(route.name, params);
      const res = await get(url);
      expect(res.statusCode, `${route.name} ${url}`).toBeLessThan(500);
      expect(res.body, `${route.name} ${url}`).not.toMatch(placeholder);
    }
  }, 60_000);

  it('renders /tenders as the tenders page, no longer a coming-soon one (issue 20, ADR 070)', async () => {
    for (const url of [
      '/tenders',
      '/pl/tenders',
      '/tenders?status=closed&text=x',
      '/tenders?status=nonsense',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('data-testid="tenders-page"');
      expect(res.body, url).not.toContain('data-testid="coming-soon"');
    }
    expect((await get('/pl/tenders')).body).toContain('Przetargi');
    expect((await get('/tenders/999999')).statusCode).toBe(404);
  });

  it('renders the promotions page with discounts, dates, sorting and manufacturer blocks', async () => {
    const res = await get('/promotions/?sort=price_desc&view=tiled');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Promotions | Component Shop</title>');
    expect(res.body).toContain('data-testid="product-list"');
    expect(res.body).toContain('data-testid="promotion-info"');
    expect(res.body).toMatch(/Valid [^<]+ – [^<]+/);
    expect(res.body).toContain('data-testid="promoted-manufacturers"');
    expect(res.body).toContain('data-testid="recommended-manufacturers"');
    expect((await get('/pl/promotions/?view=parametric')).body).toContain('Promocje');
  });

  it('renders the recommended products page in the list views', async () => {
    for (const view of ['', '?view=tiled', '?view=parametric']) {
      const res = await get(`/recommended-products/${view}`);
      expect(res.statusCode, view).toBe(200);
      expect(res.body).toContain('data-testid="recommended-week"');
      expect(res.body).toContain('data-testid="recommended-for-you"');
      expect(res.body).toContain('Recommended products of the week');
    }
  });

  it('renders a zone page with its text and manufacturers, and a manufacturer within it', async () => {
    const res = await get('/katalog/power-supplies/sub');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="zone-page"');
    expect(res.body).toContain('<h1>Power supplies</h1>');
    expect(res.body).toContain('<p>Power supplies from 1 W modules');
    const maker = /href="(\/katalog\/p\/power-supplies\/sub\/(\d+)_([^"]+))"/.exec(res.body);
    expect(maker).not.toBeNull();
    const filtered = await get(maker![1]);
    expect(filtered.statusCode).toBe(200);
    expect(filtered.body).toContain('aria-current="page"');
    const renamed = await get(`/katalog/p/power-supplies/sub/${maker![2]}_old-name?view=tiled`);
    expect(renamed.statusCode).toBe(301);
    expect(renamed.headers.location).toBe(`${maker![1]}?view=tiled`);
    expect((await get('/de/katalog/power-supplies/sub')).body).toContain('Stromversorgung');
    for (const url of ['/katalog/no-such-zone/sub', '/katalog/p/power-supplies/sub/999999_nobody']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('shows the consent banner until a choice, and "Recommended for you" after 4 viewed products with marketing consent', async () => {
    const first = await get('/');
    expect(first.body).toContain('data-testid="consent-banner"');
    expect(first.body).toContain('data-testid="banners"');
    expect(first.body).toContain('data-testid="zones"');
    expect(first.body).toContain('>Recommended products</h2>');

    const list = (
      await t.app.inject({ method: 'GET', url: '/ajax/catalog/products?pageSize=10&sort=stock_desc' })
    ).json();
    let rfy: RfyCookie | null = null;
    for (const p of list.items.slice(0, 4)) rfy = recordViewed(rfy, p.symbol);
    const consent = (marketing: boolean) =>
      `consent=${serializeConsent(makeConsent({ preferences: true, marketing }))}; rfy=${serializeRfyCookie(rfy!)}`;
    const personal = await get('/', { cookie: consent(true) });
    expect(personal.body).not.toContain('data-testid="consent-banner"');
    expect(personal.body).toContain('>Recommended for you</h2>');
    const withdrawn = await get('/', { cookie: consent(false) });
    expect(withdrawn.body).toContain('>Recommended products</h2>');
  });
});

describe('server-rendered discovery pages', () => {
  const XHR = { 'x-requested-with': 'XMLHttpRequest' };
  const compareCookie = (symbols: string[]) => `compare=${encodeURIComponent(JSON.stringify(symbols))}`;

  it('renders an empty comparison with a way to the catalogue, not indexed', async () => {
    const res = await get('/compare/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="compare-empty"');
    expect(res.body).toContain('href="/katalog/"');
    expect(res.body).toContain('<meta name="robots" content="noindex"/>');
  });

  it('renders the comparison of the cookie, side by side, with differences marked and unknown symbols named', async () => {
    const list = (
      await t.app.inject({
        method: 'GET',
        url: `/ajax/catalog/products?categoryId=${product.category.id}&pageSize=10`,
      })
    ).json();
    const symbols: string[] = list.items.slice(0, 3).map((p: { symbol: string }) => p.symbol);
    expect(symbols.length).toBeGreaterThan(1);
    const res = await t.app.inject({
      method: 'GET',
      url: '/pl/compare/',
      headers: { cookie: compareCookie([...symbols, 'NO-SUCH-PART-9']) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/data-testid="compare-product"/g)).toHaveLength(symbols.length);
    for (const symbol of symbols) expect(res.body).toContain(`data-symbol="${symbol}"`);
    expect(res.body).toContain('data-differs="true"');
    expect(res.body).toContain('NO-SUCH-PART-9');
    expect(res.body).toContain('data-testid="compare-missing"');
    expect(res.body).toContain('PLN');
    // A malformed cookie is an empty comparison, not an error.
    const broken = await t.app.inject({
      method: 'GET',
      url: '/compare/',
      headers: { cookie: 'compare=%E0%A4%A' },
    });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('data-testid="compare-empty"');
  });

  it('renders the compare toggle pressed for a product in the comparison, and similar products', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/${encodeURIComponent(product.symbol)}/details`,
      headers: { cookie: compareCookie([product.symbol]) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('aria-pressed="true"');
    expect(res.body).toContain('data-testid="similar-products"');
    expect(res.body).toContain('data-testid="compare-bar"');
  });

  it('offers a share link on catalogue lists', async () => {
    const res = await get(`/${product.category.id}_${product.category.slug}/katalog`);
    expect(res.body).toContain('data-testid="share-link"');
    expect((await get(`/katalog/?q=${encodeURIComponent(product.symbol.slice(0, 4))}`)).body).toContain(
      'data-testid="share-link"',
    );
    // Nothing found: nothing worth sharing.
    expect((await get('/katalog/?q=no-such-words')).body).not.toContain('data-testid="share-link"');
    expect((await get('/katalog/')).body).not.toContain('data-testid="share-link"');
  });

  it('redirects a short link to its list in the locale of the link, and answers unknown tokens with 404', async () => {
    const target = `/${product.category.id}_${product.category.slug}/katalog?view=tiled&sort=price_asc`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/ajax/tiny-url/create',
      headers: XHR,
      payload: { url: target, name: 'Shared list' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { token, shortUrl } = created.json();
    expect(new URL(shortUrl).pathname).toBe(`/s/${token}/shared-list`);

    const plain = await get(`/s/${token}`);
    expect(plain.statusCode).toBe(302);
    expect(plain.headers.location).toBe(
      `/${product.category.id}_${product.category.slug}/katalog?sort=price_asc&view=tiled`,
    );
    const hu = await get(`/hu/s/${token}/shared-list/x`);
    expect(hu.statusCode).toBe(302);
    expect(hu.headers.location).toBe(
      `/hu/${product.category.id}_${product.category.slug}/katalog?sort=price_asc&view=tiled`,
    );

    for (const url of [
      `/s/${'a'.repeat(32)}`,
      `/s/${token.slice(1)}`,
      `/s/${token.toUpperCase()}`,
      `/s/${token}x`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('data-testid="not-found"');
    }
  });
});
