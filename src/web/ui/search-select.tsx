import { type KeyboardEvent, useEffect, useId, useState } from 'react';

/** Spec §9: PageUp/PageDown move the highlighted option by this many. */
export const SELECT_PAGE_JUMP = 10;

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * Options whose label contains the query (case-insensitive), those starting with it first;
 * the original order is kept within both groups. An empty query keeps every option.
 */
export function filterOptions<T extends SelectOption>(options: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...options];
  const prefixed: T[] = [];
  const containing: T[] = [];
  for (const option of options) {
    const label = option.label.toLocaleLowerCase();
    if (label.startsWith(needle)) prefixed.push(option);
    else if (label.includes(needle)) containing.push(option);
  }
  return [...prefixed, ...containing];
}

export interface SearchSelectProps {
  options: readonly SelectOption[];
  /** Selected value; null for none. */
  value: string | null;
  onChange: (value: string) => void;
  /** Visible label of the field. */
  label: string;
  placeholder?: string;
  noResultsText?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/** Select with a search box: an editable combobox with a listbox popup (WAI-ARIA combobox pattern). */
export function SearchSelect({
  options,
  value,
  onChange,
  label,
  placeholder,
  noResultsText = 'No results',
  disabled,
  id,
  className,
}: SearchSelectProps) {
  const baseId = useId();
  const inputId = id ?? `${baseId}input`;
  const listId = `${baseId}list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  const visible = open ? filterOptions(options, query) : [];
  const activeIndex = Math.min(active, visible.length - 1);
  const optionId = (index: number) => `${baseId}option-${index}`;
  const selectedLabel = options.find((option) => option.value === value)?.label ?? '';

  useEffect(() => {
    if (!open || activeIndex < 0) return;
    // scrollIntoView is missing in some environments (jsdom); the list still works without it.
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const openList = () => {
    setQuery('');
    // Start on the current choice so arrows move from where the user is.
    setActive(
      Math.max(
        0,
        options.findIndex((option) => option.value === value),
      ),
    );
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    setQuery('');
  };

  const select = (option: SelectOption | undefined) => {
    if (!option) return;
    onChange(option.value);
    close();
  };

  const moveTo = (index: number) => setActive(Math.max(0, Math.min(index, visible.length - 1)));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        openList();
      }
      return;
    }
    const moves: Record<string, number> = {
      ArrowDown: activeIndex + 1,
      ArrowUp: activeIndex - 1,
      Home: 0,
      End: visible.length - 1,
      PageDown: activeIndex + SELECT_PAGE_JUMP,
      PageUp: activeIndex - SELECT_PAGE_JUMP,
    };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key]);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      select(visible[activeIndex]);
    } else if (event.key === 'Escape') {
      // Handled here: the dialog this select may sit in must stay open.
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      close();
    }
  };

  return (
    <div className={className ? `ui-select ${className}` : 'ui-select'}>
      <label className="ui-select__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="ui-select__input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={open ? query : selectedLabel}
        placeholder={open ? selectedLabel || placeholder : placeholder}
        disabled={disabled}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onClick={() => (open ? close() : openList())}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <ul id={listId} role="listbox" aria-label={label} className="ui-select__list" hidden={!open}>
        {visible.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={option.value === value}
            className={
              index === activeIndex ? 'ui-select__option ui-select__option--active' : 'ui-select__option'
            }
            // Keep focus in the input, otherwise its blur closes the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => select(option)}
          >
            {option.label}
          </li>
        ))}
        {open && visible.length === 0 && (
          <li className="ui-select__empty" role="presentation">
            {noResultsText}
          </li>
        )}
      </ul>
    </div>
  );
}
