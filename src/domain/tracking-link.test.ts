import { describe, expect, it } from 'vitest'
import { trackingLink } from './tracking-link'

describe('trackingLink', () => {
  it("links a known carrier's tracking page, whatever the carrier name's case", () => {
    expect(trackingLink('Posten', 'ABC123NO')).toBe('https://sporing.posten.no/sporing/ABC123NO')
    expect(trackingLink(' post nord ', '123')).toBe('https://tracking.postnord.com/no/?id=123')
  })

  it('escapes the tracking number so it cannot change the address', () => {
    expect(trackingLink('bring', 'a/b?c')).toBe('https://sporing.bring.no/sporing/a%2Fb%3Fc')
  })

  it('has no link for a carrier it does not know', () => {
    expect(trackingLink('Budbilen', '42')).toBeNull()
  })
})
