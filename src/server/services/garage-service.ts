/**
 * The account's garage: the vehicles a signed-in user keeps, newest first,
 * at most GARAGE_MAX_VEHICLES — the rule the device's own garage follows
 * (`addToGarage` in src/domain/garage.ts). Every change answers the whole list afterwards,
 * so the client can replace its copy.
 */
import {
  GARAGE_MAX_VEHICLES,
  type GarageAddBody,
  type GarageListResponse,
} from '../../domain/garage'
import type { AppDatabase } from '../db/database'
import { deleteFromGarage, listGarage, saveToGarage } from '../db/repositories/garage-repository'
import { unauthorized } from '../http-errors'
import { vehicleNotFound } from './vehicle-service'

export async function garageOf(db: AppDatabase, userId: string): Promise<GarageListResponse> {
  return { items: await listGarage(db, userId) }
}

export async function addToAccountGarage(
  db: AppDatabase,
  userId: string,
  { carId, year }: GarageAddBody,
): Promise<GarageListResponse> {
  const saved = await saveToGarage(db, { userId, carId, year: year ?? null }, GARAGE_MAX_VEHICLES)
  if (saved === 'unknown_vehicle') throw vehicleNotFound(carId)
  // Deleted between the token check and now: the token no longer names anyone.
  if (saved === 'unknown_user') throw unauthorized('invalid')
  return garageOf(db, userId)
}

export async function removeFromAccountGarage(
  db: AppDatabase,
  userId: string,
  carId: number,
): Promise<GarageListResponse> {
  await deleteFromGarage(db, userId, carId)
  return garageOf(db, userId)
}
