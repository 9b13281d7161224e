/**
 * The shop's settings, one row in `shop_settings` (id 1). Read back through the shared zod
 * schema, so a hand-edited row that breaks the contract fails here, not in a browser.
 */
import { eq } from 'drizzle-orm'
import { type ShopSettings, shopSettingsSchema } from '../../../domain/settings'
import type { AppDatabase } from '../database'
import { shopSettings } from '../schema'

/** The only row's id (the table's check allows no other). */
const SETTINGS_ROW_ID = 1

/** The row's columns for settings checked by the schema. */
function columnsOf(valid: ShopSettings) {
  return {
    companyName: valid.companyName,
    orgNr: valid.orgNr,
    phone: valid.phone,
    email: valid.email,
    street: valid.address.street,
    postcode: valid.address.postcode,
    city: valid.address.city,
    openingHours: valid.openingHours,
    links: valid.links,
  }
}

/** The settings, or `null` when the row is missing. */
export async function readShopSettings(db: AppDatabase): Promise<ShopSettings | null> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, SETTINGS_ROW_ID))
  if (!row) return null
  return shopSettingsSchema.parse({
    companyName: row.companyName,
    orgNr: row.orgNr,
    phone: row.phone,
    email: row.email,
    address: { street: row.street, postcode: row.postcode, city: row.city },
    openingHours: row.openingHours,
    links: row.links,
  })
}

/**
 * Stores `settings` unless a row exists: the first start seeds the demo shop, and settings
 * changed since are never overwritten. Safe when two instances start at once.
 */
export async function insertShopSettingsIfMissing(
  db: AppDatabase,
  settings: ShopSettings,
): Promise<boolean> {
  const inserted = await db
    .insert(shopSettings)
    .values({ id: SETTINGS_ROW_ID, ...columnsOf(shopSettingsSchema.parse(settings)) })
    .onConflictDoNothing()
    .returning({ id: shopSettings.id })
  return inserted.length > 0
}

/** Replaces the settings (the admin's settings form); creates the row if it was deleted. */
export async function saveShopSettings(
  db: AppDatabase,
  settings: ShopSettings,
): Promise<ShopSettings> {
  const valid = shopSettingsSchema.parse(settings)
  const values = columnsOf(valid)
  await db
    .insert(shopSettings)
    .values({ id: SETTINGS_ROW_ID, ...values })
    .onConflictDoUpdate({ target: shopSettings.id, set: values })
  return valid
}
