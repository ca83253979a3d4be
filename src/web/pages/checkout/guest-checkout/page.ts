import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/**
 * Guest checkout (issue 22, ADR 083): the form of a private person's order without an account, and
 * the order by the signed link of its mail. One page for both keeps the first paint's table small.
 */
export default definePage({
  name: 'guest_checkout',
  routes: ['guest_checkout', 'guest_order'],
  shared: false,
  component: lazyPage(
    () => import('./guest-page'),
    (m) => m.GuestPage,
  ),
});
