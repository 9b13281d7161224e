import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminOutboxResponseSchema } from '../../src/domain/admin-mail'
import { formatOrgNumber } from '../../src/domain/org-number'
import type { ShopSettings } from '../../src/domain/settings'
import { readShopSettings } from '../../src/server/db/repositories/shop-settings-repository'
import { mailDeliveries } from '../../src/server/db/schema'
import { SIGNATURE_HEADER, signCallback } from '../../src/server/providers/payment/test-provider'
import { sendShippedNotice } from '../../src/server/services/customer-mail'
import { retryDueMail } from '../../src/server/services/mail-delivery'
import { signInAsAdmin, uniqueEmail } from '../support/accounts'
import { buildTestApp, type TestApp } from '../support/build-app'
import { type Mailbox, startMailbox } from '../support/mailbox'
import {
  anArticleInStock,
  confirmWithApprovedCard,
  type OrderedArticle,
  payOrder,
  placeOrder,
  startPayment,
} from '../support/orders'

const ORIGIN = 'https://shop.example'

describe('mail to customers, through a real SMTP server', () => {
  let t: TestApp
  let mailbox: Mailbox
  let article: OrderedArticle
  let seller: ShopSettings

  beforeAll(async () => {
    mailbox = await startMailbox()
    t = await buildTestApp({
      config: {
        mail: { smtpUrl: mailbox.url, from: 'nettbutikk@example.no', to: 'butikk@example.no' },
        publicOrigin: ORIGIN,
      },
    })
    article = await anArticleInStock(t.app)
    seller = (await readShopSettings(t.app.database.db)) as ShopSettings
  })
  afterAll(async () => {
    await t?.cleanup()
    await mailbox?.close()
  })

  it('confirms a paid order once, in bokmål, with the sums, the seller and the right of withdrawal', async () => {
    const email = uniqueEmail()
    const order = await placeOrder(t.app, article, { email })
    // payOrder reports the payment twice: the provider's callback and the checkout page.
    await payOrder(t.app, order)
    const mail = await mailbox.next(email)
    expect(mail.subject).toBe(`Ordrebekreftelse – ordre ${order.number}`)
    expect(mail.from).toBe('nettbutikk@example.no')
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(article.articleNumber)
      expect(part).toContain('Herav MVA (25 %)')
      expect(part).toContain('Gata 1')
      expect(part).toContain(seller.companyName)
      expect(part).toContain(`Org.nr. ${formatOrgNumber(seller.orgNr)}`)
      expect(part).toContain('14 dagers angrerett')
    }
    expect(mail.links).toContain(`${ORIGIN}/cancellation-form`)
    await t.app.mail.settled()
    expect(mailbox.to(email)).toHaveLength(1)
  })

  it('sends no second confirmation when the payment callback arrives again', async () => {
    const email = uniqueEmail()
    const order = await placeOrder(t.app, article, { email })
    const paymentId = await startPayment(t.app, order)
    await confirmWithApprovedCard(t.app, paymentId)
    await mailbox.next(email)
    const body = JSON.stringify({ type: 'payment.updated', paymentId })
    for (let i = 0; i < 2; i++) {
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signCallback(t.app.payments.webhookSecret, body),
        },
        payload: body,
      })
      expect(again.statusCode).toBe(200)
    }
    await t.app.mail.settled()
    expect(mailbox.to(email)).toHaveLength(1)
  })

  it('writes to a shopper who ordered in English in English', async () => {
    const email = uniqueEmail()
    const order = await placeOrder(t.app, article, { email, lang: 'en' })
    await payOrder(t.app, order)
    const mail = await mailbox.next(email)
    expect(mail.subject).toBe(`Order confirmation – order ${order.number}`)
    expect(mail.text).toContain('14-day right of withdrawal')
    expect(mail.text).toContain(`Org. no. ${formatOrgNumber(seller.orgNr)}`)
    expect(mail.links).toContain(`${ORIGIN}/en/cancellation-form`)
  })

  it('sends no confirmation for an order not paid', async () => {
    const email = uniqueEmail()
    await placeOrder(t.app, article, { email })
    await t.app.mail.settled()
    expect(mailbox.to(email)).toHaveLength(0)
  })

  it('tells the customer the order is shipped when the admin ships it, with the tracking link, once per parcel', async () => {
    const email = uniqueEmail()
    const order = await placeOrder(t.app, article, { email })
    await payOrder(t.app, order)
    await mailbox.next(email)
    const admin = await signInAsAdmin(t.app)
    const shipment = { carrier: 'posten', trackingNumber: 'AB123456789NO' } as const
    for (const change of [{ status: 'PACKED' }, { status: 'SHIPPED', ...shipment }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/status`,
        headers: { authorization: admin.token },
        payload: change,
      })
      expect(response.statusCode).toBe(200)
    }
    const mail = await mailbox.next(email)
    // Asked again (a retried request): still one notice for the parcel.
    sendShippedNotice(t.app, order.id, shipment)
    expect(mail.subject).toBe(`Ordre ${order.number} er sendt`)
    expect(mail.text).toContain('Sporingsnummer: AB123456789NO')
    expect(mail.links).toContain('https://sporing.posten.no/sporing/AB123456789NO')
    await t.app.mail.settled()
    expect(mailbox.to(email)).toHaveLength(2)
  })

  it('sends the writer of a contact message a receipt in their language, and the shop the message', async () => {
    const email = uniqueEmail('skriver')
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact/send/email?lang=en',
      payload: { payload: { name: 'Kari', email, subject: 'Brakes', message: 'Hello there' } },
    })
    expect(response.statusCode).toBe(201)
    const receipt = await mailbox.next(email)
    expect(receipt.subject).toBe('We have received your message')
    expect(receipt.text).toContain('Hello, Kari!')
    expect(receipt.text).toContain('Subject: Brakes')
    expect(receipt.text).not.toContain('Hello there')
    const toShop = await mailbox.next('butikk@example.no')
    expect(toShop.text).toContain('Hello there')
  })
})

describe('a mail server that is down', () => {
  it('neither fails nor slows the shopper, keeps the mail and sends it on a retry', async () => {
    const mailbox = await startMailbox()
    const port = Number(new URL(mailbox.url).port)
    await mailbox.close()
    const t = await buildTestApp({
      config: {
        mail: { smtpUrl: mailbox.url, from: 'nettbutikk@example.no' },
        publicOrigin: ORIGIN,
      },
    })
    try {
      const article = await anArticleInStock(t.app)
      const email = uniqueEmail()
      const order = await placeOrder(t.app, article, { email })
      await payOrder(t.app, order)
      await t.app.mail.settled()
      const db = t.app.database.db
      const key = `order-confirmation:${order.id}`
      const [stored] = await db.select().from(mailDeliveries).where(eq(mailDeliveries.key, key))
      expect(stored).toMatchObject({ attempts: 1, sentAt: null })

      const back = await startMailbox({ port })
      try {
        await db
          .update(mailDeliveries)
          .set({ nextAttemptAt: sql`now() - interval '1 second'` })
          .where(eq(mailDeliveries.key, key))
        expect(await retryDueMail(t.app)).toBe(1)
        expect((await back.next(email)).subject).toBe(`Ordrebekreftelse – ordre ${order.number}`)
        expect(await retryDueMail(t.app)).toBe(0)
      } finally {
        await back.close()
      }
    } finally {
      await t.cleanup()
    }
  })
})

describe('the outbox, without a mail server', () => {
  it('keeps both parts of each mail for an admin to read, newest first', async () => {
    const t = await buildTestApp({ config: { publicOrigin: ORIGIN } })
    try {
      const email = uniqueEmail('skriver')
      await t.app.inject({
        method: 'POST',
        url: '/api/contact/send/email',
        payload: { payload: { name: 'Ola', email, message: 'Har dere bremseklosser?' } },
      })
      await t.app.mail.settled()
      const admin = await signInAsAdmin(t.app)
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/mail-outbox?perPage=10',
        headers: { authorization: admin.token },
      })
      expect(response.statusCode).toBe(200)
      const { data } = adminOutboxResponseSchema.parse(response.json())
      expect(data.total).toBeGreaterThanOrEqual(2)
      const receipt = data.array.find((mail) => mail.to === email)
      expect(receipt).toMatchObject({ subject: 'Vi har mottatt meldingen din' })
      expect(receipt?.text).toContain('Hei, Ola!')
      expect(receipt?.html).toContain('<html lang="nb">')
      expect(data.array.some((mail) => mail.text.includes('Har dere bremseklosser?'))).toBe(true)
      const created = data.array.map((mail) => mail.created)
      expect(created).toEqual([...created].sort().reverse())
    } finally {
      await t.cleanup()
    }
  })
})
