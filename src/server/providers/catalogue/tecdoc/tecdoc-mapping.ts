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

export type ArticleDraft = Omit<Article, 'price' | 'discount' | 'available'>

export interface ArticlePrice {
  price: number
  discount: number
}

export function yyyymm(date: string | null | undefined): number | null {
  // null: still produced
  if (!date) return null
  return Number(date.slice(0, 4)) * 100 + Number(date.slice(5, 7))
}

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

export function toVehicleVariant(raw: TecdocModelType): VehicleVariant {
  return variantOf(raw.vehicleId, raw, raw.engineCodes)
}

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

/** Unlike the picker's variant, unknown numbers stay null. */
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

export function sameModelName(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase()
}

/** Slugs `tecdoc-<categoryId>` are stable across languages. */
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

/** Values keep the provider's decimal comma ("9,20"), as Norwegian writes it. */
export function toArticleText(
  criteria: readonly { criteriaName: string; criteriaValue: string }[],
): Article['articleText'] {
  return criteria.map(({ criteriaName, criteriaValue }) => ({
    text: [criteriaValue.trim() ? `${criteriaName}: ${criteriaValue.trim()}` : criteriaName],
  }))
}

/** No price known: shown but not sold. */
export function withPrice(draft: ArticleDraft, price: ArticlePrice | null): Article {
  return price
    ? { ...draft, price: price.price, discount: price.discount, available: true }
    : { ...draft, price: 0, discount: 0, available: false }
}

export function uniqueArticles<T extends { articleId: number }>(lists: readonly T[][]): T[] {
  const seen = new Set<number>()
  return lists.flat().filter((item) => !seen.has(item.articleId) && seen.add(item.articleId))
}
