/**
 * The one Lingui instance of the app. Everything else imports `i18n` from here.
 * Catalogs are compiled from `locales/{locale}/messages.po` by @lingui/vite-plugin and loaded
 * as separate chunks; the service worker precaches `no` and `en` and caches `ar` on first use.
 */
import { i18n, type Messages } from '@lingui/core'
import type { LoadableLocale } from '../../domain/locale'

const catalogs: Record<LoadableLocale, () => Promise<{ messages: Messages }>> = {
  no: () => import('./locales/no/messages.po'),
  en: () => import('./locales/en/messages.po'),
  ar: () => import('./locales/ar/messages.po'),
}

/** Loads the catalog of `locale` and makes it the active one. */
export async function activateLocale(locale: LoadableLocale): Promise<void> {
  const { messages } = await catalogs[locale]()
  i18n.loadAndActivate({ locale, messages })
}

export { i18n }
