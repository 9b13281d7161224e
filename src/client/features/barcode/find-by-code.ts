/**
 * The part-number search ranks an exact EAN or article number first; offline, what the device
 * keeps is read instead.
 */
import { normalizePartNumber } from '../../../domain/article-number'
import type { Locale } from '../../../domain/locale'
import type { SluggedArticle } from '../../../domain/product-slug'
import { isNetworkFailure } from '../../lib/api-client'
import type { PartsPage } from '../../data/vehicles/get-vehicle-parts'
import { searchByArticleNumber } from '../../data/catalogue/search-by-article-number'
import { findOnDevice, type RememberedAnswer } from './find-on-device'

export type CodeLookup =
  | { kind: 'found'; article: SluggedArticle }
  /** Several parts match (an OE number, a shared EAN): the search results show them. */
  | { kind: 'several' }
  | { kind: 'none' }
  | { kind: 'offline' }

function fromShop(answer: PartsPage, code: string): CodeLookup {
  const wanted = normalizePartNumber(code)
  const exact = answer.articles.filter(
    (article) =>
      wanted !== '' &&
      (normalizePartNumber(article.ean ?? '') === wanted ||
        normalizePartNumber(article.articleNumber) === wanted),
  )
  if (exact.length === 1) return { kind: 'found', article: exact[0] }
  // The only hit, found by another number (an OE number on the box).
  if (exact.length === 0 && answer.total === 1 && answer.articles.length === 1) {
    return { kind: 'found', article: answer.articles[0] }
  }
  return answer.total > 0 ? { kind: 'several' } : { kind: 'none' }
}

export async function findByCode(
  locale: Locale,
  code: string,
  remembered: readonly RememberedAnswer[] = [],
): Promise<CodeLookup> {
  let failure: unknown = null
  try {
    const answer = await searchByArticleNumber(locale, { number: code, page: 1 })
    // An `offline` answer is the packs' own part-number search (prefixes too): the exact
    // look-up below reads the packs and the catalogue cache instead.
    if (!answer.offline) return fromShop(answer, code)
  } catch (error) {
    failure = error
  }
  // Several kept offline: the first (in the page's language) — the results page needs the shop.
  const [kept] = await findOnDevice(locale, code, remembered)
  if (kept) return { kind: 'found', article: kept }
  if (failure !== null && !isNetworkFailure(failure)) throw failure
  return { kind: 'offline' }
}
