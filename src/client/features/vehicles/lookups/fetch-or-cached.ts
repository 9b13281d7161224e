import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { isNetworkFailure } from '../../../lib/api-client'

/**
 * Runs `fetch` (a `fetchQuery`), except that when the network is gone an older answer cached
 * under `queryKey` (past its `staleTime`, still in the persisted cache) is used instead of
 * failing: offline, a plate or VIN looked up last month beats "you are offline".
 */
export async function fetchOrCached<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  fetch: () => Promise<T>,
): Promise<T> {
  try {
    return await fetch()
  } catch (error) {
    const cached = queryClient.getQueryData<T>(queryKey)
    if (cached !== undefined && isNetworkFailure(error)) return cached
    throw error
  }
}
