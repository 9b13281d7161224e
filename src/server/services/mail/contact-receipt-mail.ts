/**
 * The receipt to whoever wrote through the contact form. It repeats only the subject, never
 * the message: the form takes any address, and the shop must not mail strangers' texts.
 */
import type { MailMessage } from '../../providers/mail/mail-port'
import { composeMail, type MailBlock, type MailContext } from './mail-layout'

const TEXTS = {
  no: {
    subject: 'Vi har mottatt meldingen din',
    hello: (name: string) => `Hei, ${name}!`,
    thanks:
      'Takk for at du skrev til oss. Vi svarer så snart vi kan, som regel innen én arbeidsdag.',
    about: 'Emne',
  },
  en: {
    subject: 'We have received your message',
    hello: (name: string) => `Hello, ${name}!`,
    thanks:
      'Thank you for writing to us. We answer as soon as we can, usually within one working day.',
    about: 'Subject',
  },
} as const

export function contactReceiptMail(
  context: MailContext,
  contact: { name: string; email: string; subject: string | null },
): MailMessage {
  const texts = TEXTS[context.locale]
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: texts.hello(contact.name) },
    { kind: 'paragraph', text: texts.thanks },
    ...(contact.subject
      ? [{ kind: 'table', rows: [[texts.about, contact.subject]] } as const]
      : []),
  ]
  return composeMail(context, { to: contact.email, subject: texts.subject, blocks })
}
