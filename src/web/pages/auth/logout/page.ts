import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** Logging out. */
export default definePage({
  name: 'logout',
  routes: ['logout'],
  shared: false,
  component: lazyPage(
    () => import('./logout-page'),
    (m) => m.LogoutPage,
  ),
});
