import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** A product, by its symbol in any of the catalogue's address shapes or by the manufacturer's symbol. */
export default definePage({
  name: 'product_details',
  routes: [
    'product_details',
    'product_details_category',
    'product_details_manufacturer_category',
    'product_details_mpp2',
    'product_details_original',
  ],
  shared: true,
  component: lazyPage(
    () => import('./product-details-page'),
    (m) => m.ProductDetailsPage,
  ),
});
