import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { measureSearchQuality, qualityQueries } from '../bench/search-quality/score'
import { buildTestApp, type TestApp } from '../support/build-app'

/**
 * The relevance set's hit@3 may not fall below this: today's figure (1.000) less a margin
 * of a few queries, so a regression fails here while a new query that misses can be added.
 */
const HIT_AT_3_FLOOR = 0.95

describe('search quality', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t?.cleanup())

  it('keeps the relevance set of 80+ mechanic queries at or above its hit@3 floor', async () => {
    expect(qualityQueries.length).toBeGreaterThanOrEqual(80)
    const score = await measureSearchQuality(async (path) => {
      const response = await t.app.inject({ method: 'GET', url: path })
      return { status: response.statusCode, body: response.json() }
    })
    const misses = score.queries.filter((q) => !q.hitAt3).map((q) => q.query.query)
    expect(score.hitAt3, `missed: ${misses.join(', ')}`).toBeGreaterThanOrEqual(HIT_AT_3_FLOOR)
  })
})
