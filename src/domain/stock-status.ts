/**
 * Whether the shop has an article on the shelf. Kept apart from the zod schemas so that
 * front-page code reading saved articles does not load zod.
 */
export const STOCK_STATUSES = ['in-stock', 'out-of-stock', 'on-backorder'] as const
export type StockStatus = (typeof STOCK_STATUSES)[number]

/**
 * Whether the shop can sell an article now: it has a price (`available`) and is not sold out.
 * The server refuses an order with a sold-out line, so nothing offers to add one.
 */
export function canBeSold(article: {
  available: boolean
  availability?: StockStatus | null
}): boolean {
  return article.available && article.availability !== 'out-of-stock'
}

export function isStockStatus(value: unknown): value is StockStatus {
  return (STOCK_STATUSES as readonly unknown[]).includes(value)
}
