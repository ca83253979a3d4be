import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** /rfq/{path} (issue 18): the customer's requests for quote (home) and a new request (new). */
export default definePage({
  name: 'rfq_index',
  routes: ['rfq_index'],
  shared: false,
  component: lazyPage(
    () => import('./rfq-index-page'),
    (m) => m.RfqIndexPage,
  ),
});
