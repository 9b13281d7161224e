/**
 * Which language a page is in, read from its path: the first path segment `en`
 * means English, anything else means Norwegian (bokmål), the default. English pages
 * live under `/en`, Norwegian ones at the root.
 */
/** Locales offered in the language switch. */
export const LOCALES = ['no', 'en'] as const
/** Every locale with a translation file; `ar` loads on demand but is not offered. */
export const ALL_LOCALES = ['no', 'en', 'ar'] as const

export type Locale = (typeof LOCALES)[number]
export type LoadableLocale = (typeof ALL_LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'no'

/** The `lang` attribute of a page in `locale` (BCP 47: Norwegian bokmål is `nb`). */
export function htmlLang(locale: LoadableLocale): string {
  return locale === 'no' ? 'nb' : locale
}

/** The path prefix of English pages. */
const EN_PREFIX = '/en'

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value)
}

function hasEnPrefix(pathname: string): boolean {
  return pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`)
}

function withLeadingSlash(pathname: string): string {
  return pathname.startsWith('/') ? pathname : `/${pathname}`
}

/** The language of a page: `en` when the first path segment is `en`, otherwise `no`. */
export function localeFromPath(pathname: string): Locale {
  return hasEnPrefix(withLeadingSlash(pathname)) ? 'en' : DEFAULT_LOCALE
}

/** The path without its language prefix: `/en/cart` → `/cart`, `/en` → `/`. */
export function stripLocale(pathname: string): string {
  const path = withLeadingSlash(pathname)
  if (!hasEnPrefix(path)) return path
  return path.slice(EN_PREFIX.length) || '/'
}

/** The same page in another language: `/cart` ⇄ `/en/cart`, `/` ⇄ `/en`. */
export function pathForLocale(pathname: string, locale: Locale): string {
  const path = stripLocale(pathname)
  if (locale === DEFAULT_LOCALE) return path
  return path === '/' ? EN_PREFIX : `${EN_PREFIX}${path}`
}
