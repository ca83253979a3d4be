/**
 * The invoices module's public face (issue 19, ADR 060): proformas, VAT invoices and corrections the
 * shop issues, their PDFs, the customer's list and downloads. Ordering tells it of status changes
 * through `orderChanged` (the services wire it); complaints will call `correct`; e-invoicing sets
 * the KSeF number through `setKsef`.
 */
export {
  createInvoicesService,
  INVOICES_QUEUE,
  KSEF_SEND_QUEUE,
  type AfterCommit,
  type InvoicesService,
  type InvoiceOwner,
} from './invoices.service';
export { invoicesRoutes } from './invoices.routes';
export type { CorrectedLine, InvoiceLine, InvoiceParty, VatRow } from './invoice-document';
