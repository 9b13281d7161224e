/**
 * The short weekday names are Intl's, written out: the first date format a page builds loads
 * the browser's locale data, a long task on a slow phone, for seven words.
 */
import type { Locale } from '../../../domain/locale'
import type { OpeningHours } from '../../../domain/settings'

export const WEEKDAY_NAMES: Record<Locale, readonly string[]> = {
  no: ['man.', 'tir.', 'ons.', 'tor.', 'fre.', 'lør.', 'søn.'],
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
}

function weekdayName(isoDay: number, locale: Locale): string {
  return WEEKDAY_NAMES[locale][isoDay - 1] ?? ''
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1)
}

/** `Man.–fre.`, or one day `Lør.` (en dash between days, as Norwegian typography wants). */
export function formatDays(hours: Pick<OpeningHours, 'fromDay' | 'toDay'>, locale: Locale) {
  const from = weekdayName(hours.fromDay, locale)
  const days = hours.fromDay === hours.toDay ? from : `${from}–${weekdayName(hours.toDay, locale)}`
  return capitalise(days)
}

export function formatTimes(hours: Pick<OpeningHours, 'opens' | 'closes'>): string {
  return `${hours.opens}–${hours.closes}`
}
