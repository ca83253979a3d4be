import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';
import type { ContactPageData } from './contact-page';

/** /contact/ (spec §2; issue 20): the shop's details per market and the contact forms. */
export default definePage<ContactPageData>({
  name: 'contact',
  routes: ['contact_index'],
  // The forms differ for visitors and customers (the customer number field, the prefilled e-mail).
  shared: false,
  component: lazyPage(
    () => import('./contact-page'),
    (m) => m.ContactPage,
  ),
});
