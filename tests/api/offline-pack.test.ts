import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isApiError } from '../../src/domain/api-error'
import { PACK_PAGE_SIZE, type PackManifest } from '../../src/domain/offline-pack'
import { buildTestApp, type TestApp } from '../support/build-app'

/** The demo catalogue's 2016 Golf VII 1.6 TDI. */
const GOLF = 320507

describe('offline packs: the manifest of a vehicle and the product answers it lists', () => {
  let t: TestApp
  let manifest: PackManifest
  beforeAll(async () => {
    t = await buildTestApp()
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/vehicles/variant/${GOLF}/offline-pack?lang=no`,
    })
    expect(response.statusCode).toBe(200)
    manifest = response.json()
  })
  afterAll(() => t?.cleanup())

  const get = (url: string) => t.app.inject({ method: 'GET', url })

  it('lists every page of the vehicle’s parts, as the parts page asks for them', async () => {
    const first = (
      await get(
        `/api/tecdoc/get-products-by-target-ids?engine=${GOLF}&page=1&perPage=${PACK_PAGE_SIZE}&lang=no`,
      )
    ).json()
    expect(manifest.articles).toBe(first.total)
    const allPages = manifest.items.filter(
      (item) => item.kind === 'listing' && !item.url.includes('category='),
    )
    expect(allPages).toHaveLength(Math.ceil(first.total / PACK_PAGE_SIZE))
  })

  it('lists only categories holding parts for the vehicle, each with all its pages', async () => {
    const byCategory = new Map<string, number>()
    for (const item of manifest.items) {
      const category = new URL(item.url, 'http://x').searchParams.get('category')
      if (category) byCategory.set(category, (byCategory.get(category) ?? 0) + 1)
    }
    expect(byCategory.size).toBeGreaterThan(0)
    for (const [category, pages] of byCategory) {
      const answer = (
        await get(
          `/api/tecdoc/get-products-by-target-ids?engine=${GOLF}&category=${category}&page=1&perPage=${PACK_PAGE_SIZE}&lang=no`,
        )
      ).json()
      expect(answer.total, category).toBeGreaterThan(0)
      expect(pages, category).toBe(Math.ceil(answer.total / PACK_PAGE_SIZE))
    }
  })

  it('lists each part by id and by article number, and every item answers 200', async () => {
    const products = manifest.items.filter((item) => item.kind === 'product')
    expect(products).toHaveLength(manifest.articles * 2)
    // Four at a time, as a device fetches a pack: all at once would measure the admission
    // queue (503 when busy), not the answers.
    const answers: Awaited<ReturnType<typeof get>>[] = []
    for (let start = 0; start < manifest.items.length; start += 4) {
      const chunk = manifest.items.slice(start, start + 4)
      answers.push(...(await Promise.all(chunk.map((item) => get(item.url)))))
    }
    const failed = answers
      .map((answer, index) => [answer.statusCode, manifest.items[index]?.url])
      .filter(([status]) => status !== 200)
    expect(failed).toEqual([])
    expect(manifest.estimatedBytes).toBeGreaterThan(0)
    expect(manifest.truncated).toBe(false)
  })

  it('answers GET /api/product/item by id and by article number like the POST', async () => {
    const listing = (
      await get(`/api/tecdoc/get-products-by-target-ids?engine=${GOLF}&page=1&perPage=1&lang=no`)
    ).json()
    const article = listing.articles[0]
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/product/item',
      payload: { id: article.articleId, lang: 'no' },
    })
    const byId = await get(`/api/product/item?id=${article.articleId}&lang=no`)
    const byNumber = await get(
      `/api/product/item?articleNumber=${encodeURIComponent(article.articleNumber)}&lang=no`,
    )
    expect(byId.json()).toEqual(posted.json())
    expect(byNumber.json()).toEqual(posted.json())
    expect(byId.headers['cache-control']).toMatch(/max-age/)
  })

  it('refuses a bad product query and an unknown vehicle with clear 4xx answers', async () => {
    for (const url of [
      '/api/product/item?lang=no',
      '/api/product/item?id=7&articleNumber=x&lang=no',
      '/api/product/item?id=abc&lang=no',
      '/api/vehicles/variant/999999/offline-pack?lang=no',
      '/api/vehicles/variant/x/offline-pack?lang=no',
      `/api/vehicles/variant/${GOLF}/offline-pack?lang=xx`,
    ]) {
      const response = await get(url)
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400)
      expect(response.statusCode, url).toBeLessThan(500)
      expect(isApiError(response.json()), url).toBe(true)
    }
  })
})
