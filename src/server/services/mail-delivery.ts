/**
 * Mails to customers, each sent once: a mail is stored under a key naming what it is
 * (`order-confirmation:<order id>`) before it goes to the mail port; a second request for the
 * same key — a payment callback that arrives twice, on any instance — finds it stored and
 * sends nothing. A mail the port refuses stays stored unsent and the mail sweep tries it
 * again (plugins/mail.ts), so a failing mail server loses nothing and slows no shopper:
 * `deliverLater` runs after the answer, and its failures are only logged.
 */
import type { FastifyInstance } from 'fastify'
import {
  claimDelivery,
  type DeliveryRow,
  dueDeliveries,
  insertDelivery,
  markDeliverySent,
} from '../db/repositories/mail-repository'
import type { MailMessage } from '../providers/mail/mail-port'

/** Wait before a mail not yet handed over is tried again, seconds. */
export const MAIL_RETRY_AFTER_S = 5 * 60
/** Attempts per mail before it is left for an operator (about half an hour of retries). */
export const MAIL_MAX_ATTEMPTS = 6
/** Mails retried per sweep. */
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

/** Stores the mail under `key` and sends it, unless a mail with that key exists already. */
export async function deliverOnce(
  app: MailApp,
  key: string,
  message: MailMessage,
): Promise<'sent' | 'duplicate' | 'failed'> {
  const row = await insertDelivery(app.database.db, key, message, MAIL_RETRY_AFTER_S)
  if (!row) return 'duplicate'
  return (await send(app, row)) ? 'sent' : 'failed'
}

/**
 * Makes and delivers a mail after the current request: `compose` reads what it needs
 * (its own transaction has committed) and answers the key and message, or `null` for
 * no mail. Nothing thrown here reaches the shopper.
 */
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

/** Sends the stored mails that are due again; answers how many went out. */
export async function retryDueMail(app: MailApp): Promise<number> {
  const db = app.database.db
  let sent = 0
  for (const due of await dueDeliveries(db, MAIL_MAX_ATTEMPTS, SWEEP_BATCH)) {
    const claimed = await claimDelivery(db, due.id, MAIL_RETRY_AFTER_S)
    if (claimed && (await send(app, claimed))) sent += 1
  }
  return sent
}
