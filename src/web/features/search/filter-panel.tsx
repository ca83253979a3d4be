import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { FacetValue, FilterFlag, SearchFilters } from '../../../common/contracts/search';
import { filterHref } from '../../../common/search/filter-url';
import { parseSiValue } from '../../../common/si-parse';
import { useT } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import {
  setParameterRange,
  toggleCategory,
  toggleFlag,
  toggleInStock,
  toggleLifecycle,
  toggleManufacturer,
  toggleParameterValue,
  toggleRohs,
} from './filter-edits';
import type { LifecycleStatus, RohsStatus } from '../../../common/product-compliance';
import type { FacetView } from './search-view';

/** Values shown before "show more", and from how many values a list gets its own filter box. */
export const TOP_VALUES = 8;
export const FILTERABLE_FROM = 12;
/** Blocks open at first; the rest start folded (a category can have dozens of parameters). */
const OPEN_BLOCKS = 6;

/** The URL of the current page with other filters. Every choice is a plain link: shareable, back-button friendly. */
export function useFilterHref() {
  const { pathname, search } = useLocation();
  return (filters: SearchFilters) => filterHref(pathname, search, filters);
}

/** Space toggles a checkbox; these checkboxes are links, which only react to Enter by themselves. */
const spaceClicks = (event: KeyboardEvent<HTMLAnchorElement>) => {
  if (event.key === ' ') {
    event.preventDefault();
    event.currentTarget.click();
  }
};

function CheckLink({
  to,
  checked,
  children,
  disabled,
}: {
  to: string;
  checked: boolean;
  children: ReactNode;
  disabled?: boolean;
}) {
  if (disabled && !checked) {
    return (
      <span className="facet-value is-disabled" role="checkbox" aria-checked="false" aria-disabled="true">
        <span className="facet-value__box" aria-hidden="true" />
        {children}
      </span>
    );
  }
  return (
    <Link
      to={to}
      preventScrollReset
      rel="nofollow"
      role="checkbox"
      aria-checked={checked}
      className={`facet-value${checked ? ' is-checked' : ''}`}
      onKeyDown={spaceClicks}
    >
      <span className="facet-value__box" aria-hidden="true" />
      {children}
    </Link>
  );
}

function ValueLabel({ label, count }: { label: string; count: number }) {
  const format = useFormat();
  return (
    <>
      <span className="facet-value__label">{label}</span>
      <span className="facet-value__count">{format.number(count)}</span>
    </>
  );
}

/** Equal as typed values are (the search's VALUE_EPSILON): 4.7e-6 stored and "4u7" typed differ in the last bits. */
const sameValue = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(Math.abs(a), Math.abs(b));

/** A multi-select list of values with counts: the top few, "show more", and a filter box in long lists. */
function ValueList({
  name,
  values,
  hrefOf,
  numeric = false,
  unit = null,
}: {
  name: string;
  values: FacetValue[];
  hrefOf: (value: FacetValue) => string;
  /** Values of a numeric parameter: the finder also reads what is typed as a value ("10k", "100n"). */
  numeric?: boolean;
  unit?: string | null;
}) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const [needle, setNeedle] = useState('');
  const text = needle.trim().toLowerCase();
  const typed = text && numeric ? parseSiValue(needle, unit) : null;
  const matching = text
    ? values.filter(
        (v) =>
          v.label.toLowerCase().includes(text) ||
          (typed !== null && v.valueSi != null && sameValue(v.valueSi, typed)),
      )
    : values;
  // Chosen values stay in sight even when they rank below the top few.
  const shown = expanded || text ? matching : matching.filter((v, i) => i < TOP_VALUES || v.selected);
  const hidden = matching.length - shown.length;
  return (
    <>
      {values.length >= FILTERABLE_FROM && (
        <input
          className="facet__find"
          type="search"
          value={needle}
          onChange={(e) => setNeedle(e.target.value)}
          placeholder={t('searchUi.filters.search', { name })}
          aria-label={t('searchUi.filters.search', { name })}
        />
      )}
      <ul className="facet__values">
        {shown.map((v) => (
          <li key={v.value}>
            <CheckLink to={hrefOf(v)} checked={v.selected} disabled={v.count === 0}>
              <ValueLabel label={v.label} count={v.count} />
            </CheckLink>
          </li>
        ))}
      </ul>
      {text && matching.length === 0 && (
        <p className="facet__none">{t('searchUi.filters.noMatch', { text: needle.trim() })}</p>
      )}
      {!text && (hidden > 0 || expanded) && matching.length > TOP_VALUES && (
        <button
          type="button"
          className="facet__more"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('searchUi.filters.showLess') : t('searchUi.filters.showMore', { count: hidden })}
        </button>
      )}
    </>
  );
}

/** Two inputs for a numeric parameter, in SI units as engineers write them ("10k", "4.7µ", "100n"). */
function RangeFilter({ facet, filters }: { facet: FacetView; filters: SearchFilters }) {
  const t = useT();
  const navigate = useNavigate();
  const hrefWith = useFilterHref();
  const id = useId();
  const text = facet.rangeText;
  const [from, setFrom] = useState(text?.inputMin ?? '');
  const [to, setTo] = useState(text?.inputMax ?? '');
  const [error, setError] = useState<string | null>(null);
  if (!facet.range || !text) return null;

  // A unit is optional, but a different one ("10 V" for a resistance) is a mistake worth saying.
  const read = (value: string): number | undefined | null =>
    value.trim() === '' ? undefined : parseSiValue(value, facet.unit);
  const apply = () => {
    const min = read(from);
    const max = read(to);
    if (min === null || max === null) {
      setError(t('searchUi.filters.invalid', { text: (min === null ? from : to).trim() }));
      return;
    }
    if (min !== undefined && max !== undefined && min > max) {
      setError(t('searchUi.filters.reversed'));
      return;
    }
    setError(null);
    void navigate(hrefWith(setParameterRange(filters, facet.id, min, max)), { preventScrollReset: true });
  };
  return (
    <form
      className="facet-range"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
      noValidate
    >
      <div className="facet-range__inputs">
        <label>
          <span className="visually-hidden">
            {facet.name}: {t('searchUi.filters.from')}
          </span>
          <input
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            placeholder={text.min}
            aria-invalid={error !== null}
            aria-describedby={`${id}-hint`}
            inputMode="text"
            autoComplete="off"
            size={6}
          />
        </label>
        <span aria-hidden="true">–</span>
        <label>
          <span className="visually-hidden">
            {facet.name}: {t('searchUi.filters.to')}
          </span>
          <input
            value={to}
            onChange={(e) => setTo(e.target.value)}
            placeholder={text.max}
            aria-invalid={error !== null}
            aria-describedby={`${id}-hint`}
            inputMode="text"
            autoComplete="off"
            size={6}
          />
        </label>
        <button type="submit" className="button facet-range__apply">
          {t('searchUi.filters.apply')}
        </button>
      </div>
      <p id={`${id}-hint`} className="facet-range__hint">
        {t('searchUi.filters.available', { min: text.min, max: text.max })}
      </p>
      {error && (
        <p className="facet-range__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function FacetBlock({ facet, filters, open }: { facet: FacetView; filters: SearchFilters; open: boolean }) {
  const t = useT();
  const hrefWith = useFilterHref();
  let name = facet.name;
  let body: ReactNode = null;
  switch (facet.kind) {
    case 'category':
      name = facet.name || t('search.facet.category');
      body = (
        <ValueList
          name={name}
          values={facet.values}
          hrefOf={(v) => hrefWith(toggleCategory(filters, Number(v.value)))}
        />
      );
      break;
    case 'manufacturer':
      name = facet.name || t('search.facet.manufacturer');
      body = (
        <ValueList
          name={name}
          values={facet.values}
          hrefOf={(v) => hrefWith(toggleManufacturer(filters, Number(v.value)))}
        />
      );
      break;
    case 'stock': {
      name = facet.name || t('search.facet.stock');
      const count = facet.values[0]?.count;
      const label = facet.values[0]?.label || t('search.inStock');
      body = (
        <CheckLink
          to={hrefWith(toggleInStock(filters))}
          checked={Boolean(filters.inStock)}
          disabled={count === 0}
        >
          {count === undefined ? (
            <span className="facet-value__label">{label}</span>
          ) : (
            <ValueLabel label={label} count={count} />
          )}
        </CheckLink>
      );
      break;
    }
    case 'flag':
      name = facet.name || t('search.facet.flags');
      body = (
        <ValueList
          name={name}
          values={facet.values}
          hrefOf={(v) => hrefWith(toggleFlag(filters, v.value as FilterFlag))}
        />
      );
      break;
    // Lifecycle and RoHS: any of the ticked values (ADR 075), counted under the other filters.
    case 'lifecycle':
      name = facet.name || t('compliance.facet.lifecycle');
      body = (
        <ValueList
          name={name}
          values={facet.values}
          hrefOf={(v) => hrefWith(toggleLifecycle(filters, v.value as LifecycleStatus))}
        />
      );
      break;
    case 'rohs':
      name = facet.name || t('compliance.facet.rohs');
      body = (
        <ValueList
          name={name}
          values={facet.values}
          hrefOf={(v) => hrefWith(toggleRohs(filters, v.value as RohsStatus))}
        />
      );
      break;
    case 'parameter': {
      // The values are counted without this parameter's own filter; with a range chosen, only the
      // values inside it can still be ticked (a product must have a ticked value in the range).
      const low = facet.range?.selectedMin ?? -Infinity;
      const high = facet.range?.selectedMax ?? Infinity;
      const values = facet.values.filter(
        (v) => v.selected || v.valueSi == null || (v.valueSi >= low && v.valueSi <= high),
      );
      body = (
        <>
          {values.length > 0 && (
            <ValueList
              name={name}
              values={values}
              hrefOf={(v) => hrefWith(toggleParameterValue(filters, facet.id, v.value))}
              numeric={facet.range !== null || facet.unit !== null}
              unit={facet.unit}
            />
          )}
          {/* A range helps where there are many values to tick (not for ±1 % / ±5 %). Keyed by the
              chosen range: a chip removed or "clear all" resets what the inputs hold. */}
          {facet.range &&
            (facet.values.length > TOP_VALUES ||
              facet.range.selectedMin !== null ||
              facet.range.selectedMax !== null) && (
              <RangeFilter
                key={`${facet.rangeText?.inputMin}..${facet.rangeText?.inputMax}`}
                facet={facet}
                filters={filters}
              />
            )}
        </>
      );
      break;
    }
  }
  const chosen =
    facet.values.some((v) => v.selected) ||
    facet.range?.selectedMin != null ||
    facet.range?.selectedMax != null;
  return (
    <details className="facet" open={open || chosen} data-facet={`${facet.kind}-${facet.id}`}>
      <summary className="facet__name">
        {name}
        {facet.unit && <span className="facet__unit"> [{facet.unit}]</span>}
      </summary>
      <div className="facet__body">{body}</div>
    </details>
  );
}

/**
 * The parametric filter panel: one block per facet the search answered with. On phones it is a
 * drawer opened by the "Filters (n)" button; the page wraps it (see FilterDrawer).
 */
export function FilterPanel({
  facets,
  filters,
  hidden = [],
}: {
  facets: FacetView[];
  filters: SearchFilters;
  hidden?: FacetView['kind'][];
}) {
  const shown = facets.filter(
    (f) => !hidden.includes(f.kind) && (f.values.length > 0 || f.range !== null || f.kind === 'stock'),
  );
  return (
    <div className="filter-panel" data-testid="filter-panel">
      {shown.map((facet, i) => (
        <FacetBlock
          key={`${facet.kind}-${facet.id}`}
          facet={facet}
          filters={filters}
          open={i < OPEN_BLOCKS}
        />
      ))}
    </div>
  );
}
