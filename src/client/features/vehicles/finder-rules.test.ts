import { describe, expect, it } from 'vitest'
import {
  articleDestination,
  engineDestination,
  isRegistration,
  REGISTRATION_THRESHOLD,
  registrationDestination,
  VIN_LOOKUP_DELAY_MS,
} from './finder-rules'

describe('finder rules', () => {
  it('waits 350 ms before a VIN lookup and counts more than 5 characters as a registration', () => {
    expect(VIN_LOOKUP_DELAY_MS).toBe(350)
    expect(REGISTRATION_THRESHOLD).toBe(5)
  })

  it('counts a text as a registration only when it is longer than five characters', () => {
    expect(isRegistration('EL123')).toBe(false)
    expect(isRegistration('EL1234')).toBe(true)
  })

  it('ignores surrounding spaces when counting a registration', () => {
    expect(isRegistration('  EL123  ')).toBe(false)
  })

  it('sends a registration to the vehicle results lowercased', () => {
    expect(registrationDestination(' EL12345 ')).toEqual({
      to: '/all',
      search: { registreringsNummer: 'el12345' },
    })
  })

  it('sends an engine to the vehicle results by its motor id', () => {
    expect(engineDestination(320510)).toEqual({ to: '/all', search: { motorID: 320510 } })
  })

  it('sends an article number to the article search', () => {
    expect(articleDestination(' HU 7008 z ')).toEqual({
      to: '/catalog/article',
      search: { n: 'HU 7008 z' },
    })
  })
})
