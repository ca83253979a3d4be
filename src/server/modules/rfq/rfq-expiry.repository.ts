import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The expiry job's SQL (ADR 051, session 14): storing "expired" on quotes past their validity, and
 * the one reminder mail a few days before. Both are claims that only succeed once per quote.
 */

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Stores "expired" on every quoted or partly accepted request whose validity ended by `now`, and
 * writes its history row, in one statement. Idempotent: an expired request no longer matches, and
 * two workers racing on a row re-check it after the first commits (the second then skips it).
 */
export async function expireDue(db: Db, now: Date): Promise<string[]> {
  const result = await db.execute(sql`
    WITH expired AS (
      UPDATE rfq_requests SET state = 'expired', updated_at = now()
      WHERE state IN ('quoted', 'partly_accepted') AND valid_until <= ${now.toISOString()}::timestamptz
      RETURNING id, number, valid_until
    ), logged AS (
      INSERT INTO rfq_history (request_id, action, actor, details)
      SELECT id, 'expire', 'system', jsonb_build_object('validUntil', valid_until) FROM expired
    )
    SELECT number FROM expired ORDER BY number`);
  return rowsOf<{ number: string }>(result).map((r) => r.number);
}

export interface ExpiringQuote {
  id: number;
  number: string;
  title: string;
  crcToken: string;
  validUntil: Date | string;
  /** Requested lines not bought yet. */
  openLines: number;
  email: string;
  language: string;
  country: string;
}

/**
 * Open quotes whose validity ends within (now, until] and whose customer was not reminded yet, with
 * the person to tell: whoever sent the request while they are there, else the company's primary
 * contact, else its first contact person still there.
 */
export async function selectExpiringSoon(db: Db, now: Date, until: Date): Promise<ExpiringQuote[]> {
  const result = await db.execute(sql`
    SELECT r.id, r.number, r.title, r.crc_token AS "crcToken", r.valid_until AS "validUntil",
      (SELECT count(*)::int FROM rfq_lines l WHERE l.request_id = r.id
         AND NOT EXISTS (SELECT 1 FROM rfq_acceptances a WHERE a.line_id = l.id)) AS "openLines",
      cp.email, cp.language, c.country
    FROM rfq_requests r
    JOIN customers c ON c.id = r.customer_id
    JOIN LATERAL (
      SELECT p.email, p.language FROM contact_persons p
      WHERE p.customer_id = r.customer_id AND p.deleted_at IS NULL
      ORDER BY coalesce(p.id = r.contact_person_id, false) DESC, p.is_primary DESC, p.id
      LIMIT 1
    ) cp ON true
    WHERE r.state IN ('quoted', 'partly_accepted') AND r.expiry_notice_at IS NULL
      AND r.valid_until > ${now.toISOString()}::timestamptz
      AND r.valid_until <= ${until.toISOString()}::timestamptz
    ORDER BY r.valid_until, r.id`);
  return rowsOf<ExpiringQuote>(result);
}

/** Marks one quote reminded, unless someone did already (or it stopped being open): true when this call did. */
export async function claimExpiryNotice(tx: Db, id: number, now: Date): Promise<boolean> {
  const result = await tx.execute(sql`
    UPDATE rfq_requests SET expiry_notice_at = ${now.toISOString()}::timestamptz
    WHERE id = ${id} AND expiry_notice_at IS NULL AND state IN ('quoted', 'partly_accepted')
      AND valid_until > ${now.toISOString()}::timestamptz
    RETURNING id`);
  if (rowsOf(result).length === 0) return false;
  await tx.execute(sql`
    INSERT INTO rfq_history (request_id, action, actor) VALUES (${id}, 'expiryNotice', 'system')`);
  return true;
}
