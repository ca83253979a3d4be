import { describe, expect, it } from 'vitest';
import { filtersSearch } from './staff-list';

describe('a desk list’s filters in the address', () => {
  it('keeps only the filters set, trimmed, and nothing for the defaults', () => {
    expect(filtersSearch({ state: 'sent', q: '  RFQ 12 ' })).toBe('?state=sent&q=RFQ+12');
    expect(filtersSearch({ state: '', q: '   ' })).toBe('');
    // The page after the first follows the filters; the first is the address without one.
    expect(filtersSearch({ state: 'sent', q: '' }, 3)).toBe('?state=sent&page=3');
    expect(filtersSearch({ state: '' }, 2)).toBe('?page=2');
    expect(filtersSearch({ state: '' }, 1)).toBe('');
  });
});
