import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** A zone (spec §2 /katalog/{zoneSymbol}/sub), optionally narrowed to one manufacturer. */
export default definePage({
  name: 'catalog_zone',
  routes: ['catalog_zone', 'catalog_zone_manufacturer'],
  shared: true,
  component: lazyPage(
    () => import('./zone-page'),
    (m) => m.ZonePage,
  ),
});
