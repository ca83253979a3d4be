import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** A category's, a manufacturer's or a manufacturer's in a category products: one filtered list. */
export default definePage({
  name: 'product_list',
  routes: ['catalog_category', 'catalog_manufacturer', 'catalog_manufacturer_category'],
  shared: true,
  component: lazyPage(
    () => import('./product-list-page'),
    (m) => m.ProductListPage,
  ),
});
