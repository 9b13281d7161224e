/** `GET /api/vehicles/years?lang` — construction years, newest first (getYears). */
import type { Locale } from '../../../domain/locale'
import { yearsAnswerSchema } from '../../../domain/vehicle-schema'
import { publicApi } from '../../lib/api-client'
import { vehicleListQuery } from './finder-cache'

export async function getYears(locale: Locale): Promise<number[]> {
  const body = await publicApi('/vehicles/years', { query: { lang: locale } })
  return yearsAnswerSchema.parse(body).data
}

export const yearsQuery = (locale: Locale) =>
  vehicleListQuery(['years', locale], () => getYears(locale))
