import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The line card: every manufacturer, by letter. */
export default definePage({
  name: 'linecard_index',
  routes: ['linecard_index'],
  shared: true,
  component: lazyPage(
    () => import('./linecard-page'),
    (m) => m.LinecardPage,
  ),
});
