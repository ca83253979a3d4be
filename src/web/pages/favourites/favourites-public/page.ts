import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/**
 * /{token}/favourites: a list shared by its public token (spec §6: no login), priced in the
 * visitor's market. Not shared between visitors: every look-up of a token is counted (rate limit).
 */
export default definePage({
  name: 'favourites_public',
  routes: ['favourites_public', 'favourites_public_html'],
  shared: false,
  component: lazyPage(
    () => import('./favourites-public-page'),
    (m) => m.FavouritesPublicPage,
  ),
});
