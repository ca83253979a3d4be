import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The visitor cart (/cart, ADR 087): a visitor's parts kept by the browser; a customer's cart is order_cart. */
export default definePage({
  name: 'visitor_cart',
  routes: ['visitor_cart'],
  shared: false,
  component: lazyPage(
    () => import('./visitor-cart-page'),
    (m) => m.VisitorCartPage,
  ),
});
