import { definePage } from '../../define-page';
import { NotFoundPage } from './not-found-page';

/**
 * The 404 page: any loader answers with it (loader-support's `notFound`), and so do paths no route
 * matches. Its component ships with the dispatcher: a page that must never wait for a chunk.
 * Its routes are /Document/{token}/{file_name} and /invoices/{type}/{number}.pdf: the documents and
 * invoices modules answer those before pages are rendered, so a request that reaches the pages named
 * no document or invoice of the visitor's.
 */
export default definePage({
  name: 'not_found',
  routes: ['document', 'invoice_pdf', 'invoice_xml'],
  shared: false,
  component: NotFoundPage,
});
