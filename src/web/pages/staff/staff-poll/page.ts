import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** One poll on the desk: its results and comments, switching it on, closing it, the CSV (ADR 071). */
export default definePage({
  name: 'staff_poll',
  routes: ['staff_poll'],
  shared: false,
  component: lazyPage(
    () => import('./staff-poll-page'),
    (m) => m.StaffPollPage,
  ),
});
