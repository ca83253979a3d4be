/** The customers module's public face (ADR 033): accounts, contact persons, addresses, profile, e-invoices. */
export {
  createCustomersService,
  randomAlphanumeric,
  toCustomer,
  type CustomersService,
} from './customers.service';
export { createAddressesService, type AddressesService } from './addresses.service';
export { createCustomerInfoService, type CustomerInfoService } from './customer-info.service';
export { createEinvoiceService, type EinvoiceService } from './einvoice.service';
export { linkKeyFromHex } from './einvoice-link';
export type { CustomerViewRow, LoginRow } from './customers.repository';
export { customerViewColumns } from './customers.repository';
export { customersRoutes } from './customers.routes';
export { addressesRoutes } from './addresses.routes';
export { customerProfileRoutes } from './customer-profile.routes';
