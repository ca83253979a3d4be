import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** /tenders/{id} (issue 20, ADR 070): one public tender. */
export default definePage({
  name: 'tender_details',
  routes: ['tender_details'],
  shared: true,
  component: lazyPage(
    () => import('./tender-details-page'),
    (m) => m.TenderDetailsPage,
  ),
});
