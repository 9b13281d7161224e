import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { articles } from '../../src/server/db/schema'
import type { Article } from '../../src/server/providers/catalogue/catalogue-port'
import { buildTestApp, type TestApp } from '../support/build-app'

describe('part pictures under /part-images/', () => {
  let t: TestApp
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers })
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t?.cleanup())

  it('serves a part type’s picture as SVG, cached for a day with an ETag', async () => {
    const response = await get('/part-images/82.svg')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers['cache-control']).toBe('public, max-age=86400')
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/)
    expect(response.body.startsWith('<svg')).toBe(true)
    expect(response.body).toContain('<title id="title">Bremseskiver</title>')
  })

  it('answers 304 with no body when the browser already has the picture', async () => {
    const { headers } = await get('/part-images/82.svg')
    const etag = String(headers.etag)
    const response = await get('/part-images/82.svg', { 'if-none-match': etag })
    expect(response.statusCode).toBe(304)
    expect(response.body).toBe('')
    expect(response.headers.etag).toBe(etag)
    const other = await get('/part-images/402.svg', { 'if-none-match': etag })
    expect(other.statusCode).toBe(200)
    expect(other.headers.etag).not.toBe(etag)
  })

  it('answers a JSON 404 for unknown part types and anything but <id>.svg', async () => {
    const urls = [
      '/part-images/999999999.svg',
      '/part-images/abc.svg',
      '/part-images/82.png',
      '/part-images/082.svg',
      '/part-images/82',
      '/part-images/..%2F82.svg',
    ]
    for (const url of urls) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type'], url).toMatch(/^application\/json/)
      expect(response.json(), url).toEqual({
        error: { code: 'NOT_FOUND', message: expect.any(String) },
      })
    }
  })

  it('has a picture for every imageURL400 a product listing links to', async () => {
    const listing = await get('/api/tecdoc/get-products?perPage=50')
    expect(listing.statusCode).toBe(200)
    const urls = new Set(
      (listing.json().articles as Article[]).flatMap((article) =>
        article.images.map((image) => image.imageURL400),
      ),
    )
    expect(urls.size).toBeGreaterThan(0)
    for (const url of urls) expect((await get(url)).statusCode, url).toBe(200)
  })

  it('has a picture for every part type the seeded catalogue has articles of', async () => {
    const rows = await t.app.database.db
      .selectDistinct({ partTypeId: articles.partTypeId })
      .from(articles)
    expect(rows.length).toBeGreaterThan(10)
    for (const { partTypeId } of rows) {
      const url = `/part-images/${partTypeId}.svg`
      expect((await get(url)).statusCode, url).toBe(200)
    }
  })
})
