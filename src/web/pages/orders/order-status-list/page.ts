import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The customer's placed orders (the old customer area's /Profile/Orders/… leads here). */
export default definePage({
  name: 'order_status_list',
  routes: ['order_status_list', 'profile_module'],
  shared: false,
  component: lazyPage(
    () => import('./order-status-list-page'),
    (m) => m.OrderStatusListPage,
  ),
});
