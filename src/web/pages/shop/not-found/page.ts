import { definePage } from '../../define-page';
import { NotFoundPage } from './not-found-page';

/**
 * The 404 page: any loader answers with it (loader-support's `notFound`), and so do paths no route
 * matches. Its component ships with the dispatcher: a page that must never wait for a chunk.
 * Its one route is /Document/{token}/{file_name}: the documents module answers those before pages
 * are rendered (a PDF or a redirect), so a request that reaches the pages named no document.
 */
export default definePage({
  name: 'not_found',
  routes: ['document'],
  shared: false,
  component: NotFoundPage,
});
