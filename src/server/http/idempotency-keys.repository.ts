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

/**
 * Leased keys (quick buy's order, ADR 047 amended): a claim is identified by its claim time to the
 * microsecond (`token`), and the caller's write records itself on the key in its own unit of work
 * (`markIdempotencyKeyApplied`). A claim that never recorded a write and is older than
 * `staleSeconds` was left by a request that died (a crashed or stopped process): the same body
 * may take it over. The original, should it still be running, then fails its mark and its write is
 * undone, so the lines go in once whichever request finishes.
 */
const tokenOf = sql<string>`(extract(epoch from ${idempotencyKeys.createdAt}) * 1000000)::bigint::text`;
const holds = (ref: IdempotencyKeyRef, token: string) =>
  and(
    matches(ref),
    sql`(extract(epoch from ${idempotencyKeys.createdAt}) * 1000000)::bigint = ${token}::bigint`,
  );

/** Status of a key whose write committed before its answer was stored. */
export const IDEMPOTENCY_APPLIED = 0;

/** Claims a new key or takes over a stale one of the same body; the claim's token, or null. */
export async function leaseIdempotencyKey(
  db: Db,
  ref: IdempotencyKeyRef & { requestHash: string },
  staleSeconds: number,
): Promise<string | null> {
  const rows = await db
    .insert(idempotencyKeys)
    .values(ref)
    .onConflictDoUpdate({
      target: [idempotencyKeys.customerId, idempotencyKeys.scope, idempotencyKeys.key],
      set: { createdAt: sql`clock_timestamp()` },
      setWhere: sql`${idempotencyKeys.responseStatus} IS NULL
        AND ${idempotencyKeys.requestHash} = ${ref.requestHash}
        AND ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${staleSeconds})`,
    })
    .returning({ token: tokenOf });
  return rows[0]?.token ?? null;
}

/** Inside the write's unit of work: false when the claim was taken over (the write must be undone). */
export async function markIdempotencyKeyApplied(
  tx: Db,
  ref: IdempotencyKeyRef,
  token: string,
): Promise<boolean> {
  const rows = await tx
    .update(idempotencyKeys)
    .set({ responseStatus: IDEMPOTENCY_APPLIED })
    .where(and(holds(ref, token), sql`${idempotencyKeys.responseStatus} IS NULL`))
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** The answer of the claim holding `token` (a taken-over claim stores nothing). */
export async function storeLeasedResponse(
  db: Db,
  ref: IdempotencyKeyRef,
  token: string,
  status: number,
  body: unknown,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body })
    .where(holds(ref, token));
}

/** Forgets a claim whose request failed before it wrote anything (an applied one is kept). */
export async function releaseLeasedKey(db: Db, ref: IdempotencyKeyRef, token: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(holds(ref, token), sql`${idempotencyKeys.responseStatus} IS NULL`));
}
