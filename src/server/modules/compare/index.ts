/** The compare module's public face (ADR 033). */
export { createCompareService, type CompareService } from './compare.service';
export { compareRoutes } from './compare.routes';
