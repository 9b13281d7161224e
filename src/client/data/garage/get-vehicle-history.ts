/** Under the account's key, so sign-out forgets it. */
import { queryOptions } from '@tanstack/react-query'
import { type VehicleHistoryLine, vehicleHistoryAnswerSchema } from '../../../domain/buy-again'
import type { Locale } from '../../../domain/locale'
import { ACCOUNT_QUERY_KEY } from '../../lib/account-query-key'
import { authApi } from '../../lib/api-client'

export async function getVehicleHistory(
  carId: number,
  locale: Locale,
): Promise<VehicleHistoryLine[]> {
  const answer = await authApi(`/garage/${carId}/history`, { query: { lang: locale } })
  return vehicleHistoryAnswerSchema.parse(answer).lines
}

export const vehicleHistoryQuery = (carId: number, locale: Locale) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'vehicle-history', carId, locale],
    queryFn: () => getVehicleHistory(carId, locale),
    staleTime: 0,
  })
