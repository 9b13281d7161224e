import { describe, expect, it } from 'vitest'
import { startOfDayInOslo } from './admin'

describe('startOfDayInOslo', () => {
  it('is midnight Norwegian winter time (UTC+1)', () => {
    expect(startOfDayInOslo(new Date('2026-11-24T14:30:00Z')).toISOString()).toBe(
      '2026-11-23T23:00:00.000Z',
    )
  })

  it('is midnight Norwegian summer time (UTC+2)', () => {
    expect(startOfDayInOslo(new Date('2026-07-01T09:00:00Z')).toISOString()).toBe(
      '2026-06-30T22:00:00.000Z',
    )
  })

  it('already counts a UTC evening as the next Norwegian day after midnight there', () => {
    // 23:30 UTC on 24 November is 00:30 on 25 November in Oslo.
    expect(startOfDayInOslo(new Date('2026-11-24T23:30:00Z')).toISOString()).toBe(
      '2026-11-24T23:00:00.000Z',
    )
  })
})
