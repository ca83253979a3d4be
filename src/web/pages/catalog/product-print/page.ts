import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** A product's print view. */
export default definePage({
  name: 'product_details_print',
  routes: ['product_details_print'],
  shared: true,
  component: lazyPage(
    () => import('./product-print-page'),
    (m) => m.ProductPrintPage,
  ),
});
