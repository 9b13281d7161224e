/** Test-only: garage vehicles for the garage rules and the device's garage store. */
import type { GarageVehicle } from '../garage-schema'

/** A VW Golf VII 1.6 TDI with car id `id`, picked without a year, added on `id` November 2026. */
export function garageVehicle(
  id: number,
  addedAt = new Date(Date.UTC(2026, 10, id)).toISOString(),
): GarageVehicle {
  return {
    id,
    year: null,
    make: { manuId: 1, manuName: 'VW' },
    model: { modelId: 2, modelname: 'GOLF VII', yearOfConstrFrom: 201208, yearOfConstrTo: null },
    engine: {
      carId: id,
      typeName: '1.6 TDI',
      powerKwFrom: 77,
      powerHpFrom: 105,
      ccmTech: 1598,
      motorCode: 'CLHA',
      fuel: 'Diesel',
      yearOfConstrFrom: 201208,
      yearOfConstrTo: null,
    },
    addedAt,
  }
}
