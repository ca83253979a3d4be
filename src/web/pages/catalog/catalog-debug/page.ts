import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The catalogue debug page (spec §2): a product's stored data and search keys, for staff only. */
export default definePage({
  name: 'catalog_debug',
  routes: ['catalog_debug'],
  shared: false,
  component: lazyPage(
    () => import('./catalog-debug-page'),
    (m) => m.CatalogDebugPage,
  ),
});
