import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The analytics funnel of a period and market, its daily table and CSV (issue 21, ADR 086). */
export default definePage({
  name: 'staff_analytics',
  routes: ['staff_analytics'],
  shared: false,
  component: lazyPage(
    () => import('./staff-analytics-page'),
    (m) => m.StaffAnalyticsPage,
  ),
});
