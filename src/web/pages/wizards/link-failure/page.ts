import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** Where a link that cannot be used lands, with its reason (spec §2 /link/failure, ADR 073). */
export default definePage({
  name: 'link_failure',
  routes: ['link_failure'],
  shared: false,
  component: lazyPage(
    () => import('./link-failure-page'),
    (m) => m.LinkFailurePage,
  ),
});
