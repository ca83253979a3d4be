import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** /profile/tenders (issue 20, ADR 070): the customer's tender item lists and a new one. */
export default definePage({
  name: 'profile_tender_lists',
  routes: ['profile_tender_lists'],
  shared: false,
  component: lazyPage(
    () => import('./tender-lists-page'),
    (m) => m.TenderListsPage,
  ),
});
