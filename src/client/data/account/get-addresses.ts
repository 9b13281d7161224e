import { queryOptions } from '@tanstack/react-query'
import { addressListAnswerSchema } from '../../../domain/address-schema'
import { ACCOUNT_QUERY_KEY } from '../../lib/account-query-key'
import { authApi, isFetchError } from '../../lib/api-client'

/** Under the account's query key, so sign-out clears the address book. */
export const ADDRESSES_QUERY_KEY = [...ACCOUNT_QUERY_KEY, 'addresses'] as const

/** A read of the address book; a failure is logged and thrown. */
export function loggedRead<T>(read: () => Promise<T>): Promise<T> {
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
      loggedRead(async () => {
        const answer = await authApi('/address')
        return addressListAnswerSchema.parse(answer).data.addressDetails
      }),
    staleTime: 0,
  })
