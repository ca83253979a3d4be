import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The newsletter's preferences page, opened from a mailed link (issue 20, ADR 067). */
export default definePage({
  name: 'newsletter_preferences',
  routes: ['newsletter_preferences'],
  shared: false,
  component: lazyPage(
    () => import('./newsletter-preferences-page'),
    (m) => m.NewsletterPreferencesPage,
  ),
});
