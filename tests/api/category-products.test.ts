/**
 * `GET /api/tecdoc/get-products?category=<slug>` — a category's articles for `/catalog/{slug}`
 * (issue "Storefront" §4): the category's part types and its children's, with the listings'
 * filters, sorts and facets; an empty category lists nothing and an unknown one is a 404.
 * Totals are checked against the database's own rows.
 */
import { inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CategoryNode, categoryIds, findCategory } from '../../src/domain/category-tree'
import { queryRows } from '../../src/server/db/query-rows'
import { articles } from '../../src/server/db/schema'
import type { Article } from '../../src/server/providers/catalogue/catalogue-port'
import { buildTestApp, type TestApp } from '../support/build-app'

interface Answer {
  articles: Article[]
  page: number
  perPage: number
  total: number
  filters?: { slug: string; items?: { slug?: string; count: number }[]; value: unknown }[]
}

describe('GET /api/tecdoc/get-products with a category', () => {
  let t: TestApp
  let tree: CategoryNode[]
  const get = (url: string) => t.app.inject({ method: 'GET', url })
  const list = async (query: string) => {
    const response = await get(`/api/tecdoc/get-products?${query}`)
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as Answer
  }
  /** How many articles the database has of these part types. */
  const countOf = async (partTypeIds: number[]) => {
    const [row] = await t.app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(articles)
      .where(inArray(articles.partTypeId, partTypeIds))
    return row?.n ?? 0
  }

  beforeAll(async () => {
    t = await buildTestApp()
    const response = await get('/api/category/list/sidebaritems')
    tree = response.json().data.array
  })
  afterAll(() => t?.cleanup())

  it('lists only the articles of a leaf category, all of them', async () => {
    const discs = findCategory(tree, 'bremseskiver')
    if (!discs) throw new Error('the seeded tree has no bremseskiver')
    const answer = await list('category=bremseskiver&perPage=100')
    expect(answer.total).toBe(await countOf(discs.value))
    expect(answer.total).toBeGreaterThan(0)
    expect(answer.articles.every((a) => discs.value.includes(a.partTypeId ?? -1))).toBe(true)
  })

  it('lists a parent category with everything below it', async () => {
    const brakes = findCategory(tree, 'bremser')
    if (!brakes) throw new Error('the seeded tree has no bremser')
    const ids = categoryIds([brakes])
    const answer = await list('category=bremser&perPage=1')
    expect(answer.total).toBe(Math.min(1000, await countOf(ids)))
    expect(answer.total).toBeGreaterThan((await list('category=bremseskiver&perPage=1')).total)
  })

  it('answers an empty category with no articles rather than an error', async () => {
    const drums = findCategory(tree, 'bremsetromler')
    expect(drums?.value).toEqual([])
    const answer = await list('category=bremsetromler&facets=1')
    expect(answer).toMatchObject({ articles: [], total: 0, page: 1 })
  })

  it('narrows a category by brand and counts the facets over the category', async () => {
    const all = await list('category=oljefilter&facets=1&perPage=1')
    const brand = all.filters?.find((f) => f.slug === 'brand')?.items?.[0]
    if (!brand?.slug) throw new Error('no brand facet for oljefilter')
    const one = await list(`category=oljefilter&filter_brand=${brand.slug}&facets=1&perPage=100`)
    expect(one.total).toBe(brand.count)
    expect(one.filters?.find((f) => f.slug === 'brand')?.value).toEqual([brand.slug])
    expect(new Set(one.articles.map((a) => a.mfrName)).size).toBe(1)
  })

  it('follows a category given other part types in the database from the next request on', async () => {
    const discs = findCategory(tree, 'bremseskiver')
    const pads = findCategory(tree, 'bremseklosser')
    if (!discs || !pads) throw new Error('the seeded tree has no discs or pads')
    // The instance keeps the category rows after this answer and reuses them without asking.
    expect((await list('category=bremseskiver&perPage=1')).total).toBe(await countOf(discs.value))
    const setPartTypes = (ids: number[]) =>
      t.app.database.db.execute(
        sql`update categories set part_type_ids = ${`{${ids.join(',')}}`}::int[]
          where slug = 'bremseskiver'`,
      )
    await setPartTypes(pads.value)
    try {
      const answer = await list('category=bremseskiver&perPage=100')
      expect(answer.total).toBe(await countOf(pads.value))
      expect(answer.articles.every((a) => pads.value.includes(a.partTypeId ?? -1))).toBe(true)
      // A vehicle's parts of that category follow too.
      const [fitting] = await queryRows<{ car_id: number }>(
        t.app.database.db,
        sql`select car_id from article_vehicles
          where part_type_id = any(${`{${pads.value.join(',')}}`}::int[]) limit 1`,
      )
      if (!fitting) throw new Error('no vehicle has pads')
      const forVehicle = await get(
        `/api/tecdoc/get-products-by-target-ids?engine=${fitting.car_id}&category=bremseskiver&perPage=100`,
      )
      expect(forVehicle.statusCode).toBe(200)
      const parts = forVehicle.json() as Answer
      expect(parts.total).toBeGreaterThan(0)
      expect(parts.articles.every((a) => pads.value.includes(a.partTypeId ?? -1))).toBe(true)
    } finally {
      await setPartTypes(discs.value)
    }
  })

  it('answers a 404 in the error shape for a category that does not exist', async () => {
    const response = await get('/api/tecdoc/get-products?category=finnes-ikke')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Category finnes-ikke was not found.' },
    })
  })

  it('refuses an over-long category slug with a 400', async () => {
    const response = await get(`/api/tecdoc/get-products?category=${'a'.repeat(101)}`)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBeTypeOf('string')
  })
})
