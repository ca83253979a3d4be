import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** /staff/password: a staff member changes their own password (ADR 058). */
export default definePage({
  name: 'staff_password',
  routes: ['staff_password'],
  shared: false,
  component: lazyPage(
    () => import('./staff-password-page'),
    (m) => m.StaffPasswordPage,
  ),
});
