import { describe, expect, it } from 'vitest'
import { phoneHref, postalLine, shopSettingsSchema } from './settings'
import { shopSettings } from './test/shop-settings'

describe('shopSettingsSchema', () => {
  it('accepts complete settings', () => {
    expect(shopSettingsSchema.parse(shopSettings)).toEqual(shopSettings)
  })

  it('refuses an organisation number with a wrong check digit', () => {
    expect(shopSettingsSchema.safeParse({ ...shopSettings, orgNr: '315482098' }).success).toBe(
      false,
    )
  })

  it('refuses a postcode that is not four digits', () => {
    const address = { ...shopSettings.address, postcode: '206' }
    expect(shopSettingsSchema.safeParse({ ...shopSettings, address }).success).toBe(false)
  })

  it('refuses links that are not https, so no javascript: URL reaches an href', () => {
    for (const url of ['javascript:alert(1)', 'http://www.facebook.com/delelager']) {
      const links = [{ title: 'Facebook', url }]
      expect(shopSettingsSchema.safeParse({ ...shopSettings, links }).success).toBe(false)
    }
  })

  it('refuses opening hours that close before they open or run backwards over the week', () => {
    const late = [{ fromDay: 1, toDay: 5, opens: '17:00', closes: '08:00' }]
    const backwards = [{ fromDay: 5, toDay: 1, opens: '08:00', closes: '17:00' }]
    expect(shopSettingsSchema.safeParse({ ...shopSettings, openingHours: late }).success).toBe(
      false,
    )
    expect(shopSettingsSchema.safeParse({ ...shopSettings, openingHours: backwards }).success).toBe(
      false,
    )
  })

  it('refuses an e-mail address without exactly one @', () => {
    expect(shopSettingsSchema.safeParse({ ...shopSettings, email: 'delelager.no' }).success).toBe(
      false,
    )
  })
})

describe('display helpers', () => {
  it('makes a tel: link without spaces', () => {
    expect(phoneHref('+47 63 94 50 00')).toBe('tel:+4763945000')
  })

  it('writes the postcode before the city', () => {
    expect(postalLine(shopSettings.address)).toBe('2069 Jessheim')
  })
})
