/**
 * The header search's options (products, manufacturers, categories, "all results"), with the
 * suggestions' logic (search-combobox.tsx) on the box's first focus (ADR 082, 088): the search box
 * is on every page, its list only on use. The box (search-box.tsx) keeps the input, the form and
 * the listbox element itself.
 */
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { highlightSegments } from './highlight';
import type { Suggestion } from './search-combobox';

const GROUPS = [
  ['product', 'searchUi.box.products'],
  ['manufacturer', 'searchUi.box.manufacturers'],
  ['category', 'searchUi.box.categories'],
] as const;

function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightSegments(text, query).map((s, i) =>
        s.match ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>,
      )}
    </>
  );
}

/** "Passive components › Resistors" for the category "Resistors › SMD resistors": where it sits, without repeating it. */
function parentPath(category: { name: string; path: string }): string {
  const parts = category.path.split(' › ');
  if (parts.at(-1) === category.name) parts.pop();
  return parts.join(' › ');
}

export interface SuggestionOptionsProps {
  suggestions: Suggestion[];
  query: string;
  active: number;
  optionId: (index: number) => string;
  headingId: (kind: string) => string;
  onHover: (index: number) => void;
  onPick: (suggestion: Suggestion) => void;
}

export function SuggestionOptions({
  suggestions,
  query,
  active,
  optionId,
  headingId,
  onHover,
  onPick,
}: SuggestionOptionsProps) {
  const t = useT();
  const option = (suggestion: Suggestion, content: ReactNode) => {
    const i = suggestions.indexOf(suggestion);
    return (
      <li
        key={`${suggestion.kind}-${i}`}
        id={optionId(i)}
        role="option"
        aria-selected={i === active}
        className={`search-suggest__option search-suggest__option--${suggestion.kind}${i === active ? ' is-active' : ''}`}
        onMouseMove={() => onHover(i)}
        onClick={() => onPick(suggestion)}
      >
        {content}
      </li>
    );
  };

  return (
    <>
      {GROUPS.map(([kind, heading]) => {
        const items = suggestions.filter((s) => s.kind === kind);
        if (items.length === 0) return null;
        const groupHeadingId = headingId(kind);
        return (
          <li key={kind} role="presentation" className="search-suggest__group">
            <div id={groupHeadingId} role="presentation" className="search-suggest__heading">
              {t(heading)}
            </div>
            <ul role="group" aria-labelledby={groupHeadingId}>
              {items.map((s) =>
                s.kind === 'product'
                  ? option(
                      s,
                      <>
                        <span className="search-suggest__symbol">
                          <Highlighted
                            text={s.item.symbol}
                            query={s.item.matched === 'symbol' ? query : ''}
                          />
                        </span>
                        <span className="search-suggest__meta">
                          {s.item.manufacturer}
                          {s.item.manufacturerSymbol && s.item.manufacturerSymbol !== s.item.symbol && (
                            <>
                              {' · '}
                              <Highlighted
                                text={s.item.manufacturerSymbol}
                                query={s.item.matched === 'manufacturerSymbol' ? query : ''}
                              />
                            </>
                          )}
                        </span>
                        <span className="search-suggest__name">{s.item.name}</span>
                      </>,
                    )
                  : s.kind === 'manufacturer'
                    ? option(
                        s,
                        <span className="search-suggest__label">
                          <Highlighted text={s.item.name} query={query} />
                        </span>,
                      )
                    : s.kind === 'category'
                      ? option(
                          s,
                          <>
                            <span className="search-suggest__label">
                              <Highlighted text={s.item.name} query={query} />
                            </span>
                            {parentPath(s.item) && (
                              <span className="search-suggest__meta">{parentPath(s.item)}</span>
                            )}
                          </>,
                        )
                      : null,
              )}
            </ul>
          </li>
        );
      })}
      {suggestions
        .filter((s) => s.kind === 'all')
        .map((s) =>
          option(s, <span className="search-suggest__all">{t('searchUi.box.allResults', { query })}</span>),
        )}
    </>
  );
}
