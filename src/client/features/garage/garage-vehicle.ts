/** Garage vehicles made from what the finders report, and how they read. */
import type { GarageVehicle, VehicleDetails } from '../../../domain/garage'
import type { VariantDetails } from '../vehicles/vehicle-labels'
import type { ChosenVehicle } from '../vehicles/vehicle-options'

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
  const engine = chosen.engine as VariantDetails & { fuel?: string | null }
  return {
    id: engine.carId,
    year: chosen.year,
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
    addedAt: now.toISOString(),
  }
}

/** 'Volkswagen Golf VII 1.6 TDI' */
export function garageVehicleName(vehicle: GarageVehicle): string {
  return `${vehicle.make.manuName} ${vehicle.model.modelname} ${vehicle.engine.typeName}`
}
