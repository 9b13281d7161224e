/**
 * Whether the shop has an article on the shelf. Kept apart from the zod schemas so that
 * front-page code reading saved articles does not load zod.
 */
export const STOCK_STATUSES = ['in-stock', 'out-of-stock', 'on-backorder'] as const
export type StockStatus = (typeof STOCK_STATUSES)[number]
