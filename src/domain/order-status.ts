/**
 * An order's statuses and its payment's, alone so the route table (which the
 * first page loads) can check `?paymentStatus=` without the order rules.
 */

/** An order's course (the spec's demo has PENDING, SHIPPED, COMPLETED). */
export const ORDER_STATUSES = ['PENDING', 'PAID', 'SHIPPED', 'COMPLETED', 'CANCELLED'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Where the order's payment stands. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
