/**
 * Refunds of shipped orders: pieces paid back through the payment provider, priced from the
 * order's lines (the last refund also pays back the delivery). A refund is worked out with the
 * order locked and recorded `pending` under its key before the provider is asked, so the same
 * key again pays back once, and refunds at the same time never pay back more than was paid.
 */
import type { OrderItem, OrderStatus } from '../../domain/order'
import {
  canTransition,
  isRefundable,
  type LinePieces,
  lineBeyond,
  piecesLeft,
} from '../../domain/order-lifecycle'
import {
  dropPendingRefund,
  findRefundByKey,
  insertEvent,
  insertRefund,
  markRefundDone,
  moveReturn,
  moveStatus,
  type RefundRow,
  refundsOf,
} from '../db/repositories/order-lifecycle-repository'
import { findOrderById, lockOrder, paymentsOfOrder } from '../db/repositories/order-repository'
import { HttpError } from '../http-errors'
import { PaymentProviderError } from '../providers/payment/payment-provider'
import {
  beyondOrder,
  boughtPieces,
  type LifecycleDeps,
  orderNotFound,
  paidPayment,
  providerFailure,
  TRANSITION_STALE_AFTER_S,
} from './order-lifecycle-service'

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
