/** `GET /api/tecdoc/models?manuId&lang` — a make's model series. */
import type { Locale } from '../../../domain/locale'
import { modelSeriesAnswerSchema } from '../../../domain/vehicle-schema'
import { publicApi } from '../../lib/api-client'
import type { ModelSeries } from './vehicle-options'
import { vehicleListQuery } from './finder-cache'

export async function getModelSeries(locale: Locale, manuId: number): Promise<ModelSeries[]> {
  const body = await publicApi('/tecdoc/models', { query: { manuId, lang: locale } })
  return modelSeriesAnswerSchema.parse(body).data.array
}

export const modelSeriesQuery = (locale: Locale, manuId: number) =>
  vehicleListQuery(['model-series', { manuId }, locale], () => getModelSeries(locale, manuId))
