/**
 * Ranking: what comes first for typical queries, on the deterministic generated catalogue (its first
 * 5 000 products) plus a few real parts loaded through the feed importer (search-fixtures). Expected
 * symbols were read from the generator's output; each case also checks what the first result is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SearchResponseSchema,
  type SearchRequestInput,
  type SearchResponse,
} from '../../../common/contracts/search';
import { importCatalogRecords } from '../catalog-import';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { SEARCH_FIXTURES } from './search-fixtures.test-data';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 5000 });
  async function* records() {
    let line = 1;
    for (const record of SEARCH_FIXTURES) yield { line: line++, record };
  }
  const summary = await importCatalogRecords(t.database, records());
  expect(summary).toEqual({ imported: SEARCH_FIXTURES.length, rejected: 0 });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function search(body: SearchRequestInput): Promise<SearchResponse> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/ajax/catalog/search',
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return SearchResponseSchema.parse(res.json());
}

interface Case {
  query: string;
  request?: Omit<SearchRequestInput, 'query'>;
  first: string;
  /** What the first result's description must say (the match is right, not only the symbol). */
  description?: RegExp;
  /** Every result on the first page must say this (or pass this check of its description). */
  every?: RegExp | ((description: string) => boolean);
  exactMatch?: string | null;
  didYouMean?: string;
}

const RESISTOR_10K_0603_1 = /Resistor: .*0603; 10kΩ; ±1%/;
const PREFIX: Record<string, number> = { p: 1e-12, n: 1e-9, µ: 1e-6, m: 1e-3, '': 1 };
/** The capacitance a description states ("…; 47µF; 25V; …"). */
const farads = (description: string) => {
  const m = /; (\d+(?:\.\d+)?)(p|n|µ|m|)F;/.exec(description);
  return m ? Number(m[1]) * PREFIX[m[2]!]! : NaN;
};

const cases: Record<string, Case[]> = {
  'exact symbol, however it is typed': [
    { query: 'RC0603FR-0710KL', first: 'RC0603FR-0710KL', exactMatch: 'RC0603FR-0710KL' },
    { query: 'rc0603fr07 10kl', first: 'RC0603FR-0710KL', exactMatch: 'RC0603FR-0710KL' },
    { query: '  rc 0603 fr-07 10kl ', first: 'RC0603FR-0710KL', exactMatch: 'RC0603FR-0710KL' },
    { query: 'RC0603FR.07/10KL', first: 'RC0603FR-0710KL', exactMatch: 'RC0603FR-0710KL' },
    { query: 'rc0603fr0710kl', first: 'RC0603FR-0710KL', exactMatch: 'RC0603FR-0710KL' },
    { query: 'grm21br61e476ka01d', first: 'GRM21BR61E476KA01D', exactMatch: 'GRM21BR61E476KA01D' },
    { query: 'ERJ 3EKF 2201 V', first: 'ERJ-3EKF2201V', exactMatch: 'ERJ-3EKF2201V' },
    { query: 'NE555DR-TI', first: 'NE555DR-TI', exactMatch: 'NE555DR-TI' },
  ],
  'manufacturer and original symbol (several makers of one part: in stock, then by symbol)': [
    { query: 'SS14-13-F', first: 'SS14-13-F-DIO', every: /Schottky; 40V; 1A; SMA/, exactMatch: null },
    { query: 'ss14 13 f', first: 'SS14-13-F-DIO', exactMatch: null },
    { query: 'BAT54', first: 'BAT54-DIO', description: /Schottky; 30V; 200mA; SOT-23/, exactMatch: null },
    { query: 'bat 54', first: 'BAT54-DIO' },
    { query: 'SS14', first: 'SS14-ONS', description: /Schottky/ },
    { query: 'ne555dr', first: 'NE555DR-ST', every: /IC: timer/ },
  ],
  'prefix of a symbol': [
    { query: 'RC0603FR-07', first: 'RC0603FR-0710KL', every: /0603/ },
    { query: 'GRM21', first: 'GRM21B5C1E222JA01D', every: /MLCC; SMD; 0805/ },
    { query: 'NE555', first: 'NE555P-TI', every: /IC: timer/ },
    { query: 'CL10', first: 'CL10A225KA8NNNC', description: /0603; 2.2µF; 25V; X5R/ },
  ],
  'typos: the closest symbol': [
    { query: 'RC0603FR-0710KX', first: 'RC0603FR-0710KL', didYouMean: 'RC0603FR-0710KL', exactMatch: null },
    { query: 'GRM21BR61E476KA01X', first: 'GRM21BR61E476KA01D', didYouMean: 'GRM21BR61E476KA01D' },
    { query: 'NE555DX', first: 'NE555DR-ST', didYouMean: 'NE555DR-ST' },
  ],
  'typos of look-alike characters (l/1, O/0, I/1, S/5, B/8) before other edits': [
    { query: 'LM3ll', first: 'LM311P-TI', didYouMean: 'LM311P-TI', exactMatch: null },
    { query: 'LM3I1P', first: 'LM311P-TI', didYouMean: 'LM311P-TI' },
    { query: 'RC0603FR-07lOKL', first: 'RC0603FR-0710KL', didYouMean: 'RC0603FR-0710KL' },
    { query: 'NE5S5P', first: 'NE555P-TI', description: /IC: timer/ },
    { query: 'lN4OO7', first: '1N4007-ONS', description: /1kV; 1A; DO41/ },
    { query: 'GRM188R6lE1O6KA73D', first: 'GRM188R61E106KA73D', didYouMean: 'GRM188R61E106KA73D' },
  ],
  'values with units against typed parameters': [
    { query: '10k 0603 1%', first: 'RC0603FR-0710KL', every: RESISTOR_10K_0603_1 },
    { query: '100nF 50V X7R', first: 'CL10B104KB8NNNC', every: /100nF; 50V; X7R/ },
    {
      query: '≥ 10 µF 25 V',
      first: '860003014005',
      every: (d) => /; 25V;/.test(d) && farads(d) >= 10e-6 * (1 - 1e-9),
    },
    { query: '>=10uF <=25V', first: '293D6V3V-336', description: /33µF; 6.3V/ },
    { query: '10 kΩ 0603', first: 'RC0603FR-0710KL', every: /0603; 10kΩ/ },
    { query: '10kohm 5%', first: 'MCR01EZPJX1002', every: /10kΩ.*±5%|±5%.*10kΩ|10kΩ; 10W; THT; ±5%/ },
    { query: '4k7 0603', first: 'RC0603FR-074K7L', every: /0603; 4.7kΩ/ },
    { query: '2k2 0603', first: 'BLM180603-2200R', every: /2.2kΩ; 0603|0603; 2.2kΩ/ },
    { query: '16MHz', first: 'CSTLS0X-16.00G', every: /16MHz/ },
    { query: '100MHz oscilloscope', first: 'DS1104Z', every: /Oscilloscope: digital; 100MHz/ },
    { query: '200 mA schottky', first: 'BAT54-13-F-DIO', every: /Schottky; 30V; 200mA/ },
    { query: 'schottky 40V 1A', first: '1N5819-13-F-DIO', every: /Schottky; 40V; 1A/ },
    { query: 'x7r 0603', first: 'C0603C104M8RACTU', every: /0603; .*X7R/ },
  ],
  'words: descriptions, category and manufacturer names, in any language': [
    { query: 'schottky', first: '1N5817-13-F-DIO', every: /Schottky/ },
    { query: 'resistor 0402', first: 'AC0402FR-0710K5L', every: /Resistor: .*0402/ },
    { query: 'rezystory 10k', first: '3296W-1-H-10K', every: /10kΩ/ },
    { query: 'Widerstände 4.7k', first: 'CR0805-JX-4701ELF', every: /4.7kΩ/ },
    { query: 'yageo 0603', first: 'AC0603FR-07162KL', every: /0603/ },
    { query: 'capacitors 100nF', first: 'C0402C104K3RACTU', every: /Capacitor: .*100nF/ },
    { query: 'oscilloscope 4 channels', first: 'DS1054Z', every: /Oscilloscope: .*4 channels/ },
    { query: 'SOT-23 schottky', first: 'BAT54-13-F-DIO', every: /Schottky.*SOT-23/ },
    { query: 'DO41 1A', first: '1N4001-DIO', every: /1A; DO41/ },
  ],
  'filters and sorts': [
    {
      query: '10k',
      request: { filters: { parameters: [{ id: 10, values: ['0603'] }] } },
      first: 'RC0603FR-0710KL',
      every: /0603; 10kΩ/,
    },
    {
      query: '10k',
      request: { filters: { parameters: [{ id: 10, values: ['0603'] }], inStock: true }, sort: 'stock_desc' },
      first: 'RC0603FR-0710KL',
      every: /0603; 10kΩ/,
    },
    {
      query: 'resistor',
      request: { sort: 'stock_desc' },
      first: 'RC0805FR-07442RL',
      description: /Resistor/,
    },
    { query: '100nF', request: { sort: 'price_desc' }, first: 'MKT182063-104', description: /100nF; 63V/ },
    {
      query: '100nF',
      request: { sort: 'price_asc', filters: { inStock: true } },
      first: 'C0603C104M8RACTU',
      every: /100nF/,
    },
  ],
};

describe('search ranking', () => {
  const all = Object.values(cases).flat();
  it('covers at least 40 queries', () => {
    expect(all.length).toBeGreaterThanOrEqual(40);
  });

  for (const [group, list] of Object.entries(cases)) {
    describe(group, () => {
      it.each(list.map((c) => [`${c.query}${c.request ? ` ${JSON.stringify(c.request)}` : ''}`, c] as const))(
        '%s',
        async (_name, c) => {
          const response = await search({ query: c.query, ...c.request });
          expect(response.products.length, `no results for ${c.query}`).toBeGreaterThan(0);
          expect(response.products[0]!.symbol).toBe(c.first);
          if (c.description) expect(response.products[0]!.description).toMatch(c.description);
          const every = c.every;
          if (every instanceof RegExp)
            for (const p of response.products) expect(p.description, p.symbol).toMatch(every);
          else if (every)
            for (const p of response.products)
              expect(every(p.description), `${p.symbol}: ${p.description}`).toBe(true);
          if (c.exactMatch !== undefined) expect(response.exactMatch?.symbol ?? null).toBe(c.exactMatch);
          if (c.didYouMean !== undefined) expect(response.didYouMean).toBe(c.didYouMean);
        },
      );
    });
  }
});

describe('search ranking: no results', () => {
  it('offers the nearest known word and categories for a misspelt word', async () => {
    const response = await search({ query: 'capacitr' });
    expect(response.total).toBe(0);
    expect(response.didYouMean).toBe('capacitor');
    expect(response.suggestedCategories.map((c) => c.name)).toContain('MLCC capacitors');
    expect(response.suggestedCategories.every((c) => c.productCount > 0)).toBe(true);
  });

  it('offers nothing for gibberish, but does not fail', async () => {
    const response = await search({ query: 'zzzzqqq' });
    expect(response).toMatchObject({
      total: 0,
      totalExact: true,
      didYouMean: null,
      suggestedCategories: [],
      products: [],
    });
  });

  it('suggests the category of typo matches', async () => {
    const response = await search({ query: 'RC0603FR-0710KX' });
    expect(response.suggestedCategories.map((c) => c.name)).toEqual(['SMD resistors']);
  });
});
