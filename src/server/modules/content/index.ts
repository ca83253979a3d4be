/** The content module's public face (ADR 033): banners, tooltips, recommendations, editorial HTML. */
export { createContentService, type ContentService } from './content.service';
export { htmlToText, sanitizeHtml } from './html-sanitizer';
export { contentRoutes } from './content.routes';
