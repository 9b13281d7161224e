import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isApiError } from '../../src/domain/api-error'
import type { CartProduct } from '../../src/domain/cart'
import {
  JOB_LINES_MAX,
  JOB_LISTS_MAX,
  JOB_NAME_MAX,
  JOB_NOTE_MAX,
  type JobList,
} from '../../src/domain/job-list'
import { jobListSchema } from '../../src/domain/job-list-schema'
import { type SignedUp, signUp } from '../support/accounts'
import { buildTestApp, type TestApp } from '../support/build-app'

const product = (articleId: number): CartProduct => ({
  articleId,
  articleNumber: `DF${articleId}`,
  mfrName: 'TRW',
  name: 'TRW Bremseskive',
  price: 49_900,
  discount: 0,
})

const job = (fields: Partial<Omit<JobList, 'id'>> = {}): Omit<JobList, 'id'> => ({
  name: 'Bremser foran',
  customer: 'Kari Nordmann',
  vehicle: { plate: 'EL12345', carId: null, label: 'Tesla Model 3' },
  lines: [
    { product: product(101), quantity: 2, note: 'Begge sider' },
    { product: product(102), quantity: 1, note: '' },
  ],
  updatedAt: '2026-05-01T10:00:00.000Z',
  ...fields,
})

describe('the job lists of a signed-in user', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t?.cleanup())

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, who: SignedUp, body?: object) =>
    t.app.inject({ method, url, headers: { authorization: who.token }, payload: body })
  const put = (who: SignedUp, id: string, body: object) => call('PUT', `/api/jobs/${id}`, who, body)
  const list = async (who: SignedUp) =>
    (await call('GET', '/api/jobs', who)).json<{ items: JobList[] }>().items

  function expectError(response: { statusCode: number; json: () => unknown }, status: number) {
    expect(response.statusCode).toBe(status)
    expect(isApiError(response.json())).toBe(true)
  }

  it('keeps a list made on the device under its own id, with its lines, notes and vehicle', async () => {
    const user = await signUp(t.app)
    const id = randomUUID()
    const response = await put(user, id, job())

    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const item = jobListSchema.parse(response.json<{ item: JobList }>().item)
    expect(item).toEqual({ id, ...job() })
    expect(await list(user)).toEqual([item])
    expect((await call('GET', `/api/jobs/${id}`, user)).json()).toEqual({ item })
  })

  it('changes nothing when the same PUT is replayed', async () => {
    const user = await signUp(t.app)
    const id = randomUUID()
    const first = await put(user, id, job())
    const again = await put(user, id, job())

    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(await list(user)).toHaveLength(1)
  })

  it('keeps the copy changed last when two devices edited the same list', async () => {
    const user = await signUp(t.app)
    const id = randomUUID()
    const later = job({ name: 'Bremser og dekk', updatedAt: '2026-05-02T09:00:00.000Z' })
    await put(user, id, later)
    const earlier = await put(
      user,
      id,
      job({ name: 'Bremser', updatedAt: '2026-05-01T09:00:00.000Z' }),
    )

    expect(earlier.json<{ item: JobList }>().item.name).toBe('Bremser og dekk')
    const newer = await put(user, id, job({ name: 'Alt', updatedAt: '2026-05-03T09:00:00.000Z' }))
    expect(newer.json<{ item: JobList }>().item.name).toBe('Alt')
    expect((await list(user)).map((l) => l.name)).toEqual(['Alt'])
  })

  it('counts a time ahead of the server clock as now, so a fast clock cannot win every edit', async () => {
    const user = await signUp(t.app)
    const id = randomUUID()
    const answer = await put(user, id, job({ updatedAt: '2999-01-01T00:00:00.000Z' }))
    const stored = Date.parse(answer.json<{ item: JobList }>().item.updatedAt)

    expect(stored).toBeLessThanOrEqual(Date.now())
    const edited = await put(user, id, job({ name: 'Ny', updatedAt: new Date().toISOString() }))
    expect(edited.json<{ item: JobList }>().item.name).toBe('Ny')
  })

  it('deletes a list for good: a later copy from another device does not bring it back', async () => {
    const user = await signUp(t.app)
    const id = randomUUID()
    await put(user, id, job())
    const deleted = await call('DELETE', `/api/jobs/${id}`, user)

    expect(deleted.statusCode).toBe(200)
    expect(deleted.json()).toEqual({ items: [] })
    expectError(await put(user, id, job({ updatedAt: new Date().toISOString() })), 404)
    expectError(await call('GET', `/api/jobs/${id}`, user), 404)
    expect((await call('DELETE', `/api/jobs/${id}`, user)).statusCode).toBe(200)
    expect(await list(user)).toEqual([])
  })

  it('answers a delete of a list it never had without an error', async () => {
    const user = await signUp(t.app)
    expect((await call('DELETE', `/api/jobs/${randomUUID()}`, user)).statusCode).toBe(200)
  })

  it("never shows, changes or deletes another user's list (404)", async () => {
    const owner = await signUp(t.app)
    const other = await signUp(t.app)
    const id = randomUUID()
    await put(owner, id, job())

    for (const response of [
      await call('GET', `/api/jobs/${id}`, other),
      await put(other, id, job({ name: 'Kapret', updatedAt: new Date().toISOString() })),
      await call('DELETE', `/api/jobs/${id}`, other),
    ]) {
      expectError(response, 404)
      expect(response.body).not.toContain('Kari Nordmann')
    }
    expect(await list(other)).toEqual([])
    expect((await list(owner)).map((l) => l.name)).toEqual(['Bremser foran'])
  })

  it('refuses negative and zero quantities, too long names and notes, and too many lines (400)', async () => {
    const user = await signUp(t.app)
    const line = { product: product(7), quantity: 1, note: '' }
    const refused = [
      job({ lines: [{ ...line, quantity: -1 }] }),
      job({ lines: [{ ...line, quantity: 0 }] }),
      job({ name: 'x'.repeat(JOB_NAME_MAX + 1) }),
      job({ name: '   ' }),
      job({ lines: [{ ...line, note: 'x'.repeat(JOB_NOTE_MAX + 1) }] }),
      job({
        lines: Array.from({ length: JOB_LINES_MAX + 1 }, (_, i) => ({
          ...line,
          product: product(i + 1),
        })),
      }),
      job({ lines: [line, line] }),
      job({ vehicle: { plate: null, carId: null, label: 'Ingen' } }),
      { ...job(), owner: 'someone' },
    ]
    for (const body of refused) {
      const response = await put(user, randomUUID(), body)
      expectError(response, 400)
      expect(response.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_ERROR')
    }
    expectError(await put(user, 'not-a-uuid', job()), 400)
    expect(await list(user)).toEqual([])
  })

  it(`keeps at most ${JOB_LISTS_MAX} lists and says so (409)`, async () => {
    const user = await signUp(t.app)
    for (let i = 0; i < JOB_LISTS_MAX; i++) {
      expect((await put(user, randomUUID(), job({ name: `Jobb ${i}` }))).statusCode).toBe(200)
    }
    const full = await put(user, randomUUID(), job())
    expectError(full, 409)
    expect(full.json<{ error: { code: string } }>().error.code).toBe('TOO_MANY_JOB_LISTS')
    const [first] = await list(user)
    expect(
      (
        await put(
          user,
          first?.id ?? '',
          job({ name: 'Endret', updatedAt: new Date().toISOString() }),
        )
      ).statusCode,
    ).toBe(200)
  })

  it('asks for a token before anything else (401)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/jobs' })
    expectError(response, 401)
  })
})
