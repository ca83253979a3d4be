import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** Asking for a reset link, or changing the password when logged in. */
export default definePage({
  name: 'profile_reset_password',
  routes: ['profile_reset_password'],
  shared: false,
  component: lazyPage(
    () => import('./password-reset-request-page'),
    (m) => m.PasswordResetRequestPage,
  ),
});
