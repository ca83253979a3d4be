import { describe, expect, it } from 'vitest';
import { safeBackPath } from './back-path';

describe('safeBackPath', () => {
  it('keeps paths of the shop’s pages, with their query and fragment', () => {
    expect(safeBackPath('/')).toBe('/');
    expect(safeBackPath('/katalog/')).toBe('/katalog/');
    expect(safeBackPath('/pl/order/export-to-csv?x=1')).toBe('/pl/order/export-to-csv?x=1');
    expect(safeBackPath('/BC547B-ONS/details#prices')).toBe('/BC547B-ONS/details#prices');
    expect(safeBackPath('/en/de/order-status/A%2F1')).toBe('/en/de/order-status/A%2F1');
  });

  it('drops anything that could leave the shop', () => {
    for (const value of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '\t//evil.example',
      ' //evil.example',
      '//evil',
      '//evil.example/katalog/',
      '/\\evil',
      '\\\\evil',
      '/katalog/\\..\\..\\evil',
      'https://evil',
      'https:/evil',
      '%2F%2Fevil',
      '/%2F%2Fevil',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'evil.example',
      '',
    ]) {
      expect(safeBackPath(value), JSON.stringify(value)).toBeNull();
    }
    expect(safeBackPath(null)).toBeNull();
  });

  it('drops control characters anywhere, and paths that are no page of the shop', () => {
    expect(safeBackPath('/katalog/\u0000')).toBeNull();
    expect(safeBackPath('/katalog/\u007f')).toBeNull();
    expect(safeBackPath('/ajax/auth/logout')).toBeNull();
    expect(safeBackPath('/no/such/page/at/all')).toBeNull();
    expect(safeBackPath(`/katalog/?q=${'x'.repeat(3000)}`)).toBeNull();
  });
});
