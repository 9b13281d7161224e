/** Test-only: the shop's settings as the admin saves them and the API answers them. */
import type { ShopSettings } from '../settings'

export const shopSettings: ShopSettings = {
  companyName: 'Delelager AS',
  orgNr: '315482097',
  phone: '+47 63 94 50 00',
  email: 'kundeservice@delelager.no',
  address: { street: 'Industrivegen 12', postcode: '2069', city: 'Jessheim' },
  openingHours: [{ fromDay: 1, toDay: 5, opens: '08:00', closes: '17:00' }],
  links: [
    { title: 'Facebook', url: 'https://www.facebook.com/delelager' },
    { title: 'YouTube', url: 'https://www.youtube.com/@delelager' },
  ],
}
