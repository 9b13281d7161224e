/**
 * The article a scanned code names (issue 9 §3): an EAN-13 or an article number, looked up
 * with the part-number search (`GET /api/tecdoc/search`), which offline searches the offline
 * packs on the device instead (search-by-article-number.ts). The article whose EAN or article
 * number is the code wins; otherwise a single hit is taken.
 */
import { normalizePartNumber } from '../../../domain/article-number'
import type { Locale } from '../../../domain/locale'
import { isNetworkFailure } from '../../lib/api-client'
import type { PartArticle } from '../vehicles/api/get-vehicle-parts'
import { searchByArticleNumber } from '../vehicles/api/search-by-article-number'

export type CodeLookup =
  | { kind: 'found'; article: PartArticle }
  | { kind: 'none' }
  | { kind: 'offline' }

export async function findByCode(locale: Locale, code: string): Promise<CodeLookup> {
  try {
    const { articles } = await searchByArticleNumber(locale, { number: code, page: 1 })
    const wanted = normalizePartNumber(code)
    const exact = articles.find(
      (article) =>
        (article as PartArticle & { ean?: string }).ean === code ||
        normalizePartNumber(article.articleNumber) === wanted,
    )
    const article = exact ?? (articles.length === 1 ? articles[0] : undefined)
    return article ? { kind: 'found', article } : { kind: 'none' }
  } catch (error) {
    if (isNetworkFailure(error)) return { kind: 'offline' }
    throw error
  }
}
