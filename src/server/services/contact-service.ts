/**
 * The contact form (`POST /contact/send/email`): the message is stored in
 * `contact_messages` (the admin dashboard lists the latest), then mailed to the shop — to
 * MAIL_TO, or else the shop's e-mail address from the settings — with the sender as
 * Reply-To. A mail failure is logged and does not lose the message: it is stored already.
 * The writer gets a receipt in `locale` (customer-mail.ts), after the answer.
 */
import type { FastifyInstance } from 'fastify'
import type { Locale } from '../../domain/locale'
import {
  insertContactMessage,
  type NewContactMessage,
} from '../db/repositories/contact-messages-repository'
import { readShopSettings } from '../db/repositories/shop-settings-repository'
import type { MailMessage } from '../providers/mail/mail-port'
import { sendContactReceipt } from './customer-mail'

export const CONTACT_RECEIVED_MESSAGE = 'Takk! Meldingen er mottatt.'

/** The e-mail the shop receives for a message (plain text, in Norwegian). */
export function contactMail(to: string, message: NewContactMessage): MailMessage {
  const subject = message.subject
    ? `Kontaktskjema: ${message.subject}`
    : `Kontaktskjema: melding fra ${message.name}`
  return {
    to,
    replyTo: message.email,
    subject,
    text: [`Fra: ${message.name} <${message.email}>`, '', message.message].join('\n'),
  }
}

export async function receiveContactMessage(
  app: Pick<FastifyInstance, 'database' | 'mail' | 'log'>,
  message: NewContactMessage,
  { locale }: { locale: Locale },
): Promise<{ id: string; message: string }> {
  const { db } = app.database
  const { id } = await insertContactMessage(db, message)
  sendContactReceipt(app, { id, ...message, subject: message.subject ?? null, locale })
  try {
    const to = app.mail.to ?? (await readShopSettings(db))?.email
    if (to) await app.mail.sender.send(contactMail(to, message))
    else app.log.warn({ contactMessage: id }, 'contact message stored; no address to mail it to')
  } catch (error) {
    app.log.error({ err: error, contactMessage: id }, 'contact message stored; mailing it failed')
  }
  return { id, message: CONTACT_RECEIVED_MESSAGE }
}
