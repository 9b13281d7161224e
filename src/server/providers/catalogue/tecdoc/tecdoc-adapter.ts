// TecDoc has no prices, stock or paging: the shop's data come in through `TecdocShopData`, lists
// are paged here.
import type { Locale } from '../../../../domain/locale'
import {
  type CataloguePort,
  CatalogueProviderError,
  type Manufacturer,
  pageOf,
  type VehicleRef,
} from '../catalogue-port'
import {
  NORWAY_COUNTRY_ID,
  PASSENGER_CAR_TYPE_ID,
  TECDOC_LANGUAGE_IDS,
  type TecdocConfig,
} from './tecdoc-config'
import { type TecdocScope, tecdocEndpoints as api } from './tecdoc-endpoints'
import { createTecdocClient } from './tecdoc-http'
import {
  detailsToVehicleDetails,
  detailsToVehicleVariant,
  sameModelName,
  toArticleDraft,
  toCategoryTree,
  toManufacturer,
  toModelSeries,
  toVehicleVariant,
  uniqueArticles,
} from './tecdoc-mapping'
import { numberSearches } from './tecdoc-number-search'
import {
  articleNumberDetailsSchema,
  articleSearchSchema,
  categoryTreeSchema,
  manufacturersSchema,
  modelsSchema,
  modelTypesSchema,
  vehicleArticlesSchema,
  vehicleCategoriesSchema,
  vehicleTypeDetailsSchema,
} from './tecdoc-shapes'
import { articlePricer, type TecdocShopData } from './tecdoc-shop-data'

export type {
  ArticlePrice,
  ArticleRef,
  FeaturedSource,
  PriceSource,
  TecdocShopData,
} from './tecdoc-shop-data'

const PARALLEL_REQUESTS = 4
const MAKER_MEMO_MAX = 10_000

type TecdocRequest = ReturnType<typeof createTecdocClient>

const scope = (lang: Locale): TecdocScope => ({
  langId: TECDOC_LANGUAGE_IDS[lang],
  countryId: NORWAY_COUNTRY_ID,
  typeId: PASSENGER_CAR_TYPE_ID,
})

export function createTecdocCatalogue(
  config: TecdocConfig,
  shop: TecdocShopData = {},
): CataloguePort {
  const request = createTecdocClient(config)
  const makers = makerLookups(request)
  return { ...vehicleCalls(request, makers), ...articleCalls(request, makers.makerOf, shop) }
}

type MakerLookups = ReturnType<typeof makerLookups>

function makerLookups(request: TecdocRequest) {
  const makers = new Map<number, number>()

  const manufacturers = async (lang: Locale) =>
    (await request(api.manufacturers(scope(lang)), manufacturersSchema)).manufacturers.map(
      toManufacturer,
    )

  const detailsOf = async (carId: number, lang: Locale) => {
    try {
      const raw = await request(api.variantDetails(scope(lang), carId), vehicleTypeDetailsSchema)
      return raw.vehicleTypeDetails
    } catch (error) {
      if (error instanceof CatalogueProviderError && error.kind === 'not_found') return null
      throw error
    }
  }

  /** Details name the maker, not its id. */
  const makerNamed = async (name: string, carId: number, lang: Locale): Promise<Manufacturer> => {
    const wanted = name.toUpperCase()
    const maker = (await manufacturers(lang)).find((m) => m.manuName.toUpperCase() === wanted)
    if (!maker) {
      throw new CatalogueProviderError(
        'not_found',
        `TecDoc has no manufacturer "${wanted}" for vehicle ${carId}.`,
      )
    }
    if (makers.size >= MAKER_MEMO_MAX) makers.clear()
    makers.set(carId, maker.manuId)
    return maker
  }

  const makerOf = async (vehicle: VehicleRef, lang: Locale): Promise<number> => {
    const known = vehicle.manuId ?? makers.get(vehicle.carId)
    if (known !== undefined) return known
    const details = await request(
      api.variantDetails(scope(lang), vehicle.carId),
      vehicleTypeDetailsSchema,
    )
    const maker = await makerNamed(details.vehicleTypeDetails.manufacturerName, vehicle.carId, lang)
    return maker.manuId
  }

  return { manufacturers, detailsOf, makerNamed, makerOf }
}

function vehicleCalls(
  request: TecdocRequest,
  { manufacturers, detailsOf, makerNamed, makerOf }: MakerLookups,
): Pick<
  CataloguePort,
  'manufacturers' | 'modelSeries' | 'variants' | 'variantsByIds' | 'variantDetails' | 'categoryTree'
> {
  return {
    manufacturers: ({ lang }) => manufacturers(lang),

    modelSeries: async ({ lang, manuId }) =>
      ((await request(api.models(scope(lang), manuId), modelsSchema)).models ?? []).map(
        toModelSeries,
      ),

    variants: async ({ lang, modelId }) => {
      const found = await request(api.variantsOfModel(scope(lang), modelId), modelTypesSchema)
      return (found.modelTypes ?? []).map(toVehicleVariant)
    },

    variantsByIds: async ({ lang, carIds }) => {
      const found = await inBatches(carIds, async (carId) => {
        const raw = await detailsOf(carId, lang)
        return raw && detailsToVehicleVariant(carId, raw)
      })
      return found.filter((variant) => variant !== null)
    },

    /** Details carry no series id: the series is found by name. */
    variantDetails: async ({ lang, carId }) => {
      const raw = await detailsOf(carId, lang)
      if (!raw) return null
      const maker = await makerNamed(raw.manufacturerName, carId, lang)
      const series = (await request(api.models(scope(lang), maker.manuId), modelsSchema)).models
      const modelType = raw.modelType ?? ''
      const found = (series ?? []).find((model) => sameModelName(model.modelName, modelType))
      if (!found) {
        throw new CatalogueProviderError(
          'not_found',
          `TecDoc has no model series "${modelType}" of ${maker.manuName} for vehicle ${carId}.`,
        )
      }
      return detailsToVehicleDetails(carId, raw, maker, toModelSeries(found))
    },

    categoryTree: async ({ lang, vehicle }) => {
      if (!vehicle)
        return toCategoryTree(await request(api.categoryTree(scope(lang)), categoryTreeSchema))
      const path = api.categoriesForVariant(
        scope(lang),
        vehicle.carId,
        await makerOf(vehicle, lang),
      )
      return toCategoryTree((await request(path, vehicleCategoriesSchema)).categories)
    },
  }
}

function articleCalls(
  request: TecdocRequest,
  makerOf: MakerLookups['makerOf'],
  shop: TecdocShopData,
): Pick<
  CataloguePort,
  'articleByNumber' | 'articlesForVariant' | 'searchByNumber' | 'featuredArticles'
> {
  const priced = articlePricer(shop.prices)
  const featured = shop.featured ?? (async () => [])

  const articleByNumber: CataloguePort['articleByNumber'] = async ({
    lang,
    articleNumber,
    mfrName,
  }) => {
    const found = await request(
      api.articleByNumber(scope(lang), articleNumber),
      articleNumberDetailsSchema,
    )
    const articles = found.articles ?? []
    const brand = mfrName?.toUpperCase()
    const match = brand ? articles.find((a) => a.supplierName.toUpperCase() === brand) : articles[0]
    if (!match) return null
    const [article] = await priced([toArticleDraft(match)])
    return article ?? null
  }

  return {
    /** TecDoc needs a category to list articles. */
    articlesForVariant: async ({ lang, vehicle, categoryIds, page, perPage }) => {
      if (categoryIds.length === 0) return pageOf([], { page, perPage })
      const manuId = await makerOf(vehicle, lang)
      const lists = await Promise.all(
        categoryIds.map(async (categoryId) => {
          const path = api.articlesForVariant(scope(lang), vehicle.carId, manuId, categoryId)
          return (await request(path, vehicleArticlesSchema)).articles ?? []
        }),
      )
      const all = pageOf(uniqueArticles(lists), { page, perPage })
      return { ...all, items: await priced(all.items.map(toArticleDraft)) }
    },

    articleByNumber,

    searchByNumber: async ({ lang, number, kind = 'any', page, perPage }) => {
      const lists = await Promise.all(
        numberSearches(number, kind).map(async ({ type, articleNo }) => {
          const path = api.searchByNumber(scope(lang), articleNo, type)
          return (await request(path, articleSearchSchema)).articles ?? []
        }),
      )
      const all = pageOf(uniqueArticles(lists), { page, perPage })
      return { ...all, items: await priced(all.items.map(toArticleDraft)) }
    },

    featuredArticles: async ({ lang, limit }) => {
      const refs = (await featured(limit)).slice(0, limit)
      const found = await inBatches(refs, (ref) => articleByNumber({ lang, ...ref }))
      return found.filter((article) => article !== null)
    },
  }
}

async function inBatches<T, R>(items: readonly T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  for (let i = 0; i < items.length; i += PARALLEL_REQUESTS) {
    results.push(...(await Promise.all(items.slice(i, i + PARALLEL_REQUESTS).map(task))))
  }
  return results
}
