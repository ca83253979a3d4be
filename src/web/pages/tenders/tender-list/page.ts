import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** /profile/tenders/{id} (issue 20, ADR 070): one item list, its choices, sending it, the answer. */
export default definePage({
  name: 'profile_tender_list',
  routes: ['profile_tender_list'],
  shared: false,
  component: lazyPage(
    () => import('./tender-list-page'),
    (m) => m.TenderListPage,
  ),
});
