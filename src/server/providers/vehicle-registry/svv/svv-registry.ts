/**
 * The Statens vegvesen adapter of the vehicle-registry port: the registry's facts for a
 * plate — from the database cache when fetched within a day (`registry_lookups`, shared by
 * every instance; "no such plate" is cached too, errors never), from the API otherwise — then
 * matched to the variants of the shop's catalogue (variant-matching.ts).
 */
import type { AppDatabase } from '../../../db/database'
import {
  listMakes,
  listVariantsOfMakes,
  readCachedLookup,
  saveLookup,
} from '../../../db/repositories/vehicle-registry-repository'
import type { RegistryFacts, VehicleRegistryPort } from '../registry-port'
import { isSameMake, matchVariants } from '../variant-matching'
import { SVV_CACHE_SECONDS, type SvvConfig } from './svv-config'
import { createSvvClient } from './svv-http'
import { factsFromSvvPayload } from './svv-mapping'

export function createSvvRegistry(config: SvvConfig, db: AppDatabase): VehicleRegistryPort {
  const fetchVehicleData = createSvvClient(config)

  const factsFor = async (registrationNumber: string): Promise<RegistryFacts | null> => {
    const cached = await readCachedLookup<RegistryFacts>(db, registrationNumber, SVV_CACHE_SECONDS)
    if (cached) return cached.facts
    const payload = await fetchVehicleData(registrationNumber)
    const facts = payload === null ? null : factsFromSvvPayload(payload, registrationNumber)
    await saveLookup(db, registrationNumber, facts)
    return facts
  }

  return {
    async lookup(registrationNumber) {
      const vehicle = await factsFor(registrationNumber)
      if (!vehicle) return null
      const makes = await listMakes(db)
      const manuIds = makes
        .filter((make) => isSameMake(vehicle.make, make.manuName))
        .map((make) => make.manuId)
      const candidates = await listVariantsOfMakes(db, manuIds)
      return { vehicle, carIds: matchVariants(vehicle, candidates) }
    },
  }
}
