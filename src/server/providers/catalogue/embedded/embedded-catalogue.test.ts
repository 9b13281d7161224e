import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CategoryNode, categoryIds, findCategory } from '../../../../domain/category-tree'
import {
  articleWithEan,
  boschArticleWithSpacedNumber,
  golfViiVariantWithParts,
  oeNumberWithSpaces,
} from '../../../../../tests/support/catalogue-samples'
import { buildTestApp, type TestApp } from '../../../../../tests/support/build-app'
import type { CataloguePort, ModelSeries } from '../catalogue-port'
import { createEmbeddedCatalogue } from './embedded-catalogue'
import { shopDataFromDatabase } from './shop-data'

const slugsOf = (nodes: readonly CategoryNode[]): string[] =>
  nodes.flatMap((node) => [node.slug, ...slugsOf(node.subItems ?? [])])

describe('the embedded catalogue on the seeded demo catalogue', () => {
  let t: TestApp
  let catalogue: CataloguePort
  const logLines: string[] = []
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk))
        done()
      },
    })
    t = await buildTestApp({ logStream })
    catalogue = createEmbeddedCatalogue(t.app.database.db)
  })
  afterAll(() => t?.cleanup())

  async function golfVii(): Promise<ModelSeries> {
    const vw = (await catalogue.manufacturers({ lang: 'no' })).find(
      (make) => make.manuName === 'Volkswagen',
    )
    const series = await catalogue.modelSeries({ lang: 'no', manuId: vw?.manuId ?? 0 })
    const golf = series.find((model) => model.modelname.startsWith('Golf VII'))
    if (!golf) throw new Error('the demo catalogue has no Golf VII')
    return golf
  }

  it('is the catalogue the app uses when no TecDoc key is configured, and says so', () => {
    expect(t.config.tecdoc).toBeUndefined()
    const line = logLines.map((l) => JSON.parse(l)).find((l) => l.catalogue)
    expect(line).toMatchObject({ catalogue: 'embedded', msg: "catalogue: the shop's own database" })
  })

  it('lists the makes in Norwegian alphabetical order', async () => {
    const names = (await catalogue.manufacturers({ lang: 'no' })).map((make) => make.manuName)
    expect(names).toEqual(expect.arrayContaining(['Volkswagen', 'Volvo', 'Tesla', 'Škoda']))
    expect(names).toEqual([...names].sort(new Intl.Collator('nb').compare))
  })

  it('lists the model series of a make with yyyymm construction years', async () => {
    const golf = await golfVii()
    expect(golf.yearOfConstrFrom).toBe(201208)
    expect(await catalogue.modelSeries({ lang: 'no', manuId: 999_999 })).toEqual([])
  })

  it('lists the variants of a model series with engine codes, and fetches them by id in the order asked', async () => {
    const golf = await golfVii()
    const variants = await catalogue.variants({ lang: 'no', modelId: golf.modelId })
    expect(variants.length).toBeGreaterThan(5)
    expect(variants).toContainEqual(
      expect.objectContaining({
        motorCode: 'EAZ',
        vehicleDetails: expect.objectContaining({ typeName: 'e-Golf', ccmTech: null }),
      }),
    )
    expect(variants.every((v) => v.motorCode === null || v.motorCode.length > 0)).toBe(true)

    const carIds = variants.map((v) => v.vehicleDetails.carId).reverse()
    const byIds = await catalogue.variantsByIds({ lang: 'no', carIds: [...carIds, 999_999] })
    expect(byIds.map((v) => v.vehicleDetails.carId)).toEqual(carIds)
  })

  it('gives the category tree in the language asked, with part-type ids as values', async () => {
    const no = await catalogue.categoryTree({ lang: 'no' })
    const en = await catalogue.categoryTree({ lang: 'en' })
    expect(slugsOf(no)).toEqual(slugsOf(en))
    expect(findCategory(no, 'kjøling')?.name).toBe('Kjøling')
    expect(findCategory(en, 'kjøling')?.name).toBe('Engine cooling')
    expect(findCategory(no, 'filter')?.value).toEqual(expect.arrayContaining([7, 8]))
  })

  it('narrows the category tree to the branches with parts for a vehicle: no oil filter for an e-Golf', async () => {
    const golf = await golfVii()
    const variants = await catalogue.variants({ lang: 'no', modelId: golf.modelId })
    const carIdOf = (typeName: string, motorCode?: string) =>
      variants.find(
        (v) => v.vehicleDetails.typeName === typeName && (!motorCode || v.motorCode === motorCode),
      )?.vehicleDetails.carId ?? 0
    const eGolf = await catalogue.categoryTree({
      lang: 'no',
      vehicle: { carId: carIdOf('e-Golf', 'EAZ') },
    })
    const tdi = await catalogue.categoryTree({ lang: 'no', vehicle: { carId: carIdOf('1.6 TDI') } })
    const whole = slugsOf(await catalogue.categoryTree({ lang: 'no' }))

    expect(slugsOf(tdi)).toContain('oljefilter')
    expect(slugsOf(eGolf)).not.toContain('oljefilter')
    expect(slugsOf(eGolf).length).toBeGreaterThan(0)
    expect(whole).toEqual(expect.arrayContaining(slugsOf(tdi)))
    expect(await catalogue.categoryTree({ lang: 'no', vehicle: { carId: 999_999 } })).toEqual([])
  })

  it('pages the articles fitting a variant in the categories asked, with the total', async () => {
    const { carId, fitted } = await golfViiVariantWithParts(t.app)
    const everything = categoryIds(await catalogue.categoryTree({ lang: 'no' }))
    const vehicle = { carId }
    const first = await catalogue.articlesForVariant({
      lang: 'no',
      vehicle,
      categoryIds: everything,
      page: 1,
      perPage: 5,
    })
    const second = await catalogue.articlesForVariant({
      lang: 'no',
      vehicle,
      categoryIds: everything,
      page: 2,
      perPage: 5,
    })
    expect(first).toMatchObject({ page: 1, perPage: 5, total: fitted })
    expect(first.items).toHaveLength(5)
    expect(second.total).toBe(fitted)
    const ids = new Set(first.items.map((a) => a.articleId))
    expect(second.items.some((a) => ids.has(a.articleId))).toBe(false)

    const filter = findCategory(await catalogue.categoryTree({ lang: 'no' }), 'filter')
    const filterTypes = categoryIds(filter ? [filter] : [])
    const filters = await catalogue.articlesForVariant({
      lang: 'en',
      vehicle,
      categoryIds: filterTypes,
      page: 1,
      perPage: 50,
    })
    expect(filters.total).toBeGreaterThan(0)
    expect(filters.total).toBeLessThan(fitted)
    expect(filters.items.every((a) => filterTypes.includes(a.partTypeId ?? -1))).toBe(true)
    const none = { lang: 'no', vehicle, categoryIds: [], page: 1, perPage: 5 } as const
    expect(await catalogue.articlesForVariant(none)).toEqual({
      items: [],
      page: 1,
      perPage: 5,
      total: 0,
    })
  })

  it('finds an article by its number however it is typed, and by brand when asked', async () => {
    const bosch = await boschArticleWithSpacedNumber(t.app)
    const packed = bosch.articleNumber.replaceAll(' ', '')
    const found = await catalogue.articleByNumber({ lang: 'no', articleNumber: packed })
    expect(found).toMatchObject({ articleId: bosch.articleId, mfrName: 'BOSCH', available: true })
    const byBrand = await catalogue.articleByNumber({
      lang: 'en',
      articleNumber: bosch.articleNumber,
      mfrName: 'Bosch',
    })
    expect(byBrand).toMatchObject({ articleId: bosch.articleId, articleName: bosch.articleNameEn })
    const otherBrand = { lang: 'no', articleNumber: packed, mfrName: 'BREMBO' } as const
    expect(await catalogue.articleByNumber(otherBrand)).toBeNull()
    expect(await catalogue.articleByNumber({ lang: 'no', articleNumber: 'NOBODY-1' })).toBeNull()
  })

  it('searches by article, OE and EAN number exactly, honouring the kind asked', async () => {
    const bosch = await boschArticleWithSpacedNumber(t.app)
    const oe = await oeNumberWithSpaces(t.app)
    const withEan = await articleWithEan(t.app)
    const search = (number: string, kind?: 'article' | 'oe' | 'ean') =>
      catalogue.searchByNumber({ lang: 'no', number, page: 1, perPage: 20, ...(kind && { kind }) })
    const ids = (page: { items: { articleId: number }[] }) => page.items.map((a) => a.articleId)

    const byNumber = await search(bosch.articleNumber.replaceAll(' ', '-'))
    expect(ids(byNumber)[0]).toBe(bosch.articleId)
    expect(ids(await search(oe.oeNumber.replaceAll(' ', ''), 'oe'))).toContain(oe.articleId)
    expect(ids(await search(oe.oeNumber, 'article'))).not.toContain(oe.articleId)
    expect(ids(await search(withEan.ean, 'ean'))).toEqual([withEan.articleId])
    expect(ids(await search(withEan.ean))).toContain(withEan.articleId)
    // Exact numbers only: a prefix of a number finds nothing.
    expect(await search(bosch.articleNumber.slice(0, 5))).toMatchObject({ items: [], total: 0 })
    expect(await search('  ')).toMatchObject({ items: [], total: 0 })
  })

  it('answers at most the featured articles asked for', async () => {
    const featured = await catalogue.featuredArticles({ lang: 'no', limit: 4 })
    expect(featured.length).toBeGreaterThan(0)
    expect(featured.length).toBeLessThanOrEqual(4)
  })
})

describe("the shop's data for the TecDoc adapter", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t?.cleanup())

  it('prices articles by number and brand however they are written, null for unknown ones', async () => {
    const bosch = await boschArticleWithSpacedNumber(t.app)
    const { prices } = shopDataFromDatabase(t.app.database.db)
    const ref = (articleNumber: string, mfrName: string) => ({
      articleId: 1,
      articleNumber,
      mfrName,
    })
    const found = await prices?.([
      ref(bosch.articleNumber.replaceAll(' ', '').toLowerCase(), 'Bosch'),
      ref(bosch.articleNumber, 'BREMBO'),
      ref('NOBODY-1', 'BOSCH'),
    ])
    expect(found).toEqual([{ price: bosch.price, discount: bosch.discount }, null, null])
  })

  it('names at most the featured articles asked for, by number and brand', async () => {
    const { featured } = shopDataFromDatabase(t.app.database.db)
    const refs = (await featured?.(3)) ?? []
    expect(refs.length).toBeGreaterThan(0)
    expect(refs.length).toBeLessThanOrEqual(3)
    expect(refs[0]).toEqual({ articleNumber: expect.any(String), mfrName: expect.any(String) })
  })
})
