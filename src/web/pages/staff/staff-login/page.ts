import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The staff desk's login: password, then the second factor (issue 18, ADR 048). */
export default definePage({
  name: 'staff_login',
  routes: ['staff_login'],
  shared: false,
  component: lazyPage(
    () => import('./staff-login-page'),
    (m) => m.StaffLoginPage,
  ),
});
