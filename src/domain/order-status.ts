/** Alone so the route table (loaded by the first page) can check `?paymentStatus=` without the order rules. */

/** COMPLETED is the spec's demo word for an order settled (return window closed); it stays readable. */
export const ORDER_STATUSES = [
  'PENDING',
  'PAID',
  'PACKED',
  'SHIPPED',
  'DELIVERED',
  'COMPLETED',
  'CANCELLED',
  'REFUNDED',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
