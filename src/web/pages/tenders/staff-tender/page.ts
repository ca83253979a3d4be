import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** /staff/tenders/edit (issue 20, ADR 070): one tender's form (`?id=`; without it a new tender). */
export default definePage({
  name: 'staff_tender',
  routes: ['staff_tender'],
  shared: false,
  component: lazyPage(
    () => import('./staff-tender-page'),
    (m) => m.StaffTenderPage,
  ),
});
