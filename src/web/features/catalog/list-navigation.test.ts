import { describe, expect, it } from 'vitest';
import { listHref } from '../../lib/list-links';
import { pageWindow } from '../../ui/pagination';

describe('pageWindow', () => {
  it('shows the pages around the current one with the first and last always reachable', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 'gap', 5]);
    expect(pageWindow(10, 40)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 40]);
    expect(pageWindow(40, 40)).toEqual([1, 'gap', 38, 39, 40]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('listHref', () => {
  it('changes one parameter and goes back to the first page', () => {
    expect(listHref('?page=3&sort=price_asc', '/12_r/katalog', { view: 'tiled' })).toBe(
      '/12_r/katalog?sort=price_asc&view=tiled',
    );
  });
  it('keeps other parameters when paging, and drops defaults', () => {
    expect(listHref('?sort=price_asc', '/k', { page: 2 })).toBe('/k?sort=price_asc&page=2');
    expect(listHref('?page=2&sort=price_asc', '/k', { page: 1 })).toBe('/k?sort=price_asc');
    expect(listHref('?sort=price_asc', '/k', { sort: null })).toBe('/k');
  });
  it('keeps search filters readable', () => {
    expect(listHref('?q=10k&mf=12%2C40&r9=1000..10000', '/katalog/', { page: 2 })).toBe(
      '/katalog/?q=10k&mf=12,40&r9=1000..10000&page=2',
    );
  });
});
