import { lazy, Suspense, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AutocompleteResponse } from '../../../common/contracts/search';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { ChunkBoundary } from '../../ui/chunk-boundary';
import { useAutocomplete } from './use-autocomplete';

const SuggestionOptions = lazy(() =>
  import('./search-suggestions').then((m) => ({ default: m.SuggestionOptions })),
);

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

/**
 * The header's search: a combobox (WAI-ARIA 1.2 pattern) suggesting products, manufacturers and
 * categories as you type. Focus stays in the input; the highlighted option is announced through
 * aria-activedescendant. Without JavaScript it is a plain GET form to the results page.
 */
export function SearchBox({ locale }: { locale: Locale }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const baseId = useId();
  const inputId = 'site-search-input';
  const listId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const urlQuery = new URLSearchParams(location.search).get('q');
  const [text, setText] = useState(urlQuery ?? '');
  const [expanded, setExpanded] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  // After every navigation the list closes, and the results page's query shows in the box (also
  // after back and forward). Adjusted during render, as React advises for state derived from props.
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    if (urlQuery !== null) setText(urlQuery);
    setExpanded(false);
  }

  const query = text.trim();
  const state = useAutocomplete(query, { language: locale.language, country: locale.country }, expanded);
  const resultsUrl = (q: string) => localHref(locale, 'catalog_index', { q });
  const suggestions = useMemo(
    () => suggestionsOf(state.data, localHref(locale, 'catalog_index', { q: query })),
    [state.data, locale, query],
  );
  const open = expanded && query.length > 0 && (state.data !== null || state.status !== 'idle');
  // Once the list has been wanted its code stays: later openings render at once.
  const [everOpened, setEverOpened] = useState(false);
  if (open && !everOpened) setEverOpened(true);

  // The highlight belongs to one list of suggestions: a new list starts without one.
  const [highlight, setHighlight] = useState<{ data: AutocompleteResponse | null; index: number }>({
    data: null,
    index: -1,
  });
  const active = highlight.data === state.data ? highlight.index : -1;
  const setActive = (next: number | ((current: number) => number)) =>
    setHighlight({ data: state.data, index: typeof next === 'function' ? next(active) : next });

  const close = () => {
    setExpanded(false);
    setActive(-1);
  };
  const go = (url: string) => {
    close();
    inputRef.current?.blur();
    void navigate(url);
  };
  const submit = () => {
    if (query.length === 0) return inputRef.current?.focus();
    go(resultsUrl(query));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!expanded) {
          setExpanded(true);
          return;
        }
        if (count === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // -1 is the input itself: walking past either end comes back to what was typed.
        setActive((current) => {
          const next = current + step;
          return next < -1 ? count - 1 : next >= count ? -1 : next;
        });
        return;
      }
      case 'Enter':
        event.preventDefault();
        if (open && active >= 0 && suggestions[active]) go(suggestions[active].url);
        else submit();
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (text !== '') {
          event.preventDefault();
          setText('');
        }
        return;
      case 'Tab':
        close();
        return;
    }
  };

  const status =
    state.status === 'loading' && !state.data
      ? t('searchUi.box.searching')
      : state.status === 'error'
        ? t('searchUi.box.unavailable')
        : suggestions.length <= 1
          ? t('searchUi.box.noSuggestions')
          : t('searchUi.box.count', { count: suggestions.length - 1 });

  return (
    <form
      className={`site-search${open ? ' is-open' : ''}`}
      role="search"
      method="get"
      action={localHref(locale, 'catalog_index')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className="visually-hidden" htmlFor={inputId}>
        {t('searchUi.box.label')}
      </label>
      <div className="site-search__field">
        <input
          ref={inputRef}
          id={inputId}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          maxLength={200}
          placeholder={t('header.searchPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setExpanded(true);
          }}
          onFocus={() => query && setExpanded(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        {/* Phones show this shorter text in the placeholder's place (search.css); the input keeps the
            whole one, which assistive technology reads. */}
        <span className="site-search__short-placeholder" aria-hidden="true">
          {t('header.searchPlaceholderShort')}
        </span>
        <div
          className="search-suggest"
          hidden={!open}
          // Clicks on the list must not take the focus from the input (that would close the list first).
          onMouseDown={(event) => event.preventDefault()}
          data-testid="search-suggestions"
        >
          <ul
            id={listId}
            role="listbox"
            aria-label={t('searchUi.box.suggestions')}
            className="search-suggest__list"
          >
            {/* The options' markup loads with the first keystroke (ADR 082): the box is on every page,
                its list only on use. */}
            {everOpened && (
              <ChunkBoundary>
                <Suspense fallback={null}>
                  <SuggestionOptions
                    suggestions={suggestions}
                    query={query}
                    active={active}
                    optionId={optionId}
                    headingId={(kind) => `${baseId}-${kind}`}
                    onHover={setActive}
                    onPick={(s) => go(s.url)}
                  />
                </Suspense>
              </ChunkBoundary>
            )}
          </ul>
          {suggestions.length <= 1 && <p className="search-suggest__status">{status}</p>}
        </div>
      </div>
      <button type="submit">{t('header.search')}</button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {open ? status : ''}
      </span>
    </form>
  );
}
