/**
 * Opening hours as shown: `Man.–fre.` / `08:00–17:00` in Norwegian, `Mon–Fri` in English.
 * Weekday names come from Intl, so no day name needs a translation.
 */
import type { Locale } from '../../../domain/locale'
import type { OpeningHours } from '../../../domain/settings'

const WEEKDAY_FORMATS: Record<Locale, Intl.DateTimeFormat> = {
  no: new Intl.DateTimeFormat('nb-NO', { weekday: 'short', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }),
}

/** 1 January 2024 was a Monday: ISO weekday `n` is 2024-01-0n. */
function weekdayName(isoDay: number, locale: Locale): string {
  return WEEKDAY_FORMATS[locale].format(new Date(Date.UTC(2024, 0, isoDay)))
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

/** `08:00–17:00`: 24-hour clock in both languages. */
export function formatTimes(hours: Pick<OpeningHours, 'opens' | 'closes'>): string {
  return `${hours.opens}–${hours.closes}`
}
