import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** Contact, help and how-to-buy: editorial pages from the message catalogues. */
export default definePage({
  name: 'info',
  routes: ['contact_index', 'help_index', 'how_to_buy_index'],
  shared: true,
  component: lazyPage(
    () => import('./info-page'),
    (m) => m.InfoPage,
  ),
});
