import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/**
 * Routes of the spec whose capability comes with a later part of the shop: a real page that says
 * so. A capability that arrives takes its routes from here into its own page's definition.
 */
export default definePage({
  name: 'coming_soon',
  routes: ['catalog_debug', 'order_export_csv', 'order_export_csv_number', 'tenders'],
  shared: false,
  component: lazyPage(
    () => import('./coming-soon-page'),
    (m) => m.ComingSoonPage,
  ),
});
