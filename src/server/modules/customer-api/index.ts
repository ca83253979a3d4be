/**
 * The customer-api module's public face (issue 22, ADR 079): OAuth 2.0 clients and bearer tokens,
 * the versioned API under /api/v1 with its OpenAPI document, and webhooks for order status changes.
 */
export {
  createCustomerApiService,
  signatureOf,
  SIGNATURE_HEADER,
  type CustomerApiService,
} from './customer-api.service';
export { createWebhookSecretBox, WebhookSecretError, webhookKeyId } from './webhook-secrets';
export { customerApiRoutes } from './api.routes';
export { customerApiProfileRoutes } from './profile.routes';
export { API_OPERATIONS, type ApiOperation } from './api-operations';
export { buildApiDocument } from './api-document';
