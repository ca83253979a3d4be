import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** /katalog/: the category tree (with a query or filters, the search results page instead). */
export default definePage({
  name: 'catalog_index',
  routes: ['catalog_index'],
  shared: true,
  component: lazyPage(
    () => import('./catalog-index-page'),
    (m) => m.CatalogIndexPage,
  ),
});
