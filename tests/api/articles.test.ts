import { count, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { articles } from '../../src/server/db/schema'
import type { Article } from '../../src/server/providers/catalogue/catalogue-port'
import { buildTestApp, type TestApp } from '../support/build-app'
import { boschArticleWithSpacedNumber, golfViiVariantWithParts } from '../support/catalogue-samples'

/** The fields every article answer carries (catalogue-port.ts `Article`). */
const articleShape = {
  articleId: expect.any(Number),
  articleNumber: expect.any(String),
  articleName: expect.any(String),
  mfrName: expect.any(String),
  articleText: expect.any(Array),
  price: expect.any(Number),
  discount: expect.any(Number),
  available: expect.any(Boolean),
  images: [{ imageURL400: expect.stringMatching(/^\/part-images\/\d+\.svg$/) }],
  rating: expect.any(Number),
  reviews: expect.any(Number),
  tags: expect.any(Array),
  partTypeId: expect.any(Number),
  oeNumbers: expect.any(Array),
}

describe('article endpoints', () => {
  let t: TestApp
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers })
  const postItem = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/product/item', payload })
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t?.cleanup())

  describe('GET /tecdoc/get-product-by-article-number', () => {
    it('answers {status, data, price} with the price after discount, names in no and en', async () => {
      const bosch = await boschArticleWithSpacedNumber(t.app)
      const url = `/api/tecdoc/get-product-by-article-number?articleNumber=${encodeURIComponent(bosch.articleNumber)}`
      const no = await get(`${url}&lang=no`)
      expect(no.statusCode).toBe(200)
      expect(no.json()).toEqual({
        status: 200,
        data: expect.objectContaining(articleShape),
        price: bosch.price - bosch.discount,
      })
      expect(no.json().data).toMatchObject({
        articleId: bosch.articleId,
        articleName: bosch.articleNameNo,
        mfrName: 'BOSCH',
      })
      const en = (await get(`${url}&lang=en`)).json()
      expect(en.data.articleName).toBe(bosch.articleNameEn)
      // Norwegian is the default language (spec §9).
      expect((await get(url)).json().data.articleName).toBe(bosch.articleNameNo)
    })

    it('finds a Bosch number however it is typed: spaced, packed, dashed or dotted', async () => {
      const bosch = await boschArticleWithSpacedNumber(t.app)
      const packed = bosch.articleNumber.replaceAll(' ', '')
      const variants = [
        bosch.articleNumber,
        packed,
        bosch.articleNumber.replaceAll(' ', '-'),
        packed.toLowerCase(),
        ` ${bosch.articleNumber.replaceAll(' ', '.')} `,
      ]
      for (const typed of variants) {
        const response = await get(
          `/api/tecdoc/get-product-by-article-number?articleNumber=${encodeURIComponent(typed)}`,
        )
        expect(response.statusCode, typed).toBe(200)
        expect(response.json().data.articleId, typed).toBe(bosch.articleId)
      }
    })

    it('writes criteria as text entries in the requested language', async () => {
      const bosch = await boschArticleWithSpacedNumber(t.app)
      const url = `/api/tecdoc/get-product-by-article-number?articleNumber=${encodeURIComponent(bosch.articleNumber)}`
      const no: Article = (await get(`${url}&lang=no`)).json().data
      const en: Article = (await get(`${url}&lang=en`)).json().data
      expect(no.articleText.length).toBeGreaterThan(0)
      expect(en.articleText).toHaveLength(no.articleText.length)
      for (const entry of [...no.articleText, ...en.articleText]) {
        expect(entry.text).toEqual([expect.stringMatching(/^[^:]+: \S/)])
      }
    })

    it('answers 404 in the error shape for a number nobody makes', async () => {
      const response = await get(
        '/api/tecdoc/get-product-by-article-number?articleNumber=NO-SUCH-999',
      )
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('NOT_FOUND')
    })

    it('refuses a missing number or an unknown language with a 400', async () => {
      for (const url of [
        '/api/tecdoc/get-product-by-article-number',
        '/api/tecdoc/get-product-by-article-number?articleNumber=%20',
        `/api/tecdoc/get-product-by-article-number?articleNumber=${'9'.repeat(101)}`,
        '/api/tecdoc/get-product-by-article-number?articleNumber=123&lang=de',
      ]) {
        const response = await get(url)
        expect(response.statusCode, url).toBe(400)
        expect(response.json().error.code, url).toBe('VALIDATION_ERROR')
      }
    })
  })

  describe('POST /product/item', () => {
    it('finds a product by articleId and by article number, in no and en', async () => {
      const bosch = await boschArticleWithSpacedNumber(t.app)
      const byId = await postItem({ id: bosch.articleId, lang: 'en' })
      expect(byId.statusCode).toBe(200)
      expect(byId.json()).toMatchObject({ product: expect.objectContaining(articleShape) })
      expect(byId.json().product.articleName).toBe(bosch.articleNameEn)

      const byNumber = await postItem({ id: bosch.articleNumber.replaceAll(' ', '') })
      expect(byNumber.json().product.articleId).toBe(bosch.articleId)
      expect(byNumber.json().product.articleName).toBe(bosch.articleNameNo)
    })

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      expect((await postItem({ id: 2_000_000_000 })).statusCode).toBe(404)
      expect((await postItem({ id: 'NO-SUCH-999' })).statusCode).toBe(404)
      for (const payload of [{}, { id: -1 }, { id: 1.5 }, { id: '' }, { id: 1, lang: 'sv' }]) {
        expect((await postItem(payload)).statusCode, JSON.stringify(payload)).toBe(400)
      }
    })
  })

  describe('GET /tecdoc/get-products', () => {
    it('pages through all articles with {articles, page, perPage, total}', async () => {
      const first = (await get('/api/tecdoc/get-products?page=1&perPage=5&lang=en')).json()
      const second = (await get('/api/tecdoc/get-products?page=2&perPage=5&lang=en')).json()
      expect(first).toMatchObject({ page: 1, perPage: 5, total: expect.any(Number) })
      expect(first.total).toBeGreaterThan(10)
      expect(first.articles).toHaveLength(5)
      expect(first.articles[0]).toEqual(expect.objectContaining(articleShape))
      const ids = [...first.articles, ...second.articles].map((a: Article) => a.articleId)
      expect(new Set(ids).size).toBe(10)
      expect(ids).toEqual([...ids].sort((a, b) => a - b))
    })

    it('uses 16 a page by default (spec §9) and answers an empty page past the end', async () => {
      const first = (await get('/api/tecdoc/get-products')).json()
      expect(first).toMatchObject({ page: 1, perPage: 16 })
      expect(first.articles).toHaveLength(16)
      const past = (await get('/api/tecdoc/get-products?page=100000&perPage=100')).json()
      expect(past).toMatchObject({ articles: [], total: first.total })
    })

    it('refuses page or perPage out of range with a 400 that says why', async () => {
      for (const query of [
        'page=0',
        'page=-1',
        'page=abc',
        'perPage=0',
        'perPage=101',
        'perPage=1e3',
        'page=1.5',
      ]) {
        const response = await get(`/api/tecdoc/get-products?${query}`)
        expect(response.statusCode, query).toBe(400)
        expect(response.json().error.code, query).toBe('VALIDATION_ERROR')
      }
      const tooMany = (await get('/api/tecdoc/get-products?perPage=101')).json()
      expect(tooMany.error.message).toMatch(/perPage.*100/)
    })
  })

  describe('GET /tecdoc/get-feature-products', () => {
    it('answers {articles} of featured articles, best rated first', async () => {
      const response = await get('/api/tecdoc/get-feature-products?lang=en')
      expect(response.statusCode).toBe(200)
      const featured: Article[] = response.json().articles
      expect(featured.length).toBeGreaterThan(0)
      expect(featured.length).toBeLessThanOrEqual(12)
      expect(featured[0]).toEqual(expect.objectContaining(articleShape))
      const ratings = featured.map((a) => a.rating)
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
    })
  })

  describe('GET /tecdoc/get-products-by-target-ids', () => {
    it('lists the articles fitting a Golf VII variant, all of them over the pages', async () => {
      const golf = await golfViiVariantWithParts(t.app)
      const response = await get(
        `/api/tecdoc/get-products-by-target-ids?engine=${golf.carId}&perPage=100&lang=en`,
      )
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body).toMatchObject({ page: 1, perPage: 100, total: golf.fitted })
      expect(body.articles.length).toBe(Math.min(100, golf.fitted))
    })

    it('narrows to a category with its subcategories: bremser holds brake discs', async () => {
      const golf = await golfViiVariantWithParts(t.app)
      const all = (await get(`/api/tecdoc/get-products-by-target-ids?engine=${golf.carId}`)).json()
      const brakes = (
        await get(
          `/api/tecdoc/get-products-by-target-ids?engine=${golf.carId}&category=bremser&perPage=100`,
        )
      ).json()
      const filters = (
        await get(
          `/api/tecdoc/get-products-by-target-ids?engine=${golf.carId}&category=filter&perPage=100`,
        )
      ).json()
      expect(brakes.total).toBeGreaterThan(0)
      expect(filters.total).toBeGreaterThan(0)
      expect(brakes.total + filters.total).toBeLessThanOrEqual(all.total)
      const brakeTypes = new Set(brakes.articles.map((a: Article) => a.partTypeId))
      expect(brakeTypes.has(82)).toBe(true) // 82 = brake disc
      expect(filters.articles.some((a: Article) => brakeTypes.has(a.partTypeId as number))).toBe(
        false,
      )
    })

    it('answers 404 for an unknown vehicle or category, an empty page for a vehicle without parts, 400 for a malformed one', async () => {
      const golf = await golfViiVariantWithParts(t.app)
      const unknownCar = await get('/api/tecdoc/get-products-by-target-ids?engine=2000000000')
      expect(unknownCar.statusCode).toBe(404)
      expect(unknownCar.json().error.code).toBe('NOT_FOUND')
      const unknownCategory = await get(
        `/api/tecdoc/get-products-by-target-ids?engine=${golf.carId}&category=no-such-slug`,
      )
      expect(unknownCategory.statusCode).toBe(404)
      // A variant the catalogue knows but no part fits yet: the golf's row under a new id.
      await t.app.database.db.execute(sql`insert into vehicles
        select (jsonb_populate_record(null::vehicles, to_jsonb(v) || '{"car_id": 2000000001}')).*
        from vehicles v where v.car_id = ${golf.carId}`)
      const empty = await get('/api/tecdoc/get-products-by-target-ids?engine=2000000001')
      expect(empty.statusCode).toBe(200)
      expect(empty.json()).toMatchObject({ articles: [], total: 0 })
      for (const query of ['', 'engine=abc', 'engine=0', `engine=${golf.carId}&perPage=500`]) {
        expect(
          (await get(`/api/tecdoc/get-products-by-target-ids?${query}`)).statusCode,
          query,
        ).toBe(400)
      }
    })
  })

  describe('GET /tecdoc/get-categories', () => {
    it('answers the category tree as data.array in the requested language', async () => {
      const no = (await get('/api/tecdoc/get-categories?lang=no')).json()
      const en = (await get('/api/tecdoc/get-categories?lang=en')).json()
      const slugs = no.data.array.map((node: { slug: string }) => node.slug)
      expect(slugs).toEqual(expect.arrayContaining(['bremser', 'filter']))
      const brakesNo = no.data.array.find((node: { slug: string }) => node.slug === 'bremser')
      const brakesEn = en.data.array.find((node: { slug: string }) => node.slug === 'bremser')
      expect(brakesNo.name).toBe('Bremser')
      expect(brakesEn.name).not.toBe(brakesNo.name)
    })
  })

  describe('GET /brand/list', () => {
    it('lists aftermarket brands with ascii slugs and article counts', async () => {
      const response = await get('/api/brand/list?lang=en')
      expect(response.statusCode).toBe(200)
      const brands: { slug: string; name: string; articleCount: number }[] = response.json().data
      const names = brands.map((brand) => brand.name)
      expect(names).toEqual(expect.arrayContaining(['BOSCH', 'BREMBO', 'MANN-FILTER']))
      for (const brand of brands) {
        expect(brand.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
        expect(brand.articleCount).toBeGreaterThan(0)
      }
      expect(brands.find((brand) => brand.name === 'MANN-FILTER')?.slug).toBe('mann-filter')
      const [row] = await t.app.database.db.select({ n: count() }).from(articles)
      expect(brands.reduce((sum, brand) => sum + brand.articleCount, 0)).toBe(row?.n)
    })
  })

  describe('caching', () => {
    it('sends Cache-Control with stale-while-revalidate and an ETag, and 304 with no body when the ETag still matches', async () => {
      const url = '/api/tecdoc/get-products?perPage=3'
      const first = await get(url)
      expect(first.headers['cache-control']).toBe(
        'public, max-age=300, stale-while-revalidate=86400',
      )
      const etag = first.headers.etag as string
      expect(etag).toMatch(/^"[\w-]+"$/)

      const again = await get(url, { 'if-none-match': etag })
      expect(again.statusCode).toBe(304)
      expect(again.body).toBe('')
      // The service worker renews its copy's lifetime from the 304's own headers.
      expect(again.headers['cache-control']).toBe(first.headers['cache-control'])
      expect(again.headers.etag).toBe(etag)

      const other = await get('/api/tecdoc/get-products?perPage=4', { 'if-none-match': etag })
      expect(other.statusCode).toBe(200)
      expect(other.headers.etag).not.toBe(etag)
      // Compressed answers carry the same validator.
      const gzipped = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': etag })
      expect(gzipped.statusCode).toBe(304)
    })

    it('gives different ETags to the Norwegian and the English answer', async () => {
      const no = await get('/api/tecdoc/get-feature-products?lang=no')
      const en = await get('/api/tecdoc/get-feature-products?lang=en')
      expect(no.headers.etag).not.toBe(en.headers.etag)
    })

    it('never lets the featured list, asked again on every view, be shown stale', async () => {
      const featured = await get('/api/tecdoc/get-feature-products?lang=no')
      expect(featured.headers['cache-control']).toBe('public, max-age=0')
    })
  })
})
