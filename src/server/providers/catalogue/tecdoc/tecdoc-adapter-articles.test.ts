import { describe, expect, it } from 'vitest'
import { fixtureConfig } from '../../../../../tests/fixtures/tecdoc/fixture-provider'
import { createTecdocCatalogue, type PriceSource, type TecdocShopData } from './tecdoc-adapter'

function catalogueOverFixtures(shop: TecdocShopData = {}) {
  const { config, requests, paths } = fixtureConfig()
  return { catalogue: createTecdocCatalogue(config, shop), requests, paths }
}

const GOLF_16_TDI = 110548
/** A number search's first page of ten, in Norwegian. */
const FIRST_PAGE_NO = { lang: 'no', page: 1, perPage: 10 } as const
const VW = 121

describe('TecDoc adapter: articles on recorded payloads', () => {
  it("pages a variant's articles in a category and prices them from the shop", async () => {
    const asked: string[] = []
    const prices: PriceSource = async (refs) =>
      refs.map((ref) => {
        asked.push(`${ref.mfrName} ${ref.articleNumber}`)
        return ref.mfrName === 'BREMBO' ? { price: 89_900, discount: 9_000 } : null
      })
    const { catalogue } = catalogueOverFixtures({ prices })
    const vehicle = { carId: GOLF_16_TDI, manuId: VW }
    const first = await catalogue.articlesForVariant({
      lang: 'no',
      vehicle,
      categoryIds: [100032],
      page: 1,
      perPage: 3,
    })
    expect(first).toMatchObject({ page: 1, perPage: 3, total: 4 })
    expect(first.items[0]).toMatchObject({
      articleNumber: '09.C547.11',
      articleName: 'Bremseskive',
      mfrName: 'BREMBO',
      price: 89_900,
      discount: 9_000,
      available: true,
    })
    expect(first.items[1]).toMatchObject({ mfrName: 'BOSCH', price: 0, available: false })
    const second = await catalogue.articlesForVariant({
      lang: 'no',
      vehicle,
      categoryIds: [100032],
      page: 2,
      perPage: 3,
    })
    expect(second.items.map((a) => a.articleNumber)).toEqual(['24.0125-0195.1'])
    expect(asked).toHaveLength(4)
  })

  it('lists articles of several categories together', async () => {
    const { catalogue } = catalogueOverFixtures()
    const vehicle = { carId: GOLF_16_TDI, manuId: VW }
    const page = await catalogue.articlesForVariant({
      lang: 'no',
      vehicle,
      categoryIds: [100032, 100259],
      page: 1,
      perPage: 20,
    })
    expect(page.total).toBe(7)
    expect(page.items.at(-1)).toMatchObject({ articleName: 'Oljefilter', mfrName: 'MAHLE' })
  })

  it('finds an article by number with its specifications, EAN and OE numbers', async () => {
    const { catalogue, requests } = catalogueOverFixtures()
    const disc = await catalogue.articleByNumber({ lang: 'no', articleNumber: '09.C547.11' })
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: { articleNo: '09.C547.11', langId: 12 },
    })
    expect(disc).toMatchObject({
      articleId: 58372011,
      mfrName: 'BREMBO',
      ean: '8020584473511',
      available: false,
    })
    expect(disc?.articleText).toContainEqual({ text: ['Bremseskivetykkelse [mm]: 25'] })
    expect(disc?.oeNumbers).toHaveLength(4)
    const english = await catalogue.articleByNumber({ lang: 'en', articleNumber: '09.C547.11' })
    expect(english?.articleName).toBe('Brake Disc')
  })

  it('answers null for a number nobody sells or a brand that does not make it', async () => {
    const { catalogue } = catalogueOverFixtures()
    expect(await catalogue.articleByNumber({ lang: 'no', articleNumber: 'XYZ 123' })).toBeNull()
    expect(
      await catalogue.articleByNumber({ lang: 'no', articleNumber: '09.C547.11', mfrName: 'ATE' }),
    ).toBeNull()
    expect(
      await catalogue.articleByNumber({
        lang: 'no',
        articleNumber: '09.C547.11',
        mfrName: 'brembo',
      }),
    ).not.toBeNull()
  })

  it('searches article and OE numbers together and merges what it finds', async () => {
    const { catalogue, paths } = catalogueOverFixtures()
    const found = await catalogue.searchByNumber({ ...FIRST_PAGE_NO, number: '5Q0 615 301 F' })
    expect(found.total).toBe(4)
    expect(found.items.map((a) => a.mfrName)).toEqual(['BREMBO', 'BOSCH', 'TEXTAR', 'ATE'])
    expect(paths()).toEqual([
      '/artlookup/search-articles-by-article-no?articleNo=5Q0+615+301+F&articleType=ArticleNumber&langId=12',
      '/artlookup/search-articles-by-article-no?articleNo=5Q0+615+301+F&articleType=OENumber&langId=12',
    ])
  })

  it('adds an EAN search for a barcode and finds the article once', async () => {
    const { catalogue, paths } = catalogueOverFixtures()
    const found = await catalogue.searchByNumber({ ...FIRST_PAGE_NO, number: '8020584 473511' })
    expect(found.items.map((a) => a.articleNumber)).toEqual(['09.C547.11'])
    expect(paths().at(-1)).toBe(
      '/artlookup/search-articles-by-article-no?articleNo=8020584473511&articleType=EAN&langId=12',
    )
  })

  it('searches only the kind of number asked for, and nothing for an empty one', async () => {
    const { catalogue, paths } = catalogueOverFixtures()
    const found = await catalogue.searchByNumber({
      ...FIRST_PAGE_NO,
      number: '09.C547.11',
      kind: 'article',
    })
    expect(found.items).toHaveLength(1)
    expect(await catalogue.searchByNumber({ ...FIRST_PAGE_NO, number: '  ' })).toEqual({
      items: [],
      page: 1,
      perPage: 10,
      total: 0,
    })
    expect(paths()).toHaveLength(1)
  })

  it('fetches the featured articles the shop names, skipping unknown ones', async () => {
    const featured = async () => [
      { articleNumber: 'HU 6013 z' },
      { articleNumber: 'NO-SUCH-PART' },
      { articleNumber: '09.C547.11', mfrName: 'BREMBO' },
      { articleNumber: '0 986 479 C26' },
    ]
    const { catalogue } = catalogueOverFixtures({ featured })
    const articles = await catalogue.featuredArticles({ lang: 'no', limit: 3 })
    expect(articles.map((a) => `${a.mfrName} ${a.articleNumber}`)).toEqual([
      'MANN-FILTER HU 6013 z',
      'BREMBO 09.C547.11',
    ])
  })
})
