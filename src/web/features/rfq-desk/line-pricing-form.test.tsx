import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RfqLine } from '../../../common/contracts/rfq';
import type { RfqDeskOfferInput } from '../../../common/contracts/rfq-desk';
import { en } from '../../../common/i18n/en';
import { I18nProvider } from '../../lib/i18n';
import { LinePricingForm } from './line-pricing-form';

const line: RfqLine = {
  position: 2,
  row: 2,
  query: 'BC547',
  manufacturer: null,
  amounts: [10, 100],
  targetPrice: null,
  note: null,
  product: { symbol: 'BC547B', description: 'Transistor', manufacturer: 'ON' },
  offers: [],
  accepted: null,
};

function renderForm(onSave: (offers: RfqDeskOfferInput[]) => Promise<void>) {
  render(
    <I18nProvider messages={en}>
      <LinePricingForm line={line} currency="PLN" onSave={onSave} />
    </I18nProvider>,
  );
}

describe('the desk’s pricing form of one line', () => {
  it('starts with the asked product at every asked quantity and names a missing price before sending', async () => {
    const onSave = vi.fn<(offers: RfqDeskOfferInput[]) => Promise<void>>().mockResolvedValue();
    renderForm(onSave);
    expect((screen.getByLabelText('Our product (symbol)') as HTMLInputElement).value).toBe('BC547B');
    expect(screen.getAllByLabelText('Quantity').map((i) => (i as HTMLInputElement).value)).toEqual([
      '10',
      '100',
    ]);
    const prices = screen.getAllByLabelText('Unit price, PLN');
    await userEvent.type(prices[0]!, '1,25');
    await userEvent.click(screen.getByRole('button', { name: 'Save line 2' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'The price for 100 pcs must be a number greater than 0.',
    );
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.type(prices[1]!, '0.95');
    await userEvent.click(screen.getByRole('button', { name: 'Add an alternative' }));
    const alternative = screen.getAllByRole('group', { name: /^Offer 2$/ })[0]!;
    expect((within(alternative).getByLabelText('Alternative product') as HTMLInputElement).checked).toBe(
      true,
    );
    await userEvent.type(within(alternative).getByLabelText('Our product (symbol)'), 'BC548');
    await userEvent.type(within(alternative).getByLabelText('Quantity'), '100');
    await userEvent.type(within(alternative).getByLabelText('Unit price, PLN'), '0.80');
    await userEvent.type(within(alternative).getByLabelText('Lead time, days'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save line 2' }));
    expect(onSave).toHaveBeenCalledWith([
      {
        symbol: 'BC547B',
        alternative: false,
        breaks: [
          { amount: 10, unitPrice: '1.25' },
          { amount: 100, unitPrice: '0.95' },
        ],
        leadTimeDays: null,
        staffNote: null,
      },
      {
        symbol: 'BC548',
        alternative: true,
        breaks: [{ amount: 100, unitPrice: '0.80' }],
        leadTimeDays: 7,
        staffNote: null,
      },
    ]);
    expect((await screen.findByText('Line 2 saved.')).textContent).toBe('Line 2 saved.');
  });
});
