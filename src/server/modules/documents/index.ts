/** The documents module's public face (ADR 033): datasheet PDFs and suppliers' links behind /Document/…. */
export { createDocumentsService, type DocumentsService } from './documents.service';
export { documentsRoutes } from './documents.routes';
