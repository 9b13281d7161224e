/** Test-only: articles for the wishlist and compare lists, and those lists as a device keeps them. */
import type { ArticleSource, SavedArticle } from '../../domain/saved-article'
import { CLIENT_STATE_KEY } from '../offline/client-state'

/** A TRW brake disc numbered `DF<articleId>`, as the catalogue answers it. */
export function brakeDisc(articleId: number, fields: Partial<ArticleSource> = {}): ArticleSource {
  return {
    articleId,
    articleNumber: `DF${articleId}`,
    articleName: 'Brake disc',
    mfrName: 'TRW',
    price: 102900,
    discount: 25700,
    available: true,
    availability: 'in-stock',
    images: [{ imageURL400: '/part-images/82.svg' }],
    ...fields,
  }
}

/** A Norwegian-named TRW brake disc as the lists keep it. */
export const savedDisc = (id: number): SavedArticle => ({
  articleId: id,
  articleNumber: `DF${id}`,
  articleName: 'Bremseskive',
  mfrName: 'TRW',
  price: 102900,
  discount: 25700,
  available: true,
  availability: 'in-stock',
  image: '/part-images/82.svg',
  rating: null,
  criteria: [{ name: 'Diameter', value: '288 mm' }],
})

/** Writes the lists and currency to localStorage as an earlier visit (or another tab) would. */
export function storeClientState({
  wishlist = [],
  compare = [],
  currency = 'NOK',
}: {
  wishlist?: SavedArticle[]
  compare?: SavedArticle[]
  currency?: string
}) {
  localStorage.setItem(
    CLIENT_STATE_KEY,
    JSON.stringify({
      version: 1,
      app: 'delelager',
      state: {
        wishlist: { items: wishlist },
        compare: { items: compare },
        currency: { code: currency },
      },
    }),
  )
}
