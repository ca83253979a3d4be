/**
 * The customer API's accounts and events (issue 22, ADR 079): OAuth 2.0 clients a company makes in
 * its profile, the bearer tokens they get (client-credentials grant, RFC 6749 §4.4), and webhooks
 * told of order status changes, delivered signed by a background job with retries.
 */
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  API_CLIENTS_MAX,
  API_SCOPES,
  API_TOKEN_SECONDS,
  API_WEBHOOKS_MAX,
  type ApiClient,
  type ApiClientInput,
  type ApiClientWithSecret,
  type ApiScope,
  type ApiSettings,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookInput,
  type WebhookWithSecret,
} from '../../../common/contracts/customer-api';
import { ApiClientInputSchema, WebhookInputSchema } from '../../../common/contracts/customer-api';
import { AppError, validationError } from '../../../common/errors';
import { generate } from '../../../common/routes.server';
import type { Db } from '../../db/client';
import type { JobQueue, QueueDefinition } from '../../jobs';
import {
  countLiveClients,
  countLiveWebhooks,
  deleteExpiredTokens,
  insertClient,
  insertDeliveries,
  insertToken,
  insertWebhook,
  recordAttempt,
  removeWebhook,
  resealSecret,
  revokeClient,
  selectClientsOf,
  selectCustomerType,
  selectDeliveriesOf,
  selectDeliveryToSend,
  selectLiveClient,
  selectOrderRef,
  selectSecretsToReseal,
  selectTokenHolder,
  selectWebhooksOf,
  touchClientUsed,
} from './customer-api.repository';
import { isPublicTarget, postJson } from './webhook-target';
import type { WebhookSecretBox } from './webhook-secrets';
import { API_OPERATIONS } from './api-operations';
import { toCustomer, type CustomerViewRow } from '../customers';
import type { Customer } from '../../../common/contracts/auth';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** 256 random bits, URL-safe (43 characters). */
const newSecret = () => randomBytes(32).toString('base64url');

const toColumns = (box: { sealed: string; keyId: string }) => ({
  secret: box.sealed,
  secretKeyId: box.keyId,
});

function sameHash(value: string, storedHash: string): boolean {
  const given = Buffer.from(sha256(value), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export const WEBHOOK_QUEUE = 'customer-api-webhook';
/** Attempts after the first: with pg-boss's doubling backoff from 5 s (capped at 10 min), about 40 minutes. */
export const WEBHOOK_RETRIES = 8;
const WEBHOOK_TIMEOUT_MS = 5_000;
/** The header the signature travels in (Stripe's shape: `t=<unix seconds>,v1=<hex HMAC-SHA256>`). */
export const SIGNATURE_HEADER = 'shop-signature';
const DELIVERIES_SHOWN = 50;
/**
 * How long a token's last caller is remembered as a hint (see `knownCaller`), and for how many
 * tokens at most. Never an authority: every request still checks its token in PostgreSQL.
 */
const CALLER_HINT_MS = 5_000;
const CALLER_HINTS_MAX = 10_000;

/** `t=…,v1=…`: HMAC-SHA256 over `${t}.${body}` with the webhook's signing secret. */
export function signatureOf(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}

/** An OAuth token-endpoint refusal (RFC 6749 §5.2): its status and `error` code. */
export class OAuthError extends Error {
  constructor(
    readonly status: 400 | 401,
    readonly error: 'invalid_request' | 'invalid_client' | 'unsupported_grant_type' | 'invalid_scope',
    readonly description: string,
  ) {
    super(description);
    this.name = 'OAuthError';
  }
}

/** Who calls the API: the client, its company and the person it acts as, and what its token allows. */
export interface ApiCaller {
  clientId: number;
  publicId: string;
  customerId: number;
  contactPersonId: number;
  requestsPerMinute: number;
  scopes: ApiScope[];
  /** The customer the person acts for, read with the token (null: the person was removed). */
  customer: (Customer & { customerId: number }) | null;
}

export interface CustomerApiOptions {
  db: Db;
  /** Background jobs (ADR 039): webhook deliveries; without it nothing is delivered (tests that do not look). */
  queue?: JobQueue;
  publicUrl: string;
  /** Webhooks may point at private and loopback addresses: tests and development only, never production. */
  allowInternalWebhooks: boolean;
  /** Seals the webhooks' signing secrets at rest (WEBHOOK_SECRET_KEY). */
  webhookSecrets: WebhookSecretBox;
  /** Seconds between polls of the webhook queue (pg-boss's least is 0.5): a delivery waits at most this. */
  webhookPollSeconds?: number;
  now?: () => Date;
  onWarning?: (message: string, error?: unknown) => void;
}

export function createCustomerApiService(options: CustomerApiOptions) {
  const { db, webhookSecrets } = options;
  const now = options.now ?? (() => new Date());
  const tokenUrl = `${options.publicUrl}${generate('api_v1_token')}`;
  /** Token hash → its caller when last checked, and when (see `knownCaller`). */
  const callerHints = new Map<string, { caller: ApiCaller; at: number }>();
  const docsUrl = `${options.publicUrl}${generate('api_docs')}`;

  async function assertCompany(customerId: number): Promise<void> {
    const type = await selectCustomerType(db, customerId);
    if (type !== 'company' && type !== 'sole_trader')
      throw new AppError(403, 'customerApi.errors.companiesOnly');
  }

  const clientView = (row: Awaited<ReturnType<typeof selectClientsOf>>[number]): ApiClient => ({
    id: row.client.id,
    name: row.client.name,
    clientId: row.client.clientId,
    scopes: row.client.scopes.filter((s): s is ApiScope => (API_SCOPES as readonly string[]).includes(s)),
    requestsPerMinute: row.client.requestsPerMinute,
    createdBy: `${row.firstName} ${row.lastName}`.trim(),
    createdAt: row.client.createdAt.toISOString(),
    lastUsedAt: row.client.lastUsedAt?.toISOString() ?? null,
  });

  const deliveryView = (row: Awaited<ReturnType<typeof selectDeliveriesOf>>[number]): WebhookDelivery => ({
    id: row.delivery.id,
    webhookId: row.delivery.webhookId,
    url: row.url,
    eventId: row.delivery.eventId,
    eventType: row.delivery.eventType,
    orderNumber: row.delivery.orderNumber,
    orderStatus: row.delivery.orderStatus,
    status: row.delivery.status as WebhookDelivery['status'],
    attempts: row.delivery.attempts,
    lastStatusCode: row.delivery.lastStatusCode,
    lastError: row.delivery.lastError,
    createdAt: row.delivery.createdAt.toISOString(),
    deliveredAt: row.delivery.deliveredAt?.toISOString() ?? null,
  });

  /** One delivery attempt: signed now, posted, recorded; throws (so the job retries) unless a 2xx came. */
  async function deliver(id: number, retryCount: number): Promise<void> {
    const found = await selectDeliveryToSend(db, id);
    if (!found || found.delivery.status !== 'pending') return;
    // A webhook removed since the event: nothing more is sent to it.
    if (found.deletedAt) {
      await recordAttempt(db, id, {
        at: now(),
        statusCode: null,
        error: 'webhook removed',
        ms: 0,
        status: 'failed',
      });
      return;
    }
    const at = now();
    const body = found.delivery.body;
    const started = performance.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      // A key this instance lacks (or a wrong one) fails the attempt with the key's message, logged on
      // the delivery like any other failure, and the job retries (the key may come with a redeploy).
      const secret = webhookSecrets.open(found.secret, found.secretKeyId);
      // In clear or under a key rotated out: sealed under the current key now (the sweep does the rest).
      if (found.secretKeyId !== webhookSecrets.keyId)
        await resealSecret(
          db,
          found.delivery.webhookId,
          { secret: found.secret, secretKeyId: found.secretKeyId },
          toColumns(webhookSecrets.seal(secret)),
        );
      const result = await postJson(
        new URL(found.url),
        {
          'content-type': 'application/json',
          'user-agent': 'ComponentShop-Webhooks/1',
          [SIGNATURE_HEADER]: signatureOf(secret, body, Math.floor(at.getTime() / 1000)),
          'shop-event-id': found.delivery.eventId,
        },
        body,
        { allowInternal: options.allowInternalWebhooks, timeoutMs: WEBHOOK_TIMEOUT_MS },
      );
      statusCode = result.statusCode;
      if (statusCode < 200 || statusCode >= 300) error = `HTTP ${statusCode}`;
    } catch (failure) {
      error = failure instanceof Error ? failure.message.slice(0, 300) : 'delivery failed';
    }
    const ms = Math.round(performance.now() - started);
    const delivered = error === null;
    const last = !delivered && retryCount >= WEBHOOK_RETRIES;
    await recordAttempt(db, id, {
      at,
      statusCode,
      error,
      ms,
      status: delivered ? 'delivered' : last ? 'failed' : 'pending',
    });
    if (!delivered && !last) throw new Error(`webhook delivery ${id} failed: ${error}`);
  }

  /**
   * Seals every live webhook secret not under the current key: rows from before sealing (in clear)
   * and rows under a key rotated out. A row whose key this instance lacks is left as it is (its
   * deliveries fail with the key's message); the others are sealed anyway. Returns how many it sealed.
   */
  async function resealSecrets(): Promise<number> {
    let sealed = 0;
    for (const row of await selectSecretsToReseal(db, webhookSecrets.keyId)) {
      let secret: string;
      try {
        secret = webhookSecrets.open(row.secret, row.secretKeyId);
      } catch (error) {
        options.onWarning?.(`webhook ${row.id}: its secret cannot be re-sealed`, error);
        continue;
      }
      await resealSecret(db, row.id, row, toColumns(webhookSecrets.seal(secret)));
      sealed++;
    }
    return sealed;
  }

  const queueDefinition: QueueDefinition<{ deliveryId: number }> = {
    name: WEBHOOK_QUEUE,
    retryLimit: WEBHOOK_RETRIES,
    expireInSeconds: 60,
    pollSeconds: options.webhookPollSeconds ?? 0.5,
    handler: async (data, job) => deliver(data.deliveryId, job.retryCount),
  };

  return {
    queueDefinition,
    deliver,

    async settings(customerId: number): Promise<ApiSettings> {
      await assertCompany(customerId);
      const [clients, webhooks, deliveries] = await Promise.all([
        selectClientsOf(db, customerId),
        selectWebhooksOf(db, customerId),
        selectDeliveriesOf(db, customerId, DELIVERIES_SHOWN),
      ]);
      return {
        tokenUrl,
        docsUrl,
        clients: clients.map(clientView),
        webhooks: webhooks.map((w) => ({ id: w.id, url: w.url, createdAt: w.createdAt.toISOString() })),
        deliveries: deliveries.map(deliveryView),
      };
    },

    async createClient(
      me: { customerId: number; contactPersonId: number },
      input: ApiClientInput,
    ): Promise<ApiClientWithSecret> {
      await assertCompany(me.customerId);
      const valid = ApiClientInputSchema.parse(input);
      if ((await countLiveClients(db, me.customerId)) >= API_CLIENTS_MAX)
        throw new AppError(409, 'customerApi.errors.tooManyClients', { params: { max: API_CLIENTS_MAX } });
      const secret = newSecret();
      const row = await insertClient(db, {
        customerId: me.customerId,
        contactPersonId: me.contactPersonId,
        name: valid.name,
        clientId: `ck_${randomBytes(15).toString('base64url')}`,
        secretHash: sha256(secret),
        scopes: valid.scopes,
      });
      const [view] = (await selectClientsOf(db, me.customerId)).filter((c) => c.client.id === row.id);
      return { client: clientView(view!), clientSecret: `cs_${secret}` };
    },

    /** Revokes the client: its tokens are deleted with it and refused at once. */
    async revokeClient(customerId: number, id: number): Promise<void> {
      if (!(await revokeClient(db, customerId, id, now())))
        throw new AppError(404, 'customerApi.errors.clientNotFound');
    },

    async createWebhook(customerId: number, input: WebhookInput): Promise<WebhookWithSecret> {
      await assertCompany(customerId);
      const valid = WebhookInputSchema.parse(input);
      const url = new URL(valid.url);
      if (!options.allowInternalWebhooks && !(await isPublicTarget(url)))
        throw validationError([{ field: 'url', key: 'customerApi.field.webhookPrivate' }]);
      if ((await countLiveWebhooks(db, customerId)) >= API_WEBHOOKS_MAX)
        throw new AppError(409, 'customerApi.errors.tooManyWebhooks', { params: { max: API_WEBHOOKS_MAX } });
      const secret = `whsec_${newSecret()}`;
      const row = await insertWebhook(db, {
        customerId,
        url: url.toString(),
        ...toColumns(webhookSecrets.seal(secret)),
      });
      return {
        webhook: { id: row.id, url: row.url, createdAt: row.createdAt.toISOString() },
        signingSecret: secret,
      };
    },

    async removeWebhook(customerId: number, id: number): Promise<void> {
      if (!(await removeWebhook(db, customerId, id, now())))
        throw new AppError(404, 'customerApi.errors.webhookNotFound');
    },

    /**
     * RFC 6749 §4.4: client credentials for a bearer token. The scopes asked for must be the
     * client's (none asked: all of them). Unknown client and wrong secret answer alike.
     */
    async issueToken(request: {
      grantType: string | undefined;
      clientId: string | undefined;
      clientSecret: string | undefined;
      scope: string | undefined;
    }): Promise<{ access_token: string; token_type: 'Bearer'; expires_in: number; scope: string }> {
      if (!request.grantType) throw new OAuthError(400, 'invalid_request', 'grant_type is required');
      if (request.grantType !== 'client_credentials')
        throw new OAuthError(
          400,
          'unsupported_grant_type',
          'Only grant_type=client_credentials is supported',
        );
      if (!request.clientId || !request.clientSecret)
        throw new OAuthError(401, 'invalid_client', 'Client authentication failed');
      const found = await selectLiveClient(db, request.clientId);
      const secret = request.clientSecret.startsWith('cs_')
        ? request.clientSecret.slice(3)
        : request.clientSecret;
      if (!found || !sameHash(secret, found.client.secretHash))
        throw new OAuthError(401, 'invalid_client', 'Client authentication failed');
      const asked = (request.scope ?? '').split(' ').filter(Boolean);
      const granted = found.client.scopes as ApiScope[];
      if (asked.some((s) => !(granted as string[]).includes(s)))
        throw new OAuthError(400, 'invalid_scope', `The client may ask for: ${granted.join(' ')}`);
      const scopes = asked.length > 0 ? (asked as ApiScope[]) : granted;
      const token = newSecret();
      const at = now();
      await insertToken(db, {
        tokenHash: sha256(token),
        clientId: found.client.id,
        scopes,
        expiresAt: new Date(at.getTime() + API_TOKEN_SECONDS * 1000),
      });
      await touchClientUsed(db, found.client.id, at);
      return {
        access_token: token,
        token_type: 'Bearer',
        expires_in: API_TOKEN_SECONDS,
        scope: scopes.join(' '),
      };
    },

    /**
     * The caller this token had when it was last checked here, within the last few seconds: a
     * hint only, so the request's other look-ups (the client's counter, its company) can start
     * beside the token's check instead of after it. It grants nothing: `authenticate` still runs on
     * every request and its answer decides (a revoked client's token is refused on its next call).
     */
    knownCaller(token: string): ApiCaller | null {
      const hash = sha256(token);
      const hint = callerHints.get(hash);
      if (!hint) return null;
      if (performance.now() - hint.at > CALLER_HINT_MS) {
        callerHints.delete(hash);
        return null;
      }
      return hint.caller;
    },

    /** The caller of a bearer token, or null for an unknown, expired or revoked one. */
    async authenticate(token: string): Promise<ApiCaller | null> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const at = now();
      const hash = sha256(token);
      const holder = await selectTokenHolder(db, hash, at);
      if (!holder) {
        callerHints.delete(hash);
        return null;
      }
      // "Last used" to the minute: one write a minute per client, not one per call.
      if (!holder.lastUsedAt || at.getTime() - holder.lastUsedAt.getTime() > 60_000)
        touchClientUsed(db, holder.clientId, at).catch((error: unknown) =>
          options.onWarning?.('api client last-used update failed', error),
        );
      const caller: ApiCaller = {
        clientId: holder.clientId,
        publicId: holder.publicId,
        customerId: holder.customerId,
        contactPersonId: holder.contactPersonId,
        requestsPerMinute: holder.requestsPerMinute,
        scopes: holder.scopes as ApiScope[],
        // Left-joined: every column is there when the customer is (none is null in its table).
        customer:
          holder.customer?.customerId != null
            ? { ...toCustomer(holder.customer as CustomerViewRow), customerId: holder.customer.customerId }
            : null,
      };
      // Oldest first out (a Map keeps insertion order): the hints stay bounded whatever the traffic.
      callerHints.delete(hash);
      if (callerHints.size >= CALLER_HINTS_MAX) callerHints.delete(callerHints.keys().next().value!);
      callerHints.set(hash, { caller, at: performance.now() });
      return caller;
    },

    /**
     * An order's status changed (after its commit): one delivery per live webhook of its company,
     * stored, then enqueued. Never throws: the order is done whatever happens here.
     */
    orderChanged(orderId: number, status: string): void {
      void (async () => {
        const order = await selectOrderRef(db, orderId);
        if (!order) return;
        const createdAt = now().toISOString();
        const ids = await insertDeliveries(
          db,
          order.customerId,
          {
            eventType: 'order.status_changed',
            orderNumber: order.orderNumber,
            orderStatus: status,
            body: (id) =>
              JSON.stringify({
                id,
                type: 'order.status_changed',
                createdAt,
                data: { orderNumber: order.orderNumber, status },
              } satisfies WebhookEvent),
          },
          () => `evt_${randomUUID()}`,
        );
        if (ids.length > 0)
          await options.queue?.enqueue(
            WEBHOOK_QUEUE,
            ids.map((deliveryId) => ({ deliveryId })),
          );
      })().catch((error: unknown) => options.onWarning?.('enqueueing webhook deliveries failed', error));
    },

    /** What the /api-docs page lists: each operation with its examples as JSON text. */
    docs() {
      return {
        documentUrl: `${options.publicUrl}${generate('api_v1_openapi')}`,
        tokenUrl,
        operations: API_OPERATIONS.map((op) => ({
          operationId: op.operationId,
          method: op.method,
          path: op.path,
          summary: op.summary,
          description: op.description ?? null,
          scope: op.scope,
          successStatus: op.successStatus,
          idempotent: op.idempotent ?? false,
          exampleRequest:
            op.example.request !== undefined
              ? JSON.stringify(op.example.request, null, 2)
              : op.example.query !== undefined
                ? `${op.method} ${op.path}${op.example.query}`
                : null,
          exampleResponse: JSON.stringify(op.example.response, null, 2),
        })),
      };
    },

    /** Drops expired tokens and seals the secrets not under the current key yet (the session sweep's timer). */
    sweep: async () => {
      const [dropped] = await Promise.all([deleteExpiredTokens(db, now()), resealSecrets()]);
      return dropped;
    },

    resealSecrets,
  };
}

export type CustomerApiService = ReturnType<typeof createCustomerApiService>;
