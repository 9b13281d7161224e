import { describe, expect, it } from 'vitest'
import { formatDays, formatTimes, WEEKDAY_NAMES } from './opening-hours'

describe('opening hours', () => {
  it('name a range of days with short weekday names in the page language', () => {
    expect(formatDays({ fromDay: 1, toDay: 5 }, 'no')).toBe('Man.–fre.')
    expect(formatDays({ fromDay: 1, toDay: 5 }, 'en')).toBe('Mon–Fri')
  })

  it('name a single day once', () => {
    expect(formatDays({ fromDay: 6, toDay: 6 }, 'no')).toBe('Lør.')
    expect(formatDays({ fromDay: 7, toDay: 7 }, 'en')).toBe('Sun')
  })

  it("write the weekdays as Intl's short names in nb-NO and en-GB", () => {
    for (const [locale, tag] of [
      ['no', 'nb-NO'],
      ['en', 'en-GB'],
    ] as const) {
      const intl = new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' })
      // 1 January 2024 was a Monday: ISO weekday n is 2024-01-0n.
      const days = [1, 2, 3, 4, 5, 6, 7].map((day) => intl.format(new Date(Date.UTC(2024, 0, day))))
      expect(WEEKDAY_NAMES[locale]).toEqual(days)
    }
  })

  it('show the times on the 24-hour clock', () => {
    expect(formatTimes({ opens: '08:00', closes: '17:00' })).toBe('08:00–17:00')
  })
})
