import { describe, expect, it } from 'vitest'
import { type QualityQuery, type RankedArticle, scoreQuery, summarise } from './score'

const padsQuery: QualityQuery = {
  query: 'bremsekloser',
  lang: 'no',
  kind: 'typo',
  expect: { partTypes: [402] },
}
const filterQuery: QualityQuery = {
  query: 'mann hu 6781',
  lang: 'no',
  kind: 'brand+number',
  expect: { articles: [{ brand: 'MANN-FILTER', number: 'HU 6781 z' }] },
}
const article = (articleId: number, mfrName: string, articleNumber: string, partTypeId: number) =>
  ({ articleId, mfrName, articleNumber, partTypeId }) satisfies RankedArticle
const disc = article(1, 'BREMBO', '09.A820.11', 82)
const pads = article(2, 'TRW', 'GDB8449', 402)
const huFilter = article(3, 'MANN-FILTER', 'HU 6781 z', 7)
const otherFilter = article(4, 'MAHLE', 'HU 6781 z', 7)

describe('search quality scoring', () => {
  it('ranks a query by its first article of a part type it means', () => {
    expect(scoreQuery(padsQuery, [disc, disc, pads])).toMatchObject({ rank: 3, hitAt3: true })
    expect(scoreQuery(padsQuery, [disc, disc, disc, pads])).toMatchObject({
      rank: 4,
      hitAt3: false,
    })
  })

  it('matches a named article by brand and number however either is spelt', () => {
    const spelt = article(3, 'Mann Filter', 'HU6781Z', 7)
    expect(scoreQuery(filterQuery, [otherFilter, spelt]).rank).toBe(2)
    expect(scoreQuery(filterQuery, [otherFilter, disc]).rank).toBeNull()
  })

  it('expects an article of a query naming a car only when it fits that car', () => {
    const golfQuery: QualityQuery = {
      ...padsQuery,
      query: 'bremseklosser golf',
      expect: { partTypes: [402], fits: { manuId: 32, modelIds: [3205] } },
    }
    const otherPads = article(5, 'ATE', '13.0460-7218.2', 402)
    expect(scoreQuery(golfQuery, [otherPads, pads], new Set([pads.articleId])).rank).toBe(2)
    expect(scoreQuery(golfQuery, [otherPads, pads], new Set()).rank).toBeNull()
  })

  it('gives hit@3 as the share of hits and MRR as the mean reciprocal rank', () => {
    const score = summarise([
      scoreQuery(padsQuery, [pads]),
      scoreQuery(filterQuery, [disc, huFilter]),
      scoreQuery(padsQuery, [disc, disc, disc, pads]),
      scoreQuery(filterQuery, []),
    ])
    expect(score.hitAt3).toBe(0.5)
    expect(score.mrr).toBeCloseTo((1 + 1 / 2 + 1 / 4 + 0) / 4)
  })
})
