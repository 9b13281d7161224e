/** `GET /api/tecdoc/manufacturers?lang` — every make, for the form without a year. */
import type { Locale } from '../../../domain/locale'
import { manufacturersAnswerSchema } from '../../../domain/vehicle-schema'
import { publicApi } from '../../lib/api-client'
import type { Manufacturer } from './vehicle-options'
import { vehicleListQuery } from './finder-cache'

export async function getManufacturers(locale: Locale): Promise<Manufacturer[]> {
  const body = await publicApi('/tecdoc/manufacturers', {
    query: { lang: locale },
  })
  return manufacturersAnswerSchema.parse(body).data
}

export const manufacturersQuery = (locale: Locale) =>
  vehicleListQuery(['manufacturers', locale], () => getManufacturers(locale))
