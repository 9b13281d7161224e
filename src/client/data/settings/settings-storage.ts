/**
 * The last settings the server sent, in local storage under `settingsData`, so the footer shows
 * them at once on the next start, offline too. A copy of an older shape is ignored.
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
