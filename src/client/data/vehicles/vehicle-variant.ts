/** A vehicle variant as the API sends it, flattened into the engine the selects show. */
import type { VehicleEngine, VehicleVariant } from '../../../domain/vehicle-schema'

/** What a summary of the vehicle shows: the engine without its fuel. */
export type DescribedVariant = Omit<VehicleEngine, 'fuel'>

export function toVariant({ vehicleDetails: d, motorCode }: VehicleVariant): DescribedVariant {
  return {
    carId: d.carId,
    typeName: d.typeName,
    ccmTech: d.ccmTech,
    powerKwFrom: d.powerKwFrom,
    powerHpFrom: d.powerHpFrom,
    yearOfConstrFrom: d.yearOfConstrFrom,
    yearOfConstrTo: d.yearOfConstrTo,
    motorCode,
  }
}
