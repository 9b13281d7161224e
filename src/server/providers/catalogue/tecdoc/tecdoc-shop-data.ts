/**
 * What the TecDoc adapter needs from the shop's own database: TecDoc has no prices and no
 * "featured" flags, so the shop supplies both.
 */
import type { Article } from '../catalogue-port'
import { type ArticleDraft, type ArticlePrice, withPrice } from './tecdoc-mapping'

export type { ArticlePrice }

export interface ArticleRef {
  articleId: number
  articleNumber: string
  mfrName: string
}

/** The shop's prices for the given articles, in the same order; `null` where it has none. */
export type PriceSource = (articles: readonly ArticleRef[]) => Promise<(ArticlePrice | null)[]>

/** The articles the shop features, most important first; `limit` of them is enough. */
export type FeaturedSource = (
  limit: number,
) => Promise<readonly { articleNumber: string; mfrName?: string }[]>

export interface TecdocShopData {
  /** Default: no prices, so every article has price 0 and `available: false`. */
  prices?: PriceSource
  /** Default: nothing featured. */
  featured?: FeaturedSource
}

const noPrices: PriceSource = async (refs) => refs.map(() => null)

/** Prices drafts in one call to the shop (one query for a whole page, not one per article). */
export function articlePricer(prices: PriceSource = noPrices) {
  return async (drafts: readonly ArticleDraft[]): Promise<Article[]> => {
    const refs = drafts.map(({ articleId, articleNumber, mfrName }) => ({
      articleId,
      articleNumber,
      mfrName,
    }))
    const found = await prices(refs)
    return drafts.map((draft, i) => withPrice(draft, found[i] ?? null))
  }
}
