import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** One placed order. */
export default definePage({
  name: 'order_status_details',
  routes: ['order_status_details'],
  shared: false,
  component: lazyPage(
    () => import('./order-status-details-page'),
    (m) => m.OrderStatusDetailsPage,
  ),
});
