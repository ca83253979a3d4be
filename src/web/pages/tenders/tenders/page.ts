import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** /tenders (spec §2; issue 20, ADR 070): the market's public tenders. */
export default definePage({
  name: 'tenders',
  routes: ['tenders'],
  // The same for every visitor of the same address: the list is public.
  shared: true,
  component: lazyPage(
    () => import('./tenders-page'),
    (m) => m.TendersPage,
  ),
});
