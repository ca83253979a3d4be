import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** Staff accounts for administrators: create, roles, deactivate, reset the second factor (ADR 048). */
export default definePage({
  name: 'staff_accounts',
  routes: ['staff_accounts'],
  shared: false,
  component: lazyPage(
    () => import('./staff-accounts-page'),
    (m) => m.StaffAccountsPage,
  ),
});
