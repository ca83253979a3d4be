/** The short-link module's public face (ADR 033). */
export { createTinyUrlService, type TinyUrlService } from './tiny-url.service';
export { tinyUrlRoutes } from './tiny-url.routes';
