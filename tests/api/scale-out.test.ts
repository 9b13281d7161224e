/**
 * Two server instances — two processes on their own ports, as
 * behind a load balancer — on ONE PostgreSQL database, sharing nothing else but the uploads
 * folder (the storage port's disk adapter on a shared volume). The same carts and orders go
 * through both, alternately and at once: a token one issues the other accepts (the signing
 * key and the sessions live in the database) until it is signed out on either, a cart made
 * on one is changed on the other, an order key sent
 * to both makes one order, 50 orders for five pieces sent to both take exactly five, the
 * login limit counts attempts on both, a price changed through one is shown by both within a
 * second (each drops its kept answers when the database announces the change), and a picture
 * uploaded through one is served by the other.
 * Needs PostgreSQL (DATABASE_URL): the embedded database belongs to one process — its folder
 * lock refuses a second server (tests/api/durability.test.ts).
 */
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAYLOAD_VERSION, PAYLOAD_VERSION_HEADER } from '../../src/domain/payload-version'
import { createPostgresDatabase, usesPostgres } from '../support/build-app'
import { PNG } from '../support/images'
import { eventually } from '../support/eventually'
import { postgresAdmin } from '../support/postgres-admin'
import { orderBody } from '../support/orders'
import {
  freePort,
  type ServerProcess,
  startServer,
  waitUntilHealthy,
} from '../support/server-process'

const PASSWORD = 'blåbær og brunost'
describe.runIf(usesPostgres)('two server instances on one PostgreSQL database', () => {
  let root: string
  let database: { url: string; drop(): Promise<void> }
  let a: ServerProcess
  let b: ServerProcess
  let sold: { articleId: number; articleNumber: string }
  let fiveLeft: { articleId: number; articleNumber: string }

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'delelager-scale-'))
    database = await createPostgresDatabase()
    // One database, one shared uploads folder (DATA_DIR), two processes. The first one to
    // start migrates and seeds; the second waits for it (the migration lock) and finds it done.
    const env = { DATABASE_URL: database.url }
    a = startServer(join(root, 'shared'), await freePort(), env)
    b = startServer(join(root, 'shared'), await freePort(), env)
    await Promise.all([waitUntilHealthy(a, 120_000), waitUntilHealthy(b, 120_000)])
    const listing = (await (
      await fetch(`${a.baseUrl}/api/tecdoc/get-products?perPage=16&lang=no`)
    ).json()) as {
      articles: { articleId: number; articleNumber: string; available: boolean; price: number }[]
    }
    const forSale = listing.articles.filter((article) => article.available && article.price > 0)
    const [found, scarce] = forSale
    if (!found || !scarce) throw new Error('nothing to sell')
    sold = found
    fiveLeft = { articleId: scarce.articleId, articleNumber: scarce.articleNumber }
    // Orders take stock: the article ordered again and again has plenty, the other five.
    await postgresAdmin(
      database.url,
      `update articles set stock = case article_id when ${sold.articleId} then 10000 else 5 end,
        lead_time_days = 0 where article_id in (${sold.articleId}, ${fiveLeft.articleId})`,
    )
  }, 180_000)

  afterAll(async () => {
    for (const server of [a, b]) {
      if (server && server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM')
        await server.exited
      }
    }
    await database?.drop()
    await rm(root, { recursive: true, force: true })
  })

  const json = async (server: ServerProcess, path: string, init: RequestInit = {}) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
    })
    return { status: response.status, headers: response.headers, body: await response.json() }
  }

  it('accepts on one instance the token the other issued, and refuses it once signed out on the other', async () => {
    const email = `skala-${randomUUID().slice(0, 8)}@example.no`
    const signedUp = await json(a, '/api/auth/register', {
      method: 'POST',
      body: JSON.stringify({ email, password: PASSWORD }),
    })
    expect(signedUp.status).toBe(201)
    const authorization = signedUp.body.token
    const me = await json(b, '/api/user/me', { headers: { authorization } })
    expect(me.status).toBe(200)
    expect(me.body.user.email).toBe(email)
    const out = await fetch(`${a.baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization },
    })
    expect(out.status).toBe(204)
    expect((await json(b, '/api/user/me', { headers: { authorization } })).status).toBe(401)
  })

  it('keeps one cart whichever instance changes it, and replays a key on the other', async () => {
    const cartHeaders = (key: string) => ({
      'idempotency-key': key,
      [PAYLOAD_VERSION_HEADER]: String(PAYLOAD_VERSION),
    })
    const lines = (quantity: number) => ({
      newState: { items: [{ articleId: sold.articleId, quantity, options: [] }] },
    })
    const created = await json(a, '/api/cart/create-cart?lang=no', {
      method: 'POST',
      headers: cartHeaders(randomUUID()),
      body: JSON.stringify(lines(1)),
    })
    expect(created.status).toBe(201)
    const cartId: string = created.body.cartId
    const updateKey = randomUUID()
    const update = { cartId, ...lines(3) }
    const onB = await json(b, '/api/cart/update-cart?lang=no', {
      method: 'POST',
      headers: cartHeaders(updateKey),
      body: JSON.stringify(update),
    })
    expect(onB.status).toBe(200)
    expect(onB.body.version).toBe(2)
    // The same request again, on the other instance: the stored answer, applied once.
    const replayOnA = await json(a, '/api/cart/update-cart?lang=no', {
      method: 'POST',
      headers: cartHeaders(updateKey),
      body: JSON.stringify(update),
    })
    expect(replayOnA.headers.get('idempotent-replayed')).toBe('true')
    expect(replayOnA.body.version).toBe(2)
    const readOnA = await json(a, `/api/cart/${cartId}?lang=no`)
    expect(readOnA.body.version).toBe(2)
    expect(readOnA.body.cart.items[0].quantity).toBe(3)

    // Changes sent to both at once: each applied once, in some order, one version each.
    const changes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        json(i % 2 ? a : b, '/api/cart/update-cart?lang=no', {
          method: 'POST',
          headers: cartHeaders(randomUUID()),
          body: JSON.stringify({ cartId, ...lines(i + 1) }),
        }),
      ),
    )
    expect(changes.map((change) => change.status)).toEqual(Array(10).fill(200))
    expect(new Set(changes.map((change) => change.body.version)).size).toBe(10)
    const final = await json(b, `/api/cart/${cartId}?lang=no`)
    expect(final.body.version).toBe(12)
  })

  it('makes one order for one key sent to both instances, one after the other and at once', async () => {
    const order = (email: string) => orderBody(sold, email)
    const send = (server: ServerProcess, key: string, body: unknown) =>
      json(server, '/api/order/create-order?lang=no', {
        method: 'POST',
        headers: { 'idempotency-key': key, [PAYLOAD_VERSION_HEADER]: String(PAYLOAD_VERSION) },
        body: JSON.stringify(body),
      })

    const key = randomUUID()
    const body = order('skala-ordre@example.no')
    const first = await send(a, key, body)
    expect(first.status).toBe(201)
    const again = await send(b, key, body)
    expect(again.status).toBe(200)
    expect(again.body.order.id).toBe(first.body.order.id)

    const sharedKey = randomUUID()
    const sharedBody = order('skala-samtidig@example.no')
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(i % 2 ? a : b, sharedKey, sharedBody)),
    )
    const made = answers.filter((answer) => answer.status === 201 || answer.status === 200)
    // The rest were told the order is being placed (409) — never a second order.
    expect(answers.every((answer) => [200, 201, 409].includes(answer.status))).toBe(true)
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    expect(new Set(made.map((answer) => answer.body.order.id)).size).toBe(1)
  })

  it('lets exactly 5 of 50 orders sent to both instances at once take an article with 5 in stock', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        json(i % 2 ? a : b, '/api/order/create-order?lang=no', {
          method: 'POST',
          headers: {
            'idempotency-key': randomUUID(),
            [PAYLOAD_VERSION_HEADER]: String(PAYLOAD_VERSION),
          },
          body: JSON.stringify(orderBody(fiveLeft, 'fem-igjen@example.no')),
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(5)
    expect(statuses.filter((status) => status === 409)).toHaveLength(45)
    for (const answer of answers.filter((answer) => answer.status === 409)) {
      expect(answer.body.error.params.lines).toEqual([{ ...fiveLeft, requested: 1, available: 0 }])
    }
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      const stock = await client.query(
        `select stock, (select sum(quantity)::int from stock_reservations
           where article_id = $1 and state = 'held') as held
         from articles where article_id = $1`,
        [fiveLeft.articleId],
      )
      expect(stock.rows[0]).toEqual({ stock: 0, held: 5 })
    } finally {
      await client.end()
    }
  })

  it('counts failed sign-ins on both instances towards one limit', async () => {
    const email = `grense-${randomUUID().slice(0, 8)}@example.no`
    await json(a, '/api/auth/register', {
      method: 'POST',
      body: JSON.stringify({ email, password: PASSWORD }),
    })
    const attempt = (server: ServerProcess) =>
      json(server, '/api/auth/login', {
        method: 'POST',
        body: JSON.stringify({ email, password: 'feil passord her' }),
      })
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push((await attempt(i % 2 ? a : b)).status)
    expect(statuses).toEqual(Array(10).fill(401))
    const onA = await attempt(a)
    const onB = await attempt(b)
    expect(onA.status).toBe(429)
    expect(onB.status).toBe(429)
    expect(onB.headers.get('retry-after')).toMatch(/^\d+$/)
  })

  it('answers a search with a typo, a car and a brand alike on both instances', async () => {
    for (const search of ['bremsekloser', 'oljefilter golf', 'mann hu 6781']) {
      const [fromA, fromB] = await Promise.all(
        [a, b].map(async (server) => {
          const url = `${server.baseUrl}/api/tecdoc/search?search=${encodeURIComponent(search)}&lang=no`
          const response = await fetch(url)
          expect(response.status).toBe(200)
          const body = (await response.json()) as {
            articles: { articleId: number }[]
            total: number
            correctedSearch?: string
          }
          return {
            ids: body.articles.map((x) => x.articleId),
            total: body.total,
            corrected: body.correctedSearch,
          }
        }),
      )
      expect(fromA?.total).toBeGreaterThan(0)
      expect(fromB).toEqual(fromA)
    }
  })

  it('suggests a category renamed in the database on either instance within a second', async () => {
    const suggested = async (server: ServerProcess) => {
      const url = `${server.baseUrl}/api/tecdoc/suggestions?search=sugefilter&lang=no`
      const answer = (await (await fetch(url)).json()) as { categories: { name: string }[] }
      return answer.categories.map((category) => category.name)
    }
    // Both have read the categories (and kept them) before the change.
    for (const server of [a, b]) expect(await suggested(server)).not.toContain('Sugefilter')
    await postgresAdmin(
      database.url,
      `update categories set name_no = 'Sugefilter' where slug = 'filter'`,
    )
    // Each instance hears of the change from the database and drops what it had answered.
    for (const server of [a, b]) {
      await eventually(async () => expect(await suggested(server)).toContain('Sugefilter'), 1_000)
    }
  })

  it('shows a price the admin changed through one instance on both within a second', async () => {
    const email = `pris-${randomUUID().slice(0, 8)}@example.no`
    const registered = { method: 'POST', body: JSON.stringify({ email, password: PASSWORD }) }
    expect((await json(a, '/api/auth/register', registered)).status).toBe(201)
    await postgresAdmin(database.url, `update users set role = 'ADMIN' where email = '${email}'`)
    const { body } = await json(b, '/api/auth/login', registered)
    const price = async (server: ServerProcess) => {
      const answer = await json(server, `/api/product/item?id=${sold.articleId}&lang=no`)
      return { price: answer.body.product.price as number, from: answer.headers.get('x-cache') }
    }
    // Both keep the product's answer before the change.
    const before = (await price(a)).price
    await price(b)
    for (const server of [a, b]) expect(await price(server)).toEqual({ price: before, from: 'hit' })
    const changed = await json(a, `/api/admin/articles/${sold.articleId}`, {
      method: 'PATCH',
      headers: { authorization: body.token },
      body: JSON.stringify({ price: before + 2_500 }),
    })
    expect(changed.status).toBe(200)
    for (const server of [a, b]) {
      await eventually(async () => expect((await price(server)).price).toBe(before + 2_500), 1_000)
    }
  })

  it('serves from one instance a picture uploaded through the other', async () => {
    const email = `bilde-${randomUUID().slice(0, 8)}@example.no`
    const { body } = await json(a, '/api/auth/register', {
      method: 'POST',
      body: JSON.stringify({ email, password: PASSWORD }),
    })
    const form = new FormData()
    form.set('avatar', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'meg.png')
    const uploaded = await fetch(`${a.baseUrl}/api/user/`, {
      method: 'PUT',
      headers: { authorization: body.token },
      body: form,
    })
    expect(uploaded.status).toBe(200)
    const avatar: string = ((await uploaded.json()) as { user: { avatar: string } }).user.avatar
    const served = await fetch(`${b.baseUrl}${avatar}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG)
  })
})
