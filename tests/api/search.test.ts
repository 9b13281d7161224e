import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { normalizePartNumber } from '../../src/domain/article-number'
import { articles } from '../../src/server/db/schema'
import type { Article } from '../../src/server/providers/catalogue/catalogue-port'
import { buildTestApp, type TestApp } from '../support/build-app'
import {
  articleWithEan,
  boschArticleWithSpacedNumber,
  oeNumberWithSpaces,
} from '../support/catalogue-samples'

interface SearchPage {
  articles: Article[]
  page: number
  perPage: number
  total: number
}

describe('search', () => {
  let t: TestApp
  const get = (url: string) => t.app.inject({ method: 'GET', url })
  const search = async (text: string, extra = '') => {
    const response = await get(`/api/tecdoc/search?search=${encodeURIComponent(text)}${extra}`)
    expect(response.statusCode, text).toBe(200)
    return response.json() as SearchPage
  }
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t?.cleanup())

  it('finds a Bosch article first however its number is typed', async () => {
    const bosch = await boschArticleWithSpacedNumber(t.app)
    const packed = bosch.articleNumber.replaceAll(' ', '')
    for (const typed of [bosch.articleNumber, packed, bosch.articleNumber.replaceAll(' ', '-')]) {
      const page = await search(typed)
      expect(page.articles[0]?.articleId, typed).toBe(bosch.articleId)
    }
  })

  it('finds the article behind an OE number typed without spaces and in lower case', async () => {
    const oe = await oeNumberWithSpaces(t.app)
    const page = await search(normalizePartNumber(oe.oeNumber).toLowerCase(), '&perPage=100')
    expect(page.total).toBeGreaterThan(0)
    expect(page.articles.map((a) => a.articleId)).toContain(oe.articleId)
    const found = page.articles.find((a) => a.articleId === oe.articleId)
    expect(found?.oeNumbers).toContainEqual({ brand: oe.brand, number: oe.oeNumber })
  })

  it('finds the article behind an EAN', async () => {
    const article = await articleWithEan(t.app)
    const page = await search(article.ean)
    expect(page.articles[0]).toMatchObject({ articleId: article.articleId, ean: article.ean })
  })

  it('ranks the exact number before numbers it is only the start of, whatever their ids', async () => {
    const bosch = await boschArticleWithSpacedNumber(t.app)
    // A sibling whose number extends the Bosch one, with a lower articleId than it.
    const [lowest] = await t.app.database.db
      .select({ id: sql<number>`min(${articles.articleId})::int` })
      .from(articles)
    const siblingId = (lowest?.id ?? 1) - 1
    await t.app.database.db.insert(articles).values({
      ...bosch,
      articleId: siblingId,
      articleNumber: `${bosch.articleNumber} 7`,
      articleNumberNorm: `${bosch.articleNumberNorm}7`,
      ean: null,
      featured: false,
    })
    try {
      const exact = await search(bosch.articleNumber)
      expect(exact.articles.slice(0, 2).map((a) => a.articleId)).toEqual([
        bosch.articleId,
        siblingId,
      ])
      // A shorter start matches both, by id.
      const prefix = await search(bosch.articleNumberNorm.slice(0, -1), '&perPage=100')
      const ids = prefix.articles.map((a) => a.articleId)
      expect(ids).toEqual(expect.arrayContaining([bosch.articleId, siblingId]))
      expect(ids.indexOf(siblingId)).toBeLessThan(ids.indexOf(bosch.articleId))
    } finally {
      await t.app.database.db.delete(articles).where(eq(articles.articleId, siblingId))
    }
  })

  it('searches names in Norwegian and English and brands, case-insensitively', async () => {
    const bosch = await boschArticleWithSpacedNumber(t.app)
    const no = await search(bosch.articleNameNo.toLowerCase(), '&lang=no&perPage=100')
    expect(no.total).toBeGreaterThan(0)
    for (const article of no.articles) {
      expect(article.articleName.toLowerCase()).toContain(bosch.articleNameNo.toLowerCase())
    }
    const en = await search(bosch.articleNameEn.toUpperCase(), '&lang=en&perPage=100')
    expect(en.total).toBe(no.total)
    expect(en.articles[0]?.articleName).toBe(bosch.articleNameEn)

    const brembo = await search('brembo', '&perPage=100')
    expect(brembo.total).toBeGreaterThan(0)
    expect(brembo.articles.every((a) => a.mfrName === 'BREMBO')).toBe(true)
    // Every word must match: brand and part name together narrow the result.
    const both = await search(`bosch ${bosch.articleNameNo}`, '&perPage=100')
    expect(both.total).toBeGreaterThan(0)
    expect(both.total).toBeLessThan(no.total)
    expect(both.articles.every((a) => a.mfrName === 'BOSCH')).toBe(true)
  })

  it('matches brand names with non-ASCII letters typed in lower case', async () => {
    const page = await search('lemförder', '&perPage=5')
    expect(page.total).toBeGreaterThan(0)
    expect(page.articles[0]?.mfrName).toBe('LEMFÖRDER')
  })

  it('finds names and brands typed without their accents and Norwegian letters', async () => {
    for (const [typed, name] of [
      ['stotdemper', 'Støtdemper'],
      ['kupefilter', 'Kupéfilter'],
    ]) {
      const plain = await search(typed, '&lang=no&perPage=5')
      const written = await search(name, '&lang=no&perPage=5')
      expect(plain.total, typed).toBeGreaterThan(0)
      expect(plain.total, typed).toBe(written.total)
      expect(plain.articles[0]?.articleName.startsWith(name), typed).toBe(true)
    }
    const brand = await search('lemforder', '&perPage=5')
    expect(brand.articles[0]?.mfrName).toBe('LEMFÖRDER')
  })

  it('finds a part typed in the plural or definite form, in either language', async () => {
    for (const [typed, lang, name] of [
      ['tennplugger', 'no', 'Tennplugg'],
      ['støtdempere', 'no', 'Støtdemper'],
      ['spark plugs', 'en', 'Spark plug'],
      ['brake pads', 'en', 'Brake pad set'],
    ]) {
      const page = await search(typed, `&lang=${lang}&perPage=5`)
      expect(page.total, typed).toBeGreaterThan(0)
      expect(page.articles[0]?.articleName.startsWith(name), typed).toBe(true)
    }
  })

  it('pages stably: consecutive pages never repeat an article and add up to the total', async () => {
    const whole = await search('filter', '&perPage=100')
    expect(whole.total).toBeGreaterThan(20)
    const pages = await Promise.all(
      [1, 2, 3].map((page) => search('filter', `&perPage=7&page=${page}`)),
    )
    const ids = pages.flatMap((page) => page.articles.map((a) => a.articleId))
    expect(ids).toEqual(whole.articles.slice(0, 21).map((a) => a.articleId))
    expect(new Set(ids).size).toBe(21)
    expect(pages.every((page) => page.total === whole.total)).toBe(true)
  })

  it('narrows to featured articles with featured=1', async () => {
    const all = await search('filter', '&perPage=100')
    const featured = await search('filter', '&perPage=100&featured=1')
    expect(featured.total).toBeLessThan(all.total)
    const featuredIds = new Set(
      (
        await t.app.database.db
          .select({ id: articles.articleId })
          .from(articles)
          .where(eq(articles.featured, true))
      ).map((row) => row.id),
    )
    expect(featured.articles.every((a) => featuredIds.has(a.articleId))).toBe(true)
  })

  it('refuses empty, one-character, too long and missing search strings with a clear 400', async () => {
    for (const text of ['', ' ', 'a', '  b  ', 'x'.repeat(101), 'x'.repeat(10_000)]) {
      const response = await get(`/api/tecdoc/search?search=${encodeURIComponent(text)}`)
      expect(response.statusCode, text.slice(0, 10)).toBe(400)
      expect(response.json().error.code).toBe('VALIDATION_ERROR')
      expect(response.json().error.message).toMatch(/search|characters/i)
    }
    expect((await get('/api/tecdoc/search')).json().error.message).toMatch(/at least 2 characters/)
    expect((await get('/api/tecdoc/search?search=ab&perPage=101')).statusCode).toBe(400)
    expect((await get('/api/tecdoc/search?search=ab&page=0')).statusCode).toBe(400)
    expect((await get('/api/tecdoc/search?search=ab&featured=maybe')).statusCode).toBe(400)
  })

  it('treats SQL and regex metacharacters as plain text: 200, never a 500', async () => {
    const before = (await get('/api/tecdoc/get-products?perPage=1')).json().total
    const hostile = [
      '%%',
      '__',
      "''",
      '\\\\',
      '.*',
      "'; drop table articles; --",
      "%' or '1'='1",
      '[a-z]+',
      '(((',
      '$1 \\x00',
    ]
    for (const text of hostile) {
      const page = await search(text)
      expect(page.total, text).toBe(0)
    }
    // A LIKE wildcard inside a real number matches nothing more than the number would.
    const bosch = await boschArticleWithSpacedNumber(t.app)
    expect((await search(`${bosch.articleNumberNorm.slice(0, 4)}%`)).total).toBe(0)
    expect((await get('/api/tecdoc/get-products?perPage=1')).json().total).toBe(before)
  })

  it('sends Cache-Control and an ETag with search answers', async () => {
    const response = await get('/api/tecdoc/search?search=filter')
    expect(response.headers['cache-control']).toMatch(
      /^public, max-age=\d+, stale-while-revalidate=86400$/,
    )
    expect(response.headers.etag).toBeTruthy()
  })
})

describe('search suggestions', () => {
  let t: TestApp
  const get = (url: string) => t.app.inject({ method: 'GET', url })
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t?.cleanup())

  it('suggests up to 3 products and 4 categories, named in the requested language', async () => {
    const no = await get('/api/tecdoc/suggestions?search=filter&lang=no')
    expect(no.statusCode).toBe(200)
    const body = no.json()
    expect(body.products.length).toBeGreaterThan(0)
    expect(body.products.length).toBeLessThanOrEqual(3)
    expect(body.categories.length).toBeGreaterThan(0)
    expect(body.categories.length).toBeLessThanOrEqual(4)
    expect(body.categories).toContainEqual({ name: expect.any(String), slug: 'filter' })

    const en = (await get('/api/tecdoc/suggestions?search=brake&lang=en')).json()
    expect(en.categories).toContainEqual({ name: expect.stringMatching(/brake/i), slug: 'bremser' })
    expect(en.products[0].articleName).toMatch(/brake/i)
  })

  it('suggests the category of a part found by its number', async () => {
    const bosch = await boschArticleWithSpacedNumber(t.app)
    const body = (
      await get(`/api/tecdoc/suggestions?search=${encodeURIComponent(bosch.articleNumber)}`)
    ).json()
    expect(body.products[0].articleId).toBe(bosch.articleId)
    expect(body.categories.length).toBeGreaterThan(0)
  })

  it('refuses a one-character search and answers nothing for nonsense', async () => {
    expect((await get('/api/tecdoc/suggestions?search=a')).statusCode).toBe(400)
    expect((await get('/api/tecdoc/suggestions?search=%25%25')).json()).toEqual({
      products: [],
      categories: [],
    })
  })
})
