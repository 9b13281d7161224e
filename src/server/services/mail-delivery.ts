// A mail is stored under a key naming what it is before it is sent, so a callback arriving twice
// sends nothing more; a failed send is retried by the sweep and never slows a shopper.
import type { FastifyInstance } from 'fastify'
import {
  claimDelivery,
  type DeliveryRow,
  dueDeliveries,
  insertDelivery,
  markDeliverySent,
} from '../db/repositories/mail-repository'
import type { MailMessage } from '../providers/mail/mail-port'

export const MAIL_RETRY_AFTER_S = 5 * 60
export const MAIL_MAX_ATTEMPTS = 6
const SWEEP_BATCH = 20

export type MailApp = Pick<FastifyInstance, 'database' | 'mail' | 'log'>

async function send(app: MailApp, row: DeliveryRow): Promise<boolean> {
  try {
    await app.mail.sender.send({
      to: row.to,
      ...(row.replyTo !== null && { replyTo: row.replyTo }),
      subject: row.subject,
      text: row.text,
      ...(row.html !== null && { html: row.html }),
    })
  } catch (error) {
    app.log.error(
      { err: error, mail: row.key, attempts: row.attempts },
      'mail not sent; it stays stored and is tried again',
    )
    return false
  }
  await markDeliverySent(app.database.db, row.id)
  return true
}

export async function deliverOnce(
  app: MailApp,
  key: string,
  message: MailMessage,
): Promise<'sent' | 'duplicate' | 'failed'> {
  const row = await insertDelivery(app.database.db, key, message, MAIL_RETRY_AFTER_S)
  if (!row) return 'duplicate'
  return (await send(app, row)) ? 'sent' : 'failed'
}

/** Nothing thrown here reaches the shopper. */
export function deliverLater(
  app: MailApp,
  what: string,
  compose: () => Promise<{ key: string; message: MailMessage } | null>,
): void {
  app.mail.background(async () => {
    try {
      const mail = await compose()
      if (mail) await deliverOnce(app, mail.key, mail.message)
    } catch (error) {
      app.log.error({ err: error, mail: what }, 'mail could not be made or stored')
    }
  })
}

export async function retryDueMail(app: MailApp): Promise<number> {
  const db = app.database.db
  let sent = 0
  for (const due of await dueDeliveries(db, MAIL_MAX_ATTEMPTS, SWEEP_BATCH)) {
    const claimed = await claimDelivery(db, due.id, MAIL_RETRY_AFTER_S)
    if (claimed && (await send(app, claimed))) sent += 1
  }
  return sent
}
