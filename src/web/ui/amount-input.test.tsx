import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AmountInput } from './amount-input';
import { AMOUNT_MAX_VALUE, type AmountError } from './amount-rules';

function Harness({
  initial = 10,
  minimumQuantity = 10,
  multiples = 5,
  stock,
  onChange,
}: {
  initial?: number;
  minimumQuantity?: number;
  multiples?: number;
  stock?: number;
  onChange?: (amount: number, error: AmountError | null) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <AmountInput
      label="Quantity"
      value={value}
      minimumQuantity={minimumQuantity}
      multiples={multiples}
      stock={stock}
      messages={{
        multiplicity: 'Krotność',
        stock: (count: number) => `${count} in stock, the rest in about 14 days`,
      }}
      onChange={(amount, error) => {
        setValue(amount);
        onChange?.(amount, error);
      }}
    />
  );
}

const input = () => screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
const plus = () => screen.getByRole('button', { name: 'Increase amount' }) as HTMLButtonElement;
const minus = () => screen.getByRole('button', { name: 'Decrease amount' }) as HTMLButtonElement;

describe('AmountInput', () => {
  it("is a numeric text field of 7 digits, with room for the shop's grouping (9 999 999)", () => {
    render(<Harness />);
    expect(input().getAttribute('inputmode')).toBe('numeric');
    expect(input().maxLength).toBe(9);
    expect(input().getAttribute('aria-invalid')).toBe('false');
  });

  it('steps by the multiplier and disables minus at the minimum', async () => {
    render(<Harness />);
    expect(minus().disabled).toBe(true);
    await userEvent.click(plus());
    expect(input().value).toBe('15');
    expect(minus().disabled).toBe(false);
    await userEvent.click(minus());
    expect(input().value).toBe('10');
    expect(minus().disabled).toBe(true);
  });

  it('is one tab stop: the steppers are for pointers, the arrow keys step from the keyboard', async () => {
    render(
      <>
        <button type="button">before</button>
        <Harness />
        <button type="button">after</button>
      </>,
    );
    screen.getByRole('button', { name: 'before' }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(input());
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'after' }));
    input().focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(input().value).toBe('20');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input().value).toBe('10');
  });

  it('shows the minimum error below the field, linked to it', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.clear(input());
    await userEvent.type(input(), '7');
    expect(onChange).toHaveBeenLastCalledWith(7, { type: 'minimum', value: 10 });
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Minimum amount possible to order: 10');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toBe(error.id);
  });

  it('shows the multiplicity error with the given wording and re-rounds with plus', async () => {
    render(<Harness />);
    await userEvent.clear(input());
    await userEvent.type(input(), '12');
    expect(screen.getByRole('alert').textContent).toBe('Krotność: 5');
    await userEvent.click(plus());
    expect(input().value).toBe('15');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('re-rounds down with minus when off the grid', async () => {
    render(<Harness initial={20} />);
    await userEvent.clear(input());
    await userEvent.type(input(), '17');
    await userEvent.click(minus());
    expect(input().value).toBe('15');
  });

  it('treats text as the minimum and shows it when leaving the field', async () => {
    const onChange = vi.fn();
    render(<Harness initial={20} onChange={onChange} />);
    await userEvent.clear(input());
    await userEvent.type(input(), 'abc');
    expect(onChange).toHaveBeenLastCalledWith(10, null);
    expect(input().value).toBe('abc');
    fireEvent.blur(input());
    expect(input().value).toBe('10');
  });

  it('disables plus at the maximum value', () => {
    render(<Harness initial={AMOUNT_MAX_VALUE} minimumQuantity={1} multiples={1} />);
    expect(plus().disabled).toBe(true);
    expect(minus().disabled).toBe(false);
  });
});

describe("AmountInput with the shop's number format and the stock", () => {
  it('reads "1 000" as a thousand and keeps the text as typed', async () => {
    const onChange = vi.fn();
    render(<Harness initial={1} minimumQuantity={1} multiples={1} onChange={onChange} />);
    await userEvent.clear(input());
    await userEvent.type(input(), '1 000');
    expect(onChange).toHaveBeenLastCalledWith(1000, null);
    expect(input().value).toBe('1 000');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says how much is in stock and when the rest comes when the amount exceeds the stock', async () => {
    render(<Harness initial={1} minimumQuantity={1} multiples={1} stock={250} />);
    expect(screen.queryByText(/in stock/)).toBeNull();
    await userEvent.clear(input());
    await userEvent.type(input(), '300');
    expect(screen.getByRole('status').textContent).toBe('250 in stock, the rest in about 14 days');
    await userEvent.clear(input());
    await userEvent.type(input(), '250');
    expect(screen.queryByText(/in stock/)).toBeNull();
  });

  it('no stock notice for an amount that cannot be ordered anyway', async () => {
    render(<Harness initial={10} minimumQuantity={10} multiples={5} stock={5} />);
    await userEvent.clear(input());
    await userEvent.type(input(), '12');
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByText(/in stock/)).toBeNull();
  });
});
