/** The system module's public face (ADR 033): health and the API description. */
export { createSystemService, type SystemService } from './system.service';
export { systemRoutes } from './system.routes';
