/**
 * The embedded adapter of the vehicle-registry port (the default): the demo plates stored
 * with the catalogue (`demo_registrations`, seed/demo-registrations.ts), each mapped to the
 * variant(s) it is. The facts are the first variant's, as the catalogue writes them.
 */
import type { AppDatabase } from '../../../db/database'
import { findDemoRegistration } from '../../../db/repositories/vehicle-registry-repository'
import type { RegistryFuel, VehicleRegistryPort } from '../registry-port'

export function createEmbeddedRegistry(db: AppDatabase): VehicleRegistryPort {
  return {
    async lookup(registrationNumber) {
      const rows = await findDemoRegistration(db, registrationNumber)
      const first = rows[0]
      if (!first) return null
      return {
        vehicle: {
          registrationNumber,
          make: first.manuName,
          model: first.modelname,
          engineCode: first.motorCode,
          powerKw: first.powerKwFrom,
          ccm: first.ccmTech,
          fuel: first.fuel as RegistryFuel,
          firstRegistration: first.firstRegistration,
        },
        carIds: rows.map((row) => row.carId),
      }
    },
  }
}
