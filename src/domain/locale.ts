export const LOCALES = ['no', 'en'] as const
/** `ar` loads on demand but is not offered. */
export const ALL_LOCALES = ['no', 'en', 'ar'] as const

export type Locale = (typeof LOCALES)[number]
export type LoadableLocale = (typeof ALL_LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'no'

export function htmlLang(locale: LoadableLocale): string {
  return locale === 'no' ? 'nb' : locale
}

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

export function localeFromPath(pathname: string): Locale {
  return hasEnPrefix(withLeadingSlash(pathname)) ? 'en' : DEFAULT_LOCALE
}

export function stripLocale(pathname: string): string {
  const path = withLeadingSlash(pathname)
  if (!hasEnPrefix(path)) return path
  return path.slice(EN_PREFIX.length) || '/'
}

export function pathForLocale(pathname: string, locale: Locale): string {
  const path = stripLocale(pathname)
  if (locale === DEFAULT_LOCALE) return path
  return path === '/' ? EN_PREFIX : `${EN_PREFIX}${path}`
}
