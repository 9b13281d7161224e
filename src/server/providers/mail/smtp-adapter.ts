/**
 * The mail port over SMTP (nodemailer), for SMTP_URL such as
 * `smtp://user:password@mail.example.no:587` (STARTTLS) or `smtps://…:465`. Plain text, with an HTML alternative when the message has one.
 */
import nodemailer from 'nodemailer'
import type { MailSender } from './mail-port'

/** Longest wait for the mail server, so a contact message never hangs a request for long. */
const SMTP_TIMEOUT_MS = 10_000

export function createSmtpMailSender(smtpUrl: string, from: string): MailSender {
  const url = new URL(smtpUrl)
  const secure = url.protocol === 'smtps:'
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username && {
      auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    }),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  })
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        ...(message.html !== undefined && { html: message.html }),
      })
    },
    async check() {
      try {
        return await transport.verify()
      } catch {
        return false
      }
    },
    close: async () => transport.close(),
  }
}
