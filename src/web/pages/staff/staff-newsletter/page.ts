import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The desk's newsletter: write an issue, choose its segment, preview, send (issue 20, ADR 067). */
export default definePage({
  name: 'staff_newsletter',
  routes: ['staff_newsletter'],
  shared: false,
  component: lazyPage(
    () => import('./staff-newsletter-page'),
    (m) => m.StaffNewsletterPage,
  ),
});
