/** Vehicle makes → model series → variants, read from the embedded catalogue. */
import { and, asc, eq, inArray } from 'drizzle-orm'
import type {
  Manufacturer,
  ModelSeries,
  VehicleVariant,
} from '../../providers/catalogue/catalogue-port'
import type { AppDatabase } from '../database'
import { manufacturers, modelSeries, vehicles } from '../schema'

/** Shown instead of an engine code the catalogue does not know (spec §3). */
const NO_MOTOR_CODE = 'N/A'

/** Norwegian alphabetical order (Škoda with S, Citroën with C), whatever the DB collation. */
const byNorwegianName = new Intl.Collator('nb').compare

export async function listManufacturers(db: AppDatabase): Promise<Manufacturer[]> {
  const rows = await db
    .select({ manuId: manufacturers.manuId, manuName: manufacturers.manuName })
    .from(manufacturers)
  return rows.sort((a, b) => byNorwegianName(a.manuName, b.manuName))
}

export function listModelSeries(db: AppDatabase, manuId: number): Promise<ModelSeries[]> {
  return db
    .select({
      modelId: modelSeries.modelId,
      modelname: modelSeries.modelname,
      yearOfConstrFrom: modelSeries.yearOfConstrFrom,
      yearOfConstrTo: modelSeries.yearOfConstrTo,
    })
    .from(modelSeries)
    .where(eq(modelSeries.manuId, manuId))
    .orderBy(asc(modelSeries.modelname), asc(modelSeries.yearOfConstrFrom))
}

/** Variant ids of one model series of one make; empty when the pair does not exist. */
export async function listVariantIds(
  db: AppDatabase,
  manuId: number,
  modelId: number,
): Promise<number[]> {
  const rows = await db
    .select({ carId: vehicles.carId })
    .from(vehicles)
    .innerJoin(modelSeries, eq(modelSeries.modelId, vehicles.modelId))
    .where(and(eq(vehicles.modelId, modelId), eq(modelSeries.manuId, manuId)))
    .orderBy(asc(vehicles.carId))
  return rows.map((row) => row.carId)
}

export async function listVariantsByIds(
  db: AppDatabase,
  carIds: readonly number[],
): Promise<VehicleVariant[]> {
  if (carIds.length === 0) return []
  const rows = await db
    .select()
    .from(vehicles)
    .where(inArray(vehicles.carId, [...carIds]))
    .orderBy(asc(vehicles.typeName), asc(vehicles.powerKwFrom))
  return rows.map((row) => ({
    vehicleDetails: {
      carId: row.carId,
      typeName: row.typeName,
      yearOfConstrFrom: row.yearOfConstrFrom,
      yearOfConstrTo: row.yearOfConstrTo,
      ccmTech: row.ccmTech,
      powerKwFrom: row.powerKwFrom,
      powerHpFrom: row.powerHpFrom,
    },
    motorCode: row.motorCode ?? NO_MOTOR_CODE,
  }))
}
