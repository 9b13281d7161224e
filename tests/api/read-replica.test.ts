/**
 * Catalogue reads from a read database (DATABASE_READ_URL), writes and what is read after
 * them from the primary. The read database here is a second copy of the seeded database whose
 * article holds another price, so each answer shows which database gave it; the read cache is
 * on, so a notice from the primary must not leave it keeping nothing.
 * Needs PostgreSQL (DATABASE_URL): the embedded database has no replicas.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminArticle } from '../../src/domain/admin-article'
import type { AdminOrdersResponse } from '../../src/domain/admin'
import { articles } from '../../src/server/db/schema'
import { signInAsAdmin } from '../support/accounts'
import {
  buildTestApp,
  createPostgresDatabase,
  type PostgresTestDatabase,
  type TestApp,
  usesPostgres,
} from '../support/build-app'
import { eventually } from '../support/eventually'
import { anArticleInStock, type OrderedArticle, placeOrder } from '../support/orders'
import { postgresAdmin } from '../support/postgres-admin'

/** What the read database adds to the article's price, øre. */
const READ_PRICE_EXTRA = 1_000

/**
 * The app on a primary and a read database that is a seeded copy whose article in stock costs
 * READ_PRICE_EXTRA more, so each answer shows which database gave it.
 */
async function appOnTwoDatabases(readCacheMb: number) {
  const readDatabase = await createPostgresDatabase({ seeded: true })
  const t = await buildTestApp({ config: { databaseReadUrl: readDatabase.url, readCacheMb } })
  const article = await anArticleInStock(t.app)
  const [row] = await t.app.database.db
    .select({ price: articles.price, discount: articles.discount })
    .from(articles)
    .where(eq(articles.articleId, article.articleId))
  if (!row) throw new Error('the article is gone')
  await postgresAdmin(
    readDatabase.url,
    `update articles set price = price + ${READ_PRICE_EXTRA} where article_id = ${article.articleId}`,
  )
  return { t, readDatabase, article, primaryPrice: row.price - row.discount }
}

describe.runIf(usesPostgres)('catalogue reads from a read replica', () => {
  let t: TestApp
  let readDatabase: PostgresTestDatabase
  let article: OrderedArticle
  let primaryPrice: number

  beforeAll(async () => {
    ;({ t, readDatabase, article, primaryPrice } = await appOnTwoDatabases(16))
  }, 60_000)
  afterAll(async () => {
    await t?.cleanup()
    await readDatabase?.drop()
  })

  const product = async () => {
    const response = await t.app.inject(`/api/product/item?id=${article.articleId}&lang=no`)
    expect(response.statusCode).toBe(200)
    const { price, discount } = response.json<{ product: { price: number; discount: number } }>()
      .product
    return { price: price - discount, cache: response.headers['x-cache'] }
  }

  it('answers product pages, number look-ups and search from the read database', async () => {
    expect((await product()).price).toBe(primaryPrice + READ_PRICE_EXTRA)
    const byNumber = await t.app.inject(
      `/api/tecdoc/get-product-by-article-number?articleNumber=${encodeURIComponent(article.articleNumber)}`,
    )
    expect(byNumber.json<{ price: number }>().price).toBe(primaryPrice + READ_PRICE_EXTRA)
    const search = await t.app.inject(
      `/api/tecdoc/search?search=${encodeURIComponent(article.articleNumber)}&lang=no`,
    )
    const found = search
      .json<{ articles: { articleId: number; price: number; discount: number }[] }>()
      .articles.find((hit) => hit.articleId === article.articleId)
    expect(found && found.price - found.discount).toBe(primaryPrice + READ_PRICE_EXTRA)
  })

  it('prices an order from the primary, and the admin reads back changes there', async () => {
    const order = await placeOrder(t.app, article)
    expect(order.items[0]?.price).toBe(primaryPrice)

    const admin = await signInAsAdmin(t.app)
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/articles/${article.articleId}`,
      headers: { authorization: admin.token },
      payload: { price: primaryPrice + 5_000 },
    })
    expect(changed.json<{ article: AdminArticle }>().article.price).toBe(primaryPrice + 5_000)
    const orders = await t.app.inject({
      url: '/api/admin/orders',
      headers: { authorization: admin.token },
    })
    const numbers = orders.json<AdminOrdersResponse>().data.array.map((row) => row.number)
    expect(numbers).toContain(order.number)
    // The read database (no replica of this primary) never sees the change.
    expect((await product()).price).toBe(primaryPrice + READ_PRICE_EXTRA)
  })

  it('keeps catalogue answers again once the read database has caught up with a change', async () => {
    await eventually(async () => {
      await product()
      expect((await product()).cache).toBe('hit')
    }, 5_000)
  })
})

describe.runIf(usesPostgres)('catalogue reads while the read replica is down', () => {
  let t: TestApp
  let readDatabase: PostgresTestDatabase
  let article: OrderedArticle
  let primaryPrice: number
  const readName = () => new URL(readDatabase.url).pathname.slice(1)
  /** Refuses new connections to the read database and ends those it has, or lets them in. */
  const replicaDown = async (down: boolean) => {
    const serverUrl = process.env.DATABASE_URL as string
    await postgresAdmin(serverUrl, `alter database ${readName()} allow_connections ${!down}`)
    if (down) {
      await postgresAdmin(
        serverUrl,
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${readName()}'`,
      )
    }
  }

  beforeAll(async () => {
    // Without the read cache, every answer says which database gave it.
    ;({ t, readDatabase, article, primaryPrice } = await appOnTwoDatabases(0))
  }, 60_000)
  afterAll(async () => {
    await replicaDown(false).catch(() => {})
    await t?.cleanup()
    await readDatabase?.drop()
  })

  const price = async () => {
    const response = await t.app.inject(`/api/product/item?id=${article.articleId}&lang=no`)
    expect(response.statusCode, response.body).toBe(200)
    const { product } = response.json<{ product: { price: number; discount: number } }>()
    return product.price - product.discount
  }
  const health = async () => (await t.app.inject('/api/health')).json()

  it('answers from the primary while the replica refuses connections, and from the replica once it is back', async () => {
    expect(await price()).toBe(primaryPrice + READ_PRICE_EXTRA)
    expect((await health()).database.replicaReady).toBe(true)

    await replicaDown(true)
    expect(await price()).toBe(primaryPrice)
    expect(await price()).toBe(primaryPrice)
    const down = await health()
    expect(down.status).toBe('ok')
    expect(down.database.replicaReady).toBe(false)

    await replicaDown(false)
    await eventually(async () => expect(await price()).toBe(primaryPrice + READ_PRICE_EXTRA), 5_000)
    expect((await health()).database.replicaReady).toBe(true)
  })
})
