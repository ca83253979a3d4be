import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** /profile/favourites/{directoryId}: one saved list with live prices (the .html form leads here). */
export default definePage({
  name: 'favourites_directory',
  routes: ['favourites_directory', 'favourites_directory_html'],
  shared: false,
  component: lazyPage(
    () => import('./favourites-directory-page'),
    (m) => m.FavouritesDirectoryPage,
  ),
});
