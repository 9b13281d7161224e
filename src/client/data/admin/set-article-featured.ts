import { setFeaturedAnswerSchema } from '../../../domain/catalogue-api'
import { authApi } from '../../lib/api-client'

/** `POST /tecdoc/set-article-featured`: shows or hides an article among the featured ones. */
export async function setArticleFeatured(articleNumber: string, featured: boolean) {
  const answer = await authApi('/tecdoc/set-article-featured', {
    method: 'POST',
    query: { articleNumber, isFeatured: featured ? '1' : '0' },
  })
  return setFeaturedAnswerSchema.parse(answer)
}
