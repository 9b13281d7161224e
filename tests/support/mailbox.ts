/**
 * A real SMTP server on 127.0.0.1 (a random port) that keeps what arrives, for tests that
 * check the shop's mail: point SMTP_URL at `mailbox.url`, then `await mailbox.next(address)`.
 * `folder` also writes each mail as a JSON file there (the e2e run's mailbox: see
 * readMailFolder), named by arrival time so they sort in order.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  /** Every link in the HTML part, in order. */
  links: string[]
  receivedAt: string
}

export interface Mailbox {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string
  /** Everything received so far, oldest first. */
  all(): ReceivedMail[]
  /** Mails to `address` so far. */
  to(address: string): ReceivedMail[]
  /** The next mail to `address` not yet taken by `next` (waits up to `timeoutMs`). */
  next(address: string, timeoutMs?: number): Promise<ReceivedMail>
  close(): Promise<void>
}

export function linksOf(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  )
}

export async function startMailbox(
  options: { folder?: string; port?: number } = {},
): Promise<Mailbox> {
  const received: ReceivedMail[] = []
  const taken = new Set<ReceivedMail>()
  const waiters = new Set<() => void>()
  if (options.folder) await mkdir(options.folder, { recursive: true })
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    async onData(stream, session, callback) {
      try {
        const parsed = await simpleParser(stream)
        const html = typeof parsed.html === 'string' ? parsed.html : ''
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html,
          links: linksOf(html),
          receivedAt: new Date().toISOString(),
        }
        received.push(mail)
        if (options.folder) {
          const name = `${Date.now()}-${received.length}.json`
          await writeFile(join(options.folder, name), JSON.stringify(mail))
        }
        for (const wake of waiters) wake()
        callback()
      } catch (error) {
        callback(error as Error)
      }
    },
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  const to = (address: string) => received.filter((mail) => mail.to.includes(address.toLowerCase()))
  return {
    url: `smtp://127.0.0.1:${port}`,
    all: () => [...received],
    to,
    async next(address, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const mail = to(address).find((candidate) => !taken.has(candidate))
        if (mail) {
          taken.add(mail)
          return mail
        }
        const left = deadline - Date.now()
        if (left <= 0) throw new Error(`no mail to ${address} within ${timeoutMs} ms`)
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake)
            clearTimeout(timer)
            resolve()
          }
          const timer = setTimeout(wake, left)
          waiters.add(wake)
        })
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * The mails a mailbox wrote to `folder` to `address`, oldest first (e2e specs read the
 * e2e server's mail this way).
 */
export async function readMailFolder(folder: string, address: string): Promise<ReceivedMail[]> {
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) =>
    name.endsWith('.json'),
  )
  const mails = await Promise.all(
    names.map(
      async (name) => JSON.parse(await readFile(join(folder, name), 'utf8')) as ReceivedMail,
    ),
  )
  return mails
    .filter((mail) => mail.to.includes(address.toLowerCase()))
    .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
}
