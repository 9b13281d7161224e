/**
 * A loader waits briefly for its page's data; the page shows every other state, so navigation never waits on a missing network.
 */
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import { isOffline } from './offline-query'

export const PAGE_DATA_WAIT_MS = 1000

export type LoadCause = 'enter' | 'stay' | 'preload'

export async function loadPageData<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
  cause: LoadCause = 'enter',
): Promise<TData | undefined> {
  const cached = queryClient.getQueryData<TData>(options.queryKey)
  if (cached !== undefined) return cached
  // Offline the query would pause until the network returns; the page says it is offline.
  if (isOffline()) return undefined
  // A failure (and the retries after it) is the page's to show, as without a loader.
  const loaded = queryClient.ensureQueryData(options).catch(() => undefined)
  // On the page already (a filter, sort or page changed), the page shows the change at once
  // with its own busy state while the answer comes.
  if (cause === 'stay') return undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const waited = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), PAGE_DATA_WAIT_MS)
  })
  try {
    return await Promise.race([loaded, waited])
  } finally {
    clearTimeout(timer)
  }
}
