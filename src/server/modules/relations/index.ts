/** The relations module's public face (ADR 033): similar products, replacements, linked products. */
export { createRelationsService, type RelationsService } from './relations.service';
export { relationsRoutes } from './relations.routes';
