/** Orders, zod-free so pages import it cheaply (request schemas: order-schema.ts). Money in øre incl. MVA. */
import { SHIPPING_ORE } from './cart'
import { mvaContainedIn } from './mva'
import type { OrderEvent } from './order-lifecycle'
import type { OrderStatus, PaymentStatus } from './order-status'

export const DELIVERY_METHODS = ['pickup', 'standard', 'express'] as const
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number]

/** Home delivery is the cart's flat 25 kr, so the cart's and the order's totals agree. */
export const DELIVERY_PRICES: Record<DeliveryMethod, number> = {
  pickup: 0,
  standard: SHIPPING_ORE,
  express: 14_900,
}

export function isDeliveryMethod(value: unknown): value is DeliveryMethod {
  return (DELIVERY_METHODS as readonly unknown[]).includes(value)
}

export function deliveryPrice(method: DeliveryMethod | string): number {
  return isDeliveryMethod(method) ? DELIVERY_PRICES[method] : DELIVERY_PRICES.standard
}

export interface OrderSums {
  subtotal: number
  shipping: number
  total: number
  tax: number
}

export function orderSums(
  lines: { items: readonly { total: number }[] },
  method: DeliveryMethod | string,
): OrderSums {
  const subtotal = lines.items.reduce((sum, item) => sum + item.total, 0)
  const shipping = deliveryPrice(method)
  const total = subtotal + shipping
  return { subtotal, shipping, total, tax: mvaContainedIn(total) }
}

export const PAYMENT_METHODS = ['card', 'vipps'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export {
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from './order-status'

/** A failed card may be paid with another; paid and cancelled are final; the same status again is no error. */
export function canChangePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  if (from === to) return true
  if (from === 'pending') return to === 'paid' || to === 'failed' || to === 'cancelled'
  if (from === 'failed') return to === 'paid' || to === 'cancelled'
  return false
}

/** A payment never made is cancelled with the order; a paid one stays paid and is refunded. */
export function paymentStatusOnCancel(payment: PaymentStatus): PaymentStatus {
  return payment === 'paid' ? 'paid' : 'cancelled'
}

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
  name: string
  image?: string
  price: number
  quantity: number
  total: number
  /** Pieces not in stock, ordered from the supplier. */
  backordered?: number
  expectedDelivery?: string
}

export interface Order {
  id: string
  token: string
  number: number
  created: string
  status: OrderStatus
  paymentStatus: PaymentStatus
  items: OrderItem[]
  quantity: number
  subtotal: number
  shippingCharges: number
  tax: number
  total: number
  totals: { title: 'SHIPPING' | 'TAX'; price: number }[]
  deliveryMethod: DeliveryMethod
  shippingAddress: OrderAddress
  billingAddress?: OrderAddress
  email: string
  phone?: string
  cartId?: string
  userId?: string
  vehicle?: OrderVehicle
}

export interface OrderVehicle {
  carId: number
  label: string
}

export interface TrackedOrder {
  number: number
  status: OrderStatus
  paymentStatus: PaymentStatus
  created: string
  quantity: number
  total: number
  events: OrderEvent[]
}
