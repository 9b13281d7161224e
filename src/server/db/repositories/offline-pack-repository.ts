/** What a vehicle's offline pack lists: the articles fitted to it (`article_vehicles`). */
import { sql } from 'drizzle-orm'
import type { AppDatabase } from '../database'
import { queryRows } from '../query-rows'

export interface PackArticleRow {
  article_id: number
  article_number: string
  part_type_id: number
}

export async function vehicleExists(db: AppDatabase, carId: number): Promise<boolean> {
  const [vehicle] = await queryRows<{ car_id: number }>(
    db,
    sql`select car_id from vehicles where car_id = ${carId}`,
  )
  return vehicle !== undefined
}

/** The first `limit` articles fitted to `carId`, by article id. */
export function articlesFittedTo(
  db: AppDatabase,
  carId: number,
  limit: number,
): Promise<PackArticleRow[]> {
  return queryRows<PackArticleRow>(
    db,
    sql`select f.article_id, a.article_number, f.part_type_id
      from article_vehicles f join articles a on a.article_id = f.article_id
      where f.car_id = ${carId} order by f.article_id limit ${limit}`,
  )
}
