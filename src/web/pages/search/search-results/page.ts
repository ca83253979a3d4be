import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** Search results with the filter panel; shown by /katalog/ for a query or filters (catalog-index). */
export default definePage({
  name: 'search_results',
  routes: [],
  shared: true,
  component: lazyPage(
    () => import('./search-results-page'),
    (m) => m.SearchResultsPage,
  ),
});
