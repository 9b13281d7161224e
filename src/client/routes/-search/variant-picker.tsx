import { useQueryClient } from '@tanstack/react-query'
import type { SearchVehicle } from '../../data/catalogue/search-products'
import { VehicleForm } from '../../features/vehicles/components/vehicle-form'
import { useLocale } from '../../i18n/locale-context'
import { rememberVehicle } from '../../data/vehicles/chosen-vehicle'

/**
 * Which variant of the car the words named: the vehicle form from its make (and its model,
 * when the words named one model series), the chosen engine narrowing the results.
 */
export function VariantPicker({
  vehicle,
  onVariant,
}: {
  vehicle: SearchVehicle
  onVariant: (carId: number) => void
}) {
  const queryClient = useQueryClient()
  const locale = useLocale()
  const [onlyModel] = vehicle.modelIds.length === 1 ? vehicle.modelIds : []
  return (
    <VehicleForm
      withYear={false}
      preselect={{ manuId: vehicle.manuId, modelId: onlyModel }}
      onVehicle={(chosen) => {
        // The filter names the variant at once, without asking the API for its details.
        rememberVehicle(queryClient, chosen, locale)
        onVariant(chosen.engine.carId)
      }}
    />
  )
}
