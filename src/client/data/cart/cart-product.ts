import type { Article } from '../../../domain/article-schema'
import { CART_TEXT_LIMITS, type CartProduct } from '../../../domain/cart'
import { productName } from '../../../domain/product-name'

export type CartArticle = Pick<
  Article,
  'articleId' | 'articleNumber' | 'articleName' | 'mfrName' | 'price' | 'discount' | 'images'
> &
  Partial<Pick<Article, 'availability' | 'stock'>>

export function cartLineName(article: Pick<CartArticle, 'mfrName' | 'articleName'>): string {
  return productName(article).slice(0, CART_TEXT_LIMITS.name)
}

/** The server prices every line again from the catalogue; these figures are for this device only. */
export function cartProductFrom(article: CartArticle): CartProduct {
  const image = article.images[0]?.imageURL400
  return {
    articleId: article.articleId,
    articleNumber: article.articleNumber,
    mfrName: article.mfrName.slice(0, CART_TEXT_LIMITS.label),
    name: cartLineName(article),
    price: article.price,
    discount: article.discount,
    ...(image && image.length <= CART_TEXT_LIMITS.url ? { image } : {}),
    ...(article.availability && { availability: article.availability }),
    ...(article.stock !== undefined && { stock: article.stock }),
  }
}
