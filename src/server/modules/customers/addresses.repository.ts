import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerAddresses } from '../../db/schema';

export type AddressRow = typeof customerAddresses.$inferSelect;
export type AddressInsert = Omit<typeof customerAddresses.$inferInsert, 'id' | 'addressNumber' | 'createdAt'>;

/** Every query here takes the customer id from the session: another customer's address is "not found". */
export async function selectAddresses(db: Db, customerId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(asc(customerAddresses.role), asc(customerAddresses.id));
}

export async function selectAddress(
  db: Db,
  customerId: number,
  addressNumber: string,
): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(
      and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.addressNumber, addressNumber)),
    );
  return row ?? null;
}

/** A new address with the next 7-digit number; a new default takes the role's default from the others. */
export async function insertAddress(db: Db, row: AddressInsert): Promise<AddressRow> {
  return db.transaction(async (tx) => {
    if (row.isDefault) {
      await tx
        .update(customerAddresses)
        .set({ isDefault: false })
        .where(
          and(
            eq(customerAddresses.customerId, row.customerId),
            eq(customerAddresses.role, row.role),
            eq(customerAddresses.isDefault, true),
          ),
        );
    }
    const [inserted] = await tx
      .insert(customerAddresses)
      .values({ ...row, addressNumber: sql`nextval('address_number_seq')::text` })
      .returning();
    return inserted!;
  });
}

export async function updateAddressState(
  db: Db,
  customerId: number,
  addressNumber: string,
  change: { isDefault?: boolean; isEnabled?: boolean; isArchived?: boolean },
): Promise<AddressRow | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(customerAddresses)
      .where(
        and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.addressNumber, addressNumber)),
      )
      .for('update');
    if (!current) return null;
    if (change.isDefault) {
      await tx
        .update(customerAddresses)
        .set({ isDefault: false })
        .where(
          and(
            eq(customerAddresses.customerId, customerId),
            eq(customerAddresses.role, current.role),
            eq(customerAddresses.isDefault, true),
          ),
        );
    }
    const [updated] = await tx
      .update(customerAddresses)
      .set(change)
      .where(eq(customerAddresses.id, current.id))
      .returning();
    return updated!;
  });
}

/** New details of one of the customer's addresses; null when the customer has no such address. */
export async function updateAddressDetails(
  db: Db,
  customerId: number,
  addressNumber: string,
  details: Pick<
    AddressInsert,
    | 'customerName'
    | 'street'
    | 'zipCode'
    | 'city'
    | 'country'
    | 'vatNumber'
    | 'receiverEmail'
    | 'receiverPhone'
  >,
): Promise<AddressRow | null> {
  const [row] = await db
    .update(customerAddresses)
    .set(details)
    .where(
      and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.addressNumber, addressNumber)),
    )
    .returning();
  return row ?? null;
}

export async function deleteAddress(db: Db, customerId: number, addressNumber: string): Promise<boolean> {
  const rows = await db
    .delete(customerAddresses)
    .where(
      and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.addressNumber, addressNumber)),
    )
    .returning({ id: customerAddresses.id });
  return rows.length > 0;
}

/** Addresses written with a new account, inside the caller's transaction (no nested one). */
export async function insertAddresses(db: Db, rows: AddressInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(customerAddresses)
    .values(rows.map((row) => ({ ...row, addressNumber: sql`nextval('address_number_seq')::text` })));
}
