import { describe, expect, it } from 'vitest';
import { totalsOf } from './order-pricing';

describe('order totals', () => {
  it('adds line nets, computes VAT once on the total and rounds to the currency', () => {
    const totals = totalsOf([{ lineNet: '10.01' }, { lineNet: '0.02' }, { lineNet: '3.33' }], 'PLN', '23.00');
    expect(totals).toEqual({
      currency: 'PLN',
      vatRate: '23',
      goodsNet: '13.36',
      discount: '0.00',
      net: '13.36',
      vat: '3.07',
      gross: '16.43',
      unpricedLines: 0,
    });
  });

  it('pays HUF in whole forints', () => {
    const totals = totalsOf([{ lineNet: '1001' }, { lineNet: '250' }], 'HUF', '27');
    expect(totals).toMatchObject({ net: '1251', vat: '338', gross: '1589' });
  });

  it('counts lines without a price and leaves them out of the sum', () => {
    const totals = totalsOf([{ lineNet: '5.00' }, { lineNet: null }], 'EUR', '19', '12.50');
    expect(totals).toMatchObject({ net: '17.50', vat: '3.33', gross: '20.83', unpricedLines: 1 });
  });

  it('an empty order costs nothing', () => {
    expect(totalsOf([], 'EUR', '0')).toMatchObject({ net: '0.00', vat: '0.00', gross: '0.00' });
  });
});
