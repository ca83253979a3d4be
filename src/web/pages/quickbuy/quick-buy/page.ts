import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** /quick-buy (issue 18): paste a parts list, match it, put it into the cart. */
export default definePage({
  name: 'quick_buy',
  routes: ['quick_buy'],
  shared: false,
  component: lazyPage(
    () => import('./quick-buy-page'),
    (m) => m.QuickBuyPage,
  ),
});
