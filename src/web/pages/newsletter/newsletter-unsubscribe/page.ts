import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The newsletter's unsubscribe page, opened from a mailed link (issue 20, ADR 067). */
export default definePage({
  name: 'newsletter_unsubscribe',
  routes: ['newsletter_unsubscribe'],
  shared: false,
  component: lazyPage(
    () => import('./newsletter-unsubscribe-page'),
    (m) => m.NewsletterUnsubscribePage,
  ),
});
