import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** A manufacturer on the line card. */
export default definePage({
  name: 'linecard_manufacturer',
  routes: ['linecard_manufacturer'],
  shared: true,
  component: lazyPage(
    () => import('./manufacturer-linecard-page'),
    (m) => m.ManufacturerLinecardPage,
  ),
});
