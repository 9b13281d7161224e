/**
 * The last settings the server sent, kept in local storage under `settingsData` (spec §9) as
 * the settings object's JSON, so the footer and contact details show at once on the next
 * start, offline too, before any request or the IndexedDB query cache answers.
 * Reads are checked with the shared schema: a copy from an older shape is ignored.
 */
import { type ShopSettings, shopSettingsSchema } from '../../../domain/settings'

export const SETTINGS_STORAGE_KEY = 'settingsData'

/** The stored settings, or `null` when there are none, they do not parse, or storage is blocked. */
export function readStoredSettings(): ShopSettings | null {
  try {
    const json = globalThis.localStorage?.getItem(SETTINGS_STORAGE_KEY)
    if (!json) return null
    const parsed = shopSettingsSchema.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : null
  } catch {
    // Bad JSON, or storage blocked (private mode, policies): as if nothing was stored.
    return null
  }
}

export function storeSettings(settings: ShopSettings): void {
  try {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings))
  } catch {
    // Full or blocked storage: the query cache still has them for this visit.
  }
}
