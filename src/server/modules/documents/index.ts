/**
 * The documents module's public face (ADR 033, 064): datasheet PDFs and suppliers' links behind
 * /Document/…, and an order's own documents (delivery note, certificate of conformity, proforma).
 */
export { createDocumentsService, type DocumentsService } from './documents.service';
export { documentsRoutes } from './documents.routes';
export {
  createOrderDocumentsService,
  type ListedOrderDocument,
  type OrderDocumentsService,
} from './order-documents.service';
