import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** /recommended-products/: the week's and the visitor's recommendations. */
export default definePage({
  name: 'recommended-products_index',
  routes: ['recommended-products_index'],
  shared: true,
  component: lazyPage(
    () => import('./recommended-products-page'),
    (m) => m.RecommendedProductsPage,
  ),
});
