import { FilteredProducts } from '../../../features/catalog/product-rows';
import { useOwnSymbols } from '../../../features/customer-symbols/own-symbols';
import { FilteredResults } from '../../../features/search/filtered-results';
import { SearchHelp } from '../../../features/search/search-help';
import { SearchNotices } from '../../../features/search/search-notices';
import type { SearchPageData } from '../../../features/search/search-view';
import { useSearchCounter } from '../../../features/search/use-search-counter';
import { ShareLink } from '../../../features/short-links/share-link';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/use-format';
import type { PageProps } from '../../page-types';

/** /katalog/?q=…: what matched the text, how the text was understood, and the filter panel. */
export function SearchResultsPage({ data, locale }: PageProps<SearchPageData>) {
  const t = useT();
  const format = useFormat();
  const { query, list, understood } = data;
  useSearchCounter(query, list.total);
  // The customer's own symbols come from their own call: this page's HTML may be shared (issue 17).
  const customerSymbols = useOwnSymbols(list.items.map((p) => p.symbol));
  const filtered = Object.keys(data.filters).length > 0;
  const count = `${format.number(list.total)}${list.totalExact ? '' : '+'}`;
  const heading =
    list.total === 0
      ? query
        ? t('searchUi.empty.title', { query })
        : t('searchUi.empty.titleFiltered')
      : query
        ? t('searchUi.results.count', { count, query })
        : t('searchUi.results.countFiltered', { count });
  return (
    <div className="search-page" data-testid="search-results">
      <h1 data-testid="search-heading">{heading}</h1>
      {/* Search results are a catalogue list too: their link (words and filters) can be shared. */}
      {list.total > 0 && <ShareLink name={query || heading} />}
      {/* With nothing found, echoing plain words back tells nothing; recognised values still do. */}
      {(list.total > 0 ? understood.length > 0 : understood.some((part) => part.title !== null)) && (
        <p className="search-understood" data-testid="search-understood">
          <span className="muted">{t('searchUi.results.understood')}</span>{' '}
          {understood.map((part, i) => (
            <span key={i}>
              {i > 0 && <span aria-hidden="true"> · </span>}
              <span className="search-understood__part" title={part.title ?? undefined}>
                {part.text}
              </span>
            </span>
          ))}
        </p>
      )}
      <SearchNotices locale={locale} noExactMatch={data.noExactMatch} relaxed={data.relaxed} />
      <FilteredResults
        data={data}
        products={
          <FilteredProducts
            list={data.list}
            view={data.view}
            parameterSort={data.parameterSort}
            customerSymbols={customerSymbols}
          />
        }
        hasQuery={query !== ''}
        empty={
          <SearchHelp
            locale={locale}
            didYouMean={data.didYouMean}
            suggestedCategories={data.suggestedCategories}
            filtered={filtered}
            query={query}
          />
        }
      />
    </div>
  );
}
