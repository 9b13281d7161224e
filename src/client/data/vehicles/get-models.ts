/** `GET /api/vehicles/models?year&manuId&lang` — model series built that year (getModels). */
import type { Locale } from '../../../domain/locale'
import { modelsAnswerSchema } from '../../../domain/vehicle-schema'
import { publicApi } from '../../lib/api-client'
import type { ModelSeries } from './vehicle-options'
import { vehicleListQuery } from './finder-cache'

export async function getModels(
  locale: Locale,
  query: { year: number; manuId: number },
): Promise<ModelSeries[]> {
  const body = await publicApi('/vehicles/models', {
    query: { ...query, lang: locale },
  })
  return modelsAnswerSchema.parse(body).data
}

export const modelsQuery = (locale: Locale, query: { year: number; manuId: number }) =>
  vehicleListQuery(['models', query, locale], () => getModels(locale, query))
