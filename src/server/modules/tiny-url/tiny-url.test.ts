import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TinyUrlCreateResponseSchema } from '../../../common/contracts/tiny-url';
import { catalogueTarget, localisedTarget, tinyUrlName } from '../../../common/tiny-url-target';
import { buildApp } from '../../app';
import { createTestDatabase } from '../../test-support/test-database';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tinyUrls } from '../../db/schema';
import { newTinyUrlToken } from './tiny-url.service';

let t: TestApp;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 0 });
});
afterAll(async () => {
  await t?.close();
});

const create = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/ajax/tiny-url/create',
    payload: payload as object,
    headers: { ...XHR, ...headers },
  });

describe('tokens', () => {
  it('are 32 characters of a-z and 0-9, and differ each time', () => {
    const tokens = Array.from({ length: 200 }, newTinyUrlToken);
    for (const token of tokens) expect(token).toMatch(/^[a-z0-9]{32}$/);
    expect(new Set(tokens).size).toBe(200);
    // Every character of the alphabet shows up over 6400 draws (no character is left out by the sampling).
    expect(new Set(tokens.join('')).size).toBe(36);
  });
});

describe('catalogue targets', () => {
  const site = 'http://shop.test';
  it('keeps catalogue lists with their parameters, without locale prefix and in a stable order', () => {
    expect(
      catalogueTarget('/pl/12_smd-resistors/katalog?view=tiled&sort=price_asc&brutto=1&page=', site),
    ).toEqual({
      ok: true,
      target: '/12_smd-resistors/katalog?sort=price_asc&view=tiled',
      locale: { _country: 'pl' },
    });
    expect(catalogueTarget('http://shop.test/en/de/katalog/?q=10k', site)).toMatchObject({
      ok: true,
      target: '/katalog/?q=10k',
      locale: { _language: 'en', _country: 'de' },
    });
    expect(catalogueTarget('/vishay_4/katalog/p', site)).toMatchObject({
      ok: true,
      target: '/vishay_4/katalog/p',
    });
    expect(catalogueTarget('/vishay_4/12_smd/katalog/p?f=1&f=2', site)).toMatchObject({
      ok: true,
      target: '/vishay_4/12_smd/katalog/p?f=1&f=2',
    });
  });

  it('refuses other hosts, other pages and what is not a URL', () => {
    expect(catalogueTarget('https://evil.example/katalog/', site)).toEqual({ ok: false, reason: 'foreign' });
    expect(catalogueTarget('//evil.example/katalog/', site)).toEqual({ ok: false, reason: 'foreign' });
    expect(catalogueTarget('http://user:pw@shop.test/katalog/', site)).toEqual({
      ok: false,
      reason: 'foreign',
    });
    expect(catalogueTarget('javascript:alert(1)', site)).toEqual({ ok: false, reason: 'malformed' });
    expect(catalogueTarget('/BC547B/details', site)).toEqual({ ok: false, reason: 'not_catalogue' });
    expect(catalogueTarget('/compare/', site)).toEqual({ ok: false, reason: 'not_catalogue' });
    expect(catalogueTarget('/s/abcdefabcdefabcdefabcdefabcdef12', site)).toEqual({
      ok: false,
      reason: 'not_catalogue',
    });
  });

  it('reads a stored target back in any locale form', () => {
    expect(localisedTarget('/12_smd/katalog?view=tiled', { _country: 'hu' })).toBe(
      '/hu/12_smd/katalog?view=tiled',
    );
    expect(localisedTarget('/katalog/?q=10k', {})).toBe('/katalog/?q=10k');
    expect(localisedTarget('/login', {})).toBeNull();
  });

  it('makes a readable name', () => {
    expect(tinyUrlName('Rezystory SMD – 0603, ±1 %')).toBe('rezystory-smd-0603-1');
    expect(tinyUrlName('Ellenállások')).toBe('ellenallasok');
    expect(tinyUrlName('***')).toBeUndefined();
  });
});

describe('POST /ajax/tiny-url/create', () => {
  it('creates a short link once per target and resolves it through the service', async () => {
    const first = await create({
      url: '/pl/12_smd-resistors/katalog?view=tiled&sort=price_asc',
      name: 'SMD resistors',
    });
    expect(first.statusCode, first.body).toBe(200);
    const body = TinyUrlCreateResponseSchema.parse(first.json());
    expect(body.token).toMatch(/^[a-z0-9]{32}$/);
    expect(body.shortUrl).toBe(`http://localhost/pl/s/${body.token}/smd-resistors`);

    // The same list (other parameter order, other locale, absolute URL) gives the same token.
    const again = await create({
      url: 'http://localhost/12_smd-resistors/katalog?sort=price_asc&view=tiled',
    });
    expect(again.json().token).toBe(body.token);
    expect(again.json().shortUrl).toBe(`http://localhost/s/${body.token}/smd-resistors`);

    expect(await t.services.tinyUrls.resolve(body.token, { _country: 'de' })).toBe(
      '/de/12_smd-resistors/katalog?sort=price_asc&view=tiled',
    );
    const [stored] = await t.services.database.db
      .select({ hits: tinyUrls.hits })
      .from(tinyUrls)
      .where(eq(tinyUrls.token, body.token));
    expect(stored?.hits).toBe(1);
    expect(await t.services.tinyUrls.resolve('a'.repeat(32), {})).toBeNull();
    expect(await t.services.tinyUrls.resolve('A'.repeat(32), {})).toBeNull();
  });

  it('gives one token to parallel requests for the same list', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => create({ url: '/katalog/?q=bc547' })));
    expect(new Set(results.map((r) => r.json().token)).size).toBe(1);
    const [{ n }] = (
      (await t.services.database.db.execute(
        sql.raw(`select count(*)::int as n from tiny_urls where target = '/katalog/?q=bc547'`),
      )) as unknown as { rows: [{ n: number }] }
    ).rows;
    expect(n).toBe(1);
  });

  it('refuses foreign and non-catalogue URLs and bad bodies with 422', async () => {
    for (const url of [
      'https://evil.example/katalog/',
      '//evil.example/katalog/',
      '/BC547B/details',
      '/login',
      'mailto:x@y.z',
      '/no/such/page',
    ]) {
      const res = await create({ url });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().data[0].field).toBe('url');
    }
    for (const payload of [
      {},
      { url: '' },
      { url: '/katalog/', extra: 1 },
      { url: 'x'.repeat(2001) },
      { url: 5 },
    ]) {
      expect((await create(payload)).statusCode, JSON.stringify(payload).slice(0, 40)).toBe(422);
    }
  });
});

describe('the creation limit is shared by every instance (issue 15)', () => {
  it('counts one address’s short links across two app instances on one database', async () => {
    const database = await createTestDatabase({ seedProducts: 0 });
    const apps = await Promise.all(
      [0, 1].map(
        async () =>
          (await buildApp({ database, web: 'none', logLevel: 'silent', publicUrl: 'http://localhost' })).app,
      ),
    );
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 122; i++) {
        const res = await apps[i % 2]!.inject({
          method: 'POST',
          url: '/ajax/tiny-url/create',
          remoteAddress: '203.0.113.99',
          headers: { ...XHR, host: 'localhost' },
          payload: { url: `http://localhost/katalog/?q=shared-${i}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(120)).toEqual([429, 429]);
    } finally {
      for (const app of apps) await app.close();
      await database.destroy();
    }
  });
});
