import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** Spec §2 /login-by-office: staff act as a customer, with a reason the customer sees (ADR 049). */
export default definePage({
  name: 'login_by_office',
  routes: ['login_by_office'],
  shared: false,
  component: lazyPage(
    () => import('./login-by-office-page'),
    (m) => m.LoginByOfficePage,
  ),
});
