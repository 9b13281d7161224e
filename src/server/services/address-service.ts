/**
 * The address book (`/address/*`): a signed-in customer's own
 * addresses, at most MAX_ADDRESSES. Exactly one of them is the default whenever there are any:
 * the first address becomes it, marking another takes the mark from the rest, and deleting the
 * default hands it to the newest address left — each in one transaction, with the customer's
 * rows locked so two requests at once cannot leave two defaults (a partial unique index would
 * refuse that anyway).
 */
import { type SavedAddress, MAX_ADDRESSES } from '../../domain/address'
import type { AddressBookEntryInput } from '../../domain/address-schema'
import type { AppDatabase } from '../db/database'
import {
  type AddressFields,
  addressesOf,
  clearDefault,
  countAddresses,
  deleteAddress,
  findAddress,
  insertAddress,
  lockAddressBook,
  promoteNewest,
  toSavedAddress,
  updateAddress,
} from '../db/repositories/address-repository'
import { HttpError } from '../http-errors'

type Entry = Required<Pick<AddressBookEntryInput, 'default'>> &
  Omit<AddressBookEntryInput, 'default'> & { country: string }

const notFound = () => new HttpError(404, 'ADDRESS_NOT_FOUND', 'There is no such address.')

function fieldsOf(entry: Entry): AddressFields {
  return {
    firstName: entry.firstName,
    lastName: entry.lastName,
    company: entry.company || null,
    country: entry.country,
    address1: entry.address1,
    address2: entry.address2 || null,
    city: entry.city,
    state: entry.state || null,
    postcode: entry.postcode,
    email: entry.email || null,
    phone: entry.phone || null,
  }
}

export async function listAddresses(db: AppDatabase, userId: string): Promise<SavedAddress[]> {
  return (await addressesOf(db, userId)).map(toSavedAddress)
}

export async function getAddress(db: AppDatabase, userId: string, id: string) {
  const row = await findAddress(db, userId, id)
  if (!row) throw notFound()
  return toSavedAddress(row)
}

export async function defaultAddress(db: AppDatabase, userId: string) {
  const [first] = await addressesOf(db, userId)
  if (!first?.isDefault)
    throw new HttpError(404, 'ADDRESS_NOT_FOUND', 'There is no default address.')
  return toSavedAddress(first)
}

export async function addAddress(db: AppDatabase, userId: string, entry: Entry) {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId)
    const count = await countAddresses(tx, userId)
    if (count >= MAX_ADDRESSES) {
      throw new HttpError(
        409,
        'TOO_MANY_ADDRESSES',
        `At most ${MAX_ADDRESSES} addresses can be kept.`,
      )
    }
    const isDefault = entry.default || count === 0
    if (isDefault) await clearDefault(tx, userId)
    return toSavedAddress(await insertAddress(tx, userId, fieldsOf(entry), isDefault))
  })
}

export async function editAddress(db: AppDatabase, userId: string, id: string, entry: Entry) {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId)
    const current = await findAddress(tx, userId, id)
    if (!current) throw notFound()
    // The default stays the default until another address takes the mark.
    const isDefault = entry.default || current.isDefault
    if (isDefault) await clearDefault(tx, userId, id)
    const row = await updateAddress(tx, userId, id, fieldsOf(entry), isDefault)
    if (!row) throw notFound()
    return toSavedAddress(row)
  })
}

export async function removeAddress(db: AppDatabase, userId: string, id: string) {
  await db.transaction(async (tx) => {
    await lockAddressBook(tx, userId)
    const removed = await deleteAddress(tx, userId, id)
    if (!removed) throw notFound()
    if (removed.isDefault) await promoteNewest(tx, userId)
  })
}
