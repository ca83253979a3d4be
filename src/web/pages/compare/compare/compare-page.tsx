import { useEffect, useMemo, useRef, useState } from 'react';
import type { CompareView } from '../../../../common/contracts/compare';
import { COMPARE_MAX_PRODUCTS } from '../../../../common/compare-list';
import { CompareTable } from '../../../features/compare/compare-table';
import { fetchCompareView, withoutProducts } from '../../../features/compare/compare-api';
import { useCompare } from '../../../lib/compare-list';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import type { PageProps } from '../../page-types';
import '../../../features/compare/compare.css';

export interface ComparePageData {
  /** The list the view was built for (the request's cookie), as the visitor's browser spells it. */
  symbols: string[];
  view: CompareView;
}

interface Loaded {
  requested: readonly string[];
  view: CompareView;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((s, i) => s === b[i]);

/**
 * /compare/ (spec §2): the products the visitor chose, side by side. The server renders the list of
 * the request's cookie; here the page follows the list as it changes (removals need no request,
 * additions in another tab are fetched) and rewrites the cookie in catalogue spelling, without
 * symbols the catalogue no longer has.
 */
export function ComparePage({ data, locale }: PageProps<ComparePageData>) {
  const t = useT();
  const compare = useCompare();
  const [loaded, setLoaded] = useState<Loaded>({ requested: data.symbols, view: data.view });
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const [failed, setFailed] = useState(false);
  const request = useRef(0);
  const canonical = useMemo(() => loaded.view.products.map((p) => p.symbol), [loaded.view.products]);
  const inSync = sameList(compare.symbols, loaded.requested);

  useEffect(() => {
    // The cookie still holds what the view was built for: store it as the catalogue spells it.
    if (inSync && !sameList(compare.symbols, canonical)) compare.replace(canonical);
  }, [inSync, compare, canonical]);

  useEffect(() => {
    if (inSync || compare.symbols.every((s) => canonical.includes(s))) return;
    const wanted = compare.symbols;
    const id = ++request.current;
    fetchCompareView(wanted, { country: locale.country, language: locale.language, gross: locale.gross })
      .then((view) => {
        if (id === request.current) setLoaded({ requested: wanted, view });
      })
      .catch(() => {
        if (id === request.current) setFailed(true);
      });
  }, [inSync, compare.symbols, canonical, locale]);

  // Removed products leave the table at once; the rest of the view stays as loaded.
  const view = useMemo(() => {
    if (inSync) return loaded.view;
    const removed = new Set(canonical.filter((s) => !compare.symbols.includes(s)));
    return removed.size === 0 ? loaded.view : withoutProducts(loaded.view, removed);
  }, [inSync, loaded.view, canonical, compare.symbols]);

  const count = view.products.length;
  return (
    <div className="compare-page" data-testid="compare-page">
      <div className="compare-page__head">
        <h1>{t('compare.title')}</h1>
        {count > 0 && (
          <p className="muted" data-testid="compare-page-count">
            {t('compare.count', { count, max: COMPARE_MAX_PRODUCTS })}
          </p>
        )}
      </div>
      {view.errors.length > 0 && (
        <p className="notice" role="status" data-testid="compare-missing">
          {t('compare.missing', { symbols: view.errors.map((e) => e.symbol).join(', ') })}
        </p>
      )}
      {failed && (
        <p className="notice" role="alert">
          {t('compare.loadFailed')}
        </p>
      )}
      {count === 0 ? (
        <div className="empty-state" data-testid="compare-empty">
          <p>{t('compare.empty')}</p>
          <p className="muted">{t('compare.emptyHint', { max: COMPARE_MAX_PRODUCTS })}</p>
          <a className="button button--primary" href={localHref(locale, 'catalog_index')}>
            {t('compare.browseCatalogue')}
          </a>
        </div>
      ) : (
        <>
          <div className="compare-page__tools">
            <label className="compare-page__differences">
              <input
                type="checkbox"
                checked={onlyDifferences}
                onChange={(e) => setOnlyDifferences(e.target.checked)}
                data-testid="compare-only-differences"
              />{' '}
              {t('compare.onlyDifferences')}
            </label>
            <button type="button" className="button" onClick={compare.clear} data-testid="compare-clear">
              {t('compare.clearAll')}
            </button>
          </div>
          <CompareTable view={view} onlyDifferences={onlyDifferences} onRemove={compare.remove} />
        </>
      )}
    </div>
  );
}
