import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** A mailed link to one document (spec §2 /login-by-document, ADR 073). */
export default definePage({
  name: 'login_by_document',
  routes: ['login_by_document'],
  shared: false,
  component: lazyPage(
    () => import('./login-by-document-page'),
    (m) => m.LoginByDocumentPage,
  ),
});
