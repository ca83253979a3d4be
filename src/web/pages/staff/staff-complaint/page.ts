import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** One complaint in the desk: its lines, files and history, the decisions and notes (ADR 065). */
export default definePage({
  name: 'staff_complaint',
  routes: ['staff_complaint'],
  shared: false,
  component: lazyPage(
    () => import('./staff-complaint-page'),
    (m) => m.StaffComplaintPage,
  ),
});
