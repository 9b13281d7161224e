import { describe, expect, it } from 'vitest'
import { COMPARE_MAX, compareRules, criterionRows } from './compare'
import { addItem, removeItem } from './keyed-list'
import { type SavedArticle, savedArticleFrom } from './saved-article'

function article(articleId: number, criteria: string[] = []): SavedArticle {
  return savedArticleFrom({
    articleId,
    articleNumber: `N${articleId}`,
    articleName: 'Bremseskive',
    mfrName: 'BREMBO',
    price: 89900,
    discount: 0,
    available: true,
    images: [],
    articleText: criteria.map((text) => ({ text: [text] })),
  })
}

describe('the compare list', () => {
  it('is keyed by the article id: the same article added again changes nothing', () => {
    const once = addItem(compareRules, [], article(1))
    expect(once.outcome).toBe('added')
    expect(addItem(compareRules, once.items, article(1)).items).toBe(once.items)
  })

  it(`compares at most ${COMPARE_MAX} articles and says so`, () => {
    const full = Array.from({ length: COMPARE_MAX }, (_, i) => article(i + 1))
    const { items, outcome } = addItem(compareRules, full, article(99))
    expect(outcome).toBe('full')
    expect(items).toBe(full)
  })

  it('removes by article id', () => {
    const items = [article(1), article(2)]
    expect(removeItem(compareRules, items, 2).map((a) => a.articleId)).toEqual([1])
  })
})

describe('criterion rows', () => {
  it("lists every criterion in first-seen order with each article's value or none", () => {
    const rows = criterionRows([
      article(1, ['Diameter: 288 mm', 'Type: ventilert']),
      article(2, ['type: massiv', 'Tykkelse: 22 mm']),
    ])
    expect(rows).toEqual([
      { name: 'Diameter', values: ['288 mm', null] },
      { name: 'Type', values: ['ventilert', 'massiv'] },
      { name: 'Tykkelse', values: [null, '22 mm'] },
    ])
  })

  it('keeps the first value when an article repeats a criterion', () => {
    expect(criterionRows([article(1, ['Farge: rød', 'Farge: blå'])])).toEqual([
      { name: 'Farge', values: ['rød'] },
    ])
  })

  it('has no rows when no article has criteria', () => {
    expect(criterionRows([article(1), article(2)])).toEqual([])
  })
})
