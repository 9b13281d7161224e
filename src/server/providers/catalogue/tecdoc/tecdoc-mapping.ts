/**
 * Pure mapping from TecDoc RapidAPI payloads (tecdoc-shapes.ts) to the shop's catalogue types
 * (catalogue-port.ts). Nothing here does IO.
 */
import type {
  Article,
  CategoryNode,
  Manufacturer,
  ModelSeries,
  VehicleDetails,
  VehicleVariant,
} from '../catalogue-port'
import type {
  TecdocArticleDetails,
  TecdocArticleSummary,
  TecdocCategoryNode,
  TecdocModelType,
  TecdocVehicleTypeDetails,
} from './tecdoc-shapes'

/** An article before the shop's price is known. */
export type ArticleDraft = Omit<Article, 'price' | 'discount' | 'available'>

/** The shop's price of an article, øre incl. MVA. */
export interface ArticlePrice {
  price: number
  discount: number
}

/** `"2012-08-01"` → 201208; `null`/absent → `null` ("still produced"). */
export function yyyymm(date: string | null | undefined): number | null {
  if (!date) return null
  return Number(date.slice(0, 4)) * 100 + Number(date.slice(5, 7))
}

/** `"85.0000"` → 85; `null`/absent/0 → `null`. */
function wholeNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null
  const n = Math.round(Number(value))
  return n > 0 ? n : null
}

export function toManufacturer(raw: {
  manufacturerId: number
  manufacturerName: string
}): Manufacturer {
  return { manuId: raw.manufacturerId, manuName: raw.manufacturerName }
}

export function toModelSeries(raw: {
  modelId: number
  modelName: string
  modelYearFrom: string
  modelYearTo: string | null
}): ModelSeries {
  return {
    modelId: raw.modelId,
    modelname: raw.modelName,
    yearOfConstrFrom: yyyymm(raw.modelYearFrom) ?? 0,
    yearOfConstrTo: yyyymm(raw.modelYearTo),
  }
}

/** A variant from the model's variant list (#12). */
export function toVehicleVariant(raw: TecdocModelType): VehicleVariant {
  return variantOf(raw.vehicleId, raw, raw.engineCodes)
}

/** A variant from vehicle-type-details, which does not repeat the id asked for. */
export function detailsToVehicleVariant(
  carId: number,
  raw: TecdocVehicleTypeDetails,
): VehicleVariant {
  return variantOf(carId, raw, raw.engCodes ?? raw.engineCodes)
}

function variantOf(
  carId: number,
  raw: TecdocModelType | TecdocVehicleTypeDetails,
  engineCodes: string | null | undefined,
): VehicleVariant {
  return {
    vehicleDetails: {
      carId,
      typeName: raw.typeEngineName,
      yearOfConstrFrom: yyyymm(raw.constructionIntervalStart) ?? 0,
      yearOfConstrTo: yyyymm(raw.constructionIntervalEnd),
      ccmTech: wholeNumber(raw.capacityTech),
      powerKwFrom: wholeNumber(raw.powerKw) ?? 0,
      powerHpFrom: wholeNumber(raw.powerPs) ?? 0,
    },
    motorCode: engineCodes?.trim() || null,
  }
}

/**
 * A variant with its make and model series (the garage's vehicle), from vehicle-type-details
 * and the make and series it was matched to. Unlike the picker's variant, unknown numbers
 * stay `null`.
 */
export function detailsToVehicleDetails(
  carId: number,
  raw: TecdocVehicleTypeDetails,
  make: Manufacturer,
  model: ModelSeries,
): VehicleDetails {
  return {
    id: carId,
    make,
    model,
    engine: {
      carId,
      typeName: raw.typeEngineName,
      powerKwFrom: wholeNumber(raw.powerKw),
      powerHpFrom: wholeNumber(raw.powerPs),
      ccmTech: wholeNumber(raw.capacityTech),
      motorCode: (raw.engCodes ?? raw.engineCodes)?.trim() || null,
      fuel: fuelOf(raw.fuelType),
      yearOfConstrFrom: yyyymm(raw.constructionIntervalStart),
      yearOfConstrTo: yyyymm(raw.constructionIntervalEnd),
    },
  }
}

/**
 * TecDoc's fuel words → the shop's (`petrol`, `diesel`, `hybrid`, `electric`, as in the
 * embedded catalogue); anything else in lower case, absent as `null`.
 */
export function fuelOf(fuelType: string | null | undefined): string | null {
  const fuel = fuelType?.trim().toLowerCase()
  if (!fuel) return null
  const electric = fuel.includes('electric')
  const combustion = /petrol|gasoline|diesel/.test(fuel)
  if (electric && combustion) return 'hybrid'
  if (electric) return 'electric'
  if (fuel.includes('diesel')) return 'diesel'
  if (/petrol|gasoline/.test(fuel)) return 'petrol'
  return fuel
}

/** TecDoc's series names compare without case or surrounding spaces. */
export function sameModelName(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase()
}

/**
 * TecDoc category nodes → the shop's tree. Slugs are `tecdoc-<categoryId>` (stable across
 * languages); `value` holds the category id, which `articlesForVariant` takes back.
 */
export function toCategoryTree(nodes: Record<string, TecdocCategoryNode>): CategoryNode[] {
  return Object.values(nodes).map((node, index) => {
    const subItems = Array.isArray(node.children) ? [] : toCategoryTree(node.children)
    return {
      name: node.categoryName,
      slug: `tecdoc-${node.categoryId}`,
      value: [node.categoryId],
      index,
      ...(subItems.length > 0 && { subItems }),
    }
  })
}

export function toArticleDraft(raw: TecdocArticleSummary | TecdocArticleDetails): ArticleDraft {
  const draft: ArticleDraft = {
    articleId: raw.articleId,
    articleNumber: raw.articleNo,
    articleName: raw.articleProductName,
    mfrName: raw.supplierName,
    articleText: 'allSpecifications' in raw ? toArticleText(raw.allSpecifications ?? []) : [],
    images: raw.s3image ? [{ imageURL400: raw.s3image }] : [],
    rating: 0,
    reviews: 0,
    tags: [],
    ...(raw.productId !== undefined && { partTypeId: raw.productId }),
  }
  if (!('allSpecifications' in raw)) return draft
  const ean = raw.eanNo?.eanNumbers?.split(/[,;\s]+/).find(Boolean)
  return {
    ...draft,
    ...(ean && { ean }),
    ...(raw.oemNo && {
      oeNumbers: raw.oemNo.map((oe) => ({ brand: oe.oemBrand, number: oe.oemDisplayNo })),
    }),
  }
}

/**
 * One entry per criterion: `"Diameter [mm]: 288"`; a flag criterion (empty value) is its
 * name alone. Values keep the provider's decimal comma ("9,20"), as Norwegian writes it.
 */
export function toArticleText(
  criteria: readonly { criteriaName: string; criteriaValue: string }[],
): Article['articleText'] {
  return criteria.map(({ criteriaName, criteriaValue }) => ({
    text: [criteriaValue.trim() ? `${criteriaName}: ${criteriaValue.trim()}` : criteriaName],
  }))
}

/**
 * Prices an article from the shop's own data. No price known → price 0 and
 * `available: false`, so the shop shows the part but does not sell it.
 */
export function withPrice(draft: ArticleDraft, price: ArticlePrice | null): Article {
  return price
    ? { ...draft, price: price.price, discount: price.discount, available: true }
    : { ...draft, price: 0, discount: 0, available: false }
}

/** Several searches' hits as one list, each article once, first hit first. */
export function uniqueArticles<T extends { articleId: number }>(lists: readonly T[][]): T[] {
  const seen = new Set<number>()
  return lists.flat().filter((item) => !seen.has(item.articleId) && seen.add(item.articleId))
}
