import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/**
 * The print view of a saved list (issue 17): by directory for the people who see the list, by
 * public token for anyone (without notes or customer symbols). Personal or counted: never shared.
 */
export default definePage({
  name: 'favourites_print',
  routes: ['favourites_print_view', 'favourites_public_print_view'],
  shared: false,
  component: lazyPage(
    () => import('./favourites-print-page'),
    (m) => m.FavouritesPrintPage,
  ),
});
