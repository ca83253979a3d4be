import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** Logging in, as a customer or by a ZBL link. */
export default definePage({
  name: 'login',
  routes: ['login', 'login_zbl', 'login_registered_zbl'],
  shared: false,
  component: lazyPage(
    () => import('./login-page'),
    (m) => m.LoginPage,
  ),
});
