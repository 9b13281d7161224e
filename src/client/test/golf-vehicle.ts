/** Test-only: a Volkswagen Golf VII 1.6 TDI, as the catalogue and the garage describe it. */
import type { GarageVehicle } from '../../domain/garage-schema'
import type { Manufacturer, ModelSeries, VehicleDetails } from '../../domain/vehicle-schema'

export const volkswagen: Manufacturer = { manuId: 32, manuName: 'Volkswagen' }

export const golfVii: ModelSeries = {
  modelId: 3205,
  modelname: 'Golf VII',
  yearOfConstrFrom: 201208,
  yearOfConstrTo: null,
}

/** The variant as the variant list answers it. */
export const golfTdi = {
  carId: 320507,
  typeName: '1.6 TDI',
  ccmTech: 1598,
  powerKwFrom: 77,
  powerHpFrom: 105,
  yearOfConstrFrom: 201208,
  yearOfConstrTo: 201703,
  motorCode: 'CLHA',
}

export const golfDetails: VehicleDetails = {
  id: 320507,
  make: volkswagen,
  model: golfVii,
  engine: { ...golfTdi, fuel: 'Diesel' },
}

/** The Golf as the garage keeps it, picked with the year 2016. */
export const golfInGarage: GarageVehicle = {
  ...golfDetails,
  year: 2016,
  addedAt: '2026-11-23T10:00:00.000Z',
}
