/**
 * NBP exchange rates for invoices in foreign currencies (issue 19, ADR 080): the client, the rates
 * kept in PostgreSQL, and (for tests and dev only) the simulator, imported from its own file.
 */
export { createNbpClient, NbpUnavailableError, type NbpClient, type NbpRate } from './nbp-client';
export { createNbpRates, type NbpRates } from './nbp-rates';
