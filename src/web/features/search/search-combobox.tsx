/**
 * The header search's suggestions, loaded on the box's first focus or keystroke (ADR 088): asking
 * as you type (use-autocomplete.ts), the options in the order the arrow keys walk them, the
 * highlight, the keyboard of the combobox (WAI-ARIA 1.2) and what the live region says. The box
 * (search-box.tsx) keeps the input, the listbox element and the form, which work without this.
 */
import { useLayoutEffect, useMemo, useState, type KeyboardEvent } from 'react';
import type { AutocompleteResponse } from '../../../common/contracts/search';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import type { ComboboxKeys, ComboboxView } from './search-box';
import { SuggestionOptions } from './search-suggestions';
import { useAutocomplete } from './use-autocomplete';

export type Suggestion =
  | { kind: 'product'; url: string; item: AutocompleteResponse['products'][number] }
  | { kind: 'manufacturer'; url: string; item: AutocompleteResponse['manufacturers'][number] }
  | { kind: 'category'; url: string; item: AutocompleteResponse['categories'][number] }
  | { kind: 'all'; url: string };

/** The suggestions in the order the arrow keys walk them: products, manufacturers, categories, "all results". */
function suggestionsOf(data: AutocompleteResponse | null, allResultsUrl: string): Suggestion[] {
  if (!data) return [];
  return [
    ...data.products.map((item) => ({ kind: 'product' as const, url: item.url, item })),
    ...data.manufacturers.map((item) => ({ kind: 'manufacturer' as const, url: item.url, item })),
    ...data.categories.map((item) => ({ kind: 'category' as const, url: item.url, item })),
    { kind: 'all' as const, url: allResultsUrl },
  ];
}

export interface SearchComboboxProps {
  locale: Locale;
  query: string;
  /** Whether the visitor wants the list (typing, focus with text, an arrow key); the box closes it. */
  expanded: boolean;
  setExpanded: (expanded: boolean) => void;
  baseId: string;
  optionId: (index: number) => string;
  go: (url: string) => void;
  /** What the box shows of the list: its input's state, the status line and the live region. */
  onView: (view: ComboboxView) => void;
  /** Hands the box the handler its keydown asks first. */
  registerKeys: (keys: ComboboxKeys) => void;
}

/** Renders the options inside the box's listbox. */
export function SearchCombobox({
  locale,
  query,
  expanded,
  setExpanded,
  baseId,
  optionId,
  go,
  onView,
  registerKeys,
}: SearchComboboxProps) {
  const t = useT();
  const state = useAutocomplete(query, { language: locale.language, country: locale.country }, expanded);
  const suggestions = useMemo(
    () => suggestionsOf(state.data, localHref(locale, 'catalog_index', { q: query })),
    [state.data, locale, query],
  );
  const open = expanded && query.length > 0 && (state.data !== null || state.status !== 'idle');

  // The highlight belongs to one list of suggestions while it is open: a new list, or the list
  // closed and opened again, starts without one.
  const [highlight, setHighlight] = useState<{ data: AutocompleteResponse | null; index: number }>({
    data: null,
    index: -1,
  });
  const [wasExpanded, setWasExpanded] = useState(expanded);
  if (wasExpanded !== expanded) {
    setWasExpanded(expanded);
    if (!expanded) setHighlight({ data: null, index: -1 });
  }
  const active = highlight.data === state.data ? highlight.index : -1;
  const setActive = (next: number | ((current: number) => number)) =>
    setHighlight({ data: state.data, index: typeof next === 'function' ? next(active) : next });

  const status =
    state.status === 'loading' && !state.data
      ? t('searchUi.box.searching')
      : state.status === 'error'
        ? t('searchUi.box.unavailable')
        : suggestions.length <= 1
          ? t('searchUi.box.noSuggestions')
          : t('searchUi.box.count', { count: suggestions.length - 1 });

  const activeId = open && active >= 0 ? optionId(active) : undefined;
  const showStatus = suggestions.length <= 1;
  useLayoutEffect(() => {
    onView({ open, activeId, status, showStatus });
  }, [onView, open, activeId, status, showStatus]);

  // Handled here: true; the box does the rest (Enter submits, Escape clears, Tab closes).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): boolean => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!expanded) {
          setExpanded(true);
          return true;
        }
        if (count === 0) return true;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // -1 is the input itself: walking past either end comes back to what was typed.
        setActive((current) => {
          const next = current + step;
          return next < -1 ? count - 1 : next >= count ? -1 : next;
        });
        return true;
      }
      case 'Enter':
        if (open && active >= 0 && suggestions[active]) {
          event.preventDefault();
          go(suggestions[active].url);
          return true;
        }
        return false;
      case 'Escape':
        if (!open) return false;
        event.preventDefault();
        setExpanded(false);
        return true;
    }
    return false;
  };
  useLayoutEffect(() => {
    registerKeys(onKeyDown);
  });

  // Once the list has been wanted its markup stays: later openings render at once.
  const [everOpened, setEverOpened] = useState(false);
  if (open && !everOpened) setEverOpened(true);
  if (!everOpened) return null;
  return (
    <SuggestionOptions
      suggestions={suggestions}
      query={query}
      active={active}
      optionId={optionId}
      headingId={(kind) => `${baseId}-${kind}`}
      onHover={setActive}
      onPick={(s) => go(s.url)}
    />
  );
}
