/** Vehicle makes → model series → variants, read from the embedded catalogue. */
import { and, asc, eq, exists, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { VehicleDetails } from '../../../domain/garage'
import type { Manufacturer, ModelSeries, VehicleVariant } from '../../../domain/vehicle-schema'
import type { AppDatabase } from '../database'
import { queryRows } from '../query-rows'
import { articleVehicles, manufacturers, modelSeries, vehicles } from '../schema'
import { firstRow } from '../first-row'

/** Norwegian alphabetical order (Škoda with S, Citroën with C), whatever the DB collation. */
const byNorwegianName = new Intl.Collator('nb').compare

export async function listManufacturers(db: AppDatabase): Promise<Manufacturer[]> {
  const rows = await db
    .select({ manuId: manufacturers.manuId, manuName: manufacturers.manuName })
    .from(manufacturers)
  return rows.sort((a, b) => byNorwegianName(a.manuName, b.manuName))
}

/** Model series matching `where`, by name and then by first construction year. */
function selectModelSeries(db: AppDatabase, where: SQL | undefined): Promise<ModelSeries[]> {
  return db
    .select({
      modelId: modelSeries.modelId,
      modelname: modelSeries.modelname,
      yearOfConstrFrom: modelSeries.yearOfConstrFrom,
      yearOfConstrTo: modelSeries.yearOfConstrTo,
    })
    .from(modelSeries)
    .where(where)
    .orderBy(asc(modelSeries.modelname), asc(modelSeries.yearOfConstrFrom))
}

export function listModelSeries(db: AppDatabase, manuId: number): Promise<ModelSeries[]> {
  return selectModelSeries(db, eq(modelSeries.manuId, manuId))
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

/** How many articles fit a variant, by part type (types with none are absent). */
export async function countArticlesByPartTypeForVehicle(
  db: AppDatabase,
  carId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ partTypeId: articleVehicles.partTypeId, count: sql<number>`count(*)::int` })
    .from(articleVehicles)
    .where(eq(articleVehicles.carId, carId))
    .groupBy(articleVehicles.partTypeId)
  return new Map(rows.map((row) => [row.partTypeId, Number(row.count)]))
}

/**
 * The year picker and VIN matching (routes/vehicle-finder.ts). "Built in a year" is said of
 * variants, never of model series, so the cascade year → make → model → engine only offers
 * choices that lead to at least one variant: a variant is built in year Y when its
 * construction dates (`yyyymm`) overlap January–December of Y, a `null` end meaning
 * "still produced".
 */
function builtInAnyOf(years: readonly number[]): SQL {
  const clauses = years.map(
    (year) =>
      and(
        lte(vehicles.yearOfConstrFrom, year * 100 + 12),
        or(isNull(vehicles.yearOfConstrTo), gte(vehicles.yearOfConstrTo, year * 100 + 1)),
      ) as SQL,
  )
  return clauses.length === 0 ? sql`false` : (or(...clauses) as SQL)
}

/** Every year some variant was built in, newest first; open-ended variants up to `untilYear`. */
export async function listConstructionYears(db: AppDatabase, untilYear: number): Promise<number[]> {
  const rows = await queryRows<{ year: number }>(
    db,
    sql`select distinct y as year
        from vehicles,
          generate_series(year_of_constr_from / 100, coalesce(year_of_constr_to / 100, ${untilYear}::int)) as y
        order by year desc`,
  )
  return rows.map((row) => Number(row.year))
}

/** The makes with a variant built in `year`, in Norwegian alphabetical order. */
export async function listManufacturersBuiltIn(
  db: AppDatabase,
  year: number,
): Promise<Manufacturer[]> {
  const rows = await db
    .selectDistinct({ manuId: manufacturers.manuId, manuName: manufacturers.manuName })
    .from(manufacturers)
    .innerJoin(modelSeries, eq(modelSeries.manuId, manufacturers.manuId))
    .innerJoin(vehicles, eq(vehicles.modelId, modelSeries.modelId))
    .where(builtInAnyOf([year]))
  return rows.sort((a, b) => byNorwegianName(a.manuName, b.manuName))
}

/** The model series of a make with a variant built in `year`, ordered as `listModelSeries`. */
export function listModelSeriesBuiltIn(
  db: AppDatabase,
  manuId: number,
  year: number,
): Promise<ModelSeries[]> {
  const variantBuilt = db
    .select({ carId: vehicles.carId })
    .from(vehicles)
    .where(and(eq(vehicles.modelId, modelSeries.modelId), builtInAnyOf([year])))
  return selectModelSeries(db, and(eq(modelSeries.manuId, manuId), exists(variantBuilt)))
}

/** The variants of these model series built in any of `years`, in no particular order. */
export async function listVariantsBuiltIn(
  db: AppDatabase,
  modelIds: readonly number[],
  years: readonly number[],
): Promise<VehicleVariant[]> {
  const found = await listVariantsWithSeriesBuiltIn(db, modelIds, years)
  return found.map(({ variant }) => variant)
}

/** As `listVariantsBuiltIn`, each variant with the id of its model series. */
export async function listVariantsWithSeriesBuiltIn(
  db: AppDatabase,
  modelIds: readonly number[],
  years: readonly number[],
): Promise<{ modelId: number; variant: VehicleVariant }[]> {
  if (modelIds.length === 0 || years.length === 0) return []
  const rows = await db
    .select()
    .from(vehicles)
    .where(and(inArray(vehicles.modelId, [...modelIds]), builtInAnyOf(years)))
  return rows.map((row) => ({ modelId: row.modelId, variant: toVehicleVariant(row) }))
}

/** A make by id; `null` when the catalogue has none. */
export async function findManufacturer(
  db: AppDatabase,
  manuId: number,
): Promise<Manufacturer | null> {
  return firstRow(
    db
      .select({ manuId: manufacturers.manuId, manuName: manufacturers.manuName })
      .from(manufacturers)
      .where(eq(manufacturers.manuId, manuId)),
  )
}

/** Whether the catalogue has a model series with this id. */
export async function modelSeriesExists(db: AppDatabase, modelId: number): Promise<boolean> {
  const rows = await db
    .select({ modelId: modelSeries.modelId })
    .from(modelSeries)
    .where(eq(modelSeries.modelId, modelId))
  return rows.length > 0
}

/**
 * The columns of a variant with its make and model series (vehicles → model_series →
 * manufacturers), for `VehicleDetails`; the garage reads them the same way.
 */
export const variantDetailsColumns = {
  manuId: manufacturers.manuId,
  manuName: manufacturers.manuName,
  modelId: modelSeries.modelId,
  modelname: modelSeries.modelname,
  modelFrom: modelSeries.yearOfConstrFrom,
  modelTo: modelSeries.yearOfConstrTo,
  carId: vehicles.carId,
  typeName: vehicles.typeName,
  powerKwFrom: vehicles.powerKwFrom,
  powerHpFrom: vehicles.powerHpFrom,
  ccmTech: vehicles.ccmTech,
  motorCode: vehicles.motorCode,
  fuel: vehicles.fuel,
  yearOfConstrFrom: vehicles.yearOfConstrFrom,
  yearOfConstrTo: vehicles.yearOfConstrTo,
}

export interface VariantDetailsRow {
  manuId: number
  manuName: string
  modelId: number
  modelname: string
  modelFrom: number
  modelTo: number | null
  carId: number
  typeName: string
  powerKwFrom: number
  powerHpFrom: number
  ccmTech: number | null
  motorCode: string | null
  fuel: string
  yearOfConstrFrom: number
  yearOfConstrTo: number | null
}

export function toVehicleDetails(row: VariantDetailsRow): VehicleDetails {
  return {
    id: row.carId,
    make: { manuId: row.manuId, manuName: row.manuName },
    model: {
      modelId: row.modelId,
      modelname: row.modelname,
      yearOfConstrFrom: row.modelFrom,
      yearOfConstrTo: row.modelTo,
    },
    engine: {
      carId: row.carId,
      typeName: row.typeName,
      powerKwFrom: row.powerKwFrom,
      powerHpFrom: row.powerHpFrom,
      ccmTech: row.ccmTech,
      motorCode: row.motorCode,
      fuel: row.fuel,
      yearOfConstrFrom: row.yearOfConstrFrom,
      yearOfConstrTo: row.yearOfConstrTo,
    },
  }
}

/** A variant with its make and model series; `null` when the catalogue has no such carId. */
export async function findVariantDetails(
  db: AppDatabase,
  carId: number,
): Promise<VehicleDetails | null> {
  const [row] = await db
    .select(variantDetailsColumns)
    .from(vehicles)
    .innerJoin(modelSeries, eq(modelSeries.modelId, vehicles.modelId))
    .innerJoin(manufacturers, eq(manufacturers.manuId, modelSeries.manuId))
    .where(eq(vehicles.carId, carId))
  return row ? toVehicleDetails(row) : null
}

/** A `vehicles` row → the API's variant: the one place this mapping lives. */
export function toVehicleVariant(row: typeof vehicles.$inferSelect): VehicleVariant {
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
    motorCode: row.motorCode,
  }
}
