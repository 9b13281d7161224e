/**
 * The demo shop's settings, stored on first start when there are none. Made up but
 * believable: real organisation numbers start with 8 or 9, so 315 482 097 (valid MOD11 check
 * digit) names no registered company; the phone number, address and social pages are
 * placeholders for the shop's own.
 */
import type { ShopSettings } from '../../../domain/settings'

export const DEMO_SHOP_SETTINGS: ShopSettings = {
  companyName: 'Delelager AS',
  orgNr: '315482097',
  phone: '+47 63 94 50 00',
  email: 'kundeservice@delelager.no',
  address: { street: 'Industrivegen 12', postcode: '2069', city: 'Jessheim' },
  openingHours: [
    { fromDay: 1, toDay: 5, opens: '08:00', closes: '17:00' },
    { fromDay: 6, toDay: 6, opens: '10:00', closes: '15:00' },
  ],
  links: [
    { title: 'Facebook', url: 'https://www.facebook.com/delelager' },
    { title: 'Instagram', url: 'https://www.instagram.com/delelager' },
    { title: 'YouTube', url: 'https://www.youtube.com/@delelager' },
  ],
}
