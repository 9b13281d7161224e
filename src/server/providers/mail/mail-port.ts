/**
 * The mail port: how the shop sends e-mail (contact messages to the shop, mails to
 * customers through services/mail-delivery.ts). Two adapters —
 * SMTP (smtp-adapter.ts, when SMTP_URL is set) and the database outbox (outbox-adapter.ts)
 * that an admin reads on the dashboard when no mail server is configured.
 */
import type { MailMessage } from '../../db/repositories/mail-repository'

export type { MailMessage }

export interface MailSender {
  /** `smtp` or `outbox`: shown on the admin dashboard. */
  readonly kind: 'smtp' | 'outbox'
  /** Resolves once the message is handed over (to the SMTP server, or stored). */
  send(message: MailMessage): Promise<void>
  /** Whether mail can go out now (the admin dashboard's provider status). */
  check(): Promise<boolean>
  close(): Promise<void>
}
