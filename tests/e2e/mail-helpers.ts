/**
 * The e2e server's mail, as specs read it: every mail the server sent arrives at the run's
 * mailbox (global-setup.ts), which keeps it as a JSON file in E2E_MAIL_DIR.
 */
import { resolve } from 'node:path'
import { expect } from '@playwright/test'
import { type ReceivedMail, readMailFolder } from '../support/mailbox'

const ROOT = resolve(import.meta.dirname, '../..')
const PORT = Number(process.env.E2E_PORT ?? 4173)

/** The mailbox's SMTP port: the e2e server's + 2000 (clear of Vite's 5173), so two runs differ. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 2000)
export const E2E_MAIL_DIR = resolve(ROOT, process.env.E2E_MAIL_DIR ?? '.tmp/e2e-mail')

/** Waits for the `count`th mail to `address` (1 = the first) and answers it. */
export async function mailTo(address: string, count = 1): Promise<ReceivedMail> {
  let mails: ReceivedMail[] = []
  await expect
    .poll(
      async () => {
        mails = await readMailFolder(E2E_MAIL_DIR, address)
        return mails.length
      },
      { message: `mail number ${count} to ${address}`, timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count)
  return mails[count - 1] as ReceivedMail
}

/** The first link in `mail` whose address contains `part`. */
export function linkIn(mail: ReceivedMail, part: string): string {
  const link = mail.links.find((href) => href.includes(part))
  expect(link, `a link containing ${part} in "${mail.subject}"`).toBeDefined()
  return link as string
}
