/** Links point at the configured origin, never a request's Host: a forged one would be mailed. */
import type { FastifyInstance } from 'fastify'
import type { Locale } from '../../domain/locale'
import type { AppDatabase } from '../db/database'
import { findOrderById, toOrder } from '../db/repositories/order-repository'
import { readShopSettings } from '../db/repositories/shop-settings-repository'
import { deliverLater } from './mail-delivery'
import { contactReceiptMail } from './mail/contact-receipt-mail'
import type { MailContext } from './mail/mail-layout'
import { orderConfirmationMail } from './mail/order-confirmation-mail'
import { passwordResetMail } from './mail/password-reset-mail'
import { type Shipment, shippedMail } from './mail/shipped-mail'

type MailingApp = Pick<FastifyInstance, 'database' | 'mail' | 'log'>

async function contextFor(db: AppDatabase, locale: Locale, origin: string): Promise<MailContext> {
  const seller = await readShopSettings(db)
  if (!seller) throw new Error('the shop has no settings: no seller to name in the mail')
  return { locale, origin, seller }
}

export function sendOrderConfirmation(app: MailingApp, orderId: string): void {
  const origin = app.mail.publicOrigin
  deliverLater(app, 'order-confirmation', async () => {
    const db = app.database.db
    const row = await findOrderById(db, orderId)
    if (row?.paymentStatus !== 'paid') return null
    const context = await contextFor(db, row.locale, origin)
    return {
      key: `order-confirmation:${row.id}`,
      message: orderConfirmationMail(context, toOrder(row)),
    }
  })
}

/** Keyed by order and tracking number, so a corrected tracking number is told. */
export function sendShippedNotice(app: MailingApp, orderId: string, shipment: Shipment): void {
  const origin = app.mail.publicOrigin
  deliverLater(app, 'order-shipped', async () => {
    const db = app.database.db
    const row = await findOrderById(db, orderId)
    if (!row) return null
    const context = await contextFor(db, row.locale, origin)
    return {
      key: `order-shipped:${row.id}:${shipment.trackingNumber}`,
      message: shippedMail(context, { number: row.number, email: row.email }, shipment),
    }
  })
}

export function sendPasswordReset(
  app: MailingApp,
  mail: { to: string; token: string; tokenId: string; locale: Locale },
): void {
  const origin = app.mail.publicOrigin
  deliverLater(app, 'password-reset', async () => {
    const context = await contextFor(app.database.db, mail.locale, origin)
    return {
      key: `password-reset:${mail.tokenId}`,
      message: passwordResetMail(context, mail.to, mail.token),
    }
  })
}

export function sendContactReceipt(
  app: MailingApp,
  contact: { id: string; name: string; email: string; subject: string | null; locale: Locale },
): void {
  const origin = app.mail.publicOrigin
  deliverLater(app, 'contact-receipt', async () => {
    const context = await contextFor(app.database.db, contact.locale, origin)
    return { key: `contact-receipt:${contact.id}`, message: contactReceiptMail(context, contact) }
  })
}
