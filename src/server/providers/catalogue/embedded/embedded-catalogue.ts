// Names are stored in two languages for categories and articles only. Category `value` ids are
// part-type ids here.
import { brandKey, normalizePartNumber } from '../../../../domain/article-number'
import { branchesWith, buildCategoryTree } from '../../../../domain/category-tree'
import type { AppDatabase } from '../../../db/database'
import {
  articlesByIds,
  findArticleById,
  findArticleByNumber,
  listArticlesForVehicle,
  listFeaturedArticles,
} from '../../../db/repositories/articles-repository'
import {
  listArticleIdsByExactNumber,
  listArticlePricesByNumbers,
  listCategoryRows,
} from '../../../db/repositories/catalogue-repository'
import {
  findVariantDetails,
  listManufacturers,
  listModelSeries,
  listPartTypeIdsForVehicle,
  listVariantsByIds,
  listVariantsOfModel,
} from '../../../db/repositories/vehicles-repository'
import { type CataloguePort, pageOf, type VehicleVariant } from '../catalogue-port'

export function createEmbeddedCatalogue(db: AppDatabase): CataloguePort {
  return {
    manufacturers: () => listManufacturers(db),

    modelSeries: ({ manuId }) => listModelSeries(db, manuId),

    variants: ({ modelId }) => listVariantsOfModel(db, modelId),

    variantsByIds: async ({ carIds }) => inOrderAsked(await listVariantsByIds(db, carIds), carIds),

    variantDetails: ({ carId }) => findVariantDetails(db, carId),

    categoryTree: async ({ lang, vehicle }) => {
      const tree = buildCategoryTree(await listCategoryRows(db), lang)
      if (!vehicle) return tree
      return branchesWith(tree, new Set(await listPartTypeIdsForVehicle(db, vehicle.carId)))
    },

    /** An unknown vehicle has no articles: an empty page, not an error. */
    articlesForVariant: async ({ lang, page, perPage, vehicle, categoryIds }) => {
      const listing = await listArticlesForVehicle(db, {
        lang,
        page,
        perPage,
        carId: vehicle.carId,
        partTypeIds: categoryIds,
      })
      return {
        items: listing.items,
        page: listing.page,
        perPage: listing.perPage,
        total: listing.total,
      }
    },

    /** Without `mfrName`, the lowest id among the brands sharing the number. */
    articleByNumber: async ({ lang, articleNumber, mfrName }) => {
      const key = normalizePartNumber(articleNumber)
      if (mfrName === undefined) return findArticleByNumber(db, key, lang)
      const brand = brandKey(mfrName)
      const rows = await listArticlePricesByNumbers(db, [key])
      const match = rows.find((row) => brandKey(row.mfrName) === brand)
      return match ? findArticleById(db, match.articleId, lang) : null
    },

    /**
     * Exact matches of the normalised number only, as TecDoc's number search does: article
     * numbers first, then OE numbers, then EANs. Unlike `searchArticles` (the search box),
     * no prefixes and no free-text fallback, so `kind` can be honoured and a number nobody
     * sells finds nothing rather than articles whose names hold its letters.
     */
    searchByNumber: async ({ lang, number, kind = 'any', page, perPage }) => {
      const ids = await listArticleIdsByExactNumber(db, normalizePartNumber(number), kind)
      const found = pageOf(ids, { page, perPage })
      return { ...found, items: await articlesByIds(db, found.items, lang) }
    },

    featuredArticles: ({ lang, limit }) => listFeaturedArticles(db, limit, lang),
  }
}

/** The port promises the order asked; the database answers in its own. */
function inOrderAsked(variants: VehicleVariant[], carIds: readonly number[]): VehicleVariant[] {
  const byId = new Map(variants.map((variant) => [variant.vehicleDetails.carId, variant]))
  return carIds.flatMap((carId) => byId.get(carId) ?? [])
}
