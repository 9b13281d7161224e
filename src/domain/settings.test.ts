import { describe, expect, it } from 'vitest'
import { phoneHref, postalLine, type ShopSettings, shopSettingsSchema } from './settings'

const settings: ShopSettings = {
  companyName: 'Delelager AS',
  orgNr: '315482097',
  phone: '+47 63 94 50 00',
  email: 'kundeservice@delelager.no',
  address: { street: 'Industrivegen 12', postcode: '2069', city: 'Jessheim' },
  openingHours: [{ fromDay: 1, toDay: 5, opens: '08:00', closes: '17:00' }],
  links: [{ title: 'Facebook', url: 'https://www.facebook.com/delelager' }],
}

describe('shopSettingsSchema', () => {
  it('accepts complete settings', () => {
    expect(shopSettingsSchema.parse(settings)).toEqual(settings)
  })

  it('refuses an organisation number with a wrong check digit', () => {
    expect(shopSettingsSchema.safeParse({ ...settings, orgNr: '315482098' }).success).toBe(false)
  })

  it('refuses a postcode that is not four digits', () => {
    const address = { ...settings.address, postcode: '206' }
    expect(shopSettingsSchema.safeParse({ ...settings, address }).success).toBe(false)
  })

  it('refuses links that are not https, so no javascript: URL reaches an href', () => {
    for (const url of ['javascript:alert(1)', 'http://www.facebook.com/delelager']) {
      const links = [{ title: 'Facebook', url }]
      expect(shopSettingsSchema.safeParse({ ...settings, links }).success).toBe(false)
    }
  })

  it('refuses opening hours that close before they open or run backwards over the week', () => {
    const late = [{ fromDay: 1, toDay: 5, opens: '17:00', closes: '08:00' }]
    const backwards = [{ fromDay: 5, toDay: 1, opens: '08:00', closes: '17:00' }]
    expect(shopSettingsSchema.safeParse({ ...settings, openingHours: late }).success).toBe(false)
    expect(shopSettingsSchema.safeParse({ ...settings, openingHours: backwards }).success).toBe(
      false,
    )
  })

  it('refuses an e-mail address without exactly one @', () => {
    expect(shopSettingsSchema.safeParse({ ...settings, email: 'delelager.no' }).success).toBe(false)
  })
})

describe('display helpers', () => {
  it('makes a tel: link without spaces', () => {
    expect(phoneHref('+47 63 94 50 00')).toBe('tel:+4763945000')
  })

  it('writes the postcode before the city', () => {
    expect(postalLine(settings.address)).toBe('2069 Jessheim')
  })
})
