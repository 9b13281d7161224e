/**
 * Outgoing mail, chosen at start and exposed as `app.mail` (the mail port): SMTP when
 * SMTP_URL is set, otherwise the database outbox. Mails made after a request's answer run
 * through `app.mail.background`, which the app waits for when it closes; once a minute the
 * mail sweep retries stored mails the port refused (services/mail-delivery.ts).
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import type { MailSender } from '../providers/mail/mail-port'
import { createOutboxMailSender } from '../providers/mail/outbox-adapter'
import { createSmtpMailSender } from '../providers/mail/smtp-adapter'
import { retryDueMail } from '../services/mail-delivery'

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      sender: MailSender
      from: string
      to?: string
      /** The shop's origin (config.ts `publicOrigin`), for every link in a mail. */
      publicOrigin: string
      /** Runs `task` without making anyone wait; closing the app waits for it. */
      background(task: () => Promise<void>): void
      /** Resolves once every background task started so far has ended (tests). */
      settled(): Promise<void>
    }
  }
}

/** How often unsent mails are looked for, ms. */
export const MAIL_SWEEP_INTERVAL_MS = 60_000

export interface MailPluginOptions {
  config: Pick<Config, 'mail' | 'publicOrigin'>
}

async function mailPlugin(app: FastifyInstance, { config }: MailPluginOptions) {
  const { smtpUrl, from, to } = config.mail
  const sender = smtpUrl
    ? createSmtpMailSender(smtpUrl, from)
    : createOutboxMailSender(app.database.db)
  const running = new Set<Promise<void>>()
  const background = (task: () => Promise<void>) => {
    const run = task().finally(() => running.delete(run))
    running.add(run)
  }
  const settled = async () => {
    while (running.size > 0) await Promise.allSettled([...running])
  }
  app.decorate('mail', {
    sender,
    from,
    to,
    publicOrigin: config.publicOrigin,
    background,
    settled,
  })

  let sweeping = false
  const sweep = async () => {
    if (sweeping) return
    sweeping = true
    try {
      const sent = await retryDueMail(app)
      if (sent > 0) app.log.info({ sent }, 'mail: stored mails sent on a retry')
    } catch (error) {
      app.log.warn({ err: error }, 'mail: looking for unsent mails failed')
    } finally {
      sweeping = false
    }
  }
  const timer = setInterval(() => background(sweep), MAIL_SWEEP_INTERVAL_MS)
  timer.unref()
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await settled()
    await sender.close()
  })
  app.log.info(
    { mail: sender.kind },
    `mail: ${sender.kind === 'smtp' ? 'SMTP' : 'the outbox table'}`,
  )
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['database'] })
