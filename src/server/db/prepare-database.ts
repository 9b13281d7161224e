/** Brings a freshly opened database up to date: migrations, then the catalogue if empty. */
import type { Database } from './database'
import { loadCatalogueIfEmpty } from './seed/load-catalogue'

export interface PreparedDatabase {
  seeded: boolean
}

export async function prepareDatabase(database: Database): Promise<PreparedDatabase> {
  await database.migrate()
  const seeded = await loadCatalogueIfEmpty(database.db)
  return { seeded }
}
