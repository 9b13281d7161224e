/**
 * The e2e run's mailbox: a real SMTP server on E2E_SMTP_PORT that the e2e server sends
 * through (SMTP_URL in playwright.config.ts) and that writes each mail as JSON into
 * E2E_MAIL_DIR, emptied first, for specs to read with `mailTo` (mail-helpers.ts).
 */
import { rm } from 'node:fs/promises'
import { startMailbox } from '../support/mailbox'
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from './mail-helpers'

export default async function globalSetup() {
  await rm(E2E_MAIL_DIR, { recursive: true, force: true })
  const mailbox = await startMailbox({ folder: E2E_MAIL_DIR, port: E2E_SMTP_PORT })
  return () => mailbox.close()
}
