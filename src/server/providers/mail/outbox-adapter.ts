/** The mail port's outbox: each message stored in `mail_outbox` for an admin to read. */
import type { AppDatabase } from '../../db/database'
import { insertOutboxMail } from '../../db/repositories/mail-repository'
import type { MailSender } from './mail-port'

export function createOutboxMailSender(db: AppDatabase): MailSender {
  return {
    kind: 'outbox',
    send: (message) => insertOutboxMail(db, message),
    check: async () => true,
    close: async () => {},
  }
}
