/**
 * A database row of an article (articles + article_criteria + article_oe_numbers) → the API's
 * `Article` in one language: the one place this mapping lives. Pure: no queries here.
 */
import type { Locale } from '../../../domain/locale'
import type { Article, RelatedPart } from '../../../domain/article-schema'
import { partImageUrl } from '../seed/catalogue/part-type-model'

/**
 * An article as `hydratedArticleColumns` (article-listing.ts) selects it: the `articles` row
 * (snake_case, as the driver returns it) with its criteria and OE numbers as JSON arrays.
 */
export interface HydratedArticleRow {
  article_id: number
  article_number: string
  mfr_name: string
  article_name_no: string
  article_name_en: string
  part_type_id: number
  price: number
  discount: number
  stock: number
  /** Read only where a query asks for it (the article by id); absent means unknown. */
  lead_time_days?: number
  ean: string | null
  rating: number
  reviews: number
  tags: string[]
  /** `[name_no, name_en, value, value_en, unit]` in `sort_index` order. */
  criteria: [string, string, string, string, string | null][]
  /** `[brand, oe_number]` by brand, then number. */
  oe_numbers: [string, string][]
}

/** "Diameter: 288 mm", "Type: ventilert" — one `articleText` entry per criterion. */
export function criterionText(
  [nameNo, nameEn, value, valueEn, unit]: HydratedArticleRow['criteria'][number],
  lang: Locale,
): string {
  const name = lang === 'en' ? nameEn : nameNo
  return `${name}: ${lang === 'en' ? valueEn : value}${unit ? ` ${unit}` : ''}`
}

/** An article as a card shows it: the `articles` columns alone. */
export type RelatedPartRow = Pick<
  HydratedArticleRow,
  | 'article_id'
  | 'article_number'
  | 'mfr_name'
  | 'article_name_no'
  | 'article_name_en'
  | 'part_type_id'
  | 'price'
  | 'discount'
  | 'stock'
  | 'lead_time_days'
>

function availabilityOf(row: RelatedPartRow): Article['availability'] {
  if (row.stock > 0) return 'in-stock'
  return row.lead_time_days ? 'on-backorder' : 'out-of-stock'
}

export function toArticle(row: HydratedArticleRow, lang: Locale): Article {
  return {
    ...toRelatedPart(row, lang),
    articleText: row.criteria.map((criterion) => ({ text: [criterionText(criterion, lang)] })),
    rating: row.rating,
    reviews: row.reviews,
    tags: row.tags,
    ...(row.ean && { ean: row.ean }),
    oeNumbers: row.oe_numbers.map(([brand, number]) => ({ brand, number })),
  }
}

/** The card's part of an article (`toArticle` adds the rest). */
export function toRelatedPart(row: RelatedPartRow, lang: Locale): RelatedPart {
  return {
    articleId: row.article_id,
    articleNumber: row.article_number,
    articleName: lang === 'en' ? row.article_name_en : row.article_name_no,
    mfrName: row.mfr_name,
    price: row.price,
    discount: row.discount,
    available: row.price > 0,
    availability: availabilityOf(row),
    ...(!row.lead_time_days && { stock: row.stock }),
    images: [{ imageURL400: partImageUrl(row.part_type_id) }],
    partTypeId: row.part_type_id,
  }
}
