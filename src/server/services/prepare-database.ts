/**
 * Brings a freshly opened database up to date: migrations, then the catalogue if empty and
 * the demo shop's settings if there are none.
 */
import type { Database } from '../db/database'
import { insertShopSettingsIfMissing } from '../db/repositories/shop-settings-repository'
import { loadCatalogueIfEmpty } from '../db/seed/load-catalogue'
import { DEMO_SHOP_SETTINGS } from '../db/seed/shop-settings'

export interface PreparedDatabase {
  seeded: boolean
}

export async function prepareDatabase(database: Database): Promise<PreparedDatabase> {
  await database.migrate()
  const seeded = await loadCatalogueIfEmpty(database.db)
  await insertShopSettingsIfMissing(database.db, DEMO_SHOP_SETTINGS)
  return { seeded }
}
