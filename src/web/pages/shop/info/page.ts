import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** Help and how-to-buy: editorial pages from the message catalogues (contact has its own page, issue 20). */
export default definePage({
  name: 'info',
  routes: ['help_index', 'how_to_buy_index'],
  shared: true,
  component: lazyPage(
    () => import('./info-page'),
    (m) => m.InfoPage,
  ),
});
