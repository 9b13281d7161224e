/**
 * Registration-number look-up: the registry's candidates for a plate, best first, with the
 * best one's make, model series and variant, so the user can choose when several fit.
 */
import type { RegistrationMatch } from '../../domain/vehicle-schema'
import type { AppDatabase } from '../db/database'
import { listLocatedVariants } from '../db/repositories/vehicle-registry-repository'
import type { VehicleRegistryPort } from '../providers/vehicle-registry/registry-port'

/** `null` when no car has the plate or the catalogue has no variant its facts fit. */
export async function vehiclesForRegistration(
  registry: VehicleRegistryPort,
  db: AppDatabase,
  registrationNumber: string,
): Promise<RegistrationMatch | null> {
  const match = await registry.lookup(registrationNumber)
  if (!match) return null
  const located = await listLocatedVariants(db, match.carIds)
  const best = located[0]
  if (!best) return null
  return {
    manuId: best.manuId,
    modelId: best.modelId,
    carId: best.variant.vehicleDetails.carId,
    vehicles: located.map((entry) => entry.variant),
  }
}
