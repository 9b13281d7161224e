import type { AddressInfo } from 'node:net'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { apiErrorSchema } from '../../domain/api-error'
import { loadConfig } from '../config'
import databaseAdmission, { BUSY_RETRY_AFTER_S, SERVER_BUSY_MESSAGE } from './database-admission'
import errorHandling from './error-handling'

/** A gate a route waits on: the test opens it. */
function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

/**
 * An app with the admission plugin (`slots`, `waitMs`) and the shop's error answers:
 * `GET /slow/:name` waits for its gate, `GET /fast` and the exempt `GET /health` answer at once.
 * `started` lists the requests in the order their handlers began.
 */
async function appWith(slots: number, waitMs: number) {
  const app = Fastify()
  const gates = new Map<string, ReturnType<typeof gate>>()
  const started: string[] = []
  await app.register(errorHandling, { bodyLimit: 1024, appShell: false })
  await app.register(databaseAdmission, { slots, waitMs, exempt: ['/health'] })
  app.get<{ Params: { name: string } }>('/slow/:name', async (request) => {
    started.push(request.params.name)
    const g = gate()
    gates.set(request.params.name, g)
    await g.opened
    return { name: request.params.name }
  })
  app.get('/fast', async () => {
    started.push('fast')
    return { ok: true }
  })
  app.get('/fails', async () => {
    started.push('fails')
    throw new Error('broken')
  })
  app.get('/health', async () => ({ status: 'ok' }))
  await app.ready()
  /** Resolves once the named slow request's handler runs. */
  const running = (name: string) =>
    expect.poll(() => gates.has(name), { timeout: 2000, interval: 5 }).toBe(true)
  const finish = (name: string) => gates.get(name)?.open()
  return { app, started, running, finish }
}

let open: FastifyInstance | undefined
afterEach(async () => {
  await open?.close()
  open = undefined
})

describe('admission to the database, per request', () => {
  it('lets no more requests work at once than it has slots, and the waiting ones go first come, first served', async () => {
    const { app, started, running, finish } = await appWith(1, 5000)
    open = app
    const first = app.inject('/slow/a')
    await running('a')
    const second = app.inject('/slow/b')
    const third = app.inject('/fast')
    // Both wait while `a` holds the only slot.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(started).toEqual(['a'])
    finish('a')
    await running('b')
    expect(started).toEqual(['a', 'b'])
    finish('b')
    const answers = await Promise.all([first, second, third])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200])
    expect(started).toEqual(['a', 'b', 'fast'])
  })

  it('answers a request that waited too long 503 SERVER_BUSY with Retry-After, without running it', async () => {
    const { app, started, running, finish } = await appWith(1, 100)
    open = app
    const holder = app.inject('/slow/a')
    await running('a')
    const refused = await app.inject('/fast')
    expect(refused.statusCode).toBe(503)
    expect(refused.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_S))
    expect(apiErrorSchema.parse(refused.json())).toEqual({
      error: { code: 'SERVER_BUSY', message: SERVER_BUSY_MESSAGE },
    })
    expect(refused.body).not.toMatch(/at .*\.ts/)
    expect(started).toEqual(['a'])
    finish('a')
    expect((await holder).statusCode).toBe(200)
    // The slot it never got is not lost: the next request runs.
    expect((await app.inject('/fast')).statusCode).toBe(200)
  })

  it('never queues the exempt health probe', async () => {
    const { app, running, finish } = await appWith(1, 100)
    open = app
    const holder = app.inject('/slow/a')
    await running('a')
    const health = await app.inject('/health')
    expect(health.statusCode).toBe(200)
    finish('a')
    await holder
  })

  it('gives the slot back when a request fails', async () => {
    const { app, started } = await appWith(1, 200)
    open = app
    expect((await app.inject('/fails')).statusCode).toBe(500)
    expect((await app.inject('/fast')).statusCode).toBe(200)
    expect(started).toEqual(['fails', 'fast'])
  })

  it('gives the slot back when the client goes away while its request works', async () => {
    const { app, running, finish } = await appWith(1, 2000)
    open = app
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const client = new AbortController()
    const gone = fetch(`http://127.0.0.1:${port}/slow/a`, { signal: client.signal }).catch(
      () => 'aborted',
    )
    await running('a')
    client.abort()
    expect(await gone).toBe('aborted')
    // `a` still holds its handler open, but its client left: the next request is let in.
    const next = await fetch(`http://127.0.0.1:${port}/fast`)
    expect(next.status).toBe(200)
    finish('a')
  })
})

describe('admission settings', () => {
  it('admits 4 requests at once on the embedded database and 20 on PostgreSQL unless DB_ACTIVE_REQUESTS says otherwise', () => {
    expect(loadConfig({}).databaseAdmission).toEqual({ slots: 4, waitMs: 8000 })
    const postgres = loadConfig({ DATABASE_URL: 'postgres://shop@127.0.0.1/shop' })
    expect(postgres.databaseAdmission.slots).toBe(20)
    expect(loadConfig({ DB_ACTIVE_REQUESTS: '7' }).databaseAdmission.slots).toBe(7)
    expect(() => loadConfig({ DB_ACTIVE_REQUESTS: '0' })).toThrow(/DB_ACTIVE_REQUESTS/)
  })
})
