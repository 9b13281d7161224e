import { describe, expect, it } from 'vitest'
import type { Article } from '../../../domain/article-schema'
import type { BuyAgainLine } from '../../../domain/buy-again'
import type { CartProduct } from '../../../domain/cart'
import { buyAgain } from './buy-again'

const article = (articleId: number, price: number, discount = 0): Article =>
  ({
    articleId,
    articleNumber: `N-${articleId}`,
    articleName: 'Bremseklosser',
    mfrName: 'BOSCH',
    price,
    discount,
    available: true,
    availability: 'in-stock',
    images: [],
  }) as unknown as Article

const line = (
  articleId: number,
  orderedPrice: number,
  today: Article | null,
  problem?: BuyAgainLine['problem'],
): BuyAgainLine => ({
  articleId,
  articleNumber: `N-${articleId}`,
  name: `BOSCH del ${articleId}`,
  quantity: 2,
  orderedPrice,
  article: today,
  ...(problem && { problem }),
})

describe('buying earlier lines again', () => {
  it("adds each line that can be had at today's price and quantity, and tells the changed prices", async () => {
    const added: [CartProduct, number][] = []
    const report = await buyAgain(
      [line(1, 39_900, article(1, 49_900, 10_000)), line(2, 10_000, article(2, 12_500))],
      async (product, quantity) => {
        added.push([product, quantity])
        return { ok: true }
      },
    )
    expect(
      added.map(([product, quantity]) => [product.articleId, product.price, quantity]),
    ).toEqual([
      [1, 49_900, 2],
      [2, 12_500, 2],
    ])
    expect(report.added).toHaveLength(2)
    expect(report.repriced.map(({ line: l, was, now }) => [l.articleId, was, now])).toEqual([
      [2, 10_000, 12_500],
    ])
  })

  it('puts nothing in for what can no longer be had, and says so', async () => {
    let adds = 0
    const report = await buyAgain(
      [line(1, 100, null, 'GONE'), line(2, 100, article(2, 100), 'OUT_OF_STOCK')],
      async () => {
        adds += 1
        return { ok: true }
      },
    )
    expect(adds).toBe(0)
    expect(report.unavailable.map((l) => l.problem)).toEqual(['GONE', 'OUT_OF_STOCK'])
  })

  it('reports the lines a full cart refused', async () => {
    const report = await buyAgain([line(1, 100, article(1, 100))], async () => ({ ok: false }))
    expect(report.refused).toHaveLength(1)
    expect(report.added).toEqual([])
  })
})
