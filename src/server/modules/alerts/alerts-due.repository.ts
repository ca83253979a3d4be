import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The alert job's SQL (ADR 039): which alerts are due for a set of changed products, re-arming the
 * repeated ones whose condition went false, and claiming due alerts so that each is sent once.
 * Set-based: one statement per step however many products changed. Products, price breaks,
 * promotions and rates are read here, never written (the catalogue and ordering own them).
 */

/** What changed: product ids (orders, cancels), symbols (an import), or every alerted product (the sweep). */
export type ChangedProducts = { productIds: number[] } | { symbols: string[] } | { all: true };

/** A product is out of the offer when it carries one of these flags (as the favourites list says). */
const WITHDRAWN = sql`array['NOT_IN_OFFER', 'PRODUCT_BLOCKED']::text[]`;

/**
 * The net unit price at the alert's quantity in the alert's currency, as the shop prices it: the
 * highest break not above the quantity, less the best promotion running today, converted from PLN
 * and rounded to the unit price's places (no price below the first break: such an alert waits).
 */
const UNIT_PRICE = sql`round(
  (select b.net_price_pln from price_breaks b
    where b.product_id = p.id and b.amount <= a.quantity order by b.amount desc limit 1)
  * (1 - coalesce((select max(pr.discount_percent) from promotions pr
      where pr.product_id = p.id and current_date between pr.date_from and pr.date_to), 0) / 100)
  / (select r.rate_pln from exchange_rates r where r.currency = a.currency),
  greatest(p.price_precision, case when a.currency = 'HUF' then 0 else 2 end))`;

/** Whether the alert's condition holds now (`a`: customer_alerts, `p`: its product). */
const CONDITION = sql`case a.kind
  when 'withdrawn' then p.flags && ${WITHDRAWN}
  when 'stock' then not (p.flags && ${WITHDRAWN}) and p.stock >= coalesce(a.quantity, 1)
  when 'price' then not (p.flags && ${WITHDRAWN}) and coalesce(${UNIT_PRICE} < a.threshold, false)
  else false end`;

/** The changed products as a relation `changed(id)`; the sweep takes every product with an alert. */
function changedRelation(changed: ChangedProducts): SQL {
  if ('productIds' in changed)
    return sql`select distinct unnest(${sql.param(changed.productIds)}::int[]) as id`;
  if ('symbols' in changed)
    return sql`select id from products where symbol = any(${sql.param(changed.symbols)}::text[])`;
  return sql`select distinct product_id as id from customer_alerts where active`;
}

function rows<T>(result: unknown): T[] {
  // node-postgres and PGlite both answer { rows }.
  return (result as { rows: T[] }).rows;
}

/**
 * A repeated alert that was sent waits for its condition to clear: once it has (the product sold
 * out again, the price went back up), it is armed again and the next time it holds sends again.
 * Returns how many were re-armed.
 */
export async function rearmCleared(db: Db, changed: ChangedProducts): Promise<number> {
  const result = await db.execute(sql`
    with changed as (${changedRelation(changed)})
    update customer_alerts a set fired_at = null, updated_at = now()
    from changed c, products p
    where a.product_id = c.id and p.id = a.product_id
      and a.active and a.repeat and a.fired_at is not null and not (${CONDITION})
    returning a.id`);
  return rows(result).length;
}

export interface DueAlert {
  id: number;
  customerId: number;
  /** The contact person to mail: who set it, else (they left) the customer's primary contact. */
  recipientId: number;
}

/**
 * The recipient of alert `a` as a lateral relation `r(id)` (ADR 039): the contact person who set it
 * while they are still there, else the customer's primary contact (else the first one still there).
 */
const RECIPIENT = sql`cross join lateral (
    select cp.id from contact_persons cp
    where cp.customer_id = a.customer_id and cp.deleted_at is null
    order by (cp.id = a.contact_person_id) desc, cp.is_primary desc, cp.id
    limit 1) r`;

function dueOf(result: unknown): DueAlert[] {
  return rows<DueAlert>(result).map((r) => ({
    id: Number(r.id),
    customerId: Number(r.customerId),
    recipientId: Number(r.recipientId),
  }));
}

/** The armed alerts of the changed products whose condition holds now, by customer. */
export async function selectDue(db: Db, changed: ChangedProducts): Promise<DueAlert[]> {
  const result = await db.execute(sql`
    with changed as (${changedRelation(changed)})
    select a.id, a.customer_id as "customerId", r.id as "recipientId"
    from changed c
    join customer_alerts a on a.product_id = c.id and a.active and a.fired_at is null
    join products p on p.id = a.product_id
    ${RECIPIENT}
    where ${CONDITION}
    order by r.id, a.id`);
  return dueOf(result);
}

export interface ClaimedAlert {
  id: number;
  kind: 'stock' | 'price' | 'withdrawn';
  repeat: boolean;
  quantity: number | null;
  currency: string | null;
  symbol: string;
  description: string;
  stock: number;
  /** price alerts: the unit price that made it fire. */
  unitPrice: string | null;
  pricePrecision: number;
}

/**
 * Marks the given due alerts of one customer sent, within the caller's transaction: a one-time alert
 * is closed, a repeated one waits for its condition to clear. The condition and the armed state are
 * checked again on the locked rows, so of two workers holding the same alert only one claims it
 * (the other waits for the row, then finds it fired) and a change meanwhile is respected.
 */
export async function claimDue(tx: Db, customerId: number, ids: number[]): Promise<ClaimedAlert[]> {
  const result = await tx.execute(sql`
    update customer_alerts a
    set fired_at = now(), last_sent_at = now(), active = a.repeat, updated_at = now()
    from products p
    where a.id = any(${sql.param(ids)}::int[]) and a.customer_id = ${customerId}
      and p.id = a.product_id and a.active and a.fired_at is null and (${CONDITION})
    returning a.id, a.kind, a.repeat, a.quantity, a.currency, p.symbol, p.description, p.stock,
      p.price_precision as "pricePrecision",
      case when a.kind = 'price' then (${UNIT_PRICE})::text end as "unitPrice"`);
  return rows<ClaimedAlert>(result).map((r) => ({ ...r, id: Number(r.id), stock: Number(r.stock) }));
}

export interface AlertRecipient {
  email: string;
  language: string;
  country: string;
}

/** The address, language and country of the contact person an alert digest goes to. */
export async function selectRecipient(db: Db, contactPersonId: number): Promise<AlertRecipient | undefined> {
  const result = await db.execute(sql`
    select cp.email, cp.language, c.country
    from contact_persons cp join customers c on c.id = cp.customer_id
    where cp.id = ${contactPersonId}`);
  return rows<AlertRecipient>(result)[0];
}

/** One customer's claim and mail commit together or not at all (a failed send leaves the alerts due). */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

/**
 * Whether a list alert's list can be bought whole (`a`: customer_alerts): it has items, and every
 * item's product is in the offer with stock for the item's list quantity rounded up to what the cart
 * takes (the minimum, then a multiple: roundUpToOrderable of common/amount-rules.ts, as SQL).
 * Favourites' items are read here, never written (the favourites module owns them).
 */
const LIST_READY = sql`exists (select 1 from favourite_items fi where fi.directory_id = a.directory_id)
  and not exists (
    select 1 from favourite_items fi join products lp on lp.id = fi.product_id
    where fi.directory_id = a.directory_id
      and (lp.flags && ${WITHDRAWN}
        or lp.stock < ceil(greatest(fi.quantity, lp.minimum_quantity, 1)::numeric
                           / greatest(lp.multiples, 1)) * greatest(lp.multiples, 1)))`;

/** The lists holding a changed product as a relation `changed(id)`; the sweep takes every alerted list. */
function changedLists(changed: ChangedProducts): SQL {
  if ('productIds' in changed)
    return sql`select distinct fi.directory_id as id from favourite_items fi
      where fi.product_id = any(${sql.param(changed.productIds)}::int[])`;
  if ('symbols' in changed)
    return sql`select distinct fi.directory_id as id from favourite_items fi
      join products p on p.id = fi.product_id where p.symbol = any(${sql.param(changed.symbols)}::text[])`;
  return sql`select distinct directory_id as id from customer_alerts where active and directory_id is not null`;
}

/** As rearmCleared, for list alerts: a sent repeated one is armed again once its list is short again. */
export async function rearmListsCleared(db: Db, changed: ChangedProducts): Promise<number> {
  const result = await db.execute(sql`
    with changed as (${changedLists(changed)})
    update customer_alerts a set fired_at = null, updated_at = now()
    from changed c
    where a.directory_id = c.id
      and a.active and a.repeat and a.fired_at is not null and not (${LIST_READY})
    returning a.id`);
  return rows(result).length;
}

/**
 * Whether recipient `r` may open list `d`: a list shared with the company, or their own. A private
 * list's alert is so only ever mailed to its owner; one whose setter left, or set on a list that has
 * since stopped being shared, waits (unmailed) until the list is shared again.
 */
const LIST_READABLE = sql`(d.shared_with_company or d.contact_person_id = r.id)`;

/** The armed list alerts of the lists holding a changed product whose whole list can be bought now. */
export async function selectListsDue(db: Db, changed: ChangedProducts): Promise<DueAlert[]> {
  const result = await db.execute(sql`
    with changed as (${changedLists(changed)})
    select a.id, a.customer_id as "customerId", r.id as "recipientId"
    from changed c
    join customer_alerts a on a.directory_id = c.id and a.active and a.fired_at is null
    join favourite_directories d on d.id = a.directory_id
    ${RECIPIENT}
    where ${LIST_READY} and ${LIST_READABLE}
    order by r.id, a.id`);
  return dueOf(result);
}

export interface ClaimedListAlert {
  id: number;
  repeat: boolean;
  directoryId: number;
  name: string;
  items: number;
}

/**
 * As claimDue, for list alerts: marks them sent only while armed, their list is still whole and the
 * recipient may still open it (sharing can end between finding and claiming).
 */
export async function claimListsDue(
  tx: Db,
  customerId: number,
  recipientId: number,
  ids: number[],
): Promise<ClaimedListAlert[]> {
  if (ids.length === 0) return [];
  const result = await tx.execute(sql`
    update customer_alerts a
    set fired_at = now(), last_sent_at = now(), active = a.repeat, updated_at = now()
    from favourite_directories d, (select ${recipientId}::int as id) r
    where a.id = any(${sql.param(ids)}::int[]) and a.customer_id = ${customerId}
      and d.id = a.directory_id and a.active and a.fired_at is null and (${LIST_READY})
      and ${LIST_READABLE}
    returning a.id, a.repeat, d.id as "directoryId", d.name,
      (select count(*) from favourite_items fi where fi.directory_id = d.id) as items`);
  return rows<ClaimedListAlert>(result).map((r) => ({
    ...r,
    id: Number(r.id),
    directoryId: Number(r.directoryId),
    items: Number(r.items),
  }));
}
