import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import { isFetchError, isNetworkFailure } from './api-client'

/**
 * Offline, an older cached answer beats "you are offline": a plate looked up last month still
 * answers. With nothing cached it fails at once instead of waiting for the network.
 */
export async function fetchOrCached<T, TKey extends QueryKey>(
  queryClient: QueryClient,
  query: FetchQueryOptions<T, Error, T, TKey>,
): Promise<T> {
  try {
    return await queryClient.fetchQuery({ ...query, networkMode: 'always', retry: false })
  } catch (error) {
    const cached = queryClient.getQueryData<T>(query.queryKey)
    if (cached !== undefined && isNetworkFailure(error)) return cached
    throw error
  }
}

/** A 404 is `null`; text the server refuses (400) throws `refused(message)`. */
export async function foundOrNull<T>(
  request: () => Promise<T>,
  refused?: (message: string) => Error,
): Promise<T | null> {
  try {
    return await request()
  } catch (error) {
    if (isFetchError(error) && error.status === 404) return null
    if (refused && isFetchError(error) && error.status === 400) {
      throw refused(error.data?.error?.message ?? error.message)
    }
    throw error
  }
}
