/** The readiness probe behind `GET /api/health`. */
import { sql } from 'drizzle-orm'
import type { AppDatabase } from '../database'

/** Whether the database answers a trivial query. */
export async function isDatabaseReady(db: AppDatabase): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}
