/**
 * A vehicle chosen in a finder's selects is put in the query cache as its details (make, model
 * and variant, as `GET /vehicles/variant/:carId` answers) — and so persisted to IndexedDB —
 * so `/all?motorID=…` names it at once, offline too. Marked stale, so that online the server's
 * full answer (fuel and all) replaces it.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { VehicleDetails } from '../../../domain/garage'
import type { Locale } from '../../../domain/locale'
import type { VariantDetails } from './vehicle-labels'
import type { ChosenVehicle } from './vehicle-options'
import { vehicleDetailsQuery } from './get-vehicle-details'

/** The details a finder's choice carries; what its selects did not carry is left unknown. */
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
