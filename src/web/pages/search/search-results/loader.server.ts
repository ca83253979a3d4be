import { redirect } from 'react-router';
import type { SearchPageData } from '../../../features/search/search-view';
import { hasFilters } from '../../../../common/search/filter-url';
import { localHref } from '../../../lib/locale';
import { pageLoader, publicMeta, translator } from '../../loader-support.server';
import { loadFilteredSearch, searchQueryOf, understoodParts } from '../search-loaders.server';
import page from './page';

/**
 * The search results page. A query that is exactly one product's symbol, or one of the logged-in
 * customer's own symbols, goes straight to the product; anything else lists what matched, with the filter panel.
 */
export default pageLoader(page, async (args) => {
  const t = translator(args);
  const query = searchQueryOf(args.url);
  // A logged-in customer's own symbol leads to its product (issue 17): one indexed lookup, and only
  // for a plain query of a customer; anonymous searches do not pay for it.
  if (args.customer && query && [...args.url.searchParams.keys()].every((key) => key === 'q')) {
    const own = await args.services.customerSymbols.productFor(args.customer.customerId, query);
    if (own) return redirect(localHref(args.locale, 'product_details', { symbol: own }));
  }
  const { response, list } = await loadFilteredSearch(args, query);
  if (response.exactMatch && !hasFilters(list.filters) && response.page === 1) {
    return redirect(localHref(args.locale, 'product_details', { symbol: response.exactMatch.symbol }));
  }
  const data: SearchPageData = {
    ...list,
    query,
    understood: understoodParts(response.interpretation),
    didYouMean: response.didYouMean,
    noExactMatch: response.noExactMatch,
    relaxed: response.relaxed,
    suggestedCategories: response.suggestedCategories,
  };
  const title = query ? t('searchUi.results.title', { query }) : t('searchUi.results.heading');
  const count = `${response.total}${response.totalExact ? '' : '+'}`;
  return {
    // Result pages are endless combinations of text and filters: not for search engines.
    meta: {
      ...publicMeta(
        args,
        title,
        t('searchUi.results.description', { query, count }),
        localHref(args.locale, 'catalog_index'),
      ),
      noindex: true,
    },
    data,
  };
});
