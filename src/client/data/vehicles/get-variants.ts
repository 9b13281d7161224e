/** `POST /api/tecdoc/vehicles {carids, lang}` — variants by carId (`data.data.array`). */
import type { Locale } from '../../../domain/locale'
import { variantsAnswerSchema } from '../../../domain/vehicle-schema'
import { publicApi } from '../../lib/api-client'
import { vehicleListQuery } from './finder-cache'
import { type DescribedVariant, toVariant } from './vehicle-variant'

export async function getVariants(locale: Locale, carIds: number[]): Promise<DescribedVariant[]> {
  const body = await publicApi('/tecdoc/vehicles', {
    method: 'POST',
    body: { carids: carIds, lang: locale },
  })
  return variantsAnswerSchema.parse(body).data.array.map(toVariant)
}

export const variantsQuery = (locale: Locale, carIds: number[]) =>
  vehicleListQuery(['variants', carIds, locale], () => getVariants(locale, carIds))
