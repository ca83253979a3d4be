import { hasFilters, parseFilterParams } from '../../../../common/search/filter-url';
import { localHref } from '../../../lib/locale';
import { pageLoader, publicMeta, translator } from '../../loader-support.server';
import searchResults from '../../search/search-results/loader.server';
import { searchQueryOf } from '../../search/search-loaders.server';
import page from './page';

/** The category tree; with a query or filters in the address, the search results instead. */
export default pageLoader(page, async (args) => {
  if (searchQueryOf(args.url) || hasFilters(parseFilterParams(args.url.searchParams)))
    return searchResults.load(args);
  const t = translator(args);
  const tree = await args.services.catalog.categoryTree(args.locale.language);
  return {
    meta: publicMeta(
      args,
      t('catalog.title'),
      t('catalog.description'),
      localHref(args.locale, 'catalog_index'),
    ),
    data: { categories: tree },
  };
});
