/**
 * Orders (`/order/*`): the delivery methods and their
 * prices, the order's sums, the statuses and which payment changes make sense, and the order
 * as the API answers it. Zod-free, so pages import it cheaply; the request schemas are in
 * `order-schema.ts`. Money is integer øre incl. 25 % MVA, as in the cart.
 */
import { SHIPPING_ORE } from './cart'
import { mvaContainedIn } from './mva'
import type { OrderEvent } from './order-lifecycle'
import type { OrderStatus, PaymentStatus } from './order-status'

/** How the parts reach the customer. */
export const DELIVERY_METHODS = ['pickup', 'standard', 'express'] as const
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number]

/**
 * Delivery prices, øre incl. MVA: picking up in the shop is free, home delivery is the cart's
 * flat 25 kr (so the cart's and the order's totals agree), express costs 149 kr.
 */
export const DELIVERY_PRICES: Record<DeliveryMethod, number> = {
  pickup: 0,
  standard: SHIPPING_ORE,
  express: 14_900,
}

export function isDeliveryMethod(value: unknown): value is DeliveryMethod {
  return (DELIVERY_METHODS as readonly unknown[]).includes(value)
}

/** The price of a delivery method; an unknown one costs as home delivery. */
export function deliveryPrice(method: DeliveryMethod | string): number {
  return isDeliveryMethod(method) ? DELIVERY_PRICES[method] : DELIVERY_PRICES.standard
}

export interface OrderSums {
  /** Σ line totals. */
  subtotal: number
  /** The delivery method's price. */
  shipping: number
  /** What the customer pays: subtotal + shipping. */
  total: number
  /** The MVA the total contains (shown, not added). */
  tax: number
}

/** subtotal = Σ line totals; total = subtotal + delivery; MVA = what the total contains (mva.ts). */
export function orderSums(
  lines: { items: readonly { total: number }[] },
  method: DeliveryMethod | string,
): OrderSums {
  const subtotal = lines.items.reduce((sum, item) => sum + item.total, 0)
  const shipping = deliveryPrice(method)
  const total = subtotal + shipping
  return { subtotal, shipping, total, tax: mvaContainedIn(total) }
}

/** The ways to pay at checkout: the card (the built-in test provider) and Vipps MobilePay. */
export const PAYMENT_METHODS = ['card', 'vipps'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export {
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from './order-status'

/**
 * Which payment changes are accepted: a pending payment is paid, fails or is cancelled; after
 * a failed card the customer may pay with another (failed → paid, or failed again). Paid and
 * cancelled are final. Saying the current status again is no change, and not an error.
 */
export function canChangePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  if (from === to) return true
  if (from === 'pending') return to === 'paid' || to === 'failed' || to === 'cancelled'
  if (from === 'failed') return to === 'paid' || to === 'cancelled'
  return false
}

/**
 * The payment status of an order being cancelled: a payment never made (pending, or failed)
 * is cancelled with the order; a paid one stays paid, and is paid back as a refund.
 */
export function paymentStatusOnCancel(payment: PaymentStatus): PaymentStatus {
  return payment === 'paid' ? 'paid' : 'cancelled'
}

/** The order status that goes with a payment status. */
export function orderStatusAfterPayment(current: OrderStatus, payment: PaymentStatus): OrderStatus {
  if (payment === 'paid' && current === 'PENDING') return 'PAID'
  if (payment === 'cancelled' && current === 'PENDING') return 'CANCELLED'
  return current
}

export interface OrderAddress {
  firstName: string
  lastName: string
  company?: string
  country: string
  address1: string
  address2?: string
  city: string
  postcode: string
  email?: string
  phone?: string
}

export interface OrderItem {
  articleId: number
  articleNumber: string
  /** Brand and part name, as the shop showed it when ordered. */
  name: string
  image?: string
  /** Unit price after discount, øre incl. MVA, as charged. */
  price: number
  quantity: number
  /** price × quantity. */
  total: number
  /** Pieces not in stock, ordered from the supplier (the rest were taken from stock). */
  backordered?: number
  /** When the backordered pieces are expected, `yyyy-mm-dd`. */
  expectedDelivery?: string
}

/** An order as the API answers it (money in øre incl. MVA). */
export interface Order {
  id: string
  /** The public token of the success page `/cart/checkout/{token}`. */
  token: string
  /** The order number the customer is told (and tracks with). */
  number: number
  /** ISO time. */
  created: string
  status: OrderStatus
  paymentStatus: PaymentStatus
  items: OrderItem[]
  /** Pieces. */
  quantity: number
  subtotal: number
  shippingCharges: number
  /** The MVA contained in the total. */
  tax: number
  total: number
  totals: { title: 'SHIPPING' | 'TAX'; price: number }[]
  deliveryMethod: DeliveryMethod
  shippingAddress: OrderAddress
  /** Absent: the same as the shipping address. */
  billingAddress?: OrderAddress
  email: string
  phone?: string
  cartId?: string
  userId?: string
  /** The garage vehicle chosen when ordering, as the catalogue named it. */
  vehicle?: OrderVehicle
}

export interface OrderVehicle {
  carId: number
  /** 'Volkswagen Golf VII 1.6 TDI' */
  label: string
}

/** What `/track-order` shows: enough to follow the parcel, nothing more. */
export interface TrackedOrder {
  number: number
  status: OrderStatus
  paymentStatus: PaymentStatus
  created: string
  quantity: number
  total: number
  /** The order's course, oldest first. */
  events: OrderEvent[]
}
