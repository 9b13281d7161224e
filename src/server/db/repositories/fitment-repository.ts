/** Which of a few articles fit one vehicle variant (the fitment badges). */
import { sql } from 'drizzle-orm'
import type { AppDatabase } from '../database'
import { anyOf, queryRows } from '../query-rows'

/** The ids among `articleIds` linked to `carId`, ascending; one index range scan. */
export async function articlesFitting(
  db: AppDatabase,
  carId: number,
  articleIds: readonly number[],
): Promise<number[]> {
  const rows = await queryRows<{ article_id: number }>(
    db,
    sql`select distinct article_id from article_vehicles
        where car_id = ${carId} and ${anyOf(sql`article_id`, articleIds)}
        order by article_id`,
  )
  return rows.map((row) => Number(row.article_id))
}
