/**
 * The customers' address books (`addresses`). Every query names the owner: an address id of
 * another customer finds nothing. Exactly one default per customer with addresses: kept by the
 * service inside one transaction, guarded by a partial unique index.
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { SavedAddress } from '../../../domain/address'
import type { AppDatabase } from '../database'
import { addresses } from '../schema'
import { firstRow, rowsWhere, storedRow } from '../first-row'

export type AddressTx = Parameters<Parameters<AppDatabase['transaction']>[0]>[0]
type Db = AppDatabase | AddressTx
type Row = typeof addresses.$inferSelect
export type AddressFields = Omit<Row, 'id' | 'userId' | 'isDefault' | 'createdAt' | 'updatedAt'>

/** The address `id`, only when it is `userId`'s. */
const ownAddress = (userId: string, id: string) =>
  and(eq(addresses.userId, userId), eq(addresses.id, id))

export function toSavedAddress(row: Row): SavedAddress {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    ...(row.company ? { company: row.company } : {}),
    country: row.country,
    address1: row.address1,
    ...(row.address2 ? { address2: row.address2 } : {}),
    city: row.city,
    ...(row.state ? { state: row.state } : {}),
    postcode: row.postcode,
    ...(row.email ? { email: row.email } : {}),
    ...(row.phone ? { phone: row.phone } : {}),
    default: row.isDefault,
  }
}

/** Serialises one customer's address-book writes until `tx` ends (PostgreSQL and PGlite alike). */
export async function lockAddressBook(tx: AddressTx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`)
}

/** The customer's addresses, the default first, then newest first. */
export async function addressesOf(db: Db, userId: string): Promise<Row[]> {
  return rowsWhere(db, addresses, eq(addresses.userId, userId), [
    desc(addresses.isDefault),
    desc(addresses.createdAt),
  ])
}

export async function findAddress(db: Db, userId: string, id: string): Promise<Row | null> {
  return firstRow(db.select().from(addresses).where(ownAddress(userId, id)))
}

export async function countAddresses(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(addresses)
    .where(eq(addresses.userId, userId))
  return row?.n ?? 0
}

/** Takes the default mark from the customer's other addresses. */
export async function clearDefault(tx: AddressTx, userId: string, except?: string): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.isDefault, true),
        except ? ne(addresses.id, except) : undefined,
      ),
    )
}

export async function insertAddress(
  tx: AddressTx,
  userId: string,
  fields: AddressFields,
  isDefault: boolean,
): Promise<Row> {
  return storedRow(
    tx
      .insert(addresses)
      .values({ ...fields, userId, isDefault })
      .returning(),
    'the address was not stored',
  )
}

export async function updateAddress(
  tx: AddressTx,
  userId: string,
  id: string,
  fields: AddressFields,
  isDefault: boolean,
): Promise<Row | null> {
  return firstRow(
    tx
      .update(addresses)
      .set({ ...fields, isDefault, updatedAt: sql`now()` })
      .where(ownAddress(userId, id))
      .returning(),
  )
}

export async function deleteAddress(
  tx: AddressTx,
  userId: string,
  id: string,
): Promise<Row | null> {
  return firstRow(tx.delete(addresses).where(ownAddress(userId, id)).returning())
}

/** Marks the customer's newest address as the default (after the default was deleted). */
export async function promoteNewest(tx: AddressTx, userId: string): Promise<void> {
  const [newest] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt))
    .limit(1)
  if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id))
}
