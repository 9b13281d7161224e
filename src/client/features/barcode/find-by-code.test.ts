import { describe, expect, it, vi } from 'vitest'
import type { PartArticle } from '../vehicles/api/get-vehicle-parts'
import { searchByArticleNumber } from '../vehicles/api/search-by-article-number'
import { findByCode } from './find-by-code'

vi.mock('../vehicles/api/search-by-article-number', () => ({ searchByArticleNumber: vi.fn() }))
const search = vi.mocked(searchByArticleNumber)

const part = (articleId: number, articleNumber: string, ean?: string) =>
  ({
    articleId,
    articleNumber,
    articleName: 'Filter',
    mfrName: 'MANN',
    ean,
  }) as unknown as PartArticle

const page = (articles: PartArticle[]) => ({
  articles,
  page: 1,
  perPage: 16,
  total: articles.length,
})

describe('findByCode', () => {
  it('takes the article whose EAN is the code, among several hits', async () => {
    search.mockResolvedValueOnce(page([part(1, '4011558'), part(2, 'W 712', '4011558044603')]))
    expect(await findByCode('no', '4011558044603')).toEqual({
      kind: 'found',
      article: part(2, 'W 712', '4011558044603'),
    })
  })

  it('takes the article whose number is the code, written any way', async () => {
    search.mockResolvedValueOnce(page([part(1, 'HU 7008 zx'), part(2, 'HU 7008 z')]))
    const found = await findByCode('no', 'HU7008Z')
    expect(found).toMatchObject({ kind: 'found', article: { articleId: 2 } })
  })

  it('takes a single hit, and says none for several without an exact one or for none', async () => {
    search.mockResolvedValueOnce(page([part(5, 'ABC 1')]))
    expect(await findByCode('no', 'ABC')).toMatchObject({
      kind: 'found',
      article: { articleId: 5 },
    })
    search.mockResolvedValueOnce(page([part(1, 'ABC 1'), part(2, 'ABC 2')]))
    expect(await findByCode('no', 'ABC')).toEqual({ kind: 'none' })
    search.mockResolvedValueOnce(page([]))
    expect(await findByCode('no', '123')).toEqual({ kind: 'none' })
  })

  it('says offline when neither the network nor the device has an answer', async () => {
    search.mockRejectedValueOnce(
      Object.assign(new Error('Failed to fetch'), { name: 'FetchError' }),
    )
    expect(await findByCode('no', '4011558044603')).toEqual({ kind: 'offline' })
  })
})
