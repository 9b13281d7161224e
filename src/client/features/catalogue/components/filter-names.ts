import { useQuery } from '@tanstack/react-query'
import { useLocale } from '../../../i18n/locale-context'
import { useGarage } from '../../../lib/garage/garage'
import { garageVehicleName } from '../../../lib/garage/garage-vehicle'
import { vehicleDetailsQuery } from '../../../data/vehicles/get-vehicle-details'
import { brandsQuery } from '../../../data/catalogue/get-brands'

export function useBrandName(slug: string, enabled = true): string {
  const locale = useLocale()
  const brands = useQuery({ ...brandsQuery(locale), enabled })
  return brands.data?.find((brand) => brand.slug === slug)?.name ?? slug
}

export function useVehicleName(carId: number): string {
  const locale = useLocale()
  const { items } = useGarage()
  const kept = items.find((vehicle) => vehicle.id === carId)
  const details = useQuery({ ...vehicleDetailsQuery(locale, carId), enabled: !kept })
  if (kept) return garageVehicleName(kept)
  const vehicle = details.data
  return vehicle
    ? `${vehicle.make.manuName} ${vehicle.model.modelname} ${vehicle.engine.typeName}`
    : `#${carId}`
}
