import { describe, expect, it } from 'vitest'
import type { Article } from '../../../domain/article-schema'
import { createQueryClient } from '../../offline/query-client'
import { jsonResponse, stubFetchEachTest } from '../../test/fake-fetch'
import { byNumberAnswer, listedArticle } from '../../test/listed-article'
import { lookupArticle, productByArticleNumberQuery } from './get-product-by-article-number'

const oilFilter = byNumberAnswer(
  listedArticle({
    articleId: 7,
    articleNumber: 'HU 7008 z',
    articleName: 'Oljefilter',
    mfrName: 'MANN',
    price: 18900,
  }),
)

/** A search hit whose EAN only starts with the one typed. */
const nearMissFields = {
  articleId: 9,
  articleName: 'Vannpumpe',
  mfrName: 'SKF',
  price: 49900,
  ean: '40278160200731',
}

/** A page of `/tecdoc/search` holding `articles`. */
function searchPage(articles: Article[]) {
  return { articles, total: articles.length, page: 1, perPage: 16 }
}

describe('the article-number lookup', () => {
  const fetchSpy = stubFetchEachTest()

  it('resolves a number to the article printed with it', async () => {
    fetchSpy.mockResolvedValueOnce(jsonResponse(200, oilFilter))
    const article = await lookupArticle(createQueryClient(), ' HU 7008 z ', 'en')
    expect(article).toEqual({ articleNumber: 'HU 7008 z', articleName: 'Oljefilter' })
    const url = new URL(String(fetchSpy.mock.calls[0]?.[0]), 'http://localhost')
    expect(url.pathname).toBe('/api/tecdoc/get-product-by-article-number')
    expect(url.searchParams.get('articleNumber')).toBe('HU 7008 z')
    expect(url.searchParams.get('lang')).toBe('en')
  })

  it('answers null when no article has the number, printed, OE or EAN', async () => {
    fetchSpy
      .mockResolvedValueOnce(jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'x' } }))
      .mockResolvedValueOnce(jsonResponse(200, searchPage([])))
    await expect(lookupArticle(createQueryClient(), 'NOPE-1', 'no')).resolves.toBeNull()
  })

  it.each([
    ['an OE number', '11 51-8756807'],
    ['an EAN', '4027816020073'],
  ])('finds the article carrying %s, however it is spelled', async (_, typed) => {
    const pump = listedArticle({
      articleId: 8,
      articleNumber: '17086',
      articleName: 'Vannpumpe',
      mfrName: 'FEBI BILSTEIN',
      price: 54900,
      ean: '4027816020073',
      oeNumbers: [{ brand: 'BMW', number: '11 51 8 756 807' }],
    })
    // A search hit that only starts with the number is no carrier.
    const nearMiss = listedArticle({ ...nearMissFields, articleNumber: '1151875680' })
    fetchSpy
      .mockResolvedValueOnce(jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'x' } }))
      .mockResolvedValueOnce(jsonResponse(200, searchPage([nearMiss, pump])))
    await expect(lookupArticle(createQueryClient(), typed, 'no')).resolves.toEqual({
      articleNumber: '17086',
      articleName: 'Vannpumpe',
    })
    const search = new URL(String(fetchSpy.mock.calls[1]?.[0]), 'http://localhost')
    expect(search.pathname).toBe('/api/tecdoc/search')
  })

  it('answers null for a search hit that only starts with the number', async () => {
    const nearMiss = listedArticle({ ...nearMissFields, articleNumber: 'HU 7008 z' })
    fetchSpy
      .mockResolvedValueOnce(jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'x' } }))
      .mockResolvedValueOnce(jsonResponse(200, searchPage([nearMiss])))
    await expect(lookupArticle(createQueryClient(), '4027816020073', 'no')).resolves.toBeNull()
  })

  it('answers a number looked up before from the cache, however it is spelled', async () => {
    fetchSpy.mockResolvedValueOnce(jsonResponse(200, oilFilter))
    const queryClient = createQueryClient()
    await lookupArticle(queryClient, 'HU 7008 z', 'no')
    await expect(lookupArticle(queryClient, 'hu7008z', 'no')).resolves.toMatchObject({
      articleNumber: 'HU 7008 z',
    })
    expect(fetchSpy).toHaveBeenCalledTimes(1)
  })

  it('falls back to an older answer when the network is gone', async () => {
    fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const queryClient = createQueryClient()
    const key = productByArticleNumberQuery('no', 'HU7008Z').queryKey
    const found = { articleNumber: 'HU 7008 z', articleName: 'Oljefilter' }
    queryClient.setQueryData(key, found, { updatedAt: Date.now() - 2 * 24 * 60 * 60 * 1000 })
    await expect(lookupArticle(queryClient, 'HU 7008 z', 'no')).resolves.toEqual(found)
  })

  it('passes a server failure on', async () => {
    fetchSpy.mockResolvedValueOnce(jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } }))
    await expect(lookupArticle(createQueryClient(), 'HU 7008 z', 'no')).rejects.toMatchObject({
      status: 500,
    })
  })
})
