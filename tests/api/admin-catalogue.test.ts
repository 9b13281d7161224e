import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isApiError } from '../../src/domain/api-error'
import type { AdminCategoriesResponse } from '../../src/domain/catalogue-api'
import { articles } from '../../src/server/db/schema'
import { signInAsAdmin, signUp } from '../support/accounts'
import { buildTestApp, type TestApp } from '../support/build-app'

const ADMIN_CATEGORIES = '/api/category/list/admin/sidebaritems'
const SET_FEATURED = '/api/tecdoc/set-article-featured'

describe('admin: the category listing and featured articles', () => {
  let t: TestApp
  let adminToken: string
  let customerToken: string

  beforeAll(async () => {
    t = await buildTestApp()
    adminToken = (await signInAsAdmin(t.app)).token
    customerToken = (await signUp(t.app)).token
  })
  afterAll(() => t?.cleanup())

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} })

  /** What the catalogue stores for the article (every row with this number). */
  async function isFeatured(articleNumber: string): Promise<boolean> {
    const rows = await t.app.database.db
      .select({ featured: articles.featured })
      .from(articles)
      .where(eq(articles.articleNumber, articleNumber))
    return rows.length > 0 && rows.every((row) => row.featured)
  }

  async function anArticle(): Promise<{ articleNumber: string }> {
    const listing = await get('/api/tecdoc/get-products?perPage=50&lang=no')
    const articles = listing.json<{ articles: { articleNumber: string }[] }>().articles
    const featured = (await get('/api/tecdoc/get-feature-products?lang=no'))
      .json<{ articles: { articleNumber: string }[] }>()
      .articles.map((a) => a.articleNumber)
    const article = articles.find((a) => !featured.includes(a.articleNumber))
    if (!article) throw new Error('every listed article is featured already')
    return article
  }

  it('lists the category tree flat, parents first, one page at a time, for an ADMIN', async () => {
    const tree = (await get('/api/category/list/sidebaritems?lang=no')).json<{
      data: { array: { slug: string; subItems?: unknown[] }[] }
    }>().data.array
    const first = await get(`${ADMIN_CATEGORIES}?page=1&perPage=5&lang=no`, adminToken)
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe('no-store')
    const body = first.json<AdminCategoriesResponse>()
    expect(body.data).toMatchObject({ page: 1, perPage: 5 })
    expect(body.data.array).toHaveLength(5)
    expect(body.data.array[0]).toMatchObject({ slug: tree[0]?.slug, parent: null, depth: 0 })
    expect(body.data.total).toBeGreaterThan(tree.length)

    const children = body.data.array.filter((c) => c.parent === tree[0]?.slug)
    for (const child of children) expect(child.depth).toBe(1)

    const second = (
      await get(`${ADMIN_CATEGORIES}?page=2&perPage=5`, adminToken)
    ).json<AdminCategoriesResponse>()
    expect(second.data.array[0]?.slug).not.toBe(body.data.array[0]?.slug)
  })

  it('narrows the listing to names containing the search, in either case', async () => {
    const response = await get(`${ADMIN_CATEGORIES}?search=BREMSE&perPage=100&lang=no`, adminToken)
    const { array, total } = response.json<AdminCategoriesResponse>().data
    expect(total).toBeGreaterThan(0)
    expect(array).toHaveLength(total)
    for (const category of array) {
      expect(`${category.name} ${category.slug}`.toLowerCase()).toContain('bremse')
    }
  })

  it('refuses the listing without a token (401) and to a customer (403)', async () => {
    expect((await get(ADMIN_CATEGORIES)).statusCode).toBe(401)
    const customer = await get(ADMIN_CATEGORIES, customerToken)
    expect(customer.statusCode).toBe(403)
    expect(customer.json().error.code).toBe('FORBIDDEN')
  })

  it.each([
    ['page 0', '?page=0'],
    ['a page that is no number', '?page=abc'],
    ['200 per page', '?perPage=200'],
    ['an unknown language', '?lang=sv'],
    ['a huge search', `?search=${'x'.repeat(500)}`],
  ])('answers %s with a 400 in the error shape', async (_name, query) => {
    const response = await get(`${ADMIN_CATEGORIES}${query}`, adminToken)
    expect(response.statusCode).toBe(400)
    expect(isApiError(response.json())).toBe(true)
  })

  it('features an article, which then is among the featured products, and unfeatures it (GET and POST)', async () => {
    const { articleNumber } = await anArticle()
    const on = await get(
      `${SET_FEATURED}?articleNumber=${encodeURIComponent(articleNumber)}&isFeatured=1`,
      adminToken,
    )
    expect(on.statusCode).toBe(200)
    expect(on.json()).toEqual({ success: true, articleNumber, featured: true })
    expect(on.headers['cache-control']).toBe('no-store')
    expect(await isFeatured(articleNumber)).toBe(true)
    // The newest mark comes first on the front page, which revalidates every time.
    const front = await get('/api/tecdoc/get-feature-products?lang=no')
    expect(front.json().articles[0].articleNumber).toBe(articleNumber)
    expect(front.headers['cache-control']).toBe('public, max-age=0')

    const off = await t.app.inject({
      method: 'POST',
      url: `${SET_FEATURED}?articleNumber=${encodeURIComponent(articleNumber)}&isFeatured=0`,
      headers: { authorization: adminToken },
    })
    expect(off.json()).toEqual({ success: true, articleNumber, featured: false })
    expect(await isFeatured(articleNumber)).toBe(false)
    const after = await get('/api/tecdoc/get-feature-products?lang=no')
    expect(
      after.json().articles.map((a: { articleNumber: string }) => a.articleNumber),
    ).not.toContain(articleNumber)
  })

  it('refuses featuring without a token (401) or as a customer (403), changing nothing', async () => {
    const { articleNumber } = await anArticle()
    const url = `${SET_FEATURED}?articleNumber=${encodeURIComponent(articleNumber)}&isFeatured=1`
    expect((await get(url)).statusCode).toBe(401)
    expect((await get(url, customerToken)).statusCode).toBe(403)
    expect(await isFeatured(articleNumber)).toBe(false)
  })

  it('answers an unknown article with 404 and a bad flag with 400', async () => {
    expect(
      (await get(`${SET_FEATURED}?articleNumber=NO-SUCH-PART-1&isFeatured=1`, adminToken))
        .statusCode,
    ).toBe(404)
    expect(
      (await get(`${SET_FEATURED}?articleNumber=X&isFeatured=maybe`, adminToken)).statusCode,
    ).toBe(400)
    expect((await get(`${SET_FEATURED}?isFeatured=1`, adminToken)).statusCode).toBe(400)
  })
})
