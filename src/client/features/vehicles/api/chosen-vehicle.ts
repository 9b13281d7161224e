/**
 * The names of a vehicle chosen in the form (make, model series), kept in the query cache by
 * carId — and so persisted to IndexedDB — because a variant alone (`POST /tecdoc/vehicles`)
 * does not name its make or model: `/all?motorID=…` shows them when this browser chose it.
 */
import type { QueryClient } from '@tanstack/react-query'
import { queryOptions } from '@tanstack/react-query'
import type { ChosenVehicle, Manufacturer, ModelSeries } from '../vehicle-options'

export interface VehicleNames {
  make: Manufacturer
  model: ModelSeries
}

export const chosenVehicleQuery = (carId: number) =>
  queryOptions<VehicleNames | null>({
    queryKey: ['vehicles', 'chosen', carId],
    // Nothing to fetch: only what the form stored (below) is known.
    queryFn: () => null,
    staleTime: Number.POSITIVE_INFINITY,
  })

export function rememberVehicle(queryClient: QueryClient, vehicle: ChosenVehicle): void {
  const names: VehicleNames = { make: vehicle.make, model: vehicle.model }
  queryClient.setQueryData(chosenVehicleQuery(vehicle.engine.carId).queryKey, names)
}
