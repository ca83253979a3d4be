import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** Delivery, payment and placing the order: step 2 of the cart's route (cart). */
export default definePage({
  name: 'checkout_step',
  routes: [],
  shared: false,
  component: lazyPage(
    () => import('./checkout-page'),
    (m) => m.CheckoutPage,
  ),
});
