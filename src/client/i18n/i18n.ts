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

/**
 * Whether a count takes the singular in the shop's languages: in bokmål and English a whole
 * number does exactly when it is 1. Counts shown as a page loads (the header's counters, a
 * list's total, reviews, stars) choose their message with this rather than Lingui's
 * `<Plural>`, whose `plural()` formats the number with `Intl.NumberFormat` every time — and
 * the first number format a page builds loads the browser's locale data, 30–60 ms of one task
 * on a slow phone. (Arabic, loadable but not offered, would need its own rules.)
 */
export function takesSingular(count: number): boolean {
  return count === 1
}
