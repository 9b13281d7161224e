/**
 * A vehicle variant as the API sends it (`vehicleDetails` and `motorCode`), and its
 * mapping onto the flat `VehicleVariant` the selects and summaries show.
 */
import type { VehicleVariant } from '../../../lib/vehicles/vehicle-options'

export interface ApiVehicleVariant {
  vehicleDetails: {
    carId: number
    typeName: string
    /** yyyymm */
    yearOfConstrFrom: number | null
    yearOfConstrTo: number | null
    ccmTech: number | null
    powerKwFrom: number | null
    powerHpFrom: number | null
  }
  motorCode?: string | null
}

/** What a summary of the vehicle shows, beyond the select's fields. */
export interface DescribedVariant extends VehicleVariant {
  powerHpFrom: number | null
  yearOfConstrFrom: number | null
  yearOfConstrTo: number | null
}

export function toVariant({ vehicleDetails: d, motorCode }: ApiVehicleVariant): DescribedVariant {
  return {
    carId: d.carId,
    typeName: d.typeName,
    ccmTech: d.ccmTech,
    powerKwFrom: d.powerKwFrom,
    powerHpFrom: d.powerHpFrom,
    yearOfConstrFrom: d.yearOfConstrFrom,
    yearOfConstrTo: d.yearOfConstrTo,
    motorCode: motorCode && motorCode !== 'N/A' ? motorCode : null,
  }
}
