import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** /compare/: the products of the visitor's comparison cookie, side by side. */
export default definePage({
  name: 'compare_index',
  routes: ['compare_index'],
  shared: true,
  component: lazyPage(
    () => import('./compare-page'),
    (m) => m.ComparePage,
  ),
});
