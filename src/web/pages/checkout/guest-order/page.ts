import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** A guest's order by the signed link of its mail, with the account offered after it (ADR 083). */
export default definePage({
  name: 'guest_order',
  routes: ['guest_order'],
  shared: false,
  component: lazyPage(
    () => import('./guest-order-page'),
    (m) => m.GuestOrderPage,
  ),
});
