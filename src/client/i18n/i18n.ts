/**
 * The one Lingui instance; catalogs load as chunks, the worker precaches `no` and `en`.
 */
import { i18n, type Messages } from '@lingui/core'
import type { LoadableLocale } from '../../domain/locale'

const catalogs: Record<LoadableLocale, () => Promise<{ messages: Messages }>> = {
  no: () => import('./locales/no/messages.po'),
  en: () => import('./locales/en/messages.po'),
  ar: () => import('./locales/ar/messages.po'),
}

export async function activateLocale(locale: LoadableLocale): Promise<void> {
  const { messages } = await catalogs[locale]()
  i18n.loadAndActivate({ locale, messages })
}

export { i18n }

/** Not Lingui's `<Plural>`: its `Intl.NumberFormat` loads the browser's locale data, 30–60 ms on a slow phone. */
export function takesSingular(count: number): boolean {
  return count === 1
}
