/**
 * What a route's loader waits for: its page's main data, asked for before the page renders
 * (and when a link to it is hovered, as the router preloads). The page itself shows every other
 * state (loading, not stored on this device, failed), so a navigation never waits on a network
 * that is not there, nor fails with a fetch: the page shows what its query says.
 */
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import { isOffline } from './offline-query'

/** The longest a navigation waits for its page's data, ms; then the page shows it loading. */
export const PAGE_DATA_WAIT_MS = 1000

/** Why the router runs a loader: a page entered, the same page with new params or search, a hover. */
export type LoadCause = 'enter' | 'stay' | 'preload'

/** The page's data when it is there in time (cached, or answered quickly), else undefined. */
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
