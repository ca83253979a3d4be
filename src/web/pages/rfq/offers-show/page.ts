import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** Spec §2 /Profile/Offers/Show.html: the special offers staff made for the customer (issue 18, ADR 054). */
export default definePage({
  name: 'offers_show',
  routes: ['offers_show'],
  shared: false,
  component: lazyPage(
    () => import('./offers-show-page'),
    (m) => m.OffersShowPage,
  ),
});
