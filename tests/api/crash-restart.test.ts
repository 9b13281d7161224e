/**
 * Crash and restart (issue 10 §3): the real server process is killed with SIGKILL while
 * carts are synced and orders placed, restarted on the same database, and every request
 * whose answer was lost is sent again unchanged — same Idempotency-Key, same body — as the
 * app's sync queue and checkout do. Then, exactly once:
 * - no acknowledged write is lost: every cart holds at least its last acknowledged state,
 *   and after the replays exactly the last state sent;
 * - nothing is applied twice: a cart's version counts the distinct requests applied to it,
 *   and every order key made one order, never two.
 * Runs on the embedded database (the data folder kept across the restart) and, with
 * DATABASE_URL, on a fresh PostgreSQL database.
 */
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAYLOAD_VERSION, PAYLOAD_VERSION_HEADER } from '../../src/domain/payload-version'
import { openDatabase } from '../../src/server/db/open-database'
import { seededTestDatabase } from '../support/build-app'
import { orderBody } from '../support/orders'
import {
  freePort,
  type ServerProcess,
  startServer,
  waitUntilHealthy,
} from '../support/server-process'

const CART_CLIENTS = 6
const ORDER_CLIENTS = 4
/** Acknowledged answers before the kill (requests keep flowing, so some are in flight). */
const ACKNOWLEDGED_BEFORE_KILL = 60

interface Sent {
  path: string
  key: string
  body: unknown
}

interface CartClient {
  cartId?: string
  /** Distinct requests the server acknowledged (a replay's answer counts once). */
  appliedKeys: Set<string>
  lastAcknowledged?: { version: number; items: Line[] }
  /** The request whose answer was lost, kept to be sent again unchanged. */
  pending?: Sent
  lastSentItems?: Line[]
}

interface Line {
  articleId: number
  quantity: number
}

interface OrderClient {
  /** Key → the order its answer named. */
  orders: Map<string, string>
  pending?: Sent
}

class Lost extends Error {}

/** Replays the server recognised as done before the kill (answered from its record). */
let replaysAlreadyApplied = 0

describe('a server killed during cart syncs and order creation', () => {
  let root: string
  let database: { url: string; drop(): Promise<void> } | undefined
  let server: ServerProcess | undefined
  let stock: { articleId: number; articleNumber: string }[] = []
  const dataDir = () => join(root, 'data')

  const start = async () => {
    server = startServer(dataDir(), await freePort(), {
      ...(database && { DATABASE_URL: database.url }),
      // A claim left by the killed process is taken over after this long.
      ORDER_CLAIM_STALE_SECONDS: '2',
    })
    await waitUntilHealthy(server, 90_000)
    return server
  }

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'delelager-crash-'))
    database = await seededTestDatabase(dataDir())
    // Orders take stock, and these come for as long as the server lives: plenty of it.
    const seeded = await openDatabase({ dataDir: dataDir(), databaseUrl: database?.url })
    await seeded.db.execute(sql`update articles set stock = 100000 where price > 0`)
    await seeded.close()
    const first = await start()
    const listing = (await (
      await fetch(`${first.baseUrl}/api/tecdoc/get-products?perPage=16&lang=no`)
    ).json()) as {
      articles: { articleId: number; articleNumber: string; available: boolean; price: number }[]
    }
    stock = listing.articles
      .filter((article) => article.available && article.price > 0)
      .map(({ articleId, articleNumber }) => ({ articleId, articleNumber }))
      .slice(0, 6)
  }, 120_000)

  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL')
      await server.exited
    }
    await database?.drop()
    await rm(root, { recursive: true, force: true })
  })

  /** `giveUpAfterMs`: the device stops waiting (signal lost) while the server may go on. */
  async function post(base: string, sent: Sent, giveUpAfterMs?: number) {
    let response: Response
    try {
      response = await fetch(`${base}${sent.path}`, {
        method: 'POST',
        ...(giveUpAfterMs !== undefined && { signal: AbortSignal.timeout(giveUpAfterMs) }),
        headers: {
          'content-type': 'application/json',
          'idempotency-key': sent.key,
          [PAYLOAD_VERSION_HEADER]: String(PAYLOAD_VERSION),
        },
        body: JSON.stringify(sent.body),
      })
      const replayed = response.headers.get('idempotent-replayed') === 'true'
      if (replayed) replaysAlreadyApplied++
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    } catch (error) {
      // No answer: the server is gone, or the device gave up waiting.
      if (error instanceof TypeError || (error as Error).name === 'TimeoutError') throw new Lost()
      throw error
    }
  }

  function randomLines(): Line[] {
    const count = 1 + Math.floor(Math.random() * 3)
    return stock.slice(0, count).map(({ articleId }) => ({
      articleId,
      quantity: 1 + Math.floor(Math.random() * 5),
    }))
  }

  function nextCartRequest(client: CartClient): Sent {
    const items = randomLines()
    client.lastSentItems = items
    const newState = { items: items.map((line) => ({ ...line, options: [] })) }
    return client.cartId
      ? {
          path: '/api/cart/update-cart',
          key: randomUUID(),
          body: { cartId: client.cartId, newState },
        }
      : { path: '/api/cart/create-cart', key: randomUUID(), body: { newState } }
  }

  async function sendCart(base: string, client: CartClient, sent: Sent, giveUpAfterMs?: number) {
    const answer = await post(base, sent, giveUpAfterMs)
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300)
    const cart = answer.body as {
      cartId: string
      version: number
      cart: { items: Line[] }
    }
    client.cartId = cart.cartId
    client.appliedKeys.add(sent.key)
    client.lastAcknowledged = {
      version: cart.version,
      items: cart.cart.items.map(({ articleId, quantity }) => ({ articleId, quantity })),
    }
  }

  function orderRequest(): Sent {
    return {
      path: '/api/order/create-order?lang=no',
      key: randomUUID(),
      body: orderBody(
        stock[0] as { articleId: number; articleNumber: string },
        `krasj-${randomUUID().slice(0, 8)}@example.no`,
      ),
    }
  }

  async function sendOrder(base: string, client: OrderClient, sent: Sent, giveUpAfterMs?: number) {
    // A claim the killed process left answers 409 until it is stale: wait, as the checkout says.
    for (let attempt = 0; ; attempt++) {
      const answer = await post(base, sent, giveUpAfterMs)
      if (answer.status === 409 && attempt < 40) {
        await new Promise((resolve) => setTimeout(resolve, 250))
        continue
      }
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300)
      client.orders.set(sent.key, (answer.body as { order: { id: string } }).order.id)
      return
    }
  }

  it('keeps every acknowledged write and applies every replayed one exactly once', async () => {
    expect(stock.length).toBeGreaterThanOrEqual(3)
    const first = server as ServerProcess
    const carts: CartClient[] = Array.from({ length: CART_CLIENTS }, () => ({
      appliedKeys: new Set<string>(),
    }))
    const orderClients: OrderClient[] = Array.from({ length: ORDER_CLIENTS }, () => ({
      orders: new Map(),
    }))
    let acknowledged = 0
    let killed = false
    // Now and then the signal drops mid-request: that client waits (offline) with its request.
    const lossy = () => (Math.random() < 0.04 ? 5 + Math.round(Math.random() * 40) : undefined)

    const runCart = async (client: CartClient) => {
      while (!killed) {
        const sent = nextCartRequest(client)
        client.pending = sent
        try {
          await sendCart(first.baseUrl, client, sent, lossy())
          client.pending = undefined
          acknowledged++
        } catch (error) {
          if (error instanceof Lost) return
          throw error
        }
      }
    }
    const runOrders = async (client: OrderClient) => {
      while (!killed) {
        const sent = orderRequest()
        client.pending = sent
        try {
          await sendOrder(first.baseUrl, client, sent, lossy())
          client.pending = undefined
          acknowledged++
        } catch (error) {
          if (error instanceof Lost) return
          throw error
        }
      }
    }
    const running = [...carts.map(runCart), ...orderClients.map(runOrders)]
    while (acknowledged < ACKNOWLEDGED_BEFORE_KILL) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    first.child.kill('SIGKILL')
    killed = true
    await Promise.all(running)
    expect(await first.exited).toBe('SIGKILL')
    const lostAnswers = [...carts, ...orderClients].filter((client) => client.pending).length
    // Most clients had a request out when the server died.
    expect(lostAnswers).toBeGreaterThan(0)

    const second = await start()
    // Nothing acknowledged was lost: each cart holds at least its last acknowledged version.
    for (const client of carts.filter((c) => c.cartId && c.lastAcknowledged)) {
      const stored = (await (
        await fetch(`${second.baseUrl}/api/cart/${client.cartId}?lang=no`)
      ).json()) as { version: number; cart: { items: Line[] } }
      expect(stored.version).toBeGreaterThanOrEqual(client.lastAcknowledged?.version ?? 0)
    }

    // The lost answers' requests go again, unchanged.
    for (const client of carts) {
      if (client.pending) await sendCart(second.baseUrl, client, client.pending)
    }
    for (const client of orderClients) {
      if (client.pending) await sendOrder(second.baseUrl, client, client.pending)
    }

    console.log(
      `crash: ${ACKNOWLEDGED_BEFORE_KILL}+ answers before the kill, ${lostAnswers} lost; of their replays ${replaysAlreadyApplied} had been applied before the kill, ${lostAnswers - replaysAlreadyApplied} were applied after the restart`,
    )
    for (const client of carts.filter((c) => c.cartId)) {
      const stored = (await (
        await fetch(`${second.baseUrl}/api/cart/${client.cartId}?lang=no`)
      ).json()) as { version: number; cart: { items: Line[] } }
      // Every distinct request applied once: version 1 for the create, +1 per update.
      expect(stored.version).toBe(client.appliedKeys.size)
      expect(stored.cart.items.map(({ articleId, quantity }) => ({ articleId, quantity }))).toEqual(
        client.lastSentItems,
      )
    }

    // One order per key, none twice: count them in the database itself.
    second.child.kill('SIGTERM')
    await second.exited
    const db = await openDatabase({ dataDir: dataDir(), databaseUrl: database?.url })
    try {
      const result = (await db.db.execute(
        sql`select email, count(*)::int as n from orders where email like 'krasj-%' group by email`,
      )) as unknown as { rows: { email: string; n: number }[] }
      const keys = orderClients.flatMap((client) => [...client.orders.keys()])
      const orderIds = new Set(orderClients.flatMap((client) => [...client.orders.values()]))
      expect(result.rows.filter((row) => row.n > 1)).toEqual([])
      expect(result.rows.length).toBe(keys.length)
      expect(orderIds.size).toBe(keys.length)
    } finally {
      await db.close()
    }
  }, 240_000)
})
