/** Test-only: a brake disc as the catalogue answers it and as the wishlist and compare lists keep it. */
import type { ArticleSource, SavedArticle } from '../saved-article'

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
