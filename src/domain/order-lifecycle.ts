/**
 * Which order status may follow which, and who may make the change: the admin (pack, ship,
 * deliver, settle, cancel), the payment (paid, or cancelled before it was paid) and refunds
 * (every piece paid back). Zod-free, so pages import it cheaply; the calls' shapes are in
 * `order-lifecycle-schema.ts`.
 */
import type { OrderStatus } from './order-status'

/** Who changes an order's status. */
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

/** May `cause` move an order from `from` to `to`? The same status again is never a change. */
export function canTransition(from: OrderStatus, to: OrderStatus, cause: TransitionCause): boolean {
  if (from === to) return false
  if (cause === 'admin') return BY_ADMIN[from].includes(to)
  if (cause === 'payment') return BY_PAYMENT[from]?.includes(to) ?? false
  return to === 'REFUNDED' && REFUNDABLE.includes(from)
}

/** The statuses an admin may move an order to from `from`, in the course's order. */
export function adminNextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return BY_ADMIN[from]
}

/** Whether pieces of the order may be paid back (it has been shipped and is not refunded). */
export function isRefundable(status: OrderStatus): boolean {
  return REFUNDABLE.includes(status)
}

/** Was the order paid, so cancelling it pays the money back? */
export function isPaidStatus(status: OrderStatus): boolean {
  return status === 'PAID' || status === 'PACKED'
}

/** Parcel carriers the shop ships with; `other` has no tracking page the shop knows. */
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

/** The carrier's page that follows a parcel; `null` for a carrier the shop knows no page of. */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const page = TRACKING_PAGES[carrier as Carrier]
  return page ? page(trackingNumber) : null
}

/** Who made a change, as the customer may know it (never which admin). */
export const EVENT_ACTORS = ['customer', 'shop', 'payment', 'system'] as const

/** One change of an order's course, as the customer and the admin see it. */
export interface OrderEvent {
  /** ISO time. */
  at: string
  actor: (typeof EVENT_ACTORS)[number]
  /** `null`: the order was placed. */
  from: OrderStatus | null
  to: OrderStatus
  carrier?: Carrier
  trackingNumber?: string
  /** The carrier's page following the parcel. */
  trackingUrl?: string
  /** Øre paid back by this change. */
  refunded?: number
  lines?: LinePieces[]
}

/** Days after delivery a customer may return parts without giving a reason (angrerettloven §22). */
export const RETURN_DAYS = 14

/** Until when parts delivered at `deliveredAt` may be returned. */
export function returnDeadline(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_DAYS * 24 * 60 * 60 * 1000)
}

/** A return request's course: received by the shop, then paid back — or turned down. */
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

/** Why a customer sends parts back. */
export const RETURN_REASONS = ['changed-mind', 'wrong-part', 'damaged', 'other'] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]

/** Pieces of one order line, by its article. */
export interface LinePieces {
  articleId: number
  quantity: number
}

/**
 * What may still be paid back or returned of each line: bought less `taken` (pieces refunded
 * or already in an open return). Lines with nothing left are left out.
 */
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

/** The first asked line that is not in `left` or asks more than is left; `null` when all fit. */
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
