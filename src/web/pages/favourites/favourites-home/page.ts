import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** /profile/favourites/: the customer's saved lists (/favourites/ leads here). */
export default definePage({
  name: 'favourites_home',
  routes: ['favourites_home', 'favourites_redirect'],
  shared: false,
  component: lazyPage(
    () => import('./favourites-home-page'),
    (m) => m.FavouritesHomePage,
  ),
});
