/** `GET /api/tecdoc/vehicle-ids?manuId&modelId&lang` — the carIds of a model series. */
import type { Locale } from '../../../domain/locale'
import { variantIdsAnswerSchema } from '../../../domain/vehicle-schema'
import { publicApi } from '../../lib/api-client'
import { vehicleListQuery } from './finder-cache'

export async function getVariantIds(
  locale: Locale,
  query: { manuId: number; modelId: number },
): Promise<number[]> {
  const body = await publicApi('/tecdoc/vehicle-ids', { query: { ...query, lang: locale } })
  return variantIdsAnswerSchema.parse(body)
}

export const variantIdsQuery = (locale: Locale, query: { manuId: number; modelId: number }) =>
  vehicleListQuery(['variant-ids', query, locale], () => getVariantIds(locale, query))
