/**
 * Database rows of an article (articles + article_criteria + article_oe_numbers) → the spec's
 * `Article` (catalogue-port.ts) in one language. Pure: no queries here.
 */
import type { Locale } from '../../../domain/locale'
import type { Article } from '../../providers/catalogue/catalogue-port'
import type { articleCriteria, articleOeNumbers, articles } from '../schema'

type ArticleRow = typeof articles.$inferSelect
type CriterionRow = typeof articleCriteria.$inferSelect
type OeNumberRow = typeof articleOeNumbers.$inferSelect

/**
 * The picture of a part type. For now every article of a type shares one generated SVG under
 * `/part-images/`; a later change serves those files (issue "Catalogue" §2: a picture per
 * part type).
 */
export function partImageUrl(partTypeId: number): string {
  return `/part-images/${partTypeId}.svg`
}

/** "Diameter: 288 mm", "Type: ventilert" — one `articleText` entry per criterion. */
export function criterionText(row: CriterionRow, lang: Locale): string {
  const name = lang === 'en' ? row.nameEn : row.nameNo
  const value = lang === 'en' ? row.valueEn : row.value
  return `${name}: ${value}${row.unit ? ` ${row.unit}` : ''}`
}

function groupByArticle<Row extends { articleId: number }>(rows: readonly Row[]) {
  const groups = new Map<number, Row[]>()
  for (const row of rows) {
    const group = groups.get(row.articleId) ?? []
    group.push(row)
    groups.set(row.articleId, group)
  }
  return groups
}

/** Criteria are expected in `sortIndex` order per article. */
export function toArticles(
  rows: readonly ArticleRow[],
  criteria: readonly CriterionRow[],
  oeNumbers: readonly OeNumberRow[],
  lang: Locale,
): Article[] {
  const criteriaOf = groupByArticle(criteria)
  const oeOf = groupByArticle(oeNumbers)
  return rows.map((row) => ({
    articleId: row.articleId,
    articleNumber: row.articleNumber,
    articleName: lang === 'en' ? row.articleNameEn : row.articleNameNo,
    mfrName: row.mfrName,
    articleText: (criteriaOf.get(row.articleId) ?? []).map((c) => ({
      text: [criterionText(c, lang)],
    })),
    price: row.price,
    discount: row.discount,
    available: row.price > 0,
    images: [{ imageURL400: partImageUrl(row.partTypeId) }],
    rating: row.rating,
    reviews: row.reviews,
    tags: row.tags,
    partTypeId: row.partTypeId,
    ...(row.ean && { ean: row.ean }),
    oeNumbers: (oeOf.get(row.articleId) ?? []).map((oe) => ({
      brand: oe.brand,
      number: oe.oeNumber,
    })),
  }))
}
