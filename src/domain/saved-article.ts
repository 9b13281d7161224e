/** A snapshot of an article kept on the device for wishlist and compare: price and stock as when added. */
import { STOCK_STATUSES, type StockStatus } from './stock-status'
import { MAX_INT4 } from './int4'

export interface ArticleSource {
  articleId: number
  articleNumber: string
  articleName: string
  mfrName: string
  price: number
  discount: number
  available: boolean
  availability?: StockStatus | null
  images: readonly { imageURL400: string }[]
  rating?: number
  /** With no reviews, 0 stars means "not rated". */
  reviews?: number
  articleText?: readonly { text: readonly string[] }[]
}

export const MAX_CRITERIA = 40
export const MAX_TEXT = 500

export interface Criterion {
  name: string
  value: string
}

export interface SavedArticle
  extends Pick<
    ArticleSource,
    'articleId' | 'articleNumber' | 'articleName' | 'mfrName' | 'price' | 'discount' | 'available'
  > {
  availability: StockStatus | null
  image: string | null
  rating: number | null
  criteria: Criterion[]
}

// Hand-written rather than zod: the check runs when the app starts (the header's counters
// read the stored lists), and the first paint should not need a schema library for it.
const isText = (value: unknown, min = 0): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= MAX_TEXT
const isOre = (value: unknown): boolean => Number.isSafeInteger(value) && (value as number) >= 0
const isCriterion = (value: unknown): value is Criterion =>
  typeof value === 'object' &&
  value !== null &&
  isText((value as Criterion).name, 1) &&
  isText((value as Criterion).value)

export function isSavedArticle(value: unknown): value is SavedArticle {
  if (typeof value !== 'object' || value === null) return false
  const a = value as Record<keyof SavedArticle, unknown>
  return (
    Number.isInteger(a.articleId) &&
    (a.articleId as number) > 0 &&
    (a.articleId as number) <= MAX_INT4 &&
    isText(a.articleNumber, 1) &&
    isText(a.articleName) &&
    isText(a.mfrName) &&
    isOre(a.price) &&
    isOre(a.discount) &&
    typeof a.available === 'boolean' &&
    (a.availability === null || (STOCK_STATUSES as readonly unknown[]).includes(a.availability)) &&
    (a.image === null || (typeof a.image === 'string' && a.image.length <= 2000)) &&
    (a.rating === null ||
      (Number.isInteger(a.rating) && (a.rating as number) >= 0 && (a.rating as number) <= 5)) &&
    Array.isArray(a.criteria) &&
    a.criteria.length <= MAX_CRITERIA &&
    a.criteria.every(isCriterion)
  )
}

export function parseCriterion(entry: string): Criterion | null {
  const trimmed = entry.trim()
  if (!trimmed) return null
  const colon = trimmed.indexOf(': ')
  const name = colon < 0 ? trimmed : trimmed.slice(0, colon).trim()
  const value = colon < 0 ? '' : trimmed.slice(colon + 2).trim()
  return name ? { name: name.slice(0, MAX_TEXT), value: value.slice(0, MAX_TEXT) } : null
}

export function savedArticleFrom(article: ArticleSource): SavedArticle {
  const criteria = (article.articleText ?? [])
    .flatMap((entry) => entry.text)
    .map(parseCriterion)
    .filter((criterion): criterion is Criterion => criterion !== null)
    .slice(0, MAX_CRITERIA)
  const rating = article.reviews === 0 ? undefined : article.rating
  return {
    articleId: article.articleId,
    articleNumber: article.articleNumber,
    articleName: article.articleName.slice(0, MAX_TEXT),
    mfrName: article.mfrName.slice(0, MAX_TEXT),
    price: article.price,
    discount: article.discount,
    available: article.available,
    availability: article.availability ?? null,
    image: article.images[0]?.imageURL400 ?? null,
    rating:
      typeof rating === 'number' && Number.isFinite(rating)
        ? Math.min(5, Math.max(0, Math.round(rating)))
        : null,
    criteria,
  }
}

export function salePrice(article: Pick<SavedArticle, 'price' | 'discount'>): number {
  return Math.max(0, article.price - article.discount)
}

export function articleTitle(
  article: Pick<ArticleSource, 'articleName' | 'mfrName' | 'articleNumber'>,
): string {
  return [article.articleName, article.mfrName, article.articleNumber]
    .filter((part) => part.trim() !== '')
    .join(' ')
}
