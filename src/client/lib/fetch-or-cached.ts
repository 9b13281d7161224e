import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import { isFetchError, isNetworkFailure } from './api-client'

/**
 * Fetches `query` now, except that when the network is gone an older answer cached under its
 * key (past its `staleTime`, still in the persisted cache) is used instead of failing: offline,
 * a plate or VIN looked up last month beats "you are offline". Offline with nothing cached it
 * fails at once (the finders say so) instead of waiting for the network to return.
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

/**
 * The answer to a lookup by what the visitor typed: `null` when nothing has it (404); text the
 * server refuses (400) throws `refused(message)` with the server's message.
 */
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
