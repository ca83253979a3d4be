/** The tenders module's public face (issue 20, ADR 070): public tenders, customers' item lists, the desk. */
export { createTendersService, type TendersService } from './tenders.service';
export { tendersDeskRoutes, tendersRoutes } from './tenders.routes';
export { seedDemoTenders } from './tenders.demo';
