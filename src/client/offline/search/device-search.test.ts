import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Article } from '../../../domain/article-schema'
import { fakeCacheStorage } from './fake-cache-storage'
import { searchPacks } from './search-packs'

function product(articleId: number, articleNumber: string, extra: Partial<Article> = {}): Article {
  return {
    articleId,
    articleNumber,
    articleName: 'Oljefilter',
    mfrName: 'MANN-FILTER',
    articleText: [],
    price: 10000,
    discount: 0,
    available: true,
    images: [],
    rating: 4,
    reviews: 3,
    tags: [],
    ...extra,
  }
}

describe('searching the offline packs by part number', () => {
  beforeEach(async () => {
    const storage = fakeCacheStorage()
    vi.stubGlobal('caches', storage)
    const pack = await storage.open('vehicle-pack-1')
    const put = (p: Article, lang = 'no', by = `id=${p.articleId}`) =>
      pack.put(
        `${location.origin}/api/product/item?${by}&lang=${lang}`,
        Response.json({ product: p }),
      )
    await put(product(1, 'HU 7008 z', { ean: '4011558044603' }))
    await put(product(2, 'HU 7008 zx'))
    await put(product(3, 'W 712/95', { oeNumbers: [{ brand: 'VW', number: '03C 115 561 H' }] }))
    // The same part kept by article number too: found once.
    await put(product(1, 'HU 7008 z'), 'no', 'articleNumber=HU%207008%20z')
    await put(product(4, 'HU 7008 z'), 'en')
    const other = await storage.open('catalogue')
    await other.put(
      `${location.origin}/api/product/item?id=9&lang=no`,
      Response.json({ product: product(9, 'HU 7008 z') }),
    )
  })
  afterEach(() => vi.unstubAllGlobals())

  it('finds the exact number first, then numbers starting with it, typed any way', async () => {
    const found = await searchPacks('no', 'hu7008-Z', 1, 16)
    expect(found.articles.map((a) => a.articleId)).toEqual([1, 2])
    expect(found.total).toBe(2)
  })

  it('finds a part by its EAN and by an OE number', async () => {
    expect(
      (await searchPacks('no', '4011558044603', 1, 16)).articles.map((a) => a.articleId),
    ).toEqual([1])
    expect((await searchPacks('no', '03C115561H', 1, 16)).articles.map((a) => a.articleId)).toEqual(
      [3],
    )
  })

  it('looks only in packs, in the page’s language, and pages the answer', async () => {
    const english = await searchPacks('en', 'HU 7008', 1, 16)
    expect(english.articles.map((a) => a.articleId)).toEqual([4])
    const second = await searchPacks('no', 'HU 7008', 2, 1)
    expect(second).toMatchObject({ page: 2, perPage: 1, total: 2 })
    expect(second.articles.map((a) => a.articleId)).toEqual([2])
    expect((await searchPacks('no', 'XYZ', 1, 16)).total).toBe(0)
  })
})
