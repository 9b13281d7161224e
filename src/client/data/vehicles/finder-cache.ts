import { queryOptions } from '@tanstack/react-query'

/** A day: the lists change only with a catalogue update; the persisted cache keeps them a week. */
export const VEHICLE_LIST_STALE_MS = 24 * 60 * 60 * 1000

export function vehicleListQuery<T>(key: readonly unknown[], fetchList: () => Promise<T>) {
  return queryOptions({
    queryKey: ['vehicles', ...key],
    queryFn: fetchList,
    staleTime: VEHICLE_LIST_STALE_MS,
  })
}
