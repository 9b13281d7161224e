import { queryOptions } from '@tanstack/react-query'

/**
 * How long the vehicle lists are fresh, ms: a day. They change only with a catalogue update,
 * and the persisted query cache (IndexedDB, src/client/offline/query-client.ts) keeps them for
 * a week, so the pickers offer options already seen while the workshop is offline.
 */
export const VEHICLE_LIST_STALE_MS = 24 * 60 * 60 * 1000

/** A vehicle list's query: kept under `['vehicles', ...key]`, fresh for a day. */
export function vehicleListQuery<T>(key: readonly unknown[], fetchList: () => Promise<T>) {
  return queryOptions({
    queryKey: ['vehicles', ...key],
    queryFn: fetchList,
    staleTime: VEHICLE_LIST_STALE_MS,
  })
}
