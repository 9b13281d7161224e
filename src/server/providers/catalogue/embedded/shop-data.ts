/**
 * What the TecDoc adapter takes from the shop's own database (tecdoc-shop-data.ts), read
 * only: the price of each article, found in `articles` by normalised number and brand, and
 * the articles the shop features. TecDoc knows neither.
 */
import { brandKey, normalizePartNumber } from '../../../../domain/article-number'
import { DEFAULT_LOCALE } from '../../../../domain/locale'
import type { AppDatabase } from '../../../db/database'
import { listFeaturedArticles } from '../../../db/repositories/articles-repository'
import { listArticlePricesByNumbers } from '../../../db/repositories/catalogue-repository'
import type { TecdocShopData } from '../tecdoc/tecdoc-shop-data'

/** `0 986 479 C26` by `Bosch` and `0986479c26` by `BOSCH` are one article. */
const articleKey = (articleNumber: string, mfrName: string) =>
  `${normalizePartNumber(articleNumber)} ${brandKey(mfrName)}`

export function shopDataFromDatabase(db: AppDatabase): TecdocShopData {
  return {
    /** One query for the whole page of articles. */
    prices: async (refs) => {
      const rows = await listArticlePricesByNumbers(
        db,
        refs.map((ref) => normalizePartNumber(ref.articleNumber)),
      )
      const byKey = new Map<string, (typeof rows)[number]>()
      for (const row of rows) {
        const key = articleKey(row.articleNumberNorm, row.mfrName)
        if (!byKey.has(key)) byKey.set(key, row) // rows come by id: the oldest wins
      }
      return refs.map((ref) => {
        const row = byKey.get(articleKey(ref.articleNumber, ref.mfrName))
        // Price 0 means unpriced in the shop too: shown, not sold (as the embedded catalogue).
        return row && row.price > 0 ? { price: row.price, discount: row.discount } : null
      })
    },

    /** The embedded catalogue's rule (flagged, else best rated in stock), as number + brand. */
    featured: async (limit) =>
      (await listFeaturedArticles(db, limit, DEFAULT_LOCALE)).map(({ articleNumber, mfrName }) => ({
        articleNumber,
        mfrName,
      })),
  }
}
