import {
  type FetchQueryOptions,
  onlineManager,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'

/** Offline as React Query sees it (fed by the connectivity probe) or as the browser says. */
export function isOffline(): boolean {
  return (
    !onlineManager.isOnline() || (typeof navigator !== 'undefined' && navigator.onLine === false)
  )
}

/** Asked for offline, and nothing about it is stored on this device. */
export class NeedsConnectionError extends Error {
  constructor() {
    super('Not stored on this device, and there is no connection to fetch it')
    this.name = 'NeedsConnectionError'
  }
}

/**
 * `fetchQuery` that does not wait for a network that is not there: offline it gives what the
 * device holds, else fails at once with `NeedsConnectionError` (a paused fetch would hang the
 * caller until the network returns).
 */
export function fetchQueryOrOffline<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<TData> {
  if (!isOffline()) return queryClient.fetchQuery(options)
  const stored = queryClient.getQueryData<TData>(options.queryKey)
  return stored === undefined ? Promise.reject(new NeedsConnectionError()) : Promise.resolve(stored)
}

/**
 * A list's previous page stands in while the next one loads, online only: offline the next
 * one may never come, and the previous list would stay on screen under the new heading.
 */
export function keepPreviousWhileOnline<T>(previous: T | undefined): T | undefined {
  return isOffline() ? undefined : previous
}
