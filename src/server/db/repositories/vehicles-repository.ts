import { and, asc, eq, exists, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { VehicleDetails } from '../../../domain/garage'
import type { Manufacturer, ModelSeries, VehicleVariant } from '../../../domain/vehicle-schema'
import type { AppDatabase } from '../database'
import { queryRows } from '../query-rows'
import { articleVehicles, manufacturers, modelSeries, vehicles } from '../schema'
import { firstRow } from '../first-row'

/** Whatever the DB collation: Škoda with S, Citroën with C. */
const byNorwegianName = new Intl.Collator('nb').compare

export async function listManufacturers(db: AppDatabase): Promise<Manufacturer[]> {
  const rows = await db
    .select({ manuId: manufacturers.manuId, manuName: manufacturers.manuName })
    .from(manufacturers)
  return rows.sort((a, b) => byNorwegianName(a.manuName, b.manuName))
}

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

/** Answered by the (car_id, part_type_id, article_id) index alone. */
export async function listPartTypeIdsForVehicle(db: AppDatabase, carId: number) {
  const rows = await db
    .selectDistinct({ partTypeId: articleVehicles.partTypeId })
    .from(articleVehicles)
    .where(eq(articleVehicles.carId, carId))
    .orderBy(asc(articleVehicles.partTypeId))
  return rows.map((row) => row.partTypeId)
}

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

// "Built in a year" is said of variants, never of model series, so every choice of the year picker
// leads to a variant.
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

export async function listVariantsBuiltIn(
  db: AppDatabase,
  modelIds: readonly number[],
  years: readonly number[],
): Promise<VehicleVariant[]> {
  const found = await listVariantsWithSeriesBuiltIn(db, modelIds, years)
  return found.map(({ variant }) => variant)
}

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

export async function modelSeriesExists(db: AppDatabase, modelId: number): Promise<boolean> {
  const rows = await db
    .select({ modelId: modelSeries.modelId })
    .from(modelSeries)
    .where(eq(modelSeries.modelId, modelId))
  return rows.length > 0
}

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
