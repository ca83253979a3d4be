import { definePage } from '../../define-page';
import { NotFoundPage } from './not-found-page';

/**
 * The 404 page: any loader answers with it (loader-support's `notFound`), and so do paths no route
 * matches. Its component ships with the dispatcher: a page that must never wait for a chunk.
 * Its routes are the files the modules answer before pages are rendered: /Document/{token}/{file_name}
 * (documents), /invoices/{type}/{number}.pdf and .xml (invoices), /order/export-to-csv[/{orderNumber}]
 * (ordering's CSV of the active or a placed order). A request that reaches the pages named no file
 * of the visitor's.
 */
export default definePage({
  name: 'not_found',
  routes: ['document', 'invoice_pdf', 'invoice_xml', 'order_export_csv', 'order_export_csv_number'],
  shared: false,
  component: NotFoundPage,
});
