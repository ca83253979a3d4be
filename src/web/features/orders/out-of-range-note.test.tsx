import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../../common/i18n';
import { I18nProvider } from '../../lib/i18n';
import { OrderLinesTable, type OrderSummaryLine } from './order-summary';

const catalogueLine: OrderSummaryLine = {
  key: '1',
  position: 1,
  symbol: 'BC547B',
  description: 'Transistor NPN',
  amount: '100 pcs',
  unitPrice: '0.1234',
  lineNet: '12.34',
};
const specialLine: OrderSummaryLine = {
  key: '2',
  position: 2,
  symbol: 'XC7Z020-1CLG400C',
  description: 'FPGA SoC, bought for you',
  outOfRange: { mpn: 'XC7Z020-1CLG400C', manufacturer: 'AMD Xilinx', leadTimeDays: 42 },
  amount: '10 pcs',
  unitPrice: '310.0000',
  lineNet: '3100.00',
};

function renderLines(language: 'en' | 'pl') {
  render(
    <I18nProvider messages={catalogues[language]}>
      <OrderLinesTable lines={[catalogueLine, specialLine]} currency="PLN" grouping="standard" />
    </I18nProvider>,
  );
  return screen.getAllByRole('row').slice(1);
}

describe('order lines with a product outside the normal range (ADR 056)', () => {
  it('labels only that line, with its part number, maker and lead time', () => {
    const [first, second] = renderLines('en');
    expect(within(first!).queryByTestId('out-of-range-note')).toBeNull();
    const note = within(second!).getByTestId('out-of-range-note');
    expect(note.textContent).toContain('Outside our normal range');
    expect(note.textContent).toContain('Part number XC7Z020-1CLG400C');
    expect(note.textContent).toContain('Manufacturer: AMD Xilinx');
    expect(note.textContent).toContain('Lead time: 42 working days');
  });

  it("speaks the page's language", () => {
    const [, second] = renderLines('pl');
    const note = within(second!).getByTestId('out-of-range-note');
    expect(note.textContent).toContain(catalogues.pl.offers.outOfRange.badge);
    expect(note.textContent).not.toContain('Outside our normal range');
  });
});
