/** The customer symbols module's public face (issue 17, ADR 036): what search, cart, pages and the app may use. */
export { createCustomerSymbolsService, type CustomerSymbolsService } from './customer-symbols.service';
export { customerSymbolsRoutes } from './customer-symbols.routes';
