import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeCacheStorage } from '../../offline/packs/fake-cache-storage'
import type { Article } from '../../../domain/article-schema'
import type { PartsPage } from '../../data/vehicles/get-vehicle-parts'
import { searchByArticleNumber } from '../../data/catalogue/search-by-article-number'
import { findByCode } from './find-by-code'

vi.mock('../../data/catalogue/search-by-article-number', () => ({ searchByArticleNumber: vi.fn() }))
const search = vi.mocked(searchByArticleNumber)

const part = (articleId: number, articleNumber: string, ean?: string) =>
  ({ articleId, articleNumber, articleName: 'Filter', mfrName: 'MANN', ean }) as Article

const page = (articles: Article[], extra: Partial<PartsPage> = {}): PartsPage => ({
  articles,
  page: 1,
  perPage: 16,
  total: articles.length,
  ...extra,
})

/** What ofetch throws when no answer came (offline). */
const noAnswer = () => Object.assign(new Error('Failed to fetch'), { name: 'FetchError' })

let storage: ReturnType<typeof fakeCacheStorage>
beforeEach(() => {
  storage = fakeCacheStorage()
  vi.stubGlobal('caches', storage)
})
afterEach(() => {
  vi.unstubAllGlobals()
  search.mockReset()
})

async function keepProduct(product: Article) {
  await (await storage.open('catalogue')).put(
    `http://localhost/api/product/item?id=${product.articleId}&lang=no`,
    Response.json({ product }),
  )
}

describe('looking up a scanned code with the shop', () => {
  it('takes the article whose EAN is the code, among several hits', async () => {
    search.mockResolvedValueOnce(page([part(1, '4011558'), part(2, 'W 712', '4011558044603')]))
    expect(await findByCode('no', '4011558044603')).toEqual({
      kind: 'found',
      article: part(2, 'W 712', '4011558044603'),
    })
    expect(search).toHaveBeenCalledWith('no', { number: '4011558044603', page: 1 })
  })

  it('takes the article whose number is the code, written any way', async () => {
    search.mockResolvedValueOnce(page([part(1, 'HU 7008 zx'), part(2, 'HU 7008 z')]))
    expect(await findByCode('no', 'HU7008Z')).toMatchObject({
      kind: 'found',
      article: { articleId: 2 },
    })
  })

  it('takes the only hit when another number matched (an OE number on the box)', async () => {
    search.mockResolvedValueOnce(page([part(5, 'ABC 1')]))
    expect(await findByCode('no', '5Q0698151B')).toMatchObject({
      kind: 'found',
      article: { articleId: 5 },
    })
  })

  it('says several when more parts match and none is exactly the code', async () => {
    search.mockResolvedValueOnce(page([part(1, 'ABC 1'), part(2, 'ABC 2')]))
    expect(await findByCode('no', 'ABC')).toEqual({ kind: 'several' })
  })

  it('does not take a part without an EAN for a code of separators only', async () => {
    search.mockResolvedValueOnce(page([part(1, 'ABC 1'), part(2, 'ABC 2', '4006381333931')]))
    expect(await findByCode('no', '-')).toEqual({ kind: 'several' })
  })

  it('says none when the shop has no part with the code', async () => {
    search.mockResolvedValueOnce(page([]))
    expect(await findByCode('no', '7311111111114')).toEqual({ kind: 'none' })
  })
})

describe('looking up a scanned code without the shop', () => {
  it.each([
    ['its EAN', 7, 'W 712', '4011558044603'],
    ['its article number', 8, 'HU 7008 z', 'HU7008Z'],
  ])('finds a part seen before, kept on the device, by %s', async (_, id, number, code) => {
    await keepProduct(part(id, number, '4011558044603'))
    search.mockRejectedValueOnce(noAnswer())
    expect(await findByCode('no', code)).toMatchObject({
      kind: 'found',
      article: { articleId: id },
    })
  })

  it('looks for the exact code on the device rather than the packs’ prefix matches', async () => {
    await keepProduct(part(9, 'ABC 1'))
    search.mockResolvedValueOnce(page([part(9, 'ABC 1')], { offline: true }))
    expect(await findByCode('no', 'ABC')).toEqual({ kind: 'offline' })
  })

  it('says offline when neither the network nor the device has the code', async () => {
    await keepProduct(part(7, 'W 712', '4011558044603'))
    search.mockRejectedValueOnce(noAnswer())
    expect(await findByCode('no', '7311111111114')).toEqual({ kind: 'offline' })
  })

  it('lets a shop error through when the device has nothing either', async () => {
    const serverError = Object.assign(new Error('500'), { name: 'FetchError', response: {} })
    search.mockRejectedValueOnce(serverError)
    await expect(findByCode('no', '7311111111114')).rejects.toBe(serverError)
  })
})
