import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { contactPersons } from './customers';
import { favouriteDirectories } from './favourites';

/**
 * A revision of a saved list (issue 17 "a list keeps revisions and can be restored to one", ADR 040):
 * who changed it, when, what (a kind and its parameters, worded by the pages), and the list's name
 * and note after the change. The items are an event log: `favourite_revision_changes` holds the state
 * after the revision of each product it touched; every so often `favourite_revision_snapshots` holds
 * the whole list, so a version is rebuilt from the last snapshot and the changes since.
 */
export const favouriteRevisions = pgTable(
  'favourite_revisions',
  {
    id: serial('id').primaryKey(),
    directoryId: integer('directory_id')
      .notNull()
      .references(() => favouriteDirectories.id, { onDelete: 'cascade' }),
    /** Who made the change; null once that contact person is gone (the history stays). */
    contactPersonId: integer('contact_person_id').references(() => contactPersons.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** What kind of change (RevisionKind of the contract) and its parameters (symbol, count, list names). */
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    /** The list's name and note after the change (restoring brings them back too). */
    name: text('name').notNull(),
    note: text('note').notNull(),
    /** Items on the list after the change. */
    itemCount: integer('item_count').notNull(),
    /** Products this revision changed (its rows in favourite_revision_changes). */
    changeCount: integer('change_count').notNull(),
    /** Change rows written since the last snapshot, this one's included (0 on a snapshot). */
    changesSinceSnapshot: integer('changes_since_snapshot').notNull(),
    /** The whole list after this revision is in favourite_revision_snapshots. */
    hasSnapshot: boolean('has_snapshot').notNull(),
  },
  (t) => [index('favourite_revisions_directory_idx').on(t.directoryId, t.id.desc())],
);

/**
 * A product's line as a revision left it (quantity null: taken off the list). The product is kept by
 * id and symbol without a foreign key: the catalogue may drop a product the history still names, and
 * a restore reports it by its symbol instead of failing.
 */
const itemState = () => ({
  productId: integer('product_id').notNull(),
  symbol: text('symbol').notNull(),
  note: text('note').notNull(),
  savedPrice: numeric('saved_price', { precision: 14, scale: 6 }),
  savedCurrency: text('saved_currency').notNull(),
  savedStock: integer('saved_stock'),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
});

export const favouriteRevisionChanges = pgTable(
  'favourite_revision_changes',
  {
    revisionId: integer('revision_id')
      .notNull()
      .references(() => favouriteRevisions.id, { onDelete: 'cascade' }),
    /** Null: the revision took the product off the list. */
    quantity: integer('quantity'),
    ...itemState(),
  },
  (t) => [primaryKey({ columns: [t.revisionId, t.productId] })],
);

export const favouriteRevisionSnapshots = pgTable(
  'favourite_revision_snapshots',
  {
    revisionId: integer('revision_id')
      .notNull()
      .references(() => favouriteRevisions.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    ...itemState(),
  },
  (t) => [primaryKey({ columns: [t.revisionId, t.productId] })],
);
