import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/**
 * The cart (step 1 of /cart/step/{orderStep}/order/{orderNumber}; step 2 is the checkout's), and the
 * visitor cart (/cart, ADR 087): one page for both keeps the first paint's table small.
 */
export default definePage({
  name: 'order_cart',
  routes: ['order_cart', 'visitor_cart'],
  shared: false,
  component: lazyPage(
    () => import('./cart-page'),
    (m) => m.CartPage,
  ),
});
