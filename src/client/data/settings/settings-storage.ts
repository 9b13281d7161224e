/** The footer shows the last settings at once on the next start, offline too. */
import { type ShopSettings, shopSettingsSchema } from '../../../domain/settings'

export const SETTINGS_STORAGE_KEY = 'settingsData'

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
