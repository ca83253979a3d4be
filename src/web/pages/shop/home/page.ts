import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The home page: the catalogue's entry, recommendations, banners and zones. */
export default definePage({
  name: 'home_index',
  routes: ['home_index'],
  shared: true,
  component: lazyPage(
    () => import('./home-page'),
    (m) => m.HomePage,
  ),
});
