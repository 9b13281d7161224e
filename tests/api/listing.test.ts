/**
 * Listing filters, sorts and facets (issue "Catalogue" §4) on the real server and database:
 * every answer is checked against the database's own rows, read with independent queries.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ListingFilters,
  type ListingSort,
  listingParams,
  MAX_LISTED,
} from '../../src/domain/listing'
import { articleVehicles, articles, brands } from '../../src/server/db/schema'
import type { Article } from '../../src/server/providers/catalogue/catalogue-port'
import { buildTestApp, type TestApp } from '../support/build-app'
import { golfViiVariantWithParts } from '../support/catalogue-samples'

interface ListingAnswer {
  articles: Article[]
  page: number
  perPage: number
  total: number
  totalCapped: boolean
  sort: ListingSort
  filters?: {
    slug: string
    type: string
    items?: { slug?: string; name?: string; rating?: number; count: number }[]
    min?: number
    max?: number
    value: unknown
  }[]
}

const net = (article: Article) => article.price - article.discount

describe('catalogue listings: filters, sorting and facets', () => {
  let t: TestApp
  let carId: number
  const db = () => t.app.database.db
  const get = async (path: string, filters: ListingFilters = {}, sort?: ListingSort) => {
    const params = listingParams(filters, sort)
    const join = path.includes('?') ? '&' : '?'
    const response = await t.app.inject({ method: 'GET', url: `${path}${join}${params}` })
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as ListingAnswer
  }
  /** Every page of a listing, 100 at a time. */
  const all = async (path: string, filters: ListingFilters = {}, sort?: ListingSort) => {
    const first = await get(`${path}${path.includes('?') ? '&' : '?'}perPage=100`, filters, sort)
    const items = [...first.articles]
    for (let page = 2; (page - 1) * 100 < first.total; page++) {
      const next = await get(
        `${path}${path.includes('?') ? '&' : '?'}perPage=100&page=${page}`,
        filters,
        sort,
      )
      items.push(...next.articles)
    }
    return { first, items }
  }
  const fitting = (id: number) => `/api/tecdoc/get-products-by-target-ids?engine=${id}`
  /** The brand with the most articles fitting the vehicle. */
  const commonBrand = async () => {
    const [row] = await db()
      .select({ slug: brands.slug, name: brands.name, n: sql<number>`count(*)::int` })
      .from(articleVehicles)
      .innerJoin(articles, eq(articles.articleId, articleVehicles.articleId))
      .innerJoin(brands, eq(brands.name, articles.mfrName))
      .where(eq(articleVehicles.carId, carId))
      .groupBy(brands.slug, brands.name)
      .orderBy(sql`count(*) desc`, brands.slug)
      .limit(1)
    if (!row) throw new Error('no brand fits the sample vehicle')
    return row
  }

  beforeAll(async () => {
    t = await buildTestApp()
    carId = (await golfViiVariantWithParts(t.app)).carId
  })
  afterAll(() => t?.cleanup())

  it('narrows a vehicle listing to one brand by its slug, with the right total', async () => {
    const brand = await commonBrand()
    const { first, items } = await all(fitting(carId), { brand: [brand.slug] })
    expect(first.total).toBe(brand.n)
    expect(items).toHaveLength(brand.n)
    expect(new Set(items.map((a) => a.mfrName))).toEqual(new Set([brand.name]))
  })

  it('keeps only articles whose price after discount lies in the range, ends included', async () => {
    const unfiltered = await all(fitting(carId))
    const prices = unfiltered.items.map(net).sort((a, b) => a - b)
    const low = prices[Math.floor(prices.length / 4)] ?? 0
    const high = prices[Math.floor((prices.length * 3) / 4)] ?? 0
    const { first, items } = await all(fitting(carId), { price: [low, high] })
    const expected = unfiltered.items.filter((a) => net(a) >= low && net(a) <= high)
    expect(first.total).toBe(expected.length)
    expect(items.map((a) => a.articleId)).toEqual(expected.map((a) => a.articleId))
    expect(items.some((a) => net(a) === low)).toBe(true)
  })

  it('keeps only the ticked star ratings and only articles in stock when asked', async () => {
    const { items: rated } = await all(fitting(carId), { rating: [4, 5] })
    expect(rated.length).toBeGreaterThan(0)
    expect(rated.every((a) => a.rating >= 4)).toBe(true)

    const { first, items } = await all(fitting(carId), { stock: ['in-stock'] })
    const [expected] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(articleVehicles)
      .innerJoin(articles, eq(articles.articleId, articleVehicles.articleId))
      .where(and(eq(articleVehicles.carId, carId), gt(articles.stock, 0)))
    expect(first.total).toBe(expected?.n)
    expect(items.every((a) => a.availability === 'in-stock')).toBe(true)
    const { items: out } = await all(fitting(carId), { stock: ['out-of-stock'] })
    expect(out.every((a) => a.availability === 'out-of-stock')).toBe(true)
    expect(items.length + out.length).toBe((await get(fitting(carId))).total)
  })

  it('combines filters: every article passes all of them', async () => {
    const brand = await commonBrand()
    const { items } = await all(fitting(carId), {
      brand: [brand.slug],
      stock: ['in-stock'],
      rating: [3, 4, 5],
    })
    expect(items.length).toBeGreaterThan(0)
    for (const a of items) {
      expect(a.mfrName).toBe(brand.name)
      expect(a.availability).toBe('in-stock')
      expect(a.rating).toBeGreaterThanOrEqual(3)
    }
  })

  it('filters the whole catalogue and search results by vehicle', async () => {
    const fitted = await db()
      .select({ id: articleVehicles.articleId })
      .from(articleVehicles)
      .where(eq(articleVehicles.carId, carId))
    const fits = new Set(fitted.map((row) => row.id))
    const { first, items } = await all('/api/tecdoc/get-products', { vehicle: carId })
    expect(first.total).toBe(fits.size)
    expect(items.every((a) => fits.has(a.articleId))).toBe(true)

    const search = await get('/api/tecdoc/search?search=bremseskive&perPage=100', {
      vehicle: carId,
    })
    expect(search.total).toBeGreaterThan(0)
    expect(search.articles.every((a) => fits.has(a.articleId))).toBe(true)
    expect(search.articles.every((a) => /bremseskive/i.test(a.articleName))).toBe(true)
  })

  it('sorts by price both ways, by name and by rating, over every page', async () => {
    const byPrice = (await all(fitting(carId), {}, 'price_asc')).items.map(net)
    expect(byPrice).toEqual(byPrice.toSorted((a, b) => a - b))
    const byPriceDesc = (await all(fitting(carId), {}, 'price_desc')).items.map(net)
    expect(byPriceDesc).toEqual(byPrice.toReversed())
    const names = (await all(fitting(carId), {}, 'name_asc')).items.map((a) => a.articleName)
    expect(names).toEqual(names.toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const ratings = (await all(fitting(carId), {}, 'rating_desc')).items.map((a) => a.rating)
    expect(ratings).toEqual(ratings.toSorted((a, b) => b - a))
    const page = await get(fitting(carId), {}, 'price_asc')
    expect(page.sort).toBe('price_asc')
  })

  it('pages a sorted, filtered list without repeating or skipping an article', async () => {
    const filters: ListingFilters = { stock: ['in-stock'] }
    const { items } = await all(fitting(carId), filters, 'price_desc')
    const paged: number[] = []
    for (let page = 1; (page - 1) * 7 < items.length; page++) {
      const answer = await get(`${fitting(carId)}&perPage=7&page=${page}`, filters, 'price_desc')
      paged.push(...answer.articles.map((a) => a.articleId))
    }
    expect(paged).toEqual(items.map((a) => a.articleId))
  })

  it('answers the filters with their choices when asked (facets=1), counted over the list', async () => {
    const answer = await get(`${fitting(carId)}&facets=1`, { stock: ['in-stock'] })
    const unfiltered = await all(fitting(carId))
    const facet = (slug: string) => answer.filters?.find((f) => f.slug === slug)
    const brand = facet('brand')
    expect(brand?.type).toBe('check')
    const brandCounts = new Map<string, number>()
    for (const a of unfiltered.items)
      brandCounts.set(a.mfrName, (brandCounts.get(a.mfrName) ?? 0) + 1)
    expect(new Map(brand?.items?.map((i) => [i.name, i.count]))).toEqual(brandCounts)

    const price = facet('price')
    const prices = unfiltered.items.map(net)
    expect(price?.min).toBeLessThanOrEqual(Math.min(...prices))
    expect(price?.max).toBeGreaterThanOrEqual(Math.max(...prices))

    const stock = facet('stock')
    expect(stock?.value).toEqual(['in-stock'])
    const inStock = unfiltered.items.filter((a) => a.availability === 'in-stock').length
    expect(stock?.items).toEqual([
      { slug: 'in-stock', count: inStock },
      { slug: 'out-of-stock', count: unfiltered.items.length - inStock },
    ])
    const rating = facet('rating')
    expect(rating?.items?.reduce((sum, i) => sum + i.count, 0)).toBe(unfiltered.items.length)
    // Without facets=1 the answer stays the spec's page shape.
    expect((await get(fitting(carId))).filters).toBeUndefined()
  })

  it('counts at most MAX_LISTED matches, says so, and pages no further', async () => {
    const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(articles)
    expect(row?.n).toBeGreaterThan(MAX_LISTED)
    const first = await get('/api/tecdoc/get-products?perPage=100')
    expect(first).toMatchObject({ total: MAX_LISTED, totalCapped: true })
    const last = await get(`/api/tecdoc/get-products?perPage=100&page=${MAX_LISTED / 100}`)
    expect(last.articles).toHaveLength(100)
    const beyond = await get(`/api/tecdoc/get-products?perPage=100&page=${MAX_LISTED / 100 + 1}`)
    expect(beyond).toMatchObject({ articles: [], total: MAX_LISTED, totalCapped: true })
    // A smaller list is counted exactly.
    expect((await get(fitting(carId))).totalCapped).toBe(false)
  })

  it('answers an empty list, not an error, for a brand nobody makes', async () => {
    const answer = await get(fitting(carId), { brand: ['no-such-brand'] })
    expect(answer).toMatchObject({ articles: [], total: 0, totalCapped: false })
  })

  it('narrows search results by brand', async () => {
    const [brembo] = await db()
      .select({ slug: brands.slug })
      .from(brands)
      .where(inArray(brands.name, ['BREMBO']))
    const answer = await get('/api/tecdoc/search?search=bremseskive&perPage=50', {
      brand: [brembo?.slug ?? 'brembo'],
    })
    expect(answer.total).toBeGreaterThan(0)
    expect(answer.articles.every((a) => a.mfrName === 'BREMBO')).toBe(true)
  })

  it("follows an article's change at once: a new price, name or empty shelf moves it in the vehicle's listing", async () => {
    const { items } = await all(fitting(carId), {}, 'price_desc')
    const dearest = items[0]
    if (!dearest) throw new Error('the sample vehicle has no parts')
    const where = eq(articles.articleId, dearest.articleId)
    await db().update(articles).set({ price: 1, discount: 0, stock: 3 }).where(where)
    expect((await get(fitting(carId), {}, 'price_asc')).articles[0]).toMatchObject({
      articleId: dearest.articleId,
      price: 1,
    })
    expect((await get(fitting(carId), { price: [0, 1] })).total).toBe(1)

    await db().update(articles).set({ articleNameNo: '0 Først i navneordenen' }).where(where)
    expect((await get(fitting(carId), {}, 'name_asc')).articles[0]?.articleId).toBe(
      dearest.articleId,
    )

    await db().update(articles).set({ stock: 0 }).where(where)
    const inStock = await all(fitting(carId), { stock: ['in-stock'] })
    expect(inStock.items.map((a) => a.articleId)).not.toContain(dearest.articleId)
    const outOfStock = await all(fitting(carId), { stock: ['out-of-stock'] })
    expect(outOfStock.items.map((a) => a.articleId)).toContain(dearest.articleId)

    // A fitment row written with only its keys takes the article's columns from the article.
    const [other] = await db()
      .select({ id: articles.articleId, partTypeId: articles.partTypeId })
      .from(articles)
      .where(
        sql`${articles.stock} > 0 and not exists (select 1 from article_vehicles v
          where v.article_id = ${articles.articleId} and v.car_id = ${carId})`,
      )
      .limit(1)
    if (!other) throw new Error('every article fits the sample vehicle')
    await db()
      .update(articles)
      .set({ price: 2, discount: 0 })
      .where(eq(articles.articleId, other.id))
    await db()
      .insert(articleVehicles)
      .values({ articleId: other.id, carId, partTypeId: other.partTypeId })
    const cheapest = await get(fitting(carId), { stock: ['in-stock'] }, 'price_asc')
    expect(cheapest.articles[0]).toMatchObject({ articleId: other.id, price: 2 })
  })

  it('refuses thousands of brand slugs, or more brands than one filter holds, with a clear 400', async () => {
    const refused = async (count: number) => {
      const brand = Array.from({ length: count }, (_, i) => `b${i}`)
      const url = `${fitting(carId)}&${listingParams({ brand })}`
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(400)
      return response.json().error.message as string
    }
    expect(await refused(2_000)).toMatch(/^filter_brand: .*at most \d+ characters/)
    expect(await refused(51)).toMatch(/^filter_brand: At most 50 brands/)
  })

  it('answers a page far past the last (page 10,000) with an empty page and the true total', async () => {
    const first = await get(fitting(carId), { stock: ['in-stock'] }, 'price_desc')
    const deep = await get(`${fitting(carId)}&page=10000`, { stock: ['in-stock'] }, 'price_desc')
    expect(deep.articles).toEqual([])
    expect(deep.total).toBe(first.total)
    expect(deep.page).toBe(10_000)
  })

  it.each([
    ['filter_price=abc', 'not a range'],
    ['filter_price=500-100', 'min above max'],
    ['filter_price=-5-100', 'negative'],
    ['filter_price=1.5-100', 'not whole øre'],
    ['filter_rating=7', 'more than 5 stars'],
    ['filter_stock=maybe', 'unknown stock status'],
    ['filter_brand=BOSCH!', 'not a slug'],
    ['filter_vehicle=-1', 'not a vehicle id'],
    ['sort=cheapest', 'unknown sort'],
    ['facets=yes', 'facets is 1 or 0'],
    ['perPage=101', 'more than a page holds'],
  ])('refuses %s (%s) with a 400 in the error shape', async (query) => {
    const response = await t.app.inject({ method: 'GET', url: `${fitting(carId)}&${query}` })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: { code: expect.any(String), message: expect.any(String) },
    })
  })
})
