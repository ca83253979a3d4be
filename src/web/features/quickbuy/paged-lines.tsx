import { useState } from 'react';
import type { QuickBuyList } from '../../../common/contracts/quickbuy';
import { useT } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { pageWindow } from '../../ui/pagination';
import { LinesTable, type LineActions } from './lines-table';

/**
 * Rows shown at once. A 10 000-line list (ADR 047, amended) rendered whole is 10 000 table rows with
 * an amount field and a select each: the page took seconds to render and to respond to a key press.
 */
export const LINES_PAGE_SIZE = 100;

/**
 * The working list a page of rows at a time, with the lines that need the buyer first on request
 * ("only lines to fix"). Paging is the page's own (the list lives in the page), by buttons, not links.
 */
export function PagedLines({ list, actions }: { list: QuickBuyList; actions: LineActions }) {
  const t = useT();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [onlyToFix, setOnlyToFix] = useState(false);
  const toFix = list.lines.filter((l) => !l.complete).length;
  const lines = onlyToFix && toFix > 0 ? list.lines.filter((l) => !l.complete) : list.lines;
  const pageCount = Math.max(1, Math.ceil(lines.length / LINES_PAGE_SIZE));
  // A change of the list (a line removed, fixed) may leave fewer pages than the one shown.
  const current = Math.min(page, pageCount);
  const from = (current - 1) * LINES_PAGE_SIZE;
  const shown = { ...list, lines: lines.slice(from, from + LINES_PAGE_SIZE) };
  const pager =
    pageCount > 1 ? (
      <nav className="quickbuy-pager pagination" aria-label={t('quickbuy.pager.label')}>
        <button
          type="button"
          className="pagination__step"
          disabled={current === 1}
          onClick={() => setPage(current - 1)}
        >
          ‹ {t('pagination.previous')}
        </button>
        <ul>
          {pageWindow(current, pageCount).map((p, i) =>
            p === 'gap' ? (
              <li key={`gap-${i}`} className="pagination__gap">
                …
              </li>
            ) : (
              <li key={p}>
                <button
                  type="button"
                  aria-current={p === current ? 'page' : undefined}
                  className={p === current ? 'is-current' : undefined}
                  onClick={() => setPage(p)}
                >
                  {p}
                </button>
              </li>
            ),
          )}
        </ul>
        <button
          type="button"
          className="pagination__step"
          disabled={current === pageCount}
          onClick={() => setPage(current + 1)}
        >
          {t('pagination.next')} ›
        </button>
      </nav>
    ) : null;

  return (
    <>
      <div className="quickbuy-pager__bar">
        <p className="quickbuy-pager__range" data-testid="quickbuy-range" aria-live="polite">
          {t('quickbuy.pager.range', {
            from: format.number(lines.length === 0 ? 0 : from + 1),
            to: format.number(Math.min(from + LINES_PAGE_SIZE, lines.length)),
            count: format.number(lines.length),
          })}
        </p>
        {toFix > 0 && toFix < list.lines.length && (
          <label className="quickbuy-pager__filter">
            <input
              type="checkbox"
              checked={onlyToFix}
              onChange={(event) => {
                setOnlyToFix(event.target.checked);
                setPage(1);
              }}
            />{' '}
            {t('quickbuy.pager.onlyToFix', { count: format.number(toFix) })}
          </label>
        )}
      </div>
      {pager}
      <div className="quickbuy-lines__scroll">
        <LinesTable list={shown} actions={actions} />
      </div>
      {pager}
    </>
  );
}
