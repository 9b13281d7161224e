import { describe, expect, it } from 'vitest'
import { FIXTURE_HOST, fixtureConfig } from '../../../../../tests/fixtures/tecdoc/fixture-provider'
import { createTecdocCatalogue, type TecdocShopData } from './tecdoc-adapter'

function catalogueOverFixtures(shop: TecdocShopData = {}) {
  const { config, requests, paths } = fixtureConfig()
  return { catalogue: createTecdocCatalogue(config, shop), requests, paths }
}

const GOLF_VII = 10611
const GOLF_16_TDI = 110548
const VW = 121

describe('TecDoc adapter: vehicles and categories on recorded payloads', () => {
  it('lists the manufacturers of passenger cars', async () => {
    const { catalogue, paths } = catalogueOverFixtures()
    const makers = await catalogue.manufacturers({ lang: 'no' })
    expect(makers).toContainEqual({ manuId: VW, manuName: 'VW' })
    expect(paths()).toEqual(['/manufacturers/list/type-id/1'])
  })

  it('asks in Norwegian (12) or English (4), for Norway (167) and passenger cars (1)', async () => {
    const { catalogue, paths } = catalogueOverFixtures()
    await catalogue.modelSeries({ lang: 'no', manuId: VW })
    await catalogue.modelSeries({ lang: 'en', manuId: VW })
    expect(paths()).toEqual([
      '/models/list/type-id/1/manufacturer-id/121/lang-id/12/country-filter-id/167',
      '/models/list/type-id/1/manufacturer-id/121/lang-id/4/country-filter-id/167',
    ])
  })

  it('lists the Golf VII variants with yyyymm years and engine codes', async () => {
    const { catalogue } = catalogueOverFixtures()
    const variants = await catalogue.variants({ lang: 'no', modelId: GOLF_VII })
    expect(variants).toHaveLength(7)
    expect(variants.find((v) => v.vehicleDetails.carId === 124012)).toEqual({
      vehicleDetails: {
        carId: 124012,
        typeName: 'e-Golf',
        yearOfConstrFrom: 201703,
        yearOfConstrTo: 202012,
        ccmTech: null,
        powerKwFrom: 100,
        powerHpFrom: 136,
      },
      motorCode: 'EAZ',
    })
  })

  it('fetches variants by ids in the order asked and leaves out ids TecDoc does not know', async () => {
    const { catalogue } = catalogueOverFixtures()
    const variants = await catalogue.variantsByIds({
      lang: 'no',
      carIds: [124012, 999999, GOLF_16_TDI],
    })
    expect(variants.map((v) => [v.vehicleDetails.carId, v.motorCode])).toEqual([
      [124012, 'EAZ'],
      [GOLF_16_TDI, 'CLHA'],
    ])
  })

  it('gives a variant with its make and model series, matched by name, for the garage', async () => {
    const { catalogue, paths } = catalogueOverFixtures()
    const details = await catalogue.variantDetails({ lang: 'no', carId: GOLF_16_TDI })
    expect(details).toEqual({
      id: GOLF_16_TDI,
      make: { manuId: VW, manuName: 'VW' },
      model: {
        modelId: GOLF_VII,
        modelname: 'GOLF VII (5G1, BQ1, BE1, BE2)',
        yearOfConstrFrom: 201208,
        yearOfConstrTo: 202012,
      },
      engine: {
        carId: GOLF_16_TDI,
        typeName: '1.6 TDI',
        powerKwFrom: 81,
        powerHpFrom: 110,
        ccmTech: 1598,
        motorCode: 'CLHA',
        fuel: 'diesel',
        yearOfConstrFrom: 201211,
        yearOfConstrTo: 202008,
      },
    })
    expect(paths()).toEqual([
      '/types/type-id/1/vehicle-type-details/110548/lang-id/12/country-filter-id/167',
      '/manufacturers/list/type-id/1',
      '/models/list/type-id/1/manufacturer-id/121/lang-id/12/country-filter-id/167',
    ])
  })

  it('gives no variant details for an id TecDoc does not know', async () => {
    const { catalogue } = catalogueOverFixtures()
    expect(await catalogue.variantDetails({ lang: 'no', carId: 999999 })).toBeNull()
  })

  it('gives the whole category tree in the language asked', async () => {
    const { catalogue } = catalogueOverFixtures()
    const no = await catalogue.categoryTree({ lang: 'no' })
    const en = await catalogue.categoryTree({ lang: 'en' })
    expect(no.map((node) => node.name)).toEqual(['Bremseanlegg', 'Filter', 'Reimdrift', 'Tilbehør'])
    expect(en[0]?.subItems?.[0]).toMatchObject({ name: 'Brake Disc', slug: 'tecdoc-100032' })
  })

  it("finds a variant's maker itself when the category tree is asked without manuId", async () => {
    const { catalogue, paths } = catalogueOverFixtures()
    const tree = await catalogue.categoryTree({ lang: 'no', vehicle: { carId: GOLF_16_TDI } })
    expect(tree.map((node) => node.name)).toEqual(['Filter', 'Bremseanlegg'])
    expect(paths()).toEqual([
      '/types/type-id/1/vehicle-type-details/110548/lang-id/12/country-filter-id/167',
      '/manufacturers/list/type-id/1',
      '/category/category-products-groups-variant-2/110548/manufacturer-id/121/lang-id/12/country-filter-id/167/type-id/1',
    ])
    await catalogue.categoryTree({ lang: 'no', vehicle: { carId: GOLF_16_TDI } })
    expect(paths()).toHaveLength(4)
  })
})

describe('TecDoc adapter when the provider changes', () => {
  it('reports a renamed field as unavailable with a clear message instead of crashing', async () => {
    const changed = {
      countModels: 1,
      models: [{ id: 10611, name: 'GOLF VII', from: '2012-08-01' }],
    }
    const fetch = (async () => new Response(JSON.stringify(changed))) as typeof globalThis.fetch
    const catalogue = createTecdocCatalogue({
      apiKey: 'k',
      host: FIXTURE_HOST,
      baseUrl: 'https://tecdoc.test',
      fetch,
    })
    const error = await catalogue.modelSeries({ lang: 'no', manuId: VW }).catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'unavailable' })
    expect((error as Error).message).toMatch(
      /^TecDoc GET \/models\/list\/.* answered in a shape the shop does not know .*models\.0\.modelId/,
    )
  })
})
