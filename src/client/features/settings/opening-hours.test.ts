import { describe, expect, it } from 'vitest'
import { formatDays, formatTimes } from './opening-hours'

describe('opening hours', () => {
  it('name a range of days with short weekday names in the page language', () => {
    expect(formatDays({ fromDay: 1, toDay: 5 }, 'no')).toBe('Man.–fre.')
    expect(formatDays({ fromDay: 1, toDay: 5 }, 'en')).toBe('Mon–Fri')
  })

  it('name a single day once', () => {
    expect(formatDays({ fromDay: 6, toDay: 6 }, 'no')).toBe('Lør.')
    expect(formatDays({ fromDay: 7, toDay: 7 }, 'en')).toBe('Sun')
  })

  it('show the times on the 24-hour clock', () => {
    expect(formatTimes({ opens: '08:00', closes: '17:00' })).toBe('08:00–17:00')
  })
})
