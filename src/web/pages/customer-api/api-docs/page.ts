import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The customer API's documentation (ADR 079): its operations with examples, from its OpenAPI source. */
export default definePage({
  name: 'api_docs',
  routes: ['api_docs'],
  shared: true,
  component: lazyPage(
    () => import('./api-docs-page'),
    (m) => m.ApiDocsPage,
  ),
});
