import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The newsletter's confirm page, opened from a mailed link (issue 20, ADR 067). */
export default definePage({
  name: 'newsletter_confirm',
  routes: ['newsletter_confirm'],
  shared: false,
  component: lazyPage(
    () => import('./newsletter-confirm-page'),
    (m) => m.NewsletterConfirmPage,
  ),
});
