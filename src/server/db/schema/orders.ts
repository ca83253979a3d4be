import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OutOfRangeProduct } from '../../../common/offers';
import { products } from './catalog';
import { contactPersons, customers } from './customers';

/**
 * Orders of spec §2 and §7 "Order and cart". One table holds an order from the moment the first item
 * is added (status `cart`, the order being built) through placing it (`placed`, then paid, shipped or
 * cancelled); the lines keep a copy of what was sold at the price it was sold for.
 */

/** Order numbers are digits (the favourites orders route takes 6 to 10 digits, spec §9). */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 40000001, minValue: 40000001 });

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The contact person who built (and placed) the order. */
    contactPersonId: integer('contact_person_id').references(() => contactPersons.id, {
      onDelete: 'set null',
    }),
    /** cart | awaiting_approval | placed | awaiting_payment | paid | shipped | cancelled (common/order-status). */
    status: text('status').notNull().default('cart'),
    /** Order modes (spec §4): standard, non_end_user, or "23" (the mode with an extra step). */
    mode: text('mode').notNull().default('standard'),
    /** Market and price context, fixed when the order is created: prices follow them. */
    country: text('country').notNull(),
    language: text('language').notNull(),
    currency: text('currency').notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
    customerOrderNumber: text('customer_order_number'),
    discountCode: text('discount_code'),
    /** complete: ship when every line is ready; partial: ship what is ready (spec §2 completeness). */
    completeness: text('completeness').notNull().default('partial'),
    // The order form of spec §3 (order[...] fields), kept as the customer fills it in.
    vatEuCountry: text('vat_eu_country'),
    shippingAddressNumber: text('shipping_address_number'),
    invoiceAddressNumber: text('invoice_address_number'),
    shippingCondition: text('shipping_condition'),
    accessPointId: text('access_point_id'),
    receiverPhone: text('receiver_phone'),
    receiverEmail: text('receiver_email'),
    paymentId: text('payment_id'),
    // Fixed when the order is placed: what the customer agreed to pay and where it goes.
    netTotal: numeric('net_total', { precision: 16, scale: 4 }),
    vatTotal: numeric('vat_total', { precision: 16, scale: 4 }),
    grossTotal: numeric('gross_total', { precision: 16, scale: 4 }),
    deliveryCost: numeric('delivery_cost', { precision: 16, scale: 4 }),
    /** Net amount the discount code took off the goods, fixed when the order is placed (ADR 050). */
    discountNet: numeric('discount_net', { precision: 16, scale: 4 }),
    shippingAddress: jsonb('shipping_address'),
    invoiceAddress: jsonb('invoice_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last time the customer worked on the cart; carts left alone too long expire (ERP 35). */
    touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.orderNumber),
    // The customer's orders by status and newest first: open carts, order status list.
    index('orders_customer_status_idx').on(t.customerId, t.status, t.createdAt.desc()),
    // The orders placed since a warehouse count: their reserved units stay off an imported level.
    index('orders_placed_at_idx').on(t.placedAt),
    // The order history (issue 19, ADR 059): a customer's placed orders newest first, whatever the
    // status, so a page of a customer with thousands of orders among millions is an index range.
    index('orders_customer_placed_idx')
      .on(t.customerId, t.placedAt.desc(), t.id.desc())
      .where(sql`${t.status} <> 'cart'`),
    // A buyer's orders of the month (the month's limit, ADR 078): counted under the buyer's lock
    // at every placement of a buyer with a limit, so an index range, never a scan.
    index('orders_buyer_placed_idx')
      .on(t.contactPersonId, t.placedAt)
      .where(sql`${t.status} <> 'cart'`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Display order of the lines (the order they were added in). */
    position: integer('position').notNull(),
    /** The catalogue product; null only on a special line (a product outside the range, ADR 056). */
    productId: integer('product_id').references(() => products.id),
    amount: integer('amount').notNull(),
    /** Declared end use of the line (spec §7 PATCH item/end-user), for export-controlled parts. */
    endUse: text('end_use'),
    quotationId: text('quotation_id'),
    quotationPosition: integer('quotation_position'),
    /**
     * A product outside the normal range, copied from the offer line it came from (ADR 056): written
     * only by ordering, priced only through the QuotedPrices port, never counted against stock.
     */
    specialLine: jsonb('special_line').$type<OutOfRangeProduct>(),
    // Copied when the order is placed (issue: an order keeps what was sold, at the price it was sold).
    symbol: text('symbol'),
    description: text('description'),
    unitPrice: numeric('unit_price', { precision: 16, scale: 6 }),
    lineNet: numeric('line_net', { precision: 16, scale: 4 }),
    /**
     * Customs data as of placement (ADR 075): the invoice prints them, and the catalogue may change
     * a code or an origin after the goods left. Null for special lines and for products without them.
     */
    htsCode: text('hts_code'),
    countryOfOrigin: text('country_of_origin'),
    /** Units taken from stock when the order was placed (returned when it is cancelled). */
    reserved: integer('reserved').notNull().default(0),
    /**
     * Back-order (ADR 077): units the stock did not cover when the order was placed, to follow from
     * the factory. Fixed at placement, so the split stays visible after the units arrived.
     */
    backordered: integer('backordered').notNull().default(0),
    /** Of `backordered`, the units still waiting for an arrival (allocation moves them to `reserved`). */
    backorderWaiting: integer('backorder_waiting').notNull().default(0),
    /** The day the back-ordered units are due (placement + the factory lead time in working days). */
    backorderDue: date('backorder_due', { mode: 'string' }),
    /** When the customer was mailed that the back-ordered units all arrived (null: not yet). */
    backorderMailedAt: timestamp('backorder_mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Adding a product that is already in the order raises its amount instead of a second line.
    uniqueIndex('order_items_order_product_uq').on(t.orderId, t.productId),
    // "In which of my orders was this symbol" (order history, ADR 059): the lines of a product.
    index('order_items_product_idx').on(t.productId, t.orderId),
    // Back-order lines waiting for stock, per product in the order they were made (ADR 077):
    // an arrival's allocation reads only these, however many lines were ever ordered.
    index('order_items_backorder_waiting_idx')
      .on(t.productId, t.id)
      .where(sql`${t.backorderWaiting} > 0`),
    // Complete back-order lines whose mail is still to go (the mail job's work, and its sweep's).
    index('order_items_backorder_unmailed_idx')
      .on(t.id)
      .where(sql`${t.backordered} > 0 AND ${t.backorderWaiting} = 0 AND ${t.backorderMailedAt} IS NULL`),
    check(
      'order_items_backorder_ck',
      sql`${t.backorderWaiting} >= 0 AND ${t.backorderWaiting} <= ${t.backordered}`,
    ),
    // A special line names its offer line; the same offer line goes into one order once.
    uniqueIndex('order_items_order_special_uq')
      .on(t.orderId, t.quotationId, t.quotationPosition)
      .where(sql`${t.productId} IS NULL`),
    // Every line is a catalogue product, or a special line that names the offer pricing it.
    check(
      'order_items_kind_ck',
      sql`${t.productId} IS NOT NULL OR (${t.specialLine} IS NOT NULL AND ${t.quotationId} IS NOT NULL AND ${t.quotationPosition} IS NOT NULL)`,
    ),
  ],
);

/** Every status an order went through, for the order status page. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** Why, in English words: the lines written before `note_code`; newer ones leave it null. */
    note: text('note'),
    /**
     * Why, as a code and its values (common/order-history-notes): worded in the reader's language
     * when read, on the desk and for the customer.
     */
    noteCode: text('note_code'),
    noteValues: jsonb('note_values').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * The approval audit of orders above a buyer's limits (issue 22, ADR 078): who asked (the buyer,
 * with the limit it went over), who approved or rejected, with their comment. Shown on the order.
 */
export const orderApprovals = pgTable(
  'order_approvals',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Who did it; null once that person is removed (the name stays in `actor_name`). */
    contactPersonId: integer('contact_person_id').references(() => contactPersons.id, {
      onDelete: 'set null',
    }),
    actorName: text('actor_name').notNull(),
    /** requested | approved | rejected (common/approvals.ts APPROVAL_ACTIONS). */
    action: text('action').notNull(),
    /** requested: order_limit | month_limit | currency (why it needs approval). */
    reason: text('reason'),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_approvals_order_idx').on(t.orderId, t.createdAt),
    index('order_approvals_customer_idx').on(t.customerId, t.createdAt),
  ],
);

/** The open order a contact person works on (spec §4 "the active order is remembered"). */
export const activeOrders = pgTable('active_orders', {
  contactPersonId: integer('contact_person_id')
    .primaryKey()
    .references(() => contactPersons.id, { onDelete: 'cascade' }),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Idempotency keys of create and finish: the same key returns the stored answer; the same key with
 * another body (another hash) is refused. Kept per customer, so one customer's key never meets another's.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** HTTP status and body of the first answer; null while the first request is still running. */
    responseStatus: smallint('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/** Delivery methods (spec §3 Delivery method): cost in PLN net, converted to the order's currency. */
export const deliveryMethods = pgTable('delivery_methods', {
  id: text('id').primaryKey(),
  /** i18n key of the name. */
  nameKey: text('name_key').notNull(),
  /** The carrier or service family (spec `masterName`). */
  masterName: text('master_name').notNull(),
  costPln: numeric('cost_pln', { precision: 12, scale: 4 }).notNull(),
  /** road and/or flight (spec `transportMethods`). */
  transportMethods: text('transport_methods').array().notNull(),
  /** Countries (two letters) it delivers to. */
  countries: text('countries').array().notNull(),
  /** The parcel-locker method: needs an access point, receiver phone and e-mail. */
  isAccessPoint: boolean('is_access_point').notNull().default(false),
  sortOrder: smallint('sort_order').notNull().default(0),
});

/** Payment methods (spec §3 Payment method) and which providers carry them. */
export const paymentMethods = pgTable('payment_methods', {
  id: text('id').primaryKey(),
  nameKey: text('name_key').notNull(),
  /** bank_transfer | cash_on_delivery | online (through a payment operator). */
  kind: text('kind').notNull(),
  providers: text('providers')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  sortOrder: smallint('sort_order').notNull().default(0),
});

/** Which payment methods a delivery method allows. */
export const deliveryPaymentMethods = pgTable(
  'delivery_payment_methods',
  {
    deliveryMethodId: text('delivery_method_id')
      .notNull()
      .references(() => deliveryMethods.id, { onDelete: 'cascade' }),
    paymentMethodId: text('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.deliveryMethodId, t.paymentMethodId] })],
);

/** Parcel lockers (access points) the parcel-locker method delivers to. */
export const accessPoints = pgTable(
  'access_points',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    openingHours: text('opening_hours').notNull().default('24/7'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('access_points_country_city_idx').on(t.country, sql`lower(${t.city})`),
    index('access_points_country_zip_idx').on(t.country, t.zipCode),
  ],
);

/**
 * Payments through an operator (testpay, PayU: modules/payments): the shop sends the customer to the
 * operator with the token; the operator notifies the shop of the result, signed.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** Random, 32 hex characters: names the payment at the operator (PayU's extOrderId) and in notifications. */
    token: text('token').notNull(),
    amount: numeric('amount', { precision: 16, scale: 4 }).notNull(),
    currency: text('currency').notNull(),
    /** pending | succeeded | failed. */
    status: text('status').notNull().default('pending'),
    /** The operator's id of the payment (PayU's orderId), once the operator was asked for it. */
    externalId: text('external_id'),
    /** The operator's page for this payment (PayU's redirectUri): a second visit goes there again. */
    redirectUrl: text('redirect_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_token_uq').on(t.token),
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_provider_external_uq').on(t.provider, t.externalId),
  ],
);

/**
 * The refund of a succeeded payment when its order is cancelled: one per payment (the whole amount),
 * claimed in the cancel's transaction and asked of the operator after it commits.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 16, scale: 4 }).notNull(),
    currency: text('currency').notNull(),
    /** requested (claimed, not yet asked) | pending (the operator accepted it) | succeeded | failed. */
    status: text('status').notNull().default('requested'),
    /** The operator's id of the refund (PayU's refundId). */
    externalId: text('external_id'),
    /** Why the operator refused or could not be asked: for the staff who settle it by hand. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payment_refunds_payment_uq').on(t.paymentId)],
);

/**
 * Stock arriving at the shop's warehouse (ADR 077): announced with the day it is expected (an
 * incoming delivery, shown on the product page) and/or received. A received arrival is allocated
 * by the back-order job: to the lines waiting for its product in order of placement, the rest to
 * the stock. `allocated_at` is set in the allocation's transaction, so an arrival is counted once.
 */
export const stockArrivals = pgTable(
  'stock_arrivals',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    /** The day an announced delivery is expected; null for one received unannounced. */
    expectedOn: date('expected_on', { mode: 'string' }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    allocatedAt: timestamp('allocated_at', { withTimezone: true }),
    /** Who recorded it: a staff member's e-mail, or "import" for the admin script. */
    source: text('source').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What its allocation did (the desk's list): units handed to waiting lines, the lines and the
     * orders they belong to. Null until allocated; the rest of the quantity went to the stock.
     */
    allocatedUnits: integer('allocated_units'),
    linesServed: integer('lines_served'),
    ordersServed: integer('orders_served'),
    /** The desk form's Idempotency-Key: a double submit finds the arrival the first one stored. */
    requestKey: text('request_key'),
  },
  (t) => [
    check('stock_arrivals_quantity_ck', sql`${t.quantity} > 0`),
    // The desk's list of one product's arrivals, the latest first.
    index('stock_arrivals_product_idx').on(t.productId, t.id),
    uniqueIndex('stock_arrivals_request_key_uq')
      .on(t.requestKey)
      .where(sql`${t.requestKey} IS NOT NULL`),
    // The product page's incoming deliveries: a product's announced, not yet received arrivals.
    index('stock_arrivals_incoming_idx')
      .on(t.productId, t.expectedOn)
      .where(sql`${t.receivedAt} IS NULL`),
    // The job's work: received arrivals not yet allocated.
    index('stock_arrivals_pending_idx')
      .on(t.productId)
      .where(sql`${t.receivedAt} IS NOT NULL AND ${t.allocatedAt} IS NULL`),
  ],
);
