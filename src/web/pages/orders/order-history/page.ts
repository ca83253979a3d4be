import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/**
 * The order history (issue 19, spec §2 /profile/new-order-history with optional module, path and
 * slug; /profile/order-history-mw leads here): the list, and one order at orders/details/{number}.
 */
export default definePage({
  name: 'order_history',
  routes: ['order_history_new_home', 'order_history_new_module', 'order_history_new', 'order_history_mw'],
  shared: false,
  component: lazyPage(
    () => import('./order-history-page'),
    (m) => m.OrderHistoryPage,
  ),
});
