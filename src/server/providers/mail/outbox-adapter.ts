/** The mail port's outbox: each message stored in `mail_outbox` for an admin to read. */
import type { AppDatabase } from '../../db/database'
import { mailOutbox } from '../../db/schema'
import type { MailSender } from './mail-port'

export function createOutboxMailSender(db: AppDatabase): MailSender {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(mailOutbox).values({
        to: message.to,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        body: message.text,
        html: message.html ?? null,
      })
    },
    check: async () => true,
    close: async () => {},
  }
}
