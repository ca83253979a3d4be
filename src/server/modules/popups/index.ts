/** Marketing popups' public face (ADR 033, 071): the service and its routes. */
export { createPopupsService, type PopupsService } from './popups.service';
export { popupsRoutes } from './popups.routes';
