/**
 * Every TecDoc RapidAPI request the adapter makes, in one place, because the provider has
 * renamed its paths before. Paths marked UNCONFIRMED are not in the provider's endpoint
 * documentation: check them against the RapidAPI playground first.
 */
import type { TecdocRequest } from './tecdoc-http'

/** Language, country and vehicle kind of a call (see tecdoc-config.ts). */
export interface TecdocScope {
  langId: number
  countryId: number
  typeId: number
}

/** `articleType` values of the number search (#19–#23). */
export type TecdocNumberType = 'ArticleNumber' | 'OENumber' | 'EAN'

export const tecdocEndpoints = {
  /** #6. Not filtered by country: this path takes only the vehicle kind. */
  manufacturers: (s: TecdocScope): TecdocRequest => ({
    path: `/manufacturers/list/type-id/${s.typeId}`,
  }),

  /** #8 */
  models: (s: TecdocScope, manuId: number): TecdocRequest => ({
    path: `/models/list/type-id/${s.typeId}/manufacturer-id/${manuId}/lang-id/${s.langId}/country-filter-id/${s.countryId}`,
  }),

  /** #12 */
  variantsOfModel: (s: TecdocScope, modelId: number): TecdocRequest => ({
    path: `/types/type-id/${s.typeId}/list-vehicles-types/${modelId}/lang-id/${s.langId}/country-filter-id/${s.countryId}`,
  }),

  /** UNCONFIRMED (public client code, not the documentation): one variant by its id. */
  variantDetails: (s: TecdocScope, carId: number): TecdocRequest => ({
    path: `/types/type-id/${s.typeId}/vehicle-type-details/${carId}/lang-id/${s.langId}/country-filter-id/${s.countryId}`,
  }),

  /** #27, URL UNCONFIRMED (the documentation leaves it TODO; path seen in public client code). */
  categoryTree: (s: TecdocScope): TecdocRequest => ({
    path: `/category/type-id/${s.typeId}/list-category-tree-structure/lang-id/${s.langId}`,
  }),

  /** #29 (category-products-groups-variant-2). */
  categoriesForVariant: (s: TecdocScope, carId: number, manuId: number): TecdocRequest => ({
    path: `/category/category-products-groups-variant-2/${carId}/manufacturer-id/${manuId}/lang-id/${s.langId}/country-filter-id/${s.countryId}/type-id/${s.typeId}`,
  }),

  /** #41. `product-group-id` is a category id from the vehicle's category tree. */
  articlesForVariant: (
    s: TecdocScope,
    carId: number,
    manuId: number,
    categoryId: number,
  ): TecdocRequest => ({
    path: `/articles/list/vehicle-id/${carId}/product-group-id/${categoryId}/manufacturer-id/${manuId}/lang-id/${s.langId}/country-filter-id/${s.countryId}/type-id/${s.typeId}`,
  }),

  /** #24 */
  articleByNumber: (s: TecdocScope, articleNo: string): TecdocRequest => ({
    method: 'POST',
    path: '/articles/article-number-details',
    body: { articleNo, langId: s.langId },
  }),

  /** #19 ArticleNumber, #20 OENumber, #21 EAN. */
  searchByNumber: (s: TecdocScope, articleNo: string, type: TecdocNumberType): TecdocRequest => ({
    path: '/artlookup/search-articles-by-article-no',
    query: { articleNo, articleType: type, langId: s.langId },
  }),
}
