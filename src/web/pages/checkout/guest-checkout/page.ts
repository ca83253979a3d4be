import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** Ordering without an account, for private persons (issue 22, ADR 083). */
export default definePage({
  name: 'guest_checkout',
  routes: ['guest_checkout'],
  shared: false,
  component: lazyPage(
    () => import('./guest-checkout-page'),
    (m) => m.GuestCheckoutPage,
  ),
});
