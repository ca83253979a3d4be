import { Link } from 'react-router';
import type { SearchResponse } from '../../../common/contracts/search';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { useFormat } from '../../lib/use-format';
import { useFilterHref } from './filter-panel';
import { AskAboutProduct } from '../../ui/product/ask-about-product';

/** Nothing matches the filters of a list: say so and offer the way back. */
export function FilterHelp() {
  const t = useT();
  const hrefWith = useFilterHref();
  return (
    <div className="search-help empty-state" data-testid="search-help">
      <p>
        <strong>{t('searchUi.empty.titleFiltered')}</strong>
      </p>
      <p>
        <Link to={hrefWith({})} preventScrollReset rel="nofollow">
          {t('searchUi.empty.removeFilters')}
        </Link>
      </p>
    </div>
  );
}

/**
 * Nothing matches a search: a corrected spelling that does match, categories where the part may
 * be, tips, and a way to ask us about the part.
 */
export function SearchHelp({
  locale,
  didYouMean,
  suggestedCategories,
  filtered,
  query = '',
}: {
  locale: Locale;
  /** What was searched for: the question about the part names it. */
  query?: string;
  didYouMean: string | null;
  suggestedCategories: SearchResponse['suggestedCategories'];
  filtered: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const hrefWith = useFilterHref();
  // Nearest by name, but an empty category helps nobody.
  const categories = suggestedCategories.filter((c) => c.productCount > 0);
  return (
    <div className="search-help" data-testid="search-help">
      {didYouMean && (
        <p className="search-help__did-you-mean" data-testid="did-you-mean">
          {t('searchUi.empty.didYouMean')}{' '}
          <Link to={localHref(locale, 'catalog_index', { q: didYouMean })}>
            <strong>{didYouMean}</strong>
          </Link>
          ?
        </p>
      )}
      {filtered && (
        <p>
          <Link to={hrefWith({})} preventScrollReset rel="nofollow">
            {t('searchUi.empty.removeFilters')}
          </Link>
        </p>
      )}
      {categories.length > 0 && (
        <>
          <p>{t('searchUi.empty.categories')}</p>
          <ul className="search-help__categories">
            {categories.map((c) => (
              <li key={c.id}>
                <Link
                  to={localHref(locale, 'catalog_category', { id_category: c.id, category_name: c.slug })}
                >
                  {c.name}
                </Link>{' '}
                <span className="muted">({format.number(c.productCount)})</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="muted">{t('searchUi.empty.tips')}</p>
      <div className="search-help__ask">
        <h2>{t('searchUi.empty.askTitle')}</h2>
        <p>{t('searchUi.empty.askText')}</p>
        {/* The ask-about-product drawer, naming the part searched for (issue 20). */}
        <AskAboutProduct subject={{ query }} className="button button--primary">
          {t('searchUi.empty.askLink')}
        </AskAboutProduct>
      </div>
    </div>
  );
}
