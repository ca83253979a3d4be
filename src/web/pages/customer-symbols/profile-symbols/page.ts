import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The customer's own part numbers (issue 17); the legacy address leads to the same page. */
export default definePage({
  name: 'profile_symbols',
  routes: ['profile_symbols', 'customer_items_list'],
  shared: false,
  component: lazyPage(
    () => import('./profile-symbols-page'),
    (m) => m.ProfileSymbolsPage,
  ),
});
