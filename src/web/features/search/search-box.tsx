import { lazy, Suspense, useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { ChunkBoundary } from '../../ui/chunk-boundary';

// The suggestions (asking as you type, the options, the arrow keys) load on the box's first focus
// or keystroke: the box is on every page, its suggestions only on use (ADR 088).
const SearchCombobox = lazy(() => import('./search-combobox').then((m) => ({ default: m.SearchCombobox })));

/** What the box shows of the suggestions' state (search-combobox.tsx reports it). */
export interface ComboboxView {
  open: boolean;
  activeId: string | undefined;
  status: string;
  /** The status line under the list (no suggestions yet, searching, failed). */
  showStatus: boolean;
}

/** The suggestions' keyboard: true when it handled the key. */
export type ComboboxKeys = (event: KeyboardEvent<HTMLInputElement>) => boolean;

/**
 * The header's search: a combobox (WAI-ARIA 1.2 pattern) suggesting products, manufacturers and
 * categories as you type. Focus stays in the input; the highlighted option is announced through
 * aria-activedescendant. Without JavaScript it is a plain GET form to the results page; until the
 * suggestions' code has loaded (first focus) it submits to the results page.
 */
export function SearchBox({ locale }: { locale: Locale }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const baseId = useId();
  const inputId = 'site-search-input';
  const listId = `${baseId}-listbox`;
  const optionId = useCallback((index: number) => `${baseId}-option-${index}`, [baseId]);
  const urlQuery = new URLSearchParams(location.search).get('q');
  const [text, setText] = useState(urlQuery ?? '');
  const [expanded, setExpanded] = useState(false);
  const [live, setLive] = useState(false);
  const [view, setView] = useState<ComboboxView | null>(null);
  const keys = useRef<ComboboxKeys | null>(null);
  const registerKeys = useCallback((handler: ComboboxKeys) => {
    keys.current = handler;
  }, []);
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
  const open = view?.open ?? false;

  const go = useCallback(
    (url: string) => {
      setExpanded(false);
      inputRef.current?.blur();
      void navigate(url);
    },
    [navigate],
  );
  const submit = () => {
    if (query.length === 0) return inputRef.current?.focus();
    go(localHref(locale, 'catalog_index', { q: query }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (keys.current?.(event)) return;
    switch (event.key) {
      case 'Enter':
        event.preventDefault();
        submit();
        return;
      case 'Escape':
        if (text !== '') {
          event.preventDefault();
          setText('');
        }
        return;
      case 'Tab':
        setExpanded(false);
        return;
    }
  };

  const status = view?.status ?? t('searchUi.box.noSuggestions');
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
          aria-activedescendant={open ? view?.activeId : undefined}
          maxLength={200}
          placeholder={t('header.searchPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setExpanded(true);
            setLive(true);
          }}
          onFocus={() => {
            setLive(true);
            if (query) setExpanded(true);
          }}
          onBlur={() => setExpanded(false)}
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
            {live && (
              <ChunkBoundary>
                <Suspense fallback={null}>
                  <SearchCombobox
                    locale={locale}
                    query={query}
                    expanded={expanded}
                    setExpanded={setExpanded}
                    baseId={baseId}
                    optionId={optionId}
                    go={go}
                    onView={setView}
                    registerKeys={registerKeys}
                  />
                </Suspense>
              </ChunkBoundary>
            )}
          </ul>
          {(view?.showStatus ?? true) && <p className="search-suggest__status">{status}</p>}
        </div>
      </div>
      <button type="submit">{t('header.search')}</button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {open ? status : ''}
      </span>
    </form>
  );
}
