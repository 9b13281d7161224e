import { describe, expect, it } from 'vitest'
import { addItem, clearItems, removeItem } from './keyed-list'
import { type SavedArticle, savedArticleFrom } from './saved-article'
import { WISHLIST_MAX, wishlistRules } from './wishlist'

function article(articleId: number, articleName = 'Oljefilter'): SavedArticle {
  return savedArticleFrom({
    articleId,
    articleNumber: `N${articleId}`,
    articleName,
    mfrName: 'MANN-FILTER',
    price: 19900,
    discount: 0,
    available: true,
    images: [],
  })
}

describe('the wishlist', () => {
  it('is keyed by the article id: the same article added again changes nothing', () => {
    const once = addItem(wishlistRules, [], article(1))
    expect(once.outcome).toBe('added')
    const twice = addItem(wishlistRules, once.items, article(1, 'Oljefilter, ny pris'))
    expect(twice.outcome).toBe('present')
    expect(twice.items).toBe(once.items)
  })

  it(`keeps at most ${WISHLIST_MAX} articles`, () => {
    const full = Array.from({ length: WISHLIST_MAX }, (_, i) => article(i + 1))
    expect(addItem(wishlistRules, full, article(WISHLIST_MAX + 1)).outcome).toBe('full')
  })

  it('removes by article id and clears', () => {
    const items = [article(1), article(2)]
    expect(removeItem(wishlistRules, items, 1).map((a) => a.articleId)).toEqual([2])
    expect(clearItems(items)).toEqual([])
  })
})
