import { type ShopSettings, shopSettingsSchema } from '../../../domain/settings'
import { authApi } from '../../lib/api-client'

/** `PUT /admin/settings`: replaces the shop's settings; answers them as saved. */
export async function saveSettings(settings: ShopSettings) {
  return shopSettingsSchema.parse(
    await authApi('/admin/settings', { method: 'PUT', body: settings }),
  )
}
