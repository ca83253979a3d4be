import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { orders } from './orders';
import { staffAccounts } from './staff';

/**
 * Discount codes (issue 18, ADR 050): what a buyer types in the cart for money off the goods. The
 * `code` is kept as the buyer may type it after trimming and upper-casing (common/discount-rules
 * `normaliseDiscountCode`), so the unique index makes "spring10" and " SPRING10 " one code.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    /** percent: `value` per cent off the eligible lines; fixed: `value` off, in `currency`. */
    kind: text('kind').notNull(),
    value: numeric('value', { precision: 14, scale: 4 }).notNull(),
    /** The market (country) the code is for; null: every market. */
    country: text('country'),
    /** The order currency the code is for; required for a fixed amount or a minimum order value. */
    currency: text('currency'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    /** Net value of the order's goods the code needs, in `currency`. */
    minimumNet: numeric('minimum_net', { precision: 14, scale: 4 }),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    /** Uses in total across all customers; null: no limit. */
    maxUses: integer('max_uses'),
    /** Whether the code also takes money off lines already reduced by a running promotion. */
    appliesToPromoted: boolean('applies_to_promoted').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** The staff member who made it (null: demo codes and codes made outside the desk). */
    createdByStaffId: integer('created_by_staff_id').references(() => staffAccounts.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_uq').on(t.code),
    index('discount_codes_created_idx').on(t.createdAt, t.id),
    check('discount_codes_kind_ck', sql`${t.kind} in ('percent', 'fixed')`),
    // A percentage is strictly below 100: a 100 % code gives the goods away (ADR 050, 058), as the
    // desk's form and the service already refuse.
    check('discount_codes_value_ck', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} < 100)`),
    check('discount_codes_fixed_currency_ck', sql`${t.kind} <> 'fixed' or ${t.currency} is not null`),
    check('discount_codes_minimum_currency_ck', sql`${t.minimumNet} is null or ${t.currency} is not null`),
    check('discount_codes_max_uses_ck', sql`${t.maxUses} is null or ${t.maxUses} > 0`),
  ],
);

/**
 * One use of a code: written in the placement's transaction with the order, under the code row's
 * lock, so the limits hold when orders are placed at the same moment.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Net amount taken off the order, in `currency`. */
    amountNet: numeric('amount_net', { precision: 16, scale: 4 }).notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_redemptions_order_uq').on(t.orderId),
    index('discount_redemptions_code_idx').on(t.codeId, t.customerId),
    index('discount_redemptions_list_idx').on(t.codeId, t.createdAt, t.id),
  ],
);
