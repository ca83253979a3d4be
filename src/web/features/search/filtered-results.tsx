import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { countFilters, parameterSortValue, SEARCH_SORT_VALUES } from '../../../common/search/filter-url';
import { useT } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { ListToolbar } from '../../ui/list-toolbar';
import { Pagination } from '../../ui/pagination';
import { FilterPanel } from './filter-panel';
import type { FilteredList } from './search-view';
import { SelectedFilters } from './selected-filters';

/** One list a page: the skip link's target. */
const RESULTS_ID = 'results';

/** True while the loader runs for another URL of this same page (a filter, sort or page choice). */
function useUpdating(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state !== 'idle' && navigation.location?.pathname === pathname;
}

/**
 * A list narrowed by filters: the panel beside the results on wide screens, a drawer behind a
 * "Filters (n)" button on phones; the chosen filters as chips; toolbar, list and pages below.
 */
export function FilteredResults({
  data,
  hasQuery,
  empty,
  products,
}: {
  data: FilteredList;
  /** Search results sort by relevance by default; plain lists by symbol. */
  hasQuery: boolean;
  /** Shown instead of the list when nothing matches. */
  empty: ReactNode;
  /** The products in the list's view: the page composes them from the catalogue feature. */
  products: ReactNode;
}) {
  const t = useT();
  const format = useFormat();
  const updating = useUpdating();
  const drawerId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { list, filters, facets, hiddenFacets, sort, view } = data;
  const chosen = countFilters(filters, { countCategory: true });
  // Nothing to narrow and nothing chosen (an empty result): no panel, just the help.
  const hasPanel =
    chosen > 0 ||
    facets.some(
      (f) => !hiddenFacets.includes(f.kind) && (f.range !== null || f.values.some((v) => v.count > 0)),
    );

  useEffect(() => {
    if (!drawerOpen) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    document.documentElement.classList.add('has-drawer');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('has-drawer');
    };
  }, [drawerOpen]);

  function close() {
    setDrawerOpen(false);
    toggleRef.current?.focus();
  }

  const sortedColumn =
    data.parameterSort && list.parameterColumns.find((c) => c.id === data.parameterSort!.id);
  const columnSort =
    data.parameterSort && sortedColumn
      ? {
          value: parameterSortValue(data.parameterSort),
          label: t(
            data.parameterSort.direction === 'asc'
              ? 'list.sort.parameterAscendingShort'
              : 'list.sort.parameterDescendingShort',
            { name: sortedColumn.name },
          ),
        }
      : undefined;
  const total = `${format.number(list.total)}${list.totalExact ? '' : '+'}`;
  return (
    <div className={`filtered-list${hasPanel ? '' : ' filtered-list--no-panel'}`}>
      {hasPanel && (
        <>
          {/* The filters come first in the page: keyboard users may pass them in one step. */}
          <a className="skip-link skip-link--results" href={`#${RESULTS_ID}`} data-testid="skip-to-results">
            {t('searchUi.filters.skipToResults')}
          </a>
          <button
            ref={toggleRef}
            type="button"
            className="button filtered-list__toggle"
            aria-expanded={drawerOpen}
            aria-controls={drawerId}
            onClick={() => setDrawerOpen(true)}
            data-testid="filters-toggle"
          >
            {chosen > 0 ? t('searchUi.filters.open', { count: chosen }) : t('searchUi.filters.title')}
          </button>
          {drawerOpen && <div className="filtered-list__backdrop" onClick={close} aria-hidden="true" />}
          <aside
            id={drawerId}
            className={`filtered-list__aside${drawerOpen ? ' is-open' : ''}`}
            aria-label={t('searchUi.filters.title')}
            {...(drawerOpen && { role: 'dialog', 'aria-modal': true })}
          >
            <div className="filtered-list__drawer-head">
              <h2>{t('searchUi.filters.title')}</h2>
              <button
                ref={closeRef}
                type="button"
                className="ui-dialog__close"
                aria-label={t('searchUi.filters.close')}
                onClick={close}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <h2 className="filtered-list__aside-title">{t('searchUi.filters.title')}</h2>
            {!data.facetsExact && <p className="filter-panel__note">{t('searchUi.filters.approximate')}</p>}
            <FilterPanel facets={facets} filters={filters} hidden={hiddenFacets} />
            <div className="filtered-list__drawer-foot">
              <button type="button" className="button button--primary" onClick={close}>
                {t('searchUi.filters.showResults')} ({total})
              </button>
            </div>
          </aside>
        </>
      )}
      <div
        id={RESULTS_ID}
        tabIndex={-1}
        className={`filtered-list__results${updating ? ' is-updating' : ''}`}
        aria-busy={updating}
      >
        <p className="filtered-list__updating" role="status">
          {updating ? t('searchUi.filters.updating') : ''}
        </p>
        <SelectedFilters filters={filters} facets={facets} chosenCategory={data.chosenCategory} />
        {/* A page past the end still shows the toolbar and the pages: the results exist. */}
        {list.total === 0 ? (
          empty
        ) : (
          <>
            <ListToolbar
              list={list}
              view={view}
              sort={sort}
              sorts={hasQuery ? SEARCH_SORT_VALUES : SEARCH_SORT_VALUES.filter((s) => s !== 'relevance')}
              defaultSort={hasQuery ? 'relevance' : 'symbol'}
              columnSort={columnSort}
            />
            {products}
            <Pagination page={list.page} pageCount={list.pageCount} />
          </>
        )}
      </div>
    </div>
  );
}
