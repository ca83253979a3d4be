import { describe, expect, it } from 'vitest';
import { filtersSearch } from './staff-list';

describe('a desk list’s filters in the address', () => {
  it('keeps only the filters set, trimmed, and nothing for the defaults', () => {
    expect(filtersSearch({ state: 'sent', q: '  RFQ 12 ' })).toBe('?state=sent&q=RFQ+12');
    expect(filtersSearch({ state: '', q: '   ' })).toBe('');
  });
});
