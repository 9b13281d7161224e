/**
 * Free-text search through the real app, as the search API tests call it: the answer of
 * `GET /api/tecdoc/search`, with its status checked.
 */
import { expect } from 'vitest'
import type { ArticlePage } from '../../src/domain/article-schema'
import type { TestApp } from './build-app'

export function searchApi(app: () => TestApp) {
  return async (text: string, extra = ''): Promise<ArticlePage> => {
    const response = await app().app.inject({
      method: 'GET',
      url: `/api/tecdoc/search?search=${encodeURIComponent(text)}${extra}`,
    })
    expect(response.statusCode, text).toBe(200)
    return response.json() as ArticlePage
  }
}
