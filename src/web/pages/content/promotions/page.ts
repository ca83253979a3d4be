import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** /promotions/: products with a running promotion and manufacturer blocks. */
export default definePage({
  name: 'promotions_index',
  routes: ['promotions_index'],
  shared: true,
  component: lazyPage(
    () => import('./promotions-page'),
    (m) => m.PromotionsPage,
  ),
});
