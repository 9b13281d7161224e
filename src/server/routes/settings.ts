/**
 * `GET /api/setting/settings`: the shop's settings (src/domain/settings.ts), the
 * object itself. 404 `SETTINGS_NOT_FOUND` if the row was deleted; the next start seeds it again.
 */
import type { FastifyInstance } from 'fastify'
import { type ShopSettings, shopSettingsSchema } from '../../domain/settings'
import { readShopSettings } from '../db/repositories/shop-settings-repository'
import { HttpError } from '../http-errors'
import { cacheCatalogueAnswers } from '../plugins/catalogue-caching'

/** Seconds browsers may reuse the settings; the service worker revalidates them network-first. */
const SETTINGS_MAX_AGE_S = 300

export async function settingsRoutes(app: FastifyInstance) {
  cacheCatalogueAnswers(app, SETTINGS_MAX_AGE_S)
  app.get(
    '/setting/settings',
    { schema: { response: { 200: shopSettingsSchema } } },
    async (): Promise<ShopSettings> => {
      const settings = await readShopSettings(app.database.db)
      if (!settings) throw new HttpError(404, 'SETTINGS_NOT_FOUND', 'The shop has no settings.')
      return settings
    },
  )
}
