import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';

/**
 * Idempotency keys of creating and finishing orders and of payment callbacks (ADR 011, 012): the
 * first request with a key claims it and stores its answer; a repeat gets the stored answer.
 */
export interface IdempotencyKeyRef {
  customerId: number;
  scope: string;
  key: string;
}

const matches = (ref: IdempotencyKeyRef) =>
  and(
    eq(idempotencyKeys.customerId, ref.customerId),
    eq(idempotencyKeys.scope, ref.scope),
    eq(idempotencyKeys.key, ref.key),
  );

/** Claims a key: true when this request is the first with it (waits for a concurrent claim to settle). */
export async function claimIdempotencyKey(
  db: Db,
  ref: IdempotencyKeyRef & { requestHash: string },
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values(ref)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function selectIdempotencyKey(db: Db, ref: IdempotencyKeyRef) {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      responseStatus: idempotencyKeys.responseStatus,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(matches(ref))
    .limit(1);
  return row ?? null;
}

export async function storeIdempotentResponse(
  db: Db,
  ref: IdempotencyKeyRef,
  status: number,
  body: unknown,
): Promise<void> {
  await db.update(idempotencyKeys).set({ responseStatus: status, responseBody: body }).where(matches(ref));
}

/** Forgets a claimed key whose request failed, so the customer may try again with it. */
export async function releaseIdempotencyKey(db: Db, ref: IdempotencyKeyRef): Promise<void> {
  await db.delete(idempotencyKeys).where(and(matches(ref), sql`${idempotencyKeys.responseStatus} IS NULL`));
}
