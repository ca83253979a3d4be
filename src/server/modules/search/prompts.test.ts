/** Spec §7 products prompts and deleted-words: what the search itself says about a typed query. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AutocompleteResponseSchema,
  DeletedWordsResponseSchema,
  SearchPromptsResponseSchema,
  SearchResponseSchema,
} from '../../../common/contracts/search';
import { importCatalogRecords } from '../catalog-import';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { SEARCH_FIXTURES } from './search-fixtures.test-data';

let t: TestApp;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 300 });
  async function* records() {
    let line = 1;
    for (const record of SEARCH_FIXTURES) yield { line: line++, record };
  }
  await importCatalogRecords(t.database, records());
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: XHR });

async function ok<T>(url: string, payload: object, schema: { parse(v: unknown): T }): Promise<T> {
  const res = await post(url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return schema.parse(res.json());
}

describe('prompts', () => {
  it("offer the search's correction and the autocomplete's completions, nothing else", async () => {
    for (const query of ['RC0603FR-0710KX', 'RC0603FR-07', 'yage', 'resis', 'LM3ll']) {
      const prompts = await ok(
        '/ajax/products/prompts',
        { query, language: 'en' },
        SearchPromptsResponseSchema,
      );
      const search = await ok('/ajax/catalog/search', { query, language: 'en' }, SearchResponseSchema);
      const completions = await ok(
        '/ajax/catalog/autocomplete',
        { query, language: 'en' },
        AutocompleteResponseSchema,
      );
      expect(prompts, query).toEqual({ ...completions, didYouMean: search.didYouMean });
    }
    // A typo: the search's closest symbol; a symbol typed right: no correction.
    const typo = await ok(
      '/ajax/products/prompts',
      { query: 'RC0603FR-0710KX' },
      SearchPromptsResponseSchema,
    );
    expect(typo.didYouMean).toBe('RC0603FR-0710KL');
    const right = await ok('/ajax/products/prompts', { query: 'RC0603FR-07' }, SearchPromptsResponseSchema);
    expect(right.didYouMean).toBeNull();
    expect(right.products.map((p) => p.symbol)).toContain('RC0603FR-0710KL');
    // The limit reaches the completions.
    const one = await ok('/ajax/products/prompts', { query: 'RC06', limit: 1 }, SearchPromptsResponseSchema);
    expect(one.products).toHaveLength(1);
  });

  it('say which words the search dropped to find results, and none when none was', async () => {
    const relaxed = await ok(
      '/ajax/products/prompts/deleted-words',
      { query: '10k 0805 5%' },
      DeletedWordsResponseSchema,
    );
    const search = await ok('/ajax/catalog/search', { query: '10k 0805 5%' }, SearchResponseSchema);
    expect(relaxed).toEqual({ query: '10k 0805 5%', searched: '10k 0805', dropped: ['5%'] });
    expect(relaxed).toEqual({
      query: search.query,
      searched: search.relaxed!.query,
      dropped: [search.relaxed!.dropped],
    });
    for (const query of ['10k 0805', 'RC0603FR-0710KL', 'zzzzqqq yyyyxxx']) {
      const none = await ok('/ajax/products/prompts/deleted-words', { query }, DeletedWordsResponseSchema);
      expect(none, query).toEqual({ query, searched: query, dropped: [] });
    }
  });

  it('refuse an empty, over-long or unknown input (422)', async () => {
    for (const url of ['/ajax/products/prompts', '/ajax/products/prompts/deleted-words']) {
      for (const payload of [
        {},
        { query: '' },
        { query: '   ' },
        { query: 'x'.repeat(201) },
        { query: 42 },
        { query: 'RC06', colour: 'red' },
        { query: 'RC06', language: 'xx' },
      ]) {
        const res = await post(url, payload);
        expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(422);
      }
    }
    const long = await post('/ajax/products/prompts', { query: 'x'.repeat(201) });
    expect(long.json().message).toBe('The search text may be at most 200 characters.');
  });
});
