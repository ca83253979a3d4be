import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** Where the payment operator sends the buyer back: the order placed, or its payment failed. */
export default definePage({
  name: 'order_outcome',
  routes: ['link_order_confirmation', 'link_order_failure'],
  shared: false,
  component: lazyPage(
    () => import('./order-outcome-page'),
    (m) => m.OrderOutcomePage,
  ),
});
