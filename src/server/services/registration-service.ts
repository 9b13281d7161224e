/**
 * Registration-number look-up (issue 5 §1): the registry's candidates for a plate as the
 * spec's answer — `menuId`/`modId`/`carId` of the best candidate and every candidate variant,
 * best first, so the user can choose when the registry's facts fit more than one.
 */
import type { AppDatabase } from '../db/database'
import { listLocatedVariants } from '../db/repositories/vehicle-registry-repository'
import type { VehicleVariant } from '../providers/catalogue/catalogue-port'
import type { VehicleRegistryPort } from '../providers/vehicle-registry/registry-port'

export interface RegistrationAnswer {
  /** The make (`manuId`) of the best candidate. */
  menuId: number
  /** Its model series (`modelId`). */
  modId: number
  carId: number
  vehicles: VehicleVariant[]
}

/** `null` when no car has the plate or the catalogue has no variant its facts fit. */
export async function vehiclesForRegistration(
  registry: VehicleRegistryPort,
  db: AppDatabase,
  registrationNumber: string,
): Promise<RegistrationAnswer | null> {
  const match = await registry.lookup(registrationNumber)
  if (!match) return null
  const located = await listLocatedVariants(db, match.carIds)
  const best = located[0]
  if (!best) return null
  return {
    menuId: best.manuId,
    modId: best.modelId,
    carId: best.variant.vehicleDetails.carId,
    vehicles: located.map((entry) => entry.variant),
  }
}
