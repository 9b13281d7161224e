import { describe, expect, it } from 'vitest'
import { readFixture } from '../../../../../tests/fixtures/tecdoc/fixture-provider'
import {
  detailsToVehicleVariant,
  fuelOf,
  toArticleDraft,
  toCategoryTree,
  toManufacturer,
  toModelSeries,
  toVehicleVariant,
  uniqueArticles,
  withPrice,
  yyyymm,
} from './tecdoc-mapping'
import {
  articleNumberDetailsSchema,
  categoryTreeSchema,
  manufacturersSchema,
  modelsSchema,
  modelTypesSchema,
  vehicleArticlesSchema,
  vehicleTypeDetailsSchema,
} from './tecdoc-shapes'

const golfVariants = () =>
  modelTypesSchema.parse(readFixture('variants-10611.json')).modelTypes ?? []
const variantNamed = (typeName: string) =>
  golfVariants()
    .map(toVehicleVariant)
    .find((variant) => variant.vehicleDetails.typeName === typeName)
const bremboDisc = (lang: 'no' | 'en') => {
  const payload = articleNumberDetailsSchema.parse(readFixture(`article-09c54711-${lang}.json`))
  const [article] = payload.articles ?? []
  if (!article) throw new Error('fixture without article')
  return toArticleDraft(article)
}

describe('TecDoc mapping', () => {
  it("maps the provider's manufacturers to manuId/manuName", () => {
    const { manufacturers } = manufacturersSchema.parse(readFixture('manufacturers.json'))
    expect(manufacturers.map(toManufacturer)).toContainEqual({ manuId: 121, manuName: 'VW' })
  })

  it('turns model years into yyyymm and keeps null for a model still built', () => {
    const models = (modelsSchema.parse(readFixture('models-121.json')).models ?? []).map(
      toModelSeries,
    )
    expect(models).toContainEqual({
      modelId: 10611,
      modelname: 'GOLF VII (5G1, BQ1, BE1, BE2)',
      yearOfConstrFrom: 201208,
      yearOfConstrTo: 202012,
    })
    expect(models.find((m) => m.modelname.startsWith('ID.3'))?.yearOfConstrTo).toBeNull()
  })

  it('reads the yyyymm of a date with or without its day', () => {
    expect(yyyymm('2017-03-01')).toBe(201703)
    expect(yyyymm('2017-03')).toBe(201703)
    expect(yyyymm(null)).toBeNull()
  })

  it('maps an engine variant to vehicleDetails with whole kW, hp and cm³', () => {
    expect(variantNamed('1.6 TDI')).toEqual({
      vehicleDetails: {
        carId: 110548,
        typeName: '1.6 TDI',
        yearOfConstrFrom: 201211,
        yearOfConstrTo: 202008,
        ccmTech: 1598,
        powerKwFrom: 81,
        powerHpFrom: 110,
      },
      motorCode: 'CLHA',
    })
  })

  it('gives motorCode null when the provider has no engine code', () => {
    expect(variantNamed('1.4 TGI')?.motorCode).toBeNull()
  })

  it('keeps every engine code of a variant that has several', () => {
    expect(variantNamed('1.4 TSI')?.motorCode).toBe('CMBA, CXSA')
  })

  it('leaves ccmTech empty for the electric e-Golf', () => {
    expect(variantNamed('e-Golf')?.vehicleDetails).toMatchObject({
      ccmTech: null,
      powerKwFrom: 100,
    })
    expect(variantNamed('e-Golf')?.motorCode).toBe('EAZ')
  })

  it('maps vehicle-type-details, which names the codes engCodes, to the id asked for', () => {
    const { vehicleTypeDetails } = vehicleTypeDetailsSchema.parse(
      readFixture('vehicle-details-124012.json'),
    )
    const variant = detailsToVehicleVariant(124012, vehicleTypeDetails)
    expect(variant.vehicleDetails).toMatchObject({
      carId: 124012,
      typeName: 'e-Golf',
      yearOfConstrFrom: 201703,
    })
    expect(variant.motorCode).toBe('EAZ')
  })

  it('builds the category tree with tecdoc slugs, the category id as value and subItems', () => {
    const tree = toCategoryTree(categoryTreeSchema.parse(readFixture('categories-no.json')))
    expect(tree.map((node) => node.name)).toEqual([
      'Bremseanlegg',
      'Filter',
      'Reimdrift',
      'Tilbehør',
    ])
    expect(tree[0]).toEqual({
      name: 'Bremseanlegg',
      slug: 'tecdoc-100006',
      value: [100006],
      index: 0,
      subItems: [
        { name: 'Bremseskive', slug: 'tecdoc-100032', value: [100032], index: 0 },
        { name: 'Bremsebelegg', slug: 'tecdoc-100030', value: [100030], index: 1 },
      ],
    })
    expect(tree[2]?.subItems?.[0]?.subItems?.map((node) => node.name)).toEqual([
      'Registerreim',
      'Registerreimsett',
    ])
    expect(tree[3]).not.toHaveProperty('subItems')
  })

  it('maps the article image to imageURL400 and an article without one to no images', () => {
    const { articles } = vehicleArticlesSchema.parse(readFixture('articles-110548-100032-no.json'))
    const drafts = (articles ?? []).map(toArticleDraft)
    expect(drafts[0]?.images).toEqual([
      {
        imageURL400:
          'https://fsn1.your-objectstorage.com/tecdoc2025/media_files/images/65/5f8a9ff522d120fa3edf38a8be885cd9c34be4a8.webp',
      },
    ])
    expect(drafts.find((d) => d.mfrName === 'ATE')?.images).toEqual([])
  })

  it('maps a listed article to the shop fields, with the part type and no reviews', () => {
    const { articles } = vehicleArticlesSchema.parse(readFixture('articles-110548-100259-no.json'))
    const [mannFilter] = articles ?? []
    expect(mannFilter && toArticleDraft(mannFilter)).toMatchObject({
      articleId: 6208842,
      articleNumber: 'HU 6013 z',
      articleName: 'Oljefilter',
      mfrName: 'MANN-FILTER',
      partTypeId: 7,
      articleText: [],
      rating: 0,
      reviews: 0,
      tags: [],
    })
  })

  it('turns specifications into articleText entries and keeps EAN and OE numbers', () => {
    const disc = bremboDisc('no')
    expect(disc.articleName).toBe('Bremseskive')
    expect(disc.articleText).toContainEqual({ text: ['Diameter [mm]: 288'] })
    expect(disc.articleText).toContainEqual({ text: ['Høyde [mm]: 45,3'] })
    expect(disc.articleText).toContainEqual({ text: ['utskiftning parvis anbefales'] })
    expect(disc.ean).toBe('8020584473511')
    expect(disc.oeNumbers).toContainEqual({ brand: 'VW', number: '5Q0 615 301 F' })
  })

  it('names the same article in English from the English payload', () => {
    expect(bremboDisc('en').articleName).toBe('Brake Disc')
    expect(bremboDisc('en').articleText).toContainEqual({ text: ['Fitting Position: Front Axle'] })
  })

  it('prices an article from the shop and marks an unpriced one unavailable at 0 øre', () => {
    const disc = bremboDisc('no')
    expect(withPrice(disc, { price: 89_900, discount: 10_000 })).toMatchObject({
      price: 89_900,
      discount: 10_000,
      available: true,
    })
    expect(withPrice(disc, null)).toMatchObject({ price: 0, discount: 0, available: false })
  })

  it('lists each article once when several searches find it', () => {
    const merged = uniqueArticles([
      [{ articleId: 1 }, { articleId: 2 }],
      [{ articleId: 2 }, { articleId: 3 }],
    ])
    expect(merged.map((a) => a.articleId)).toEqual([1, 2, 3])
  })
})

describe("TecDoc fuel words → the shop's", () => {
  it.each([
    ['Diesel', 'diesel'],
    ['Petrol', 'petrol'],
    ['Gasoline', 'petrol'],
    ['Electric', 'electric'],
    ['Petrol/Electric', 'hybrid'],
    ['Diesel/Electric', 'hybrid'],
  ])('names %s as %s, as the embedded catalogue does', (word, fuel) => {
    expect(fuelOf(word)).toBe(fuel)
  })

  it('keeps other words in lower case and gives null for none', () => {
    expect(fuelOf('LPG')).toBe('lpg')
    expect(fuelOf('  ')).toBeNull()
    expect(fuelOf(null)).toBeNull()
  })
})
