import { describe, expect, it } from 'vitest';
import {
  FILTER_FLAGS,
  SEARCH_MAX_MANUFACTURERS,
  SEARCH_MAX_PARAMETER_FILTERS,
  SEARCH_MAX_VALUES_PER_FILTER,
  SEARCH_SORTS,
  SearchFiltersSchema,
  type SearchFilters,
} from '../contracts/search';
import {
  countFilters,
  FILTER_FLAG_VALUES,
  FILTER_LIMITS,
  filterHref,
  filtersToSearchParams,
  formatQuery,
  parseFilterParams,
  parseSearchListParams,
  parameterSortValue,
  replaceFilters,
  SEARCH_SORT_VALUES,
} from './filter-url';

const roundTrip = (filters: SearchFilters) => parseFilterParams(filtersToSearchParams(filters));

describe('filter URL encoding', () => {
  it('repeats the contract limits and lists (no Zod in the browser bundle)', () => {
    expect(FILTER_FLAG_VALUES).toEqual(FILTER_FLAGS);
    expect(SEARCH_SORT_VALUES).toEqual(SEARCH_SORTS);
    expect(FILTER_LIMITS.parameters).toBe(SEARCH_MAX_PARAMETER_FILTERS);
    expect(FILTER_LIMITS.valuesPerParameter).toBe(SEARCH_MAX_VALUES_PER_FILTER);
    expect(FILTER_LIMITS.manufacturers).toBe(SEARCH_MAX_MANUFACTURERS);
  });

  it('writes a short, readable query', () => {
    const filters: SearchFilters = {
      manufacturerIds: [12, 40],
      parameters: [
        { id: 17, values: ['0603', '0805'] },
        { id: 9, min: 1000, max: 10000 },
      ],
      inStock: true,
      flags: ['NEW'],
    };
    expect(formatQuery(filtersToSearchParams(filters))).toBe(
      'mf=12,40&p17=0603,0805&r9=1000..10000&stock=1&flag=NEW',
    );
  });

  it.each<[string, SearchFilters]>([
    ['empty', {}],
    ['category', { categoryId: 7 }],
    ['manufacturers', { manufacturerIds: [3, 1, 2] }],
    ['values', { parameters: [{ id: 4, values: ['10 kΩ', '4.7 kΩ'] }] }],
    [
      'values with commas and backslashes',
      { parameters: [{ id: 4, values: ['SOT-23, SC-59', 'a\\b', ','] }] },
    ],
    [
      'open ranges',
      {
        parameters: [
          { id: 5, min: 1e-7 },
          { id: 6, max: 0.0047 },
        ],
      },
    ],
    ['negative and tiny', { parameters: [{ id: 8, min: -40, max: 1.5e-12 }] }],
    ['values and range on one parameter', { parameters: [{ id: 2, values: ['X7R'], min: 1, max: 2 }] }],
    ['stock and flags', { inStock: true, flags: ['NEW', 'SALE', 'EXTERNAL_WAREHOUSE'] }],
    [
      'everything',
      {
        categoryId: 1,
        manufacturerIds: [9],
        parameters: [
          { id: 1, values: ['a'] },
          { id: 2, min: 0, max: 0 },
        ],
        inStock: true,
        flags: ['PROMOTED'],
      },
    ],
  ])('round-trips %s', (_, filters) => {
    expect(roundTrip(filters)).toEqual(filters);
    // and the result is a valid API request
    expect(SearchFiltersSchema.safeParse(roundTrip(filters)).success).toBe(true);
  });

  it('round-trips through the readable string form as well', () => {
    const filters: SearchFilters = {
      manufacturerIds: [1, 2],
      parameters: [{ id: 3, values: ['a,b', 'c d'], min: 0.5 }],
    };
    expect(parseFilterParams(formatQuery(filtersToSearchParams(filters)))).toEqual(filters);
  });

  it('reads SI values people type into a range', () => {
    expect(parseFilterParams('r9=10k..47k').parameters).toEqual([{ id: 9, min: 10_000, max: 47_000 }]);
    expect(parseFilterParams('r3=100n..4.7%C2%B5').parameters).toEqual([{ id: 3, min: 1e-7, max: 4.7e-6 }]);
    expect(parseFilterParams('r3=..4u7F').parameters).toEqual([{ id: 3, max: 4.7e-6 }]);
  });

  it('puts a reversed range the right way round', () => {
    expect(parseFilterParams('r9=100..10').parameters).toEqual([{ id: 9, min: 10, max: 100 }]);
  });

  it('merges repeated parameters and drops duplicates', () => {
    expect(parseFilterParams('mf=1,2&mf=2,3&p4=a&p4=b,a&flag=NEW&flag=new,SALE')).toEqual({
      manufacturerIds: [1, 2, 3],
      parameters: [{ id: 4, values: ['a', 'b'] }],
      flags: ['NEW', 'SALE'],
    });
  });

  it.each([
    'cat=abc',
    'cat=0',
    'cat=-4',
    'cat=1.5',
    'cat=99999999999',
    'mf=,,x',
    'mf=1e3',
    'p0=a',
    'pabc=a',
    'p01=a',
    'p5=',
    'p5=,,',
    'r5=',
    'r5=..',
    'r5=abc..10',
    'r5=1..2..3',
    'r5=10',
    'r5=NaN..1',
    'r5=Infinity..',
    'r5=1e999..',
    'stock=0',
    'stock=yes',
    'flag=DANGEROUS',
    'flag=',
    'q=resistor&view=tiled&sort=price_asc&page=3',
    '%E0%A4%A=broken',
  ])('ignores junk %j', (query) => {
    expect(parseFilterParams(query)).toEqual({});
  });

  it('does not trip over malformed escapes', () => {
    expect(parseFilterParams('%E0%A4%A=x&p7=%&mf=%ZZ')).toEqual({ parameters: [{ id: 7, values: ['%'] }] });
  });

  it('keeps what is valid next to junk', () => {
    expect(parseFilterParams('cat=x&mf=5,y&p3=ok&r3=bad..1&r4=1..2&stock=1&flag=NOPE,NEW')).toEqual({
      manufacturerIds: [5],
      parameters: [
        { id: 3, values: ['ok'] },
        { id: 4, min: 1, max: 2 },
      ],
      inStock: true,
      flags: ['NEW'],
    });
  });

  it('stays within the API limits however long the URL is', () => {
    const many = Array.from({ length: 80 }, (_, i) => i + 1);
    const query = [
      `mf=${many.join(',')}`,
      ...many.map((i) => `p${i}=${many.map((v) => `v${v}`).join(',')}`),
      `p999=${'x'.repeat(101)},short`,
    ].join('&');
    const filters = parseFilterParams(query);
    expect(filters.manufacturerIds).toHaveLength(SEARCH_MAX_MANUFACTURERS);
    expect(filters.parameters).toHaveLength(SEARCH_MAX_PARAMETER_FILTERS);
    expect(filters.parameters![0].values).toHaveLength(SEARCH_MAX_VALUES_PER_FILTER);
    expect(SearchFiltersSchema.safeParse(filters).success).toBe(true);
  });

  it('counts choices for the filter button', () => {
    expect(countFilters(parseFilterParams('cat=2&mf=1,2&p3=a,b&r4=1..&stock=1&flag=NEW'))).toBe(7);
    expect(countFilters(parseFilterParams('cat=2&mf=1'), { countCategory: true })).toBe(2);
  });
});

describe('links with other filters', () => {
  it('keeps the text, view, sort and page size, and starts again at page 1', () => {
    const search = '?q=10k&view=tiled&page=4&mf=1&p3=a&sort=price_asc';
    expect(formatQuery(replaceFilters(search, { manufacturerIds: [1, 2] }))).toBe(
      'q=10k&view=tiled&sort=price_asc&mf=1,2',
    );
    expect(filterHref('/katalog/', search, {})).toBe('/katalog/?q=10k&view=tiled&sort=price_asc');
    expect(filterHref('/1_x/katalog', '?page=2&r4=1..2', {})).toBe('/1_x/katalog');
  });
});

describe('list parameters of a search', () => {
  it('defaults to relevance with a text and to symbol without', () => {
    expect(parseSearchListParams('', true)).toEqual({
      page: 1,
      pageSize: 25,
      sort: 'relevance',
      view: 'linear',
    });
    expect(parseSearchListParams('', false).sort).toBe('symbol');
    expect(parseSearchListParams('sort=relevance', false).sort).toBe('symbol');
    expect(parseSearchListParams('sort=price_desc&page=3&pageSize=50&view=parametric', true)).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'price_desc',
      view: 'parametric',
    });
  });

  it('falls back to defaults on junk', () => {
    expect(parseSearchListParams('sort=cheap&page=-1&pageSize=7&view=grid', true)).toEqual({
      page: 1,
      pageSize: 25,
      sort: 'relevance',
      view: 'linear',
    });
  });

  it('reads a parameter column sort from sort=p<ID>_asc|desc and leaves junk out', () => {
    expect(parseSearchListParams('sort=p17_desc&page=2', false)).toEqual({
      page: 2,
      pageSize: 25,
      sort: 'symbol',
      parameterSort: { id: 17, direction: 'desc' },
      view: 'linear',
    });
    expect(parseSearchListParams('sort=p17_up', false).parameterSort).toBeUndefined();
    expect(parseSearchListParams('sort=p0_asc', false).parameterSort).toBeUndefined();
    expect(parseSearchListParams('sort=p99999999999_asc', false).parameterSort).toBeUndefined();
    expect(parameterSortValue({ id: 17, direction: 'asc' })).toBe('p17_asc');
  });
});
