import type { AddressInfo } from 'node:net'
import { desc, eq } from 'drizzle-orm'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactMessages, mailOutbox } from '../../src/server/db/schema'
import { buildTestApp, type TestApp } from '../support/build-app'

const URL = '/api/contact/send/email'

describe('POST /api/contact/send/email', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t?.cleanup())

  const send = (payload: object) => t.app.inject({ method: 'POST', url: URL, payload })

  it('stores the message and thanks the sender in Norwegian', async () => {
    const response = await send({
      payload: {
        name: '  Kari Nordmann ',
        email: 'kari@example.no',
        subject: 'Bremseklosser',
        message: 'Har dere P 85 112 på lager?',
      },
    })

    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      message: 'Takk! Meldingen er mottatt.',
    })
    const [row] = await t.app.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, body.id))
    expect(row).toMatchObject({
      name: 'Kari Nordmann',
      email: 'kari@example.no',
      subject: 'Bremseklosser',
      message: 'Har dere P 85 112 på lager?',
    })
    expect(row?.createdAt).toBeInstanceOf(Date)
  })

  it('stores a message without a subject', async () => {
    const response = await send({ payload: { name: 'Ola', email: 'a@b', message: 'Hei' } })

    expect(response.statusCode).toBe(201)
    const [row] = await t.app.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, response.json().id))
    expect(row?.subject).toBeNull()
  })

  it.each([
    ['an address without @', 'ola.example.no'],
    ['an address with two @', 'ola@@example.no'],
    ['nothing before the @', '@example.no'],
    ['nothing after the @', 'ola@'],
    ['an empty address', ''],
  ])('refuses %s', async (_case, email) => {
    const response = await send({ payload: { name: 'Ola', email, message: 'Hei' } })

    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('VALIDATION_ERROR')
    expect(response.json().error.message).toContain('payload.email')
  })

  it('refuses a missing or blank message, an overlong one, and a body without payload', async () => {
    const blank = await send({ payload: { name: 'Ola', email: 'a@b', message: '   ' } })
    const long = await send({ payload: { name: 'Ola', email: 'a@b', message: 'x'.repeat(5_001) } })
    const bare = await send({ name: 'Ola', email: 'a@b', message: 'Hei' })

    for (const response of [blank, long, bare]) {
      expect(response.statusCode).toBe(400)
      expect(response.json().error.code).toBe('VALIDATION_ERROR')
    }
  })

  it('stores nothing for a refused message', async () => {
    const before = await t.app.database.db.$count(contactMessages)

    await send({ payload: { name: '', email: 'a@b', message: 'Hei' } })

    expect(await t.app.database.db.$count(contactMessages)).toBe(before)
  })
})

describe('mailing contact messages and limiting them', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ config: { contactLimitPerHour: 3 } })
  })
  afterAll(() => t?.cleanup())

  const send = (payload: object, ip: string) =>
    t.app.inject({ method: 'POST', url: URL, payload: { payload }, remoteAddress: ip })

  it("puts the mail in the outbox, to the shop's address, answerable to the sender", async () => {
    const response = await send(
      { name: 'Per Hansen', email: 'per@example.no', subject: 'Lyspærer', message: 'H7?' },
      '192.0.2.1',
    )
    expect(response.statusCode).toBe(201)
    await t.app.mail.settled()
    const [mail, receipt] = await Promise.all(
      ['kundeservice@delelager.no', 'per@example.no'].map(async (to) => {
        const [row] = await t.app.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, to))
          .orderBy(desc(mailOutbox.createdAt))
          .limit(1)
        return row
      }),
    )
    // The writer gets a receipt in the outbox too.
    expect(receipt?.subject).toBe('Vi har mottatt meldingen din')
    // No MAIL_TO: the shop's own address from the settings.
    expect(mail).toMatchObject({
      to: 'kundeservice@delelager.no',
      replyTo: 'per@example.no',
      subject: 'Kontaktskjema: Lyspærer',
    })
    expect(mail?.body).toContain('Per Hansen <per@example.no>')
    expect(mail?.body).toContain('H7?')
  })

  it('answers 429 past the hourly limit for one IP address and stores nothing more', async () => {
    const message = { name: 'Ola', email: 'ola@example.no', message: 'Hei' }
    for (let i = 0; i < 3; i++) expect((await send(message, '192.0.2.2')).statusCode).toBe(201)
    const before = await t.app.database.db.$count(contactMessages)
    const refused = await send(message, '192.0.2.2')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error.code).toBe('TOO_MANY_REQUESTS')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(await t.app.database.db.$count(contactMessages)).toBe(before)
    // Another address is not held back.
    expect((await send(message, '192.0.2.3')).statusCode).toBe(201)
  })
})

describe('mailing contact messages over SMTP (SMTP_URL set)', () => {
  let t: TestApp
  let smtp: SMTPServer
  const received: { from: string; to: string[]; raw: string }[] = []

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = ''
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8')
        })
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const { port } = smtp.server.address() as AddressInfo
    t = await buildTestApp({
      config: {
        mail: {
          smtpUrl: `smtp://127.0.0.1:${port}`,
          from: 'nettbutikk@delelager.no',
          to: 'verksted@delelager.no',
        },
      },
    })
  })
  afterAll(async () => {
    await t?.cleanup()
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
  })

  it('hands the message to the mail server, from the shop, to MAIL_TO, reply to the sender', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: {
        payload: { name: 'Åse Øvrebø', email: 'ase@example.no', message: 'Når åpner dere?' },
      },
    })
    expect(response.statusCode).toBe(201)
    expect(received).toHaveLength(1)
    const [envelope] = received
    expect(envelope?.from).toBe('nettbutikk@delelager.no')
    expect(envelope?.to).toEqual(['verksted@delelager.no'])
    const mail = await simpleParser(envelope?.raw ?? '')
    expect(mail.subject).toBe('Kontaktskjema: melding fra Åse Øvrebø')
    expect(mail.replyTo?.text).toBe('ase@example.no')
    expect(mail.text).toContain('Når åpner dere?')
    // Nothing went to the outbox: SMTP took it.
    expect(await t.app.database.db.$count(mailOutbox)).toBe(0)
  })
})
