/** Vehicle makes → model series → variants, read from the embedded catalogue. */
import { asc, eq, inArray } from 'drizzle-orm'
import type {
  Manufacturer,
  ModelSeries,
  VehicleVariant,
} from '../../providers/catalogue/catalogue-port'
import type { AppDatabase } from '../database'
import { articleVehicles, manufacturers, modelSeries, vehicles } from '../schema'

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

/** The variants of one model series, by name, then power, then id; empty for an unknown id. */
export async function listVariantsOfModel(
  db: AppDatabase,
  modelId: number,
): Promise<VehicleVariant[]> {
  const rows = await db
    .select()
    .from(vehicles)
    .where(eq(vehicles.modelId, modelId))
    .orderBy(asc(vehicles.typeName), asc(vehicles.powerKwFrom), asc(vehicles.carId))
  return rows.map(toVehicleVariant)
}

/** The variants with these ids, in no particular order; unknown ids are left out. */
export async function listVariantsByIds(
  db: AppDatabase,
  carIds: readonly number[],
): Promise<VehicleVariant[]> {
  if (carIds.length === 0) return []
  const rows = await db
    .select()
    .from(vehicles)
    .where(inArray(vehicles.carId, [...carIds]))
  return rows.map(toVehicleVariant)
}

/**
 * The part types of the articles fitting a variant, ascending; answered by the index on
 * `article_vehicles (car_id, part_type_id, article_id)` alone.
 */
export async function listPartTypeIdsForVehicle(db: AppDatabase, carId: number) {
  const rows = await db
    .selectDistinct({ partTypeId: articleVehicles.partTypeId })
    .from(articleVehicles)
    .where(eq(articleVehicles.carId, carId))
    .orderBy(asc(articleVehicles.partTypeId))
  return rows.map((row) => row.partTypeId)
}

function toVehicleVariant(row: typeof vehicles.$inferSelect): VehicleVariant {
  return {
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
  }
}
