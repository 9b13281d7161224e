/** Which order status may follow which, and who may change it. Zod-free, so pages import it cheaply. */
import type { OrderStatus } from './order-status'

export type TransitionCause = 'admin' | 'payment' | 'refund'

/** Shipping is paid for, so refunds follow the goods: before they leave, the admin cancels. */
const REFUNDABLE: readonly OrderStatus[] = ['SHIPPED', 'DELIVERED', 'COMPLETED']

const BY_ADMIN: Record<OrderStatus, readonly OrderStatus[]> = {
  PENDING: ['CANCELLED'],
  PAID: ['PACKED', 'CANCELLED'],
  PACKED: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED'],
  // Settled: the return window has closed, nothing more is expected of the order.
  DELIVERED: ['COMPLETED'],
  COMPLETED: [],
  CANCELLED: [],
  REFUNDED: [],
}

const BY_PAYMENT: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  PENDING: ['PAID', 'CANCELLED'],
}

export function canTransition(from: OrderStatus, to: OrderStatus, cause: TransitionCause): boolean {
  if (from === to) return false
  if (cause === 'admin') return BY_ADMIN[from].includes(to)
  if (cause === 'payment') return BY_PAYMENT[from]?.includes(to) ?? false
  return to === 'REFUNDED' && REFUNDABLE.includes(from)
}

export function adminNextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return BY_ADMIN[from]
}

export function isRefundable(status: OrderStatus): boolean {
  return REFUNDABLE.includes(status)
}

export function isPaidStatus(status: OrderStatus): boolean {
  return status === 'PAID' || status === 'PACKED'
}

export const CARRIERS = ['posten', 'postnord', 'dhl', 'other'] as const
export type Carrier = (typeof CARRIERS)[number]

export const CARRIER_NAMES: Record<Carrier, string> = {
  posten: 'Posten/Bring',
  postnord: 'PostNord',
  dhl: 'DHL',
  other: '',
}

const TRACKING_PAGES: Record<Carrier, ((number: string) => string) | null> = {
  posten: (n) => `https://sporing.posten.no/sporing/${encodeURIComponent(n)}`,
  postnord: (n) => `https://tracking.postnord.com/no/?id=${encodeURIComponent(n)}`,
  dhl: (n) => `https://www.dhl.com/no-no/home/tracking.html?tracking-id=${encodeURIComponent(n)}`,
  other: null,
}

export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const page = TRACKING_PAGES[carrier as Carrier]
  return page ? page(trackingNumber) : null
}

/** Never which admin. */
export const EVENT_ACTORS = ['customer', 'shop', 'payment', 'system'] as const

export interface OrderEvent {
  at: string
  actor: (typeof EVENT_ACTORS)[number]
  from: OrderStatus | null
  to: OrderStatus
  carrier?: Carrier
  trackingNumber?: string
  trackingUrl?: string
  refunded?: number
  lines?: LinePieces[]
}

/** angrerettloven § 22. */
export const RETURN_DAYS = 14

export function returnDeadline(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_DAYS * 24 * 60 * 60 * 1000)
}

export const RETURN_STATUSES = ['REQUESTED', 'RECEIVED', 'REFUNDED', 'REJECTED'] as const
export type ReturnStatus = (typeof RETURN_STATUSES)[number]

const RETURN_NEXT: Record<ReturnStatus, readonly ReturnStatus[]> = {
  REQUESTED: ['RECEIVED', 'REFUNDED', 'REJECTED'],
  RECEIVED: ['REFUNDED', 'REJECTED'],
  REFUNDED: [],
  REJECTED: [],
}

export function canChangeReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return RETURN_NEXT[from].includes(to)
}

export const RETURN_REASONS = ['changed-mind', 'wrong-part', 'damaged', 'other'] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]

export interface LinePieces {
  articleId: number
  quantity: number
}

export function piecesLeft(
  bought: readonly LinePieces[],
  taken: readonly LinePieces[],
): LinePieces[] {
  const used = new Map<number, number>()
  for (const line of taken)
    used.set(line.articleId, (used.get(line.articleId) ?? 0) + line.quantity)
  return bought
    .map((line) => ({
      articleId: line.articleId,
      quantity: line.quantity - (used.get(line.articleId) ?? 0),
    }))
    .filter((line) => line.quantity > 0)
}

export function lineBeyond(
  asked: readonly LinePieces[],
  left: readonly LinePieces[],
): LinePieces | null {
  const free = new Map(left.map((line) => [line.articleId, line.quantity]))
  const wanted = new Map<number, number>()
  for (const line of asked)
    wanted.set(line.articleId, (wanted.get(line.articleId) ?? 0) + line.quantity)
  for (const [articleId, quantity] of wanted) {
    if (quantity > (free.get(articleId) ?? 0)) return { articleId, quantity }
  }
  return null
}
