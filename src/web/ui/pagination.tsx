import { Link, useLocation } from 'react-router';
import { useT } from '../lib/i18n';
import { listHref } from '../lib/list-links';

/** Page numbers around the current one, with the first and last always reachable. */
export function pageWindow(page: number, pageCount: number, radius = 2): (number | 'gap')[] {
  const pages = new Set([1, pageCount]);
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const t = useT();
  const { pathname, search } = useLocation();
  if (pageCount <= 1) return null;
  const href = (p: number) => listHref(search, pathname, { page: p });
  return (
    <nav className="pagination" aria-label={t('pagination.pageOf', { page, pages: pageCount })}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className="pagination__step">
          ‹ {t('pagination.previous')}
        </Link>
      ) : (
        <span className="pagination__step is-disabled">‹ {t('pagination.previous')}</span>
      )}
      <ul>
        {pageWindow(page, pageCount).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} className="pagination__gap">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={href(p)}
                aria-current={p === page ? 'page' : undefined}
                className={p === page ? 'is-current' : undefined}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next" className="pagination__step">
          {t('pagination.next')} ›
        </Link>
      ) : (
        <span className="pagination__step is-disabled">{t('pagination.next')} ›</span>
      )}
    </nav>
  );
}
