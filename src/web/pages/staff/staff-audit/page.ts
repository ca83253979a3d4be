import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The audit log of staff actions, with filters and pages (issue 18, ADR 048). */
export default definePage({
  name: 'staff_audit',
  routes: ['staff_audit'],
  shared: false,
  component: lazyPage(
    () => import('./staff-audit-page'),
    (m) => m.StaffAuditPage,
  ),
});
