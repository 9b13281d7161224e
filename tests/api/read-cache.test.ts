import { and, asc, eq, gt } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { articles, categories } from '../../src/server/db/schema'
import { CACHE_STATUS_HEADER } from '../../src/server/plugins/catalogue-caching'
import { signInAsAdmin } from '../support/accounts'
import { buildTestApp, type TestApp } from '../support/build-app'
import { eventually } from '../support/eventually'

describe('catalogue answers kept in memory by the read cache', () => {
  let t: TestApp
  let admin: { token: string }
  let article: typeof articles.$inferSelect
  const db = () => t.app.database.db

  beforeAll(async () => {
    t = await buildTestApp({ config: { readCacheMb: 16 } })
    admin = await signInAsAdmin(t.app)
    const [row] = await db()
      .select()
      .from(articles)
      .where(and(gt(articles.price, 0), eq(articles.discount, 0)))
      .orderBy(asc(articles.articleId))
      .limit(1)
    if (!row) throw new Error('no article to read')
    article = row
  })
  afterAll(() => t?.cleanup())

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers })
  const productUrl = () => `/api/product/item?id=${article.articleId}&lang=no`
  const priceOf = async () => (await get(productUrl())).json().product.price as number

  it('answers a repeated read from memory with the same body, ETag and 304', async () => {
    const url = `/api/product/item?id=${article.articleId}&lang=en`
    const first = await get(url)
    const second = await get(url)
    expect(first.headers[CACHE_STATUS_HEADER]).toBe('miss')
    expect(second.headers[CACHE_STATUS_HEADER]).toBe('hit')
    expect(second.body).toBe(first.body)
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(second.headers['content-type']).toBe(first.headers['content-type'])
    expect(second.headers['cache-control']).toBe(first.headers['cache-control'])
    const revalidated = await get(url, { 'if-none-match': String(first.headers.etag) })
    expect(revalidated.statusCode).toBe(304)
    expect(revalidated.headers[CACHE_STATUS_HEADER]).toBe('hit')
  })

  it('drops a kept product as soon as the admin changes its price, and a search answer naming it', async () => {
    const searchUrl = `/api/tecdoc/search?search=${encodeURIComponent(article.articleNumber)}&lang=no`
    const searched = async () =>
      (await get(searchUrl))
        .json()
        .articles.find((found: { articleId: number }) => found.articleId === article.articleId)
        ?.price as number | undefined
    const before = await priceOf()
    expect(await searched()).toBe(before)
    expect((await get(productUrl())).headers[CACHE_STATUS_HEADER]).toBe('hit')

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/articles/${article.articleId}`,
      headers: { authorization: admin.token },
      payload: { price: before + 1_000 },
    })
    expect(changed.statusCode).toBe(200)
    await eventually(async () => expect(await priceOf()).toBe(before + 1_000), 1_000)
    expect(await searched()).toBe(before + 1_000)
  })

  it('lists an article the admin has just marked as featured on the front page', async () => {
    const featuredIds = async () =>
      (await get('/api/tecdoc/get-feature-products?lang=no'))
        .json()
        .articles.map((found: { articleId: number }) => found.articleId) as number[]
    const [unmarked] = await db()
      .select()
      .from(articles)
      .where(and(gt(articles.price, 0), eq(articles.featured, false)))
      .orderBy(asc(articles.articleId))
      .limit(1)
    if (!unmarked) throw new Error('no unmarked article')
    expect(await featuredIds()).not.toContain(unmarked.articleId)
    const marked = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/articles/${unmarked.articleId}`,
      headers: { authorization: admin.token },
      payload: { featured: true },
    })
    expect(marked.statusCode).toBe(200)
    await eventually(async () => expect(await featuredIds()).toContain(unmarked.articleId), 1_000)
  })

  it('drops only the answers naming an article whose stock an order changed', async () => {
    const productOf = (id: number) => `/api/product/item?id=${id}&lang=no`
    const [other] = await db()
      .select()
      .from(articles)
      .where(gt(articles.articleId, article.articleId))
      .orderBy(asc(articles.articleId))
      .limit(1)
    if (!other) throw new Error('no second article')
    await get(productUrl())
    await get(productOf(other.articleId))
    await db().update(articles).set({ stock: 7 }).where(eq(articles.articleId, article.articleId))
    await eventually(
      async () => expect((await get(productUrl())).json().product.stock).toBe(7),
      1_000,
    )
    expect((await get(productOf(other.articleId))).headers[CACHE_STATUS_HEADER]).toBe('hit')
  })

  it('drops everything when a category is renamed in the database', async () => {
    const tree = async () => (await get('/api/category/list/sidebaritems')).body
    const [category] = await db().select().from(categories).orderBy(asc(categories.slug)).limit(1)
    if (!category) throw new Error('no category')
    await tree()
    expect((await get('/api/category/list/sidebaritems')).headers[CACHE_STATUS_HEADER]).toBe('hit')
    await db()
      .update(categories)
      .set({ nameNo: 'Omdøpt kategori i hurtiglageret' })
      .where(eq(categories.slug, category.slug))
    await eventually(
      async () => expect(await tree()).toContain('Omdøpt kategori i hurtiglageret'),
      1_000,
    )
  })

  it('keeps no answer that is not a catalogue read', async () => {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: admin.token },
    })
    expect(me.headers[CACHE_STATUS_HEADER]).toBeUndefined()
    const missing = await get('/api/product/item?id=999999999&lang=no')
    expect(missing.statusCode).toBe(404)
    expect((await get('/api/product/item?id=999999999&lang=no')).headers[CACHE_STATUS_HEADER]).toBe(
      'miss',
    )
  })
})
