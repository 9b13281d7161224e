/**
 * An order's course after it is paid: the admin packs, ships (the payment is drawn then),
 * delivers, settles or cancels it (a paid order's money goes back, its pieces back on the
 * shelf), and pays back pieces of a shipped order. Every change is an event.
 *
 * A status change is a conditional update on the status read, so two admins never both make
 * it. A change that waits on the provider (capture at shipping, the refund of a cancellation)
 * first claims the order (`transition_to`), asks the provider outside any transaction, and
 * completes the claim with its event — or gives the claim back when the provider refuses.
 * Refunds are named by a stable key and recorded `pending` before the provider is asked, so
 * a retried request pays back once.
 */
import type { OrderItem, OrderStatus } from '../../domain/order'
import {
  canTransition,
  isPaidStatus,
  isRefundable,
  type LinePieces,
  lineBeyond,
  piecesLeft,
  returnDeadline,
} from '../../domain/order-lifecycle'
import type {
  OrderEvent,
  OrderHistory,
  OrderStatusChange,
} from '../../domain/order-lifecycle-schema'
import type { Order } from '../../domain/order'
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
  moveReturn,
  moveStatus,
  type RefundRow,
  refundsOf,
  releaseTransition,
  returnsOf,
  toReturnRequest,
} from '../db/repositories/order-lifecycle-repository'
import {
  findOrderById,
  lockOrder,
  type OrderRow,
  paymentsOfOrder,
  toOrder,
} from '../db/repositories/order-repository'
import { HttpError } from '../http-errors'
import { type PaymentProvider, PaymentProviderError } from '../providers/payment/payment-provider'
import { assertAccess, type OrderCaller } from './order-service'
import { giveBackStock } from './stock-service'

/** A claim on a change older than this, s, was left by a crashed request and may be taken over. */
export const TRANSITION_STALE_AFTER_S = 120

export interface LifecycleDeps {
  db: AppDatabase
  /** The provider holding a stored payment, by its `payments.provider` name. */
  providerOf(name: string): PaymentProvider | undefined
}

/** A change that has been stored: the order as it is now, and the event that says so. */
export interface TransitionResult {
  order: Order
  event: OrderEvent
}

export const orderNotFound = () => new HttpError(404, 'ORDER_NOT_FOUND', 'There is no such order.')
const invalidTransition = (from: OrderStatus, to: OrderStatus) =>
  new HttpError(409, 'INVALID_ORDER_TRANSITION', `An order cannot go from ${from} to ${to}.`)
const busy = () =>
  new HttpError(409, 'ORDER_BUSY', 'The order is being changed by another request. Try again.')
const beyondOrder = (
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
export { beyondOrder }

/** The provider's refusal or absence as the API answers it. */
function providerFailure(error: unknown): unknown {
  if (!(error instanceof PaymentProviderError)) return error
  if (error.kind === 'unavailable') {
    return new HttpError(503, 'PAYMENT_UNAVAILABLE', 'The payment provider is not answering.')
  }
  return new HttpError(409, 'PAYMENT_REFUSED', `The payment provider refused: ${error.message}`)
}

/** The pieces each line of the order bought. */
export function boughtPieces(row: OrderRow): LinePieces[] {
  return (row.items as OrderItem[]).map((item) => ({
    articleId: item.articleId,
    quantity: item.quantity,
  }))
}

/** The payment the customer made, which shipping draws and refunds pay back. */
async function paidPayment(db: AppDatabase, row: OrderRow, deps: LifecycleDeps) {
  const payment = (await paymentsOfOrder(db, row.id)).find((p) => p.status === 'paid')
  const provider = payment && deps.providerOf(payment.provider)
  if (!payment || !provider) {
    throw new HttpError(409, 'PAYMENT_REFUSED', 'The order has no payment to draw or pay back.')
  }
  return { payment, provider }
}

/** Why a conditional change found the order otherwise: moved on, or claimed by another. */
async function refusal(db: AppDatabase, id: string, from: OrderStatus, to: OrderStatus) {
  const now = await findOrderById(db, id)
  return now && now.status === from ? busy() : invalidTransition(now?.status ?? from, to)
}

/**
 * `POST /admin/orders/{id}/status`: moves the order as the admin asks, if the rules allow
 * (else 409 INVALID_ORDER_TRANSITION), and answers the change once it is stored.
 */
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
    const moved = await moveStatus(tx, orderId, from, to, TRANSITION_STALE_AFTER_S)
    if (!moved) throw await refusal(db, orderId, from, to)
    if (to === 'CANCELLED') await giveBackStock(tx, orderId)
    const event = await insertEvent(tx, { orderId, actor, from, to })
    return { order: toOrder(moved), event: toOrderEvent(event, moved) }
  })
}

/**
 * A change that waits on the provider: claimed, then the provider asked (`ask`), then stored
 * with its event; the claim is given back when the provider fails. `ask` may return a refund
 * to mark done with the change.
 */
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

/** A paid order is cancelled: what is left of its payment goes back, its pieces on the shelf. */
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

const sameLines = (a: LinePieces[], b: LinePieces[]) => {
  const key = (lines: LinePieces[]) =>
    JSON.stringify(
      [...lines].sort((x, y) => x.articleId - y.articleId).map((l) => [l.articleId, l.quantity]),
    )
  return key(a) === key(b)
}

export interface RefundResult {
  refund: RefundRow
  status: OrderStatus
  /** The key's refund existed already: this request asked again. */
  replayed: boolean
}

/**
 * Pays back pieces of a shipped order (`lines`, or every piece not yet paid back): the price
 * of each piece, and the delivery with the last of them. Named `key` at the provider; the same
 * key again finishes or answers the first refund, never a second. When nothing is left to pay
 * back the order is REFUNDED; `returnId` marks that return REFUNDED with it.
 */
export async function refundOrder(
  deps: LifecycleDeps,
  input: { orderId: string; lines?: LinePieces[]; key: string; actor: string; returnId?: string },
): Promise<RefundResult> {
  const { db } = deps
  const stored = await findRefundByKey(db, input.key)
  if (
    stored &&
    (stored.orderId !== input.orderId ||
      (input.lines && !sameLines(input.lines, stored.lines as LinePieces[])))
  ) {
    throw new HttpError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was used for a different refund. Use a new key for a new refund.',
    )
  }
  if (stored?.state === 'done') {
    const row = await findOrderById(db, input.orderId)
    return { refund: stored, status: row?.status ?? 'REFUNDED', replayed: true }
  }
  const refund = stored ?? (await startRefund(deps, input))
  const row = await findOrderById(db, input.orderId)
  const provider = deps.providerOf(
    (await paymentsOfOrder(db, input.orderId)).find(
      (p) => p.providerPaymentId === refund.providerPaymentId,
    )?.provider ?? '',
  )
  if (!row || !provider) throw orderNotFound()
  try {
    await provider.refund(refund.providerPaymentId, refund.amount, input.key)
  } catch (error) {
    if (error instanceof PaymentProviderError && error.kind !== 'unavailable') {
      await dropPendingRefund(db, refund.id)
    }
    throw providerFailure(error)
  }
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, input.orderId)
    if (!locked) throw orderNotFound()
    const replayed = stored !== null
    if (!(await markRefundDone(tx, refund.id))) return { refund, status: locked.status, replayed }
    if (input.returnId) {
      for (const from of ['REQUESTED', 'RECEIVED'] as const) {
        await moveReturn(tx, input.returnId, from, 'REFUNDED')
      }
    }
    const all = await refundsOf(tx, input.orderId)
    const left = piecesLeft(
      boughtPieces(locked),
      all.flatMap((r) => r.lines as LinePieces[]),
    )
    let to = locked.status
    if (left.length === 0 && canTransition(locked.status, 'REFUNDED', 'refund')) {
      const moved = await moveStatus(
        tx,
        locked.id,
        locked.status,
        'REFUNDED',
        TRANSITION_STALE_AFTER_S,
      )
      if (moved) to = 'REFUNDED'
    }
    await insertEvent(tx, {
      orderId: locked.id,
      actor: input.actor,
      from: locked.status,
      to,
      details: {
        refunded: refund.amount,
        lines: refund.lines as LinePieces[],
        ...(input.returnId ? { returnId: input.returnId } : {}),
      },
    })
    return { refund, status: to, replayed }
  })
}

/** Works out the refund with the order locked and records it `pending`. */
async function startRefund(
  deps: LifecycleDeps,
  input: { orderId: string; lines?: LinePieces[]; key: string; actor: string; returnId?: string },
): Promise<RefundRow> {
  const { db } = deps
  const order = await findOrderById(db, input.orderId)
  if (!order) throw orderNotFound()
  const { payment } = await paidPayment(db, order, deps).catch(() => {
    throw new HttpError(409, 'NOT_REFUNDABLE', 'The order has no payment to pay back.')
  })
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, input.orderId)
    if (!row) throw orderNotFound()
    if (!isRefundable(row.status)) {
      throw new HttpError(
        409,
        'NOT_REFUNDABLE',
        `An order ${row.status} cannot be refunded; cancel an order before it is shipped.`,
      )
    }
    const paidBack = await refundsOf(tx, row.id)
    const left = piecesLeft(
      boughtPieces(row),
      paidBack.flatMap((r) => r.lines as LinePieces[]),
    )
    const asked = input.lines ?? left
    if (asked.length === 0) {
      throw new HttpError(422, 'REFUND_EXCEEDS_ORDER', 'Everything is paid back already.')
    }
    const beyond = lineBeyond(asked, left)
    if (beyond) throw beyondOrder('REFUND_EXCEEDS_ORDER', row, beyond)
    const prices = new Map((row.items as OrderItem[]).map((i) => [i.articleId, i.price]))
    const last = piecesLeft(left, asked).length === 0
    const amount =
      asked.reduce((sum, line) => sum + (prices.get(line.articleId) ?? 0) * line.quantity, 0) +
      (last ? row.shipping : 0)
    const already = paidBack.reduce((sum, r) => sum + r.amount, 0)
    if (amount <= 0 || already + amount > payment.amount) {
      throw new HttpError(422, 'REFUND_EXCEEDS_ORDER', 'That is more than was paid.')
    }
    return insertRefund(tx, {
      orderId: row.id,
      key: input.key,
      providerPaymentId: payment.providerPaymentId,
      amount,
      lines: asked,
      returnId: input.returnId ?? null,
      actor: input.actor,
    })
  })
}

/** `GET /order/{id}/events`: the owner's, the token holder's or an ADMIN's. */
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
