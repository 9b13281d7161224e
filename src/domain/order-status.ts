/**
 * An order's statuses and its payment's, alone so the route table (which the
 * first page loads) can check `?paymentStatus=` without the order rules.
 */

/**
 * An order's course: PENDING → PAID → PACKED → SHIPPED → DELIVERED, or CANCELLED, or REFUNDED
 * (every piece paid back). COMPLETED is the spec's demo word for an order delivered and
 * settled (the return window has closed); it stays readable (order-lifecycle.ts).
 */
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

/** Where the order's payment stands. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
