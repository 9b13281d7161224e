/**
 * Kept under the account's query key so sign-out clears them.
 */
import { queryOptions } from '@tanstack/react-query'
import type { SavedAddress } from '../../../../domain/address'
import {
  type AddressBookEntryInput,
  addressAddedAnswerSchema,
  addressAnswerSchema,
  addressListAnswerSchema,
} from '../../../../domain/address-schema'
import { authApi, isFetchError } from '../../../lib/api-client'
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query-key'

export const ADDRESSES_QUERY_KEY = [...ACCOUNT_QUERY_KEY, 'addresses'] as const

function logged<T>(read: () => Promise<T>): Promise<T> {
  return read().catch((error: unknown) => {
    const statusText = isFetchError(error)
      ? (error.response?.statusText ?? error.message)
      : String(error)
    console.error(`Error fetching address: ${statusText}`)
    throw error
  })
}

export const addressesQuery = () =>
  queryOptions({
    queryKey: ADDRESSES_QUERY_KEY,
    queryFn: () =>
      logged(async () => {
        const answer = await authApi('/address')
        return addressListAnswerSchema.parse(answer).data.addressDetails
      }),
    staleTime: 0,
  })

export const addressQuery = (id: string) =>
  queryOptions({
    queryKey: [...ADDRESSES_QUERY_KEY, id],
    queryFn: () =>
      logged(
        async () =>
          addressAnswerSchema.parse(await authApi(`/address/${encodeURIComponent(id)}`)).address,
      ),
    staleTime: 0,
  })

export async function addAddress(entry: AddressBookEntryInput): Promise<SavedAddress> {
  const answer = await authApi('/address/add', {
    method: 'POST',
    body: entry,
  })
  const [address] = addressAddedAnswerSchema.parse(answer).address.addressDetails
  if (!address) throw new Error('the server answered no address')
  return address
}

export async function saveAddress(id: string, entry: AddressBookEntryInput): Promise<SavedAddress> {
  const answer = await authApi(`/address/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: entry,
  })
  return addressAnswerSchema.parse(answer).address
}

export async function deleteAddress(id: string): Promise<void> {
  await authApi(`/address/delete/${encodeURIComponent(id)}`, { method: 'DELETE' })
}
