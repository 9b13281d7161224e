/** `GET /api/vehicles/engines?year&modelId&lang` — variants built that year (getVehicles). */
import type { Locale } from '../../../domain/locale'
import { enginesAnswerSchema } from '../../../domain/vehicle-schema'
import { publicApi } from '../../lib/api-client'
import { vehicleListQuery } from './finder-cache'
import { type DescribedVariant, toVariant } from './vehicle-variant'

export async function getEngines(
  locale: Locale,
  query: { year: number; modelId: number },
): Promise<DescribedVariant[]> {
  const body = await publicApi('/vehicles/engines', { query: { ...query, lang: locale } })
  return enginesAnswerSchema.parse(body).data.map(toVariant)
}

export const enginesQuery = (locale: Locale, query: { year: number; modelId: number }) =>
  vehicleListQuery(['engines', query, locale], () => getEngines(locale, query))
