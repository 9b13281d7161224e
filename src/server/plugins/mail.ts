/**
 * Outgoing mail, chosen at start and exposed as `app.mail` (the mail port): SMTP when
 * SMTP_URL is set, otherwise the database outbox.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import type { MailSender } from '../providers/mail/mail-port'
import { createOutboxMailSender } from '../providers/mail/outbox-adapter'
import { createSmtpMailSender } from '../providers/mail/smtp-adapter'

declare module 'fastify' {
  interface FastifyInstance {
    mail: { sender: MailSender; from: string; to?: string }
  }
}

export interface MailPluginOptions {
  config: Pick<Config, 'mail'>
}

async function mailPlugin(app: FastifyInstance, { config }: MailPluginOptions) {
  const { smtpUrl, from, to } = config.mail
  const sender = smtpUrl
    ? createSmtpMailSender(smtpUrl, from)
    : createOutboxMailSender(app.database.db)
  app.decorate('mail', { sender, from, to })
  app.addHook('onClose', () => sender.close())
  app.log.info(
    { mail: sender.kind },
    `mail: ${sender.kind === 'smtp' ? 'SMTP' : 'the outbox table'}`,
  )
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['database'] })
