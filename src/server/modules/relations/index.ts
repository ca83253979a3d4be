/** The relations module's public face (ADR 033): similar products, replacements, linked products. */
export { createRelationsService, UNKNOWN_PRODUCT, type RelationsService } from './relations.service';
export { relationsRoutes } from './relations.routes';
