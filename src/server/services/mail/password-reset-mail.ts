/** The password reset mail: a link to the reset page holding the single-use token. */
import type { MailMessage } from '../../providers/mail/mail-port'
import { composeMail, type MailContext, pageUrl } from './mail-layout'

/** The reset page's path; the token goes in its `token` search parameter. */
export const RESET_PASSWORD_PATH = '/account/reset-password'

const TEXTS = {
  no: {
    subject: 'Velg et nytt passord',
    asked:
      'Noen – forhåpentligvis du – har bedt om å få velge et nytt passord for kontoen med denne e-postadressen.',
    link: 'Velg nytt passord',
    rules: 'Lenken virker i én time og kan brukes én gang.',
    notYou:
      'Har du ikke bedt om dette, kan du se bort fra e-posten. Passordet ditt er ikke endret.',
  },
  en: {
    subject: 'Choose a new password',
    asked:
      'Someone – hopefully you – asked to choose a new password for the account with this e-mail address.',
    link: 'Choose a new password',
    rules: 'The link works for one hour and can be used once.',
    notYou:
      'If you did not ask for this, you can ignore this e-mail. Your password has not changed.',
  },
} as const

export function passwordResetMail(context: MailContext, to: string, token: string): MailMessage {
  const texts = TEXTS[context.locale]
  const url = `${pageUrl(context, RESET_PASSWORD_PATH)}?token=${encodeURIComponent(token)}`
  return composeMail(context, {
    to,
    subject: texts.subject,
    blocks: [
      { kind: 'paragraph', text: texts.asked },
      { kind: 'link', label: texts.link, url },
      { kind: 'paragraph', text: texts.rules },
      { kind: 'paragraph', text: texts.notYou },
    ],
  })
}
