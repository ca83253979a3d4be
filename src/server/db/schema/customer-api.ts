import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { contactPersons, customers } from './customers';

/**
 * The customer API's OAuth 2.0 clients (ADR 079): a company's ERP authenticates with `client_id`
 * (public, `cs_` + 24 random characters) and a secret (256 random bits, shown once, kept only as its
 * SHA-256). Calls act as `contact_person_id`, the person who made the client. `scopes`: read, order.
 * `requests_per_minute`: the client's own rate limit. A revoked client's tokens die with it: every
 * token check joins the client and wants `revoked_at IS NULL`.
 */
export const apiClients = pgTable(
  'api_clients',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contactPersonId: integer('contact_person_id')
      .notNull()
      .references(() => contactPersons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    clientId: text('client_id').notNull(),
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    requestsPerMinute: integer('requests_per_minute').notNull().default(120),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_clients_client_id_uq').on(t.clientId),
    index('api_clients_customer_idx').on(t.customerId),
  ],
);

/** Bearer tokens: opaque, 256 random bits, kept as their SHA-256; short-lived (`expires_at`). */
export const apiTokens = pgTable(
  'api_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => apiClients.id, { onDelete: 'cascade' }),
    scopes: text('scopes').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * A company's webhook: order status changes are posted to `url`, signed with `secret` (HMAC-SHA256;
 * the customer verifies with it, so it is kept as given, not hashed). Removed webhooks keep
 * `deleted_at` so their delivery log stays readable until swept.
 */
export const apiWebhooks = pgTable(
  'api_webhooks',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /**
     * The signing secret sealed with AES-256-GCM (`iv.tag.ciphertext`, base64url) under the key
     * `secret_key_id` names (webhook-secrets.ts); a row from before sealing has the secret in clear and
     * no key id until the sweep or its next delivery seals it.
     */
    secret: text('secret').notNull(),
    secretKeyId: text('secret_key_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('api_webhooks_customer_idx').on(t.customerId)],
);

/**
 * One event to one webhook and its attempts (the delivery log of the profile). `status`: pending |
 * delivered | failed (gave up after the queue's retries). The body is kept as sent, so every retry
 * signs and sends the same bytes (with a new timestamp).
 */
export const apiWebhookDeliveries = pgTable(
  'api_webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => apiWebhooks.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    orderNumber: text('order_number').notNull(),
    orderStatus: text('order_status').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    log: jsonb('log')
      .$type<{ at: string; statusCode: number | null; error: string | null; ms: number }[]>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('api_webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt)],
);
