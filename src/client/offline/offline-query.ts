import {
  type FetchQueryOptions,
  hashKey,
  onlineManager,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'

export function isOffline(): boolean {
  return (
    !onlineManager.isOnline() || (typeof navigator !== 'undefined' && navigator.onLine === false)
  )
}

export class NeedsConnectionError extends Error {
  constructor() {
    super('Not stored on this device, and there is no connection to fetch it')
    this.name = 'NeedsConnectionError'
  }
}

/** A paused fetch (this one or another caller's) would hang until the network returns, so fail at once. */
export function fetchQueryOrOffline<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<TData> {
  if (!isOffline()) return queryClient.fetchQuery(options)
  const stored = queryClient.getQueryData<TData>(options.queryKey)
  if (stored !== undefined) return Promise.resolve(stored)
  const hash = hashKey(options.queryKey)
  const cache = queryClient.getQueryCache()
  return new Promise<TData>((resolve, reject) => {
    const fail = () => {
      stop()
      reject(new NeedsConnectionError())
    }
    const stop = cache.subscribe(({ query }) => {
      if (query.queryHash === hash && query.state.fetchStatus === 'paused') fail()
    })
    queryClient.fetchQuery({ ...options, retry: false }).then((data) => {
      stop()
      resolve(data)
    }, fail)
    if (cache.get(hash)?.state.fetchStatus === 'paused') fail()
  })
}

/** Offline the next page may never come, and the previous list would stay under the new heading. */
export function keepPreviousWhileOnline<T>(previous: T | undefined): T | undefined {
  return isOffline() ? undefined : previous
}
