/**
 * A finder's choice is cached as the variant's details so `/all?motorID=…` names it at once,
 * offline too; marked stale, so online the server's full answer replaces it.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { VehicleDetails } from '../../../domain/garage'
import type { Locale } from '../../../domain/locale'
import type { VariantDetails } from './vehicle-labels'
import type { ChosenVehicle } from './vehicle-options'
import { vehicleDetailsQuery } from './get-vehicle-details'

export function detailsOfChoice(chosen: ChosenVehicle): VehicleDetails {
  const engine = chosen.engine as VariantDetails & { fuel?: string | null }
  return {
    id: engine.carId,
    make: { manuId: chosen.make.manuId, manuName: chosen.make.manuName },
    model: {
      modelId: chosen.model.modelId,
      modelname: chosen.model.modelname,
      yearOfConstrFrom: chosen.model.yearOfConstrFrom,
      yearOfConstrTo: chosen.model.yearOfConstrTo,
    },
    engine: {
      carId: engine.carId,
      typeName: engine.typeName,
      powerKwFrom: engine.powerKwFrom ?? null,
      powerHpFrom: engine.powerHpFrom ?? null,
      ccmTech: engine.ccmTech ?? null,
      motorCode: engine.motorCode ?? null,
      fuel: engine.fuel ?? null,
      yearOfConstrFrom: engine.yearOfConstrFrom ?? null,
      yearOfConstrTo: engine.yearOfConstrTo ?? null,
    },
  }
}

export function rememberVehicle(
  queryClient: QueryClient,
  vehicle: ChosenVehicle,
  locale: Locale,
): void {
  const { queryKey } = vehicleDetailsQuery(locale, vehicle.engine.carId)
  if (queryClient.getQueryData(queryKey)) return
  queryClient.setQueryData(queryKey, detailsOfChoice(vehicle), { updatedAt: 0 })
}
