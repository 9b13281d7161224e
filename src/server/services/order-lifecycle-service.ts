// A status change is a conditional update, so two admins never both make it. A change waiting on
// the provider claims the order first, asks outside any transaction, and gives the claim back if
// refused.
import {
  type Order,
  type OrderItem,
  type OrderStatus,
  paymentStatusOnCancel,
} from '../../domain/order'
import {
  canTransition,
  isPaidStatus,
  type LinePieces,
  piecesLeft,
  returnDeadline,
} from '../../domain/order-lifecycle'
import type {
  OrderEvent,
  OrderHistory,
  OrderStatusChange,
} from '../../domain/order-lifecycle-schema'
import type { AppDatabase } from '../db/database'
import {
  claimTransition,
  completeTransition,
  deliveredAt,
  dropPendingRefund,
  type EventDetails,
  eventsOf,
  toOrderEvent,
  findRefundByKey,
  insertEvent,
  insertRefund,
  markRefundDone,
  moveStatus,
  type RefundRow,
  refundsOf,
  releaseTransition,
  returnsOf,
  toReturnRequest,
} from '../db/repositories/order-lifecycle-repository'
import {
  findOrderById,
  type OrderRow,
  paymentsOfOrder,
  toOrder,
} from '../db/repositories/order-repository'
import { HttpError } from '../http-errors'
import { type PaymentProvider, PaymentProviderError } from '../providers/payment/payment-provider'
import { assertAccess, type OrderCaller } from './order-service'
import { giveBackStock } from './stock-service'

export const TRANSITION_STALE_AFTER_S = 120

export interface LifecycleDeps {
  db: AppDatabase
  providerOf(name: string): PaymentProvider | undefined
}

export interface TransitionResult {
  order: Order
  event: OrderEvent
}

export const orderNotFound = () => new HttpError(404, 'ORDER_NOT_FOUND', 'There is no such order.')
const invalidTransition = (from: OrderStatus, to: OrderStatus) =>
  new HttpError(409, 'INVALID_ORDER_TRANSITION', `An order cannot go from ${from} to ${to}.`)
const busy = () =>
  new HttpError(409, 'ORDER_BUSY', 'The order is being changed by another request. Try again.')
export const beyondOrder = (
  code: 'REFUND_EXCEEDS_ORDER' | 'RETURN_EXCEEDS_ORDER',
  row: OrderRow,
  line: LinePieces,
) => {
  const item = (row.items as OrderItem[]).find((i) => i.articleId === line.articleId)
  const name = item?.articleNumber ?? String(line.articleId)
  return new HttpError(
    422,
    code,
    item
      ? `Only part of ${line.quantity} × ${name} is left on the order.`
      : `The order has no line with article ${line.articleId}.`,
    undefined,
    { articleNumber: name },
  )
}

export function providerFailure(error: unknown): unknown {
  if (!(error instanceof PaymentProviderError)) return error
  if (error.kind === 'unavailable') {
    return new HttpError(503, 'PAYMENT_UNAVAILABLE', 'The payment provider is not answering.')
  }
  return new HttpError(409, 'PAYMENT_REFUSED', `The payment provider refused: ${error.message}`)
}

export function boughtPieces(row: OrderRow): LinePieces[] {
  return (row.items as OrderItem[]).map((item) => ({
    articleId: item.articleId,
    quantity: item.quantity,
  }))
}

export async function paidPayment(db: AppDatabase, row: OrderRow, deps: LifecycleDeps) {
  const payment = (await paymentsOfOrder(db, row.id)).find((p) => p.status === 'paid')
  const provider = payment && deps.providerOf(payment.provider)
  if (!payment || !provider) {
    throw new HttpError(409, 'PAYMENT_REFUSED', 'The order has no payment to draw or pay back.')
  }
  return { payment, provider }
}

async function refusal(db: AppDatabase, id: string, from: OrderStatus, to: OrderStatus) {
  const now = await findOrderById(db, id)
  return now && now.status === from ? busy() : invalidTransition(now?.status ?? from, to)
}

export async function changeOrderStatus(
  deps: LifecycleDeps,
  { orderId, change, actor }: { orderId: string; change: OrderStatusChange; actor: string },
): Promise<TransitionResult> {
  const { db } = deps
  const row = await findOrderById(db, orderId)
  if (!row) throw orderNotFound()
  const from = row.status
  const to = change.status
  if (!canTransition(from, to, 'admin')) throw invalidTransition(from, to)
  if (to === 'SHIPPED') {
    const details = { carrier: change.carrier, trackingNumber: change.trackingNumber }
    return withProvider(deps, row, to, actor, details, async ({ payment, provider }) => {
      await provider.capture(payment.providerPaymentId, payment.amount)
      return undefined
    })
  }
  if (to === 'CANCELLED' && isPaidStatus(from)) return cancelPaid(deps, row, actor)
  return db.transaction(async (tx) => {
    const payment = to === 'CANCELLED' ? paymentStatusOnCancel(row.paymentStatus) : undefined
    const moved = await moveStatus(tx, orderId, from, to, TRANSITION_STALE_AFTER_S, payment)
    if (!moved) throw await refusal(db, orderId, from, to)
    if (to === 'CANCELLED') await giveBackStock(tx, orderId)
    const event = await insertEvent(tx, { orderId, actor, from, to })
    return { order: toOrder(moved), event: toOrderEvent(event, moved) }
  })
}

async function withProvider(
  deps: LifecycleDeps,
  row: OrderRow,
  to: OrderStatus,
  actor: string,
  details: EventDetails,
  ask: (paid: Awaited<ReturnType<typeof paidPayment>>) => Promise<RefundRow | undefined>,
): Promise<TransitionResult> {
  const { db } = deps
  const paid = await paidPayment(db, row, deps)
  const claimed = await claimTransition(db, row.id, row.status, to, TRANSITION_STALE_AFTER_S)
  const since = claimed?.transitionSince
  if (!claimed || !since) throw await refusal(db, row.id, row.status, to)
  let refund: RefundRow | undefined
  try {
    refund = await ask(paid)
  } catch (error) {
    await releaseTransition(db, row.id, since)
    throw providerFailure(error)
  }
  return db.transaction(async (tx) => {
    const moved = await completeTransition(tx, row.id, row.status, to, since)
    if (!moved) throw busy()
    if (refund) await markRefundDone(tx, refund.id)
    if (to === 'CANCELLED') await giveBackStock(tx, row.id)
    const event = await insertEvent(tx, { orderId: row.id, actor, from: row.status, to, details })
    return { order: toOrder(moved), event: toOrderEvent(event, moved) }
  })
}

async function cancelPaid(
  deps: LifecycleDeps,
  row: OrderRow,
  actor: string,
): Promise<TransitionResult> {
  const key = `cancel:${row.id}`
  const paidBack = await refundsOf(deps.db, row.id)
  const lines = piecesLeft(
    boughtPieces(row),
    paidBack.flatMap((r) => r.lines as LinePieces[]),
  )
  const { payment } = await paidPayment(deps.db, row, deps)
  const amount = payment.amount - paidBack.reduce((sum, r) => sum + r.amount, 0)
  const details: EventDetails = amount > 0 ? { refunded: amount, lines } : {}
  return withProvider(deps, row, 'CANCELLED', actor, details, async ({ provider }) => {
    if (amount <= 0) return undefined
    const refund =
      (await findRefundByKey(deps.db, key)) ??
      (await insertRefund(deps.db, {
        orderId: row.id,
        key,
        providerPaymentId: payment.providerPaymentId,
        amount,
        lines,
        actor,
      }))
    try {
      await provider.refund(payment.providerPaymentId, refund.amount, key)
    } catch (error) {
      if (error instanceof PaymentProviderError && error.kind !== 'unavailable') {
        await dropPendingRefund(deps.db, refund.id)
      }
      throw error
    }
    return refund
  })
}

export async function orderHistory(
  db: AppDatabase,
  {
    orderId,
    caller,
    token,
    now = new Date(),
  }: { orderId: string; caller: OrderCaller; token?: string; now?: Date },
): Promise<OrderHistory> {
  const row = await findOrderById(db, orderId)
  if (!row) throw new HttpError(401, 'UNAUTHORIZED', 'Unauthorized')
  assertAccess(row, caller, token)
  const [events, returns, paidBack, delivered] = await Promise.all([
    eventsOf(db, orderId),
    returnsOf(db, orderId),
    refundsOf(db, orderId),
    deliveredAt(db, orderId),
  ])
  const until = delivered && row.status === 'DELIVERED' ? returnDeadline(delivered) : null
  return {
    events: events.map((event) => toOrderEvent(event, row)),
    returns: returns.map((request) => toReturnRequest(request, row)),
    refunded: paidBack.filter((r) => r.state === 'done').reduce((sum, r) => sum + r.amount, 0),
    ...(until && until > now ? { returnUntil: until.toISOString() } : {}),
  }
}
