/** One call per list page and vehicle, persisted, so badges seen once show again offline. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { fitmentAnswerSchema } from '../../../domain/vehicle-schema'
import { publicApi } from '../../lib/api-client'
import { VEHICLE_LIST_STALE_MS } from '../vehicles/finder-cache'
import { useGarage } from '../../lib/garage/garage'

export const fitmentQuery = (carId: number, articleIds: number[]) =>
  queryOptions({
    queryKey: ['vehicles', 'fitment', carId, articleIds],
    queryFn: async () => {
      const body = await publicApi('/vehicles/fitment', {
        query: { carId, articleIds: articleIds.join(',') },
      })
      return fitmentAnswerSchema.parse(body).fits
    },
    staleTime: VEHICLE_LIST_STALE_MS,
  })

export type Fitment = 'fits' | 'does-not-fit' | 'unknown'

/** `null` when the list is for the current vehicle itself: a badge on every part says nothing. */
export function useFitment(
  articleIds: number[],
  listedFor?: number,
): ((articleId: number) => Fitment) | null {
  const { current } = useGarage()
  const carId = current?.id
  const ids = [...new Set(articleIds)].sort((a, b) => a - b).slice(0, 100)
  const enabled = carId !== undefined && carId !== listedFor && ids.length > 0
  const fitment = useQuery({ ...fitmentQuery(carId ?? 0, ids), enabled })
  const fits = fitment.data
  // The same function until the answer changes, so lists drawn from it need not draw again.
  return useMemo(
    () =>
      enabled
        ? (articleId: number) =>
            fits ? (fits.includes(articleId) ? 'fits' : 'does-not-fit') : 'unknown'
        : null,
    [enabled, fits],
  )
}
