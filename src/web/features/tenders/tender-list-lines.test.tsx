import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../../common/i18n/en';
import type { TenderListDetails, TenderListLine } from '../../../common/tenders';
import { I18nProvider } from '../../lib/i18n';
import { TenderListLines } from './tender-list-lines';

const line = (extra: Partial<TenderListLine>): TenderListLine => ({
  id: 1,
  position: 1,
  query: 'BC547B',
  amount: 500,
  note: null,
  matchKind: 'symbol',
  matchAccepted: true,
  matched: { symbol: 'BC547B', manufacturer: 'ON', description: 'NPN transistor', source: 'match' },
  alternatives: [
    { symbol: 'BC547C', manufacturer: 'ON', description: 'NPN transistor, C', source: 'similar' },
    { symbol: 'BC548B', manufacturer: 'NXP', description: 'NPN transistor 30 V', source: 'replacement' },
  ],
  chosenSymbol: 'BC547B',
  unitPrice: null,
  answerNote: null,
  ...extra,
});

function renderLines(
  list: Pick<TenderListDetails, 'id' | 'state' | 'currency' | 'lines'>,
  onChoose?: (id: number, s: string | null) => void,
) {
  render(
    <I18nProvider messages={en}>
      <TenderListLines list={list} onChoose={onChoose} />
    </I18nProvider>,
  );
}

describe('the lines of a tender item list', () => {
  it('offers the match, its equivalents and none as one radio group a line', async () => {
    const onChoose = vi.fn();
    renderLines(
      {
        id: 7,
        state: 'draft',
        currency: 'PLN',
        lines: [
          line({}),
          line({
            id: 2,
            position: 2,
            query: 'NOPE-1',
            matchKind: 'none',
            matched: null,
            alternatives: [],
            chosenSymbol: null,
          }),
        ],
      },
      onChoose,
    );
    const group = screen.getByRole('group', { name: 'Product to price' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(4);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    expect(within(group).getByText('Equivalent')).toBeTruthy();
    expect(within(group).getByText('Replacement')).toBeTruthy();
    // The arrow keys between native radios of one name are the browser's (the journey presses them;
    // jsdom has no CSS.escape for user-event's walk): here a click on the option's text.
    await userEvent.click(within(group).getByText('NPN transistor, C'));
    expect(onChoose).toHaveBeenCalledWith(1, 'BC547C');
    await userEvent.click(within(group).getByLabelText('None of these'));
    expect(onChoose).toHaveBeenLastCalledWith(1, null);
    expect(screen.getByText('Nothing in our catalogue matches this line.')).toBeTruthy();
    expect(screen.getAllByRole('group')).toHaveLength(1);
  });

  it('shows a sent list read only, and an answered one with prices, values and notes', () => {
    renderLines({
      id: 7,
      state: 'answered',
      currency: 'PLN',
      lines: [
        line({ chosenSymbol: 'BC548B', unitPrice: '0.1234', answerNote: 'From stock' }),
        line({ id: 2, position: 2, chosenSymbol: null, unitPrice: null, answerNote: 'Discontinued' }),
      ],
    });
    expect(screen.queryByRole('radio')).toBeNull();
    const [first, second] = screen.getAllByTestId('tender-line-answer');
    const text = (element: HTMLElement | undefined) => element?.textContent?.replace(/\s+/g, ' ') ?? '';
    expect(text(first)).toContain('Unit price: 0.1234 PLN');
    expect(text(first)).toContain('Value: 61.70 PLN');
    expect(text(first)).toContain('Our note: From stock');
    expect(text(second)).toContain('No price');
    expect(text(screen.getByTestId('tender-line-1'))).toContain('BC548B');
    expect(text(screen.getByTestId('tender-line-2'))).toContain('None of these');
  });
});
