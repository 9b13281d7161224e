import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { VehicleVariant } from '../../../domain/vehicle-schema'
import type { AppDatabase } from '../database'
import { toVehicleVariant } from './vehicles-repository'
import { demoRegistrations, manufacturers, modelSeries, registryLookups, vehicles } from '../schema'

export interface CatalogueVariantRow {
  carId: number
  manuId: number
  manuName: string
  modelId: number
  modelname: string
  typeName: string
  yearOfConstrFrom: number
  yearOfConstrTo: number | null
  ccmTech: number | null
  powerKwFrom: number
  fuel: string
  motorCode: string | null
}

const variantColumns = {
  carId: vehicles.carId,
  manuId: manufacturers.manuId,
  manuName: manufacturers.manuName,
  modelId: modelSeries.modelId,
  modelname: modelSeries.modelname,
  typeName: vehicles.typeName,
  yearOfConstrFrom: vehicles.yearOfConstrFrom,
  yearOfConstrTo: vehicles.yearOfConstrTo,
  ccmTech: vehicles.ccmTech,
  powerKwFrom: vehicles.powerKwFrom,
  fuel: vehicles.fuel,
  motorCode: vehicles.motorCode,
}

export function findDemoRegistration(
  db: AppDatabase,
  registrationNumber: string,
): Promise<(CatalogueVariantRow & { firstRegistration: string })[]> {
  return db
    .select({ ...variantColumns, firstRegistration: demoRegistrations.firstRegistration })
    .from(demoRegistrations)
    .innerJoin(vehicles, eq(vehicles.carId, demoRegistrations.carId))
    .innerJoin(modelSeries, eq(modelSeries.modelId, vehicles.modelId))
    .innerJoin(manufacturers, eq(manufacturers.manuId, modelSeries.manuId))
    .where(eq(demoRegistrations.registrationNumber, registrationNumber))
    .orderBy(asc(vehicles.carId))
}

export function listMakes(db: AppDatabase): Promise<{ manuId: number; manuName: string }[]> {
  return db
    .select({ manuId: manufacturers.manuId, manuName: manufacturers.manuName })
    .from(manufacturers)
}

export function listVariantsOfMakes(
  db: AppDatabase,
  manuIds: readonly number[],
): Promise<CatalogueVariantRow[]> {
  if (manuIds.length === 0) return Promise.resolve([])
  return db
    .select(variantColumns)
    .from(vehicles)
    .innerJoin(modelSeries, eq(modelSeries.modelId, vehicles.modelId))
    .innerJoin(manufacturers, eq(manufacturers.manuId, modelSeries.manuId))
    .where(inArray(manufacturers.manuId, [...manuIds]))
    .orderBy(asc(vehicles.carId))
}

export interface LocatedVariant {
  manuId: number
  modelId: number
  variant: VehicleVariant
}

export async function listLocatedVariants(
  db: AppDatabase,
  carIds: readonly number[],
): Promise<LocatedVariant[]> {
  if (carIds.length === 0) return []
  const rows = await db
    .select({ vehicle: vehicles, manuId: modelSeries.manuId })
    .from(vehicles)
    .innerJoin(modelSeries, eq(modelSeries.modelId, vehicles.modelId))
    .where(inArray(vehicles.carId, [...carIds]))
  const byId = new Map(rows.map((row) => [row.vehicle.carId, row]))
  return carIds.flatMap((carId) => {
    const row = byId.get(carId)
    if (!row) return []
    const { vehicle } = row
    return [{ manuId: row.manuId, modelId: vehicle.modelId, variant: toVehicleVariant(vehicle) }]
  })
}

// By the database's clock, the same for every instance; `{ facts: null }` is a cached "no such
// plate".
export async function readCachedLookup<Facts>(
  db: AppDatabase,
  registrationNumber: string,
  maxAgeSeconds: number,
): Promise<{ facts: Facts | null } | undefined> {
  const [row] = await db
    .select({ facts: registryLookups.facts })
    .from(registryLookups)
    .where(
      and(
        eq(registryLookups.registrationNumber, registrationNumber),
        gt(registryLookups.fetchedAt, sql`now() - make_interval(secs => ${maxAgeSeconds})`),
      ),
    )
  return row ? { facts: (row.facts as Facts | null) ?? null } : undefined
}

export async function saveLookup<Facts>(
  db: AppDatabase,
  registrationNumber: string,
  facts: Facts | null,
): Promise<void> {
  await db
    .insert(registryLookups)
    .values({ registrationNumber, facts, fetchedAt: sql`now()` })
    .onConflictDoUpdate({
      target: registryLookups.registrationNumber,
      set: { facts, fetchedAt: sql`now()` },
    })
}
