/**
 * Product page addresses (`/products/{slug}`): a readable slug that ends with the
 * article's id, e.g. `bosch-0-986-494-524-bremseklosser-4711` — the id finds the article, the
 * words are for people and search engines. A slug whose words are out of date (a renamed
 * article) still finds the article by its id; the page may then replace the URL.
 */
import { brandSlug } from './catalogue-rules'

export interface SluggedArticle {
  articleId: number
  articleNumber: string
  mfrName: string
  articleName?: string | null
}

/** Longest words part, so URLs stay short whatever the article name. */
const MAX_WORDS_LENGTH = 80

export function productSlug(article: SluggedArticle): string {
  const words = brandSlug(
    [article.mfrName, article.articleNumber, article.articleName ?? ''].join(' '),
  )
    .slice(0, MAX_WORDS_LENGTH)
    .replace(/-+$/, '')
  return words ? `${words}-${article.articleId}` : String(article.articleId)
}

/** The article id a slug ends with, or `null` when it ends with none. */
export function articleIdFromSlug(slug: string): number | null {
  const match = /(?:^|-)(\d{1,10})$/.exec(slug.trim())
  if (!match) return null
  const id = Number(match[1])
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null
}
