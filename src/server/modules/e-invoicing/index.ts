/**
 * The e-invoicing module's public face (ADR 062, 063): the invoice type it understands, the FA(3)
 * (KSeF) and NAV InvoiceData builders, the KSeF sender and the QR verification link. The invoices
 * module turns its invoices into `EInvoice` and stores the XML beside the PDF.
 */
export {
  type EInvoice,
  type EInvoiceLine,
  type EInvoiceParty,
  type EInvoiceRateTotal,
  type EInvoicePayment,
  type VatRate,
  EInvoiceError,
  VAT_RATES,
} from './e-invoice';
export { buildFa3Xml, FA3_NAMESPACE, FA3_FORM_CODE, isNip } from './fa3';
export { buildNavInvoiceDataXml, NAV_DATA_NAMESPACE } from './nav-invoice-data';
export {
  createKsefClient,
  KSEF_API_URLS,
  KsefRequestError,
  KsefUnavailableError,
  type KsefConfig,
  type KsefSender,
  type KsefResult,
  type KsefInvoiceStatus,
  type KsefSubmission,
} from './ksef-client';
export { ksefVerificationLink, ksefEnvironmentOf, isKsefNumber, type KsefEnvironment } from './ksef-link';
export { createShopEInvoicing, eInvoiceOf, type ShopInvoice } from './shop-invoices';
/** NAV Online Számla v3 (ADR 080): the sender of Hungarian invoice data. */
export {
  createNavClient,
  NAV_TEST_URL,
  NavRequestError,
  NavUnavailableError,
  type NavClient,
  type NavConfig,
  type NavOutcome,
} from './nav-client';
