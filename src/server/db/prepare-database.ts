/** Brings a freshly opened database up to date: migrations, then the demo catalogue if empty. */
import type { Database } from './database'
import { seedDemoCatalogueIfEmpty } from './seed/seed-catalogue'

export interface PreparedDatabase {
  seeded: boolean
}

export async function prepareDatabase(database: Database): Promise<PreparedDatabase> {
  await database.migrate()
  const seeded = await seedDemoCatalogueIfEmpty(database.db)
  return { seeded }
}
