import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** A new password from a mailed link. */
export default definePage({
  name: 'password_reset',
  routes: ['password_reset'],
  shared: false,
  component: lazyPage(
    () => import('./password-reset-page'),
    (m) => m.PasswordResetPage,
  ),
});
