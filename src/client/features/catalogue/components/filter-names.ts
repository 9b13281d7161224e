/** Names for what a listing's address holds as ids: brand slugs and vehicle ids. */
import { useQuery } from '@tanstack/react-query'
import { useLocale } from '../../../i18n/locale-context'
import { useGarage } from '../../../data/garage/garage'
import { garageVehicleName } from '../../../data/garage/garage-vehicle'
import { vehicleDetailsQuery } from '../../../data/vehicles/get-vehicle-details'
import { brandsQuery } from '../api/get-brands'

/** The brand's name from the brand list; its slug until that has loaded (or offline). */
export function useBrandName(slug: string, enabled = true): string {
  const locale = useLocale()
  const brands = useQuery({ ...brandsQuery(locale), enabled })
  return brands.data?.find((brand) => brand.slug === slug)?.name ?? slug
}

/** 'Volkswagen Golf VII 1.6 TDI' from the garage, else from the catalogue; `#id` meanwhile. */
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
