/** The payments module's public face (ADR 028): what ordering (placing, cancelling) and the app may use. */
export {
  createPaymentsService,
  type PaymentsService,
  type PaymentState,
  type PreparedPayment,
} from './payments.service';
export { paymentsRoutes, paymentPagesRoutes } from './payments.routes';
export { testpayRoutes } from './testpay.routes';
export { createTestpayProvider, type TestpayProvider } from './testpay.provider';
export { createPayuProvider, type PayuConfig } from './payu.provider';
export type { PageLocale, PaymentProvider } from './payment-provider';
