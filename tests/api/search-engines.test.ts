import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asc, eq, sql } from 'drizzle-orm'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Article } from '../../src/domain/article-schema'
import { productSlug } from '../../src/domain/product-slug'
import { articles, categories, sharedLists } from '../../src/server/db/schema'
import { shareTokenHash } from '../../src/server/services/shared-list-service'
import { articleWithEan } from '../support/catalogue-samples'
import { buildTestApp, type TestApp } from '../support/build-app'
import { writeStaticFixture } from '../support/static-fixture'

/** index.html as the build writes it, in short: a head to add to, and the app's root. */
const SHELL =
  '<!doctype html><html lang="nb"><head><title>Delelager</title></head><body><div id="root"></div></body></html>'
/** The shop's configured origin; requests name another Host, which links must not follow. */
const ORIGIN = 'https://www.delelager.example'
const HOST = 'shop.example'

let t: TestApp
let staticDir: string

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'delelager-static-'))
  await writeStaticFixture(staticDir)
  await writeFile(join(staticDir, 'index.html'), SHELL)
  // A proxy trusted with X-Forwarded-*: even then, no header moves the links.
  t = await buildTestApp({ config: { staticDir, publicOrigin: ORIGIN, trustProxy: true } })
})

afterAll(async () => {
  await t?.cleanup()
  await rm(staticDir, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } })

function parseXml(text: string): Document {
  const document = new JSDOM(text, { contentType: 'application/xml' }).window.document
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0)
  return document
}

function texts(document: Document, tag: string): string[] {
  return [...document.getElementsByTagName(tag)].map((element) => element.textContent ?? '')
}

async function firstArticle() {
  const [row] = await t.app.database.db
    .select()
    .from(articles)
    .orderBy(asc(articles.articleId))
    .limit(1)
  if (!row) throw new Error('the seeded catalogue has no articles')
  return row
}

async function aCategory() {
  const [row] = await t.app.database.db.select().from(categories).limit(1)
  if (!row) throw new Error('the seeded catalogue has no categories')
  return row
}

describe('pages that do not exist', () => {
  it('answers an unknown page with a real 404 and the app’s page, not JSON', async () => {
    for (const url of ['/no-such-page', '/en/no-such-page', '/cart/nope/nope', '/productsx']) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type'], url).toMatch(/^text\/html/)
      expect(response.body, url).toContain('<div id="root"></div>')
      expect(response.headers['cache-control'], url).toBe('no-cache')
    }
  })

  it('answers a product, a product number or a category that does not exist with a 404 page', async () => {
    for (const url of [
      '/products/bosch-bremseklosser-2147483000',
      '/products/no-id-at-all',
      '/en/products/x-2147483000',
      '/product-preview/NO-SUCH-NUMBER-42',
      '/catalog/no-such-category',
      '/catalog/no-such-category/products',
    ]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type'], url).toMatch(/^text\/html/)
      expect(response.body, url).toContain('<div id="root"></div>')
    }
  })

  it('answers a shared link that is unknown, expired or revoked with a 404 page, a live one with 200', async () => {
    const share = async () => {
      const article = await firstArticle()
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/shared',
        payload: { kind: 'cart', lines: [{ articleId: article.articleId, quantity: 1 }] },
      })
      return created.json<{ token: string; revokeKey: string }>()
    }
    const [live, expired, revoked] = [await share(), await share(), await share()]
    await t.app.database.db
      .update(sharedLists)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sharedLists.tokenHash, shareTokenHash(expired.token)))
    await t.app.inject({
      method: 'DELETE',
      url: `/api/shared/${revoked.token}`,
      headers: { 'x-share-revoke-key': revoked.revokeKey },
    })
    for (const url of [
      '/shared/AAAAAAAAAAAAAAAAAAAAAA',
      '/en/shared/AAAAAAAAAAAAAAAAAAAAAA',
      '/shared/not-a-token',
      `/shared/${expired.token}`,
      `/shared/${revoked.token}?print=1`,
    ]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type'], url).toMatch(/^text\/html/)
      expect(response.body, url).toContain('<div id="root"></div>')
    }
    for (const url of [`/shared/${live.token}`, `/en/shared/${live.token}?print=1`]) {
      expect((await get(url)).statusCode, url).toBe(200)
    }
  })

  it('answers an article number that finds nothing with a 404 page, in either language', async () => {
    const article = await firstArticle()
    for (const url of [
      '/catalog/article?n=zzzz',
      '/en/catalog/article?n=zzzz',
      '/catalog/article?n=zzzz&filter_vehicle=1',
      '/catalog/article?n=z',
    ]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type'], url).toMatch(/^text\/html/)
      expect(response.body, url).toContain('<div id="root"></div>')
    }
    const number = encodeURIComponent(article.articleNumber)
    for (const url of [
      '/catalog/article',
      '/catalog/article?n=',
      `/catalog/article?n=${'9'.repeat(101)}`,
      `/catalog/article?n=${number}`,
      `/en/catalog/article?n=${number}&page=9`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(200)
    }
  })

  it('answers the pages that exist with 200', async () => {
    const article = await firstArticle()
    const category = await aCategory()
    for (const url of [
      '/',
      '/en',
      '/cart',
      '/account/orders/123',
      '/blog/any-post',
      '/search?q=bremser',
      `/products/${productSlug({ ...article, articleName: article.articleNameNo })}`,
      `/products/an-old-name-${article.articleId}`,
      `/product-preview/${encodeURIComponent(article.articleNumber)}`,
      `/catalog/${category.slug}`,
      `/en/catalog/${category.slug}/products?page=2`,
    ]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type'], url).toMatch(/^text\/html/)
    }
  })

  it('keeps a JSON 404 for the API and for missing files', async () => {
    for (const url of ['/api/no-such-thing', '/assets/gone-1234.js', '/sitemaps/nope.xml']) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.json().error.code, url).toBe('NOT_FOUND')
    }
  })
})

describe('robots.txt', () => {
  it('opens the shop to crawlers, closes the API and private pages, and names the sitemap', async () => {
    const response = await get('/robots.txt')
    const lines = response.body.split('\n')

    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/plain/)
    expect(lines).toContain('User-agent: *')
    expect(lines).toContain('Allow: /')
    for (const path of ['/api/', '/account', '/cart', '/admin', '/en/account', '/en/admin']) {
      expect(lines, path).toContain(`Disallow: ${path}`)
    }
    expect(lines.filter((line) => /^Disallow: \/(products|catalog|$)/.test(line))).toEqual([])
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  })

  it('names the configured origin whatever Host or X-Forwarded-Host a request names', async () => {
    const forged = { 'x-forwarded-host': 'evil.example.com', 'x-forwarded-proto': 'http' }
    for (const headers of [{ host: 'evil.example.com' }, forged]) {
      for (const url of ['/robots.txt', '/sitemap.xml', '/']) {
        const response = await get(url, headers)
        expect(response.body, url).toContain(ORIGIN)
        expect(response.body, url).not.toContain('evil.example.com')
      }
    }
  })
})

describe('the sitemaps', () => {
  it('lists every product of the catalogue exactly once, at its canonical address, with lastmod', async () => {
    const index = await get('/sitemap.xml')
    expect(index.statusCode).toBe(200)
    expect(index.headers['content-type']).toMatch(/^application\/xml/)
    expect(index.headers['cache-control']).toMatch(/public, max-age=\d+/)
    const indexXml = parseXml(index.body)
    expect(indexXml.documentElement.tagName).toBe('sitemapindex')
    const sitemaps = texts(indexXml, 'loc')
    expect(texts(indexXml, 'lastmod')).toHaveLength(sitemaps.length)
    expect(sitemaps).toContain(`${ORIGIN}/sitemaps/categories.xml`)

    const listed: string[] = []
    for (const loc of sitemaps) {
      expect(loc).toMatch(/^https:\/\/www\.delelager\.example\/sitemaps\/[\w-]+\.xml$/)
      const page = await get(new URL(loc).pathname)
      expect(page.statusCode, loc).toBe(200)
      expect(page.headers['content-type'], loc).toMatch(/^application\/xml/)
      const xml = parseXml(page.body)
      expect(xml.documentElement.tagName, loc).toBe('urlset')
      const urls = texts(xml, 'loc')
      expect(urls.length, loc).toBeLessThanOrEqual(50_000)
      for (const lastmod of texts(xml, 'lastmod')) {
        expect(Number.isNaN(Date.parse(lastmod)), lastmod).toBe(false)
      }
      expect(texts(xml, 'lastmod'), loc).toHaveLength(urls.length)
      listed.push(...urls)
    }

    const rows = await t.app.database.db
      .select({
        articleId: articles.articleId,
        articleNumber: articles.articleNumber,
        mfrName: articles.mfrName,
        articleName: articles.articleNameNo,
      })
      .from(articles)
    const expected = rows.map((row) => `${ORIGIN}/products/${productSlug(row)}`)
    const products = listed.filter((url) => url.includes('/products/'))
    expect(products).toHaveLength(expected.length)
    expect(new Set(products)).toEqual(new Set(expected))
    expect(rows.length).toBeGreaterThan(0)
  })

  it('lists the categories and the shop’s own pages', async () => {
    const category = await aCategory()
    const categoriesXml = parseXml((await get('/sitemaps/categories.xml')).body)
    const pagesXml = parseXml((await get('/sitemaps/pages.xml')).body)

    expect(texts(categoriesXml, 'loc')).toContain(`${ORIGIN}/catalog/${category.slug}`)
    expect(texts(pagesXml, 'loc')).toEqual(
      expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/about-us`]),
    )
    expect(texts(pagesXml, 'loc').some((url) => /\/(cart|account|admin)/.test(url))).toBe(false)
  })

  it('answers a product sitemap the index does not list with a 404', async () => {
    const [span] = await t.app.database.db
      .execute<{ last: number }>(sql`select max(article_id) as last from articles`)
      .then((result) => (result as unknown as { rows: { last: number }[] }).rows)
    for (const file of [
      `products-${(span?.last ?? 0) + 1}-${(span?.last ?? 0) + 5}.xml`,
      'products-1-999999.xml',
      'products-5-1.xml',
      'products-x-y.xml',
    ]) {
      const response = await get(`/sitemaps/${file}`)
      expect(response.statusCode, file).toBe(404)
    }
  })

  it('answers a revalidation with 304 while nothing changed', async () => {
    const first = await get('/sitemap.xml')
    const again = await get('/sitemap.xml', { 'if-none-match': String(first.headers.etag) })

    expect(again.statusCode).toBe(304)
  })
})

describe('what a page tells search engines', () => {
  const canonicalOf = (html: string) =>
    new JSDOM(html).window.document.querySelector('link[rel="canonical"]')?.getAttribute('href')

  it('gives the front page, a category listing and a product page their canonical address', async () => {
    const article = await firstArticle()
    const category = await aCategory()
    const slug = productSlug({ ...article, articleName: article.articleNameNo })

    expect(canonicalOf((await get('/?utm_source=x')).body)).toBe(`${ORIGIN}/`)
    expect(canonicalOf((await get('/en')).body)).toBe(`${ORIGIN}/en`)
    expect(canonicalOf((await get(`/catalog/${category.slug}/products?sort=price_asc`)).body)).toBe(
      `${ORIGIN}/catalog/${category.slug}`,
    )
    expect(canonicalOf((await get(`/catalog/${category.slug}?page=3`)).body)).toBe(
      `${ORIGIN}/catalog/${category.slug}?page=3`,
    )
    expect(canonicalOf((await get(`/products/old-words-${article.articleId}`)).body)).toBe(
      `${ORIGIN}/products/${slug}`,
    )
    expect(canonicalOf((await get(`/product-preview/${article.articleId}`)).body)).toBe(
      `${ORIGIN}/products/${slug}`,
    )
    expect(canonicalOf((await get('/cart')).body)).toBeUndefined()
  })

  it('describes the product on its page as schema.org Product JSON-LD, as the API has it', async () => {
    const row = await articleWithEan(t.app)
    await t.app.database.db
      .update(articles)
      .set({ price: 123_450, discount: 10_000, stock: 0 })
      .where(eq(articles.articleId, row.articleId))
    const { product } = (await get(`/api/product/item?id=${row.articleId}`, { host: HOST })).json<{
      product: Article
    }>()
    const url = `${ORIGIN}/products/${productSlug(product)}`

    const page = await get(`/products/${productSlug(product)}`)
    const script = new JSDOM(page.body).window.document.querySelector(
      'script[type="application/ld+json"]',
    )
    const data = JSON.parse(script?.textContent ?? 'null')

    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: `${product.mfrName} ${product.articleName}`,
      brand: { '@type': 'Brand', name: product.mfrName },
      sku: product.articleNumber,
      mpn: product.articleNumber,
      gtin13: product.ean,
      image: `${ORIGIN}${product.images[0]?.imageURL400}`,
      url,
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'NOK',
        price: '1134.50',
        availability: 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    })
  })

  it('says a product in stock is InStock and leaves out gtin13 when there is no EAN', async () => {
    const article = await firstArticle()
    await t.app.database.db
      .update(articles)
      .set({ stock: 3, ean: null })
      .where(eq(articles.articleId, article.articleId))
    const page = await get(`/products/x-${article.articleId}`)
    const script = new JSDOM(page.body).window.document.querySelector(
      'script[type="application/ld+json"]',
    )
    const data = JSON.parse(script?.textContent ?? 'null')

    expect(data.offers.availability).toBe('https://schema.org/InStock')
    expect(data).not.toHaveProperty('gtin13')
  })
})
