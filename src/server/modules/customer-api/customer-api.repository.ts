import { and, count, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { customerViewColumns } from '../customers';
import {
  apiClients,
  apiTokens,
  apiWebhookDeliveries,
  apiWebhooks,
  contactPersons,
  customers,
  orders,
} from '../../db/schema';

export type ApiClientRow = typeof apiClients.$inferSelect;
export type WebhookRow = typeof apiWebhooks.$inferSelect;
export type DeliveryRow = typeof apiWebhookDeliveries.$inferSelect;

export async function selectCustomerType(db: Db, customerId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ customerType: customers.customerType })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.customerType;
}

export async function countLiveClients(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiClients)
    .where(and(eq(apiClients.customerId, customerId), isNull(apiClients.revokedAt)));
  return Number(row?.n ?? 0);
}

export async function insertClient(db: Db, values: typeof apiClients.$inferInsert): Promise<ApiClientRow> {
  const [row] = await db.insert(apiClients).values(values).returning();
  return row!;
}

/** The company's live clients with the name of the person each acts as, newest first. */
export async function selectClientsOf(db: Db, customerId: number) {
  return db
    .select({
      client: apiClients,
      firstName: contactPersons.firstName,
      lastName: contactPersons.lastName,
    })
    .from(apiClients)
    .innerJoin(contactPersons, eq(contactPersons.id, apiClients.contactPersonId))
    .where(and(eq(apiClients.customerId, customerId), isNull(apiClients.revokedAt)))
    .orderBy(desc(apiClients.id));
}

/** Revokes a live client of the company and drops its tokens in the same statement's transaction. */
export async function revokeClient(db: Db, customerId: number, id: number, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(apiClients)
      .set({ revokedAt: at })
      .where(and(eq(apiClients.id, id), eq(apiClients.customerId, customerId), isNull(apiClients.revokedAt)))
      .returning({ id: apiClients.id });
    if (rows.length === 0) return false;
    await tx.delete(apiTokens).where(eq(apiTokens.clientId, id));
    return true;
  });
}

/** A live client by its public id, whose person and company still exist. */
export async function selectLiveClient(db: Db, clientId: string) {
  const [row] = await db
    .select({ client: apiClients, customerType: customers.customerType })
    .from(apiClients)
    .innerJoin(customers, eq(customers.id, apiClients.customerId))
    .innerJoin(contactPersons, eq(contactPersons.id, apiClients.contactPersonId))
    .where(
      and(eq(apiClients.clientId, clientId), isNull(apiClients.revokedAt), isNull(contactPersons.deletedAt)),
    );
  return row;
}

export async function insertToken(db: Db, values: typeof apiTokens.$inferInsert): Promise<void> {
  await db.insert(apiTokens).values(values);
}

/**
 * A bearer token's holder: one primary-key look-up joined with its client, which must still be
 * live (a revoked client's tokens are refused at once, on every instance).
 */
/**
 * A live token's client, with the customer of the person it acts as (null when that person was
 * removed) in the same statement: the check every API request makes, and the company its prices
 * need, in one round trip (session 19). Prepared: it runs on every request.
 */
export async function selectTokenHolder(db: Db, tokenHash: string, at: Date) {
  const [row] = await prepared(db, 'api_token_holder', () =>
    db
      .select({
        clientId: apiClients.id,
        publicId: apiClients.clientId,
        customerId: apiClients.customerId,
        contactPersonId: apiClients.contactPersonId,
        requestsPerMinute: apiClients.requestsPerMinute,
        scopes: apiTokens.scopes,
        lastUsedAt: apiClients.lastUsedAt,
        customer: customerViewColumns,
      })
      .from(apiTokens)
      .innerJoin(apiClients, eq(apiClients.id, apiTokens.clientId))
      .leftJoin(
        contactPersons,
        and(eq(contactPersons.id, apiClients.contactPersonId), isNull(contactPersons.deletedAt)),
      )
      .leftJoin(customers, eq(customers.id, contactPersons.customerId))
      .where(
        and(
          eq(apiTokens.tokenHash, sql.placeholder('hash')),
          sql`${apiTokens.expiresAt} > ${sql.placeholder('at')}::timestamptz`,
          isNull(apiClients.revokedAt),
        ),
      )
      .prepare('api_token_holder'),
  ).execute({ hash: tokenHash, at: at.toISOString() });
  return row;
}

export async function touchClientUsed(db: Db, id: number, at: Date): Promise<void> {
  await db.update(apiClients).set({ lastUsedAt: at }).where(eq(apiClients.id, id));
}

export async function deleteExpiredTokens(db: Db, at: Date): Promise<number> {
  const rows = await db
    .delete(apiTokens)
    .where(lt(apiTokens.expiresAt, at))
    .returning({ h: apiTokens.tokenHash });
  return rows.length;
}

// ---------------------------------------------------------------- webhooks

export async function countLiveWebhooks(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiWebhooks)
    .where(and(eq(apiWebhooks.customerId, customerId), isNull(apiWebhooks.deletedAt)));
  return Number(row?.n ?? 0);
}

export async function insertWebhook(db: Db, values: typeof apiWebhooks.$inferInsert): Promise<WebhookRow> {
  const [row] = await db.insert(apiWebhooks).values(values).returning();
  return row!;
}

export async function selectWebhooksOf(db: Db, customerId: number): Promise<WebhookRow[]> {
  return db
    .select()
    .from(apiWebhooks)
    .where(and(eq(apiWebhooks.customerId, customerId), isNull(apiWebhooks.deletedAt)))
    .orderBy(desc(apiWebhooks.id));
}

export async function removeWebhook(db: Db, customerId: number, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(apiWebhooks)
    .set({ deletedAt: at })
    .where(and(eq(apiWebhooks.id, id), eq(apiWebhooks.customerId, customerId), isNull(apiWebhooks.deletedAt)))
    .returning({ id: apiWebhooks.id });
  return rows.length > 0;
}

/** Live webhooks whose secret is not sealed under the key `keyId` (in clear, or under an older key). */
export async function selectSecretsToReseal(db: Db, keyId: string) {
  return db
    .select({ id: apiWebhooks.id, secret: apiWebhooks.secret, secretKeyId: apiWebhooks.secretKeyId })
    .from(apiWebhooks)
    .where(
      and(
        isNull(apiWebhooks.deletedAt),
        or(isNull(apiWebhooks.secretKeyId), ne(apiWebhooks.secretKeyId, keyId)),
      ),
    );
}

/**
 * Replaces a webhook's secret with its re-sealed value, only if the row still holds what was read
 * (another instance's sweep may have re-sealed it first: its value stays).
 */
export async function resealSecret(
  db: Db,
  id: number,
  was: { secret: string; secretKeyId: string | null },
  now: { secret: string; secretKeyId: string },
): Promise<void> {
  await db
    .update(apiWebhooks)
    .set(now)
    .where(
      and(
        eq(apiWebhooks.id, id),
        eq(apiWebhooks.secret, was.secret),
        was.secretKeyId === null
          ? isNull(apiWebhooks.secretKeyId)
          : eq(apiWebhooks.secretKeyId, was.secretKeyId),
      ),
    );
}

/** The order's number and company (ordering owns the table; this only reads it). */
export async function selectOrderRef(db: Db, orderId: number) {
  const [row] = await db
    .select({ orderNumber: orders.orderNumber, customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** One delivery row per live webhook of the company, in one statement; their ids. */
export async function insertDeliveries(
  db: Db,
  customerId: number,
  event: { eventType: string; orderNumber: string; orderStatus: string; body: (eventId: string) => string },
  newEventId: () => string,
): Promise<number[]> {
  const hooks = await db
    .select({ id: apiWebhooks.id })
    .from(apiWebhooks)
    .where(and(eq(apiWebhooks.customerId, customerId), isNull(apiWebhooks.deletedAt)));
  if (hooks.length === 0) return [];
  const rows = await db
    .insert(apiWebhookDeliveries)
    .values(
      hooks.map((hook) => {
        const eventId = newEventId();
        return {
          webhookId: hook.id,
          eventId,
          eventType: event.eventType,
          orderNumber: event.orderNumber,
          orderStatus: event.orderStatus,
          body: event.body(eventId),
        };
      }),
    )
    .returning({ id: apiWebhookDeliveries.id });
  return rows.map((r) => r.id);
}

export async function selectDeliveryToSend(db: Db, id: number) {
  const [row] = await db
    .select({
      delivery: apiWebhookDeliveries,
      url: apiWebhooks.url,
      secret: apiWebhooks.secret,
      secretKeyId: apiWebhooks.secretKeyId,
      deletedAt: apiWebhooks.deletedAt,
    })
    .from(apiWebhookDeliveries)
    .innerJoin(apiWebhooks, eq(apiWebhooks.id, apiWebhookDeliveries.webhookId))
    .where(eq(apiWebhookDeliveries.id, id));
  return row;
}

/** One attempt into the delivery's log, and the delivery's state after it. */
export async function recordAttempt(
  db: Db,
  id: number,
  attempt: {
    at: Date;
    statusCode: number | null;
    error: string | null;
    ms: number;
    status: 'pending' | 'delivered' | 'failed';
  },
): Promise<void> {
  const entry = JSON.stringify([
    { at: attempt.at.toISOString(), statusCode: attempt.statusCode, error: attempt.error, ms: attempt.ms },
  ]);
  await db
    .update(apiWebhookDeliveries)
    .set({
      attempts: sql`${apiWebhookDeliveries.attempts} + 1`,
      status: attempt.status,
      lastStatusCode: attempt.statusCode,
      lastError: attempt.error,
      deliveredAt: attempt.status === 'delivered' ? attempt.at : null,
      // Attempts are bounded by the queue's retries (WEBHOOK_RETRIES): the log stays short.
      log: sql`${apiWebhookDeliveries.log} || ${entry}::jsonb`,
    })
    .where(eq(apiWebhookDeliveries.id, id));
}

export async function selectDeliveriesOf(db: Db, customerId: number, limit: number) {
  return db
    .select({ delivery: apiWebhookDeliveries, url: apiWebhooks.url })
    .from(apiWebhookDeliveries)
    .innerJoin(apiWebhooks, eq(apiWebhooks.id, apiWebhookDeliveries.webhookId))
    .where(eq(apiWebhooks.customerId, customerId))
    .orderBy(desc(apiWebhookDeliveries.id))
    .limit(limit);
}
