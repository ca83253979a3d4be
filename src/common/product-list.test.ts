import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_PARAMS, parseListParams } from './product-list';

describe('parseListParams', () => {
  it('reads valid parameters', () => {
    expect(parseListParams('page=3&pageSize=100&sort=price_desc&view=parametric')).toEqual({
      page: 3,
      pageSize: 100,
      sort: 'price_desc',
      view: 'parametric',
    });
  });

  it('falls back per parameter on bad values', () => {
    expect(parseListParams('page=-2&pageSize=7&sort=best&view=tiled')).toEqual({
      ...DEFAULT_LIST_PARAMS,
      view: 'tiled',
    });
    expect(parseListParams('page=1.5')).toEqual(DEFAULT_LIST_PARAMS);
    expect(parseListParams('page=1001')).toEqual(DEFAULT_LIST_PARAMS);
    expect(parseListParams('')).toEqual(DEFAULT_LIST_PARAMS);
  });
});
