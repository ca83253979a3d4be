import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** /rfq/details/{rfqCrcToken} (issue 18): one request, its lines and, once quoted, the offer. */
export default definePage({
  name: 'rfq_details',
  routes: ['rfq_details'],
  shared: false,
  component: lazyPage(
    () => import('./rfq-details-page'),
    (m) => m.RfqDetailsPage,
  ),
});
