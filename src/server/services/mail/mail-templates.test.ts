import { describe, expect, it } from 'vitest'
import type { Order } from '../../../domain/order'
import type { ShopSettings } from '../../../domain/settings'
import { contactReceiptMail } from './contact-receipt-mail'
import type { MailContext } from './mail-layout'
import { orderConfirmationMail } from './order-confirmation-mail'
import { passwordResetMail } from './password-reset-mail'
import { shippedMail } from './shipped-mail'

const seller: ShopSettings = {
  companyName: 'Delelager AS',
  orgNr: '315482097',
  phone: '+47 22 00 00 00',
  email: 'post@delelager.no',
  address: { street: 'Verkstedveien 1', postcode: '0150', city: 'Oslo' },
  openingHours: [],
  links: [],
}
const context = (locale: 'no' | 'en'): MailContext => ({
  locale,
  origin: 'https://shop.example',
  seller,
})

const order: Order = {
  id: '6f1c2b1e-0000-4000-8000-000000000001',
  token: 'tok',
  number: 100042,
  created: '2026-03-02T10:00:00.000Z',
  status: 'PAID',
  paymentStatus: 'paid',
  items: [
    {
      articleId: 1,
      articleNumber: 'BP-1001',
      name: 'Bosch <Bremseklosser>',
      price: 49_900,
      quantity: 2,
      total: 99_800,
      backordered: 1,
      expectedDelivery: '2026-03-10',
    },
  ],
  quantity: 2,
  subtotal: 99_800,
  shippingCharges: 2_500,
  tax: 20_460,
  total: 102_300,
  totals: [],
  deliveryMethod: 'standard',
  shippingAddress: {
    firstName: 'Kari',
    lastName: 'Nordmann',
    country: 'Norge',
    address1: 'Storgata 5',
    city: 'Bergen',
    postcode: '5003',
  },
  email: 'kari@example.no',
}

describe('the order confirmation', () => {
  it('lists the lines, the sums with the MVA, the address, the seller and the withdrawal form in bokmål', () => {
    const mail = orderConfirmationMail(context('no'), order)
    expect(mail.to).toBe('kari@example.no')
    expect(mail.subject).toBe('Ordrebekreftelse – ordre 100042')
    for (const part of [mail.text, mail.html ?? '']) {
      expect(part).toContain('BP-1001')
      expect(part).toContain('998,00\u00a0kr')
      expect(part).toContain('1\u00a0023,00\u00a0kr')
      expect(part).toContain('Herav MVA (25 %)')
      expect(part).toContain('204,60\u00a0kr')
      expect(part).toContain('Storgata 5')
      expect(part).toContain('Delelager AS')
      expect(part).toContain('Org.nr. 315 482 097')
      expect(part).toContain('14 dagers angrerett')
      expect(part).toContain('https://shop.example/cancellation-form')
      expect(part).toContain('ventet 10. mars 2026')
    }
  })

  it('is in English with English links for an English order', () => {
    const mail = orderConfirmationMail(context('en'), order)
    expect(mail.subject).toBe('Order confirmation – order 100042')
    expect(mail.text).toContain('14-day right of withdrawal')
    expect(mail.text).toContain('Of which VAT (25 %): kr\u00a0204.60')
    expect(mail.text).toContain('https://shop.example/en/cancellation-form')
    expect(mail.text).toContain('Org. no. 315 482 097')
  })

  it('escapes what the shop did not write in the HTML part', () => {
    const mail = orderConfirmationMail(context('no'), order)
    expect(mail.html).toContain('Bosch &lt;Bremseklosser&gt;')
    expect(mail.html).not.toContain('<Bremseklosser>')
    expect(mail.text).toContain('Bosch <Bremseklosser>')
  })
})

describe('the shipped notice', () => {
  it("names the carrier and the tracking number, and links the carrier's tracking page", () => {
    const mail = shippedMail(context('no'), order, { carrier: 'posten', trackingNumber: 'AB12NO' })
    expect(mail.subject).toBe('Ordre 100042 er sendt')
    expect(mail.text).toContain('Transportør: Posten/Bring')
    expect(mail.text).toContain('Sporingsnummer: AB12NO')
    expect(mail.html).toContain('href="https://sporing.posten.no/sporing/AB12NO"')
  })

  it('still gives the number and the order page for a carrier without a tracking page', () => {
    const mail = shippedMail(context('en'), order, { carrier: 'other', trackingNumber: '7' })
    expect(mail.subject).toBe('Order 100042 has been shipped')
    expect(mail.text).toContain('Tracking number: 7')
    expect(mail.text).toContain('https://shop.example/en/track-order')
    expect(mail.text).not.toContain('Track the parcel')
    expect(mail.text).not.toContain('Carrier')
  })
})

describe('the password reset mail', () => {
  it('links the reset page with the token, in the asked language', () => {
    const no = passwordResetMail(context('no'), 'kari@example.no', 'a-b_c')
    expect(no.subject).toBe('Velg et nytt passord')
    expect(no.text).toContain('https://shop.example/account/reset-password?token=a-b_c')
    expect(no.text).toContain('én time')
    const en = passwordResetMail(context('en'), 'kari@example.no', 'a-b_c')
    expect(en.text).toContain('https://shop.example/en/account/reset-password?token=a-b_c')
    expect(en.text).toContain('one hour')
  })
})

describe('the contact receipt', () => {
  it('thanks the writer and repeats the subject but never the message', () => {
    const mail = contactReceiptMail(context('no'), {
      name: 'Ola',
      email: 'ola@example.no',
      subject: 'Bremser',
    })
    expect(mail.to).toBe('ola@example.no')
    expect(mail.subject).toBe('Vi har mottatt meldingen din')
    expect(mail.text).toContain('Hei, Ola!')
    expect(mail.text).toContain('Emne: Bremser')
    expect(mail.html).toContain('lang="nb"')
  })
})
