import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { filterOptions, SearchSelect, type SelectOption } from './search-select';

const countries: SelectOption[] = [
  { value: 'AT', label: 'Austria' },
  { value: 'DE', label: 'Germany' },
  { value: 'NL', label: 'Netherlands' },
  { value: 'PL', label: 'Poland' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'US', label: 'United States' },
];

describe('filterOptions', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(filterOptions(countries, '')).toEqual(countries);
    expect(filterOptions(countries, '   ')).toEqual(countries);
  });

  it('matches anywhere, ignoring case', () => {
    expect(filterOptions(countries, 'LAND').map((o) => o.value)).toEqual(['NL', 'PL']);
  });

  it('puts prefix matches first, keeping the original order within groups', () => {
    const options = [
      { value: '1', label: 'Resistor SMD' },
      { value: '2', label: 'SMD capacitor' },
      { value: '3', label: 'Fuse smd' },
      { value: '4', label: 'smd LED' },
    ];
    expect(filterOptions(options, 'smd').map((o) => o.value)).toEqual(['2', '4', '1', '3']);
  });

  it('returns nothing when nothing matches and does not change the input', () => {
    const copy = [...countries];
    expect(filterOptions(countries, 'xyz')).toEqual([]);
    expect(countries).toEqual(copy);
  });
});

function Controlled({
  options = countries,
  onChange,
}: {
  options?: SelectOption[];
  onChange?: (v: string) => void;
}) {
  const [value, setValue] = useState<string | null>('DE');
  return (
    <SearchSelect
      label="Country"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Country' });
const activeOption = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('SearchSelect', () => {
  it('shows the selected label and opens on ArrowDown at the current choice', async () => {
    render(<Controlled />);
    expect((combobox() as HTMLInputElement).value).toBe('Germany');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    combobox().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option')).toHaveLength(6);
    expect(activeOption()).toBe('Germany');
    expect(screen.getByRole('option', { name: 'Germany' }).getAttribute('aria-selected')).toBe('true');
  });

  it('filters while typing and selects with Enter', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.type(combobox(), 'uni');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'United Kingdom',
      'United States',
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('US');
    expect((combobox() as HTMLInputElement).value).toBe('United States');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('moves with Home, End and ten at a time with PageUp/PageDown', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ value: String(i), label: `Item ${i}` }));
    render(<Controlled options={many} />);
    combobox().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('Item 0');
    await userEvent.keyboard('{PageDown}');
    expect(activeOption()).toBe('Item 10');
    await userEvent.keyboard('{PageDown}{PageDown}{PageDown}');
    expect(activeOption()).toBe('Item 29');
    await userEvent.keyboard('{PageUp}');
    expect(activeOption()).toBe('Item 19');
    await userEvent.keyboard('{Home}');
    expect(activeOption()).toBe('Item 0');
    await userEvent.keyboard('{ArrowUp}');
    expect(activeOption()).toBe('Item 0');
    await userEvent.keyboard('{End}');
    expect(activeOption()).toBe('Item 29');
  });

  it('closes on Escape without changing the value or letting the key bubble', async () => {
    const onChange = vi.fn();
    const onOuterKey = vi.fn();
    render(
      <div onKeyDown={onOuterKey}>
        <Controlled onChange={onChange} />
      </div>,
    );
    await userEvent.type(combobox(), 'pol');
    await userEvent.keyboard('{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect((combobox() as HTMLInputElement).value).toBe('Germany');
    expect(onChange).not.toHaveBeenCalled();
    expect(onOuterKey.mock.calls.some(([event]) => event.key === 'Escape')).toBe(false);
  });

  it('selects an option with the mouse', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(combobox());
    await userEvent.click(screen.getByRole('option', { name: 'Poland' }));
    expect(onChange).toHaveBeenCalledWith('PL');
  });

  it('says so when nothing matches', async () => {
    render(<Controlled />);
    await userEvent.type(combobox(), 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No results')).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect((combobox() as HTMLInputElement).value).toBe('zzz');
  });

  it('closes when focus leaves', async () => {
    render(<Controlled />);
    await userEvent.click(combobox());
    fireEvent.blur(combobox());
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });
});
