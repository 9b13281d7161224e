import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactMessages } from '../../src/server/db/schema'
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
