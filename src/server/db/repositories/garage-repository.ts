/** Names are read from the catalogue on every read, never stored or taken from the client. */
import { and, desc, eq, notInArray, sql } from 'drizzle-orm'
import type { GarageVehicle } from '../../../domain/garage'
import type { AppDatabase } from '../database'
import { lockUser } from './users-repository'
import { garageVehicles, manufacturers, modelSeries, vehicles } from '../schema'
import { toVehicleDetails, variantDetailsColumns } from './vehicles-repository'

/** The carId breaks ties so lists and trimming agree. */
const newestFirst = [desc(garageVehicles.addedAt), desc(garageVehicles.carId)]

export async function listGarage(db: AppDatabase, userId: string): Promise<GarageVehicle[]> {
  const rows = await db
    .select({
      ...variantDetailsColumns,
      year: garageVehicles.year,
      addedAt: garageVehicles.addedAt,
    })
    .from(garageVehicles)
    .innerJoin(vehicles, eq(vehicles.carId, garageVehicles.carId))
    .innerJoin(modelSeries, eq(modelSeries.modelId, vehicles.modelId))
    .innerJoin(manufacturers, eq(manufacturers.manuId, modelSeries.manuId))
    .where(eq(garageVehicles.userId, userId))
    .orderBy(...newestFirst)
  return rows.map((row) => ({
    ...toVehicleDetails(row),
    year: row.year,
    addedAt: row.addedAt.toISOString(),
  }))
}

export type SaveToGarageResult = 'saved' | 'unknown_vehicle' | 'unknown_user'

/** Holds the user's row locked, so concurrent adds cannot leave more than `maxVehicles`. */
export async function saveToGarage(
  db: AppDatabase,
  entry: { userId: string; carId: number; year: number | null },
  maxVehicles: number,
): Promise<SaveToGarageResult> {
  return db.transaction(async (tx) => {
    if (!(await lockUser(tx, entry.userId))) return 'unknown_user'
    const [vehicle] = await tx
      .select({ carId: vehicles.carId })
      .from(vehicles)
      .where(eq(vehicles.carId, entry.carId))
    if (!vehicle) return 'unknown_vehicle'
    await tx
      .insert(garageVehicles)
      .values({ ...entry, addedAt: sql`now()` })
      .onConflictDoUpdate({
        target: [garageVehicles.userId, garageVehicles.carId],
        set: {
          addedAt: sql`now()`,
          year: sql`coalesce(excluded.year, ${garageVehicles.year})`,
        },
      })
    const kept = tx
      .select({ carId: garageVehicles.carId })
      .from(garageVehicles)
      .where(eq(garageVehicles.userId, entry.userId))
      .orderBy(...newestFirst)
      .limit(maxVehicles)
    await tx
      .delete(garageVehicles)
      .where(and(eq(garageVehicles.userId, entry.userId), notInArray(garageVehicles.carId, kept)))
    return 'saved'
  })
}

export async function deleteFromGarage(
  db: AppDatabase,
  userId: string,
  carId: number,
): Promise<void> {
  await db
    .delete(garageVehicles)
    .where(and(eq(garageVehicles.userId, userId), eq(garageVehicles.carId, carId)))
}
