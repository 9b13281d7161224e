/** `GET /api/vehicles/makes?year&lang` — makes with a variant built that year (getMakes). */
import type { Locale } from '../../../domain/locale'
import { makesAnswerSchema } from '../../../domain/vehicle-schema'
import { publicApi } from '../../lib/api-client'
import type { Manufacturer } from './vehicle-options'
import { vehicleListQuery } from './finder-cache'

export async function getMakes(locale: Locale, year: number): Promise<Manufacturer[]> {
  const body = await publicApi('/vehicles/makes', {
    query: { year, lang: locale },
  })
  return makesAnswerSchema.parse(body).data
}

export const makesQuery = (locale: Locale, year: number) =>
  vehicleListQuery(['makes', { year }, locale], () => getMakes(locale, year))
