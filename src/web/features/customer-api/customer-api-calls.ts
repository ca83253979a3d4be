import type {
  ApiClientInput,
  ApiClientWithSecret,
  ApiSettings,
  WebhookInput,
  WebhookWithSecret,
} from '../../../common/contracts/customer-api';
import { generateAccount } from '../../../common/routes-account';
import { getJson, postJson, sendJson } from '../../lib/api';

/** The profile's customer-API calls (ADR 079), by their named routes, through the one API client. */
export const customerApiCalls = {
  settings: () => getJson<ApiSettings>(generateAccount('profile_api_settings')),
  createClient: (input: ApiClientInput) =>
    postJson<ApiClientWithSecret>(generateAccount('profile_api_client_create'), input),
  revokeClient: (id: number) =>
    sendJson<void>('DELETE', generateAccount('profile_api_client_revoke', { id: String(id) })),
  createWebhook: (input: WebhookInput) =>
    postJson<WebhookWithSecret>(generateAccount('profile_api_webhook_create'), input),
  removeWebhook: (id: number) =>
    sendJson<void>('DELETE', generateAccount('profile_api_webhook_delete', { id: String(id) })),
};
