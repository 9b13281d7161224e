/** Garage vehicles made from what the finders report, and how they read. */
import type { GarageVehicle, VehicleDetails } from '../../../domain/garage'
import { detailsOfChoice } from '../../data/vehicles/chosen-vehicle'
import type { ChosenVehicle } from '../../data/vehicles/vehicle-options'

/** A vehicle from the catalogue's details (`/all`, a registration's variant). */
export function garageVehicleFromDetails(
  details: VehicleDetails,
  year: number | null = null,
  now = new Date(),
): GarageVehicle {
  return { ...details, year, addedAt: now.toISOString() }
}

/** A vehicle from the vehicle form; what its selects did not carry is left unknown. */
export function garageVehicleFromChoice(chosen: ChosenVehicle, now = new Date()): GarageVehicle {
  return garageVehicleFromDetails(detailsOfChoice(chosen), chosen.year, now)
}

/** 'Volkswagen Golf VII 1.6 TDI' */
export function garageVehicleName(vehicle: GarageVehicle): string {
  return `${vehicle.make.manuName} ${vehicle.model.modelname} ${vehicle.engine.typeName}`
}
