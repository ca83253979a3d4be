import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** Where a finished wizard lands (spec §2 /link/confirmation, ADR 073). */
export default definePage({
  name: 'link_confirmation',
  routes: ['link_confirmation'],
  shared: false,
  component: lazyPage(
    () => import('./link-confirmation-page'),
    (m) => m.LinkConfirmationPage,
  ),
});
