/** Test-only: an article as the catalogue's lists answer it. */
import type { Article, ArticleByNumberAnswer } from '../../domain/article-schema'

type Named = Pick<Article, 'articleId' | 'articleNumber' | 'articleName' | 'mfrName' | 'price'>

/** In stock, at full price, with no text, rating, tags or picture unless `fields` says so. */
export function listedArticle(fields: Named & Partial<Article>): Article {
  return {
    discount: 0,
    available: true,
    availability: 'in-stock',
    articleText: [],
    rating: 0,
    reviews: 0,
    tags: [],
    images: [],
    ...fields,
  }
}

/** The article-number lookup's answer for `article`. */
export function byNumberAnswer(article: Article): ArticleByNumberAnswer {
  return { status: 200, data: article, price: article.price }
}
