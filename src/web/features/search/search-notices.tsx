import { Link } from 'react-router';
import type { SearchResponse } from '../../../common/contracts/search';
import { symbolDifferences } from '../../../common/search/symbol-diff';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';

/**
 * What the results are when they are not what was asked for, above the list: a part number nobody
 * has (the similar ones listed, with the characters that differ marked), or a query whose terms
 * found nothing together (the term left out named).
 */
export function SearchNotices({
  locale,
  noExactMatch,
  relaxed,
}: {
  locale: Locale;
  noExactMatch: SearchResponse['noExactMatch'];
  relaxed: SearchResponse['relaxed'];
}) {
  const t = useT();
  if (!noExactMatch && !relaxed) return null;
  return (
    <div className="search-notices" role="status">
      {noExactMatch && (
        <p className="search-notice" data-testid="no-exact-match">
          {t('searchUi.notice.noExactMatch', { query: noExactMatch.query })}{' '}
          {noExactMatch.similar.map((symbol, i) => (
            <span key={symbol}>
              {i > 0 && ', '}
              <Link to={localHref(locale, 'product_details', { symbol })} className="search-notice__symbol">
                {symbolDifferences(symbol, noExactMatch.query).map((part, k) =>
                  part.differs ? (
                    <mark key={k} title={t('searchUi.notice.differs')}>
                      {part.text}
                    </mark>
                  ) : (
                    part.text
                  ),
                )}
              </Link>
            </span>
          ))}
        </p>
      )}
      {relaxed && (
        <p className="search-notice" data-testid="relaxed-query">
          {t('searchUi.notice.relaxed', { dropped: relaxed.dropped })}
        </p>
      )}
    </div>
  );
}
