/** Status changes are conditional on the status read, so two admins never both move it. */
import { and, asc, count, desc, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import type { OrderItem } from '../../../domain/order'
import {
  type LinePieces,
  type OrderEvent,
  type ReturnReason,
  type ReturnStatus,
  trackingUrl,
} from '../../../domain/order-lifecycle'
import type { ReturnRequest } from '../../../domain/order-lifecycle-schema'
import type { OrderStatus, PaymentStatus } from '../../../domain/order-status'
import type { AppDatabase } from '../database'
import { firstRow, rowsWhere, storedRow } from '../first-row'
import { orderEvents, orders, refunds, returnRequests } from '../schema'
import { type OrderRow, type OrderTx, rowsOfOrder } from './order-repository'

type Db = AppDatabase | OrderTx

export type OrderEventRow = typeof orderEvents.$inferSelect
export type RefundRow = typeof refunds.$inferSelect
export type ReturnRow = typeof returnRequests.$inferSelect

export interface EventDetails {
  carrier?: string
  trackingNumber?: string
  refunded?: number
  lines?: LinePieces[]
  returnId?: string
}

/** Never which admin. */
function publicActor(actor: string, row: OrderRow): OrderEvent['actor'] {
  if (actor === 'payment' || actor === 'system' || actor === 'customer') return actor
  return actor === row.userId ? 'customer' : 'shop'
}

export function toOrderEvent(event: OrderEventRow, row: OrderRow): OrderEvent {
  const details = event.details as EventDetails
  const url =
    details.carrier && details.trackingNumber
      ? trackingUrl(details.carrier, details.trackingNumber)
      : null
  return {
    at: event.createdAt.toISOString(),
    actor: publicActor(event.actor, row),
    from: event.fromStatus,
    to: event.toStatus,
    ...(details.carrier ? { carrier: details.carrier as OrderEvent['carrier'] } : {}),
    ...(details.trackingNumber ? { trackingNumber: details.trackingNumber } : {}),
    ...(url ? { trackingUrl: url } : {}),
    ...(details.refunded ? { refunded: details.refunded } : {}),
    ...(details.lines ? { lines: details.lines } : {}),
  }
}

export async function insertEvent(
  tx: Db,
  event: {
    orderId: string
    actor: string
    from: OrderStatus | null
    to: OrderStatus
    details?: EventDetails
  },
): Promise<OrderEventRow> {
  return storedRow(
    tx
      .insert(orderEvents)
      .values({
        orderId: event.orderId,
        actor: event.actor,
        fromStatus: event.from,
        toStatus: event.to,
        details: event.details ?? {},
      })
      .returning(),
    'the order event was not stored',
  )
}

export async function eventsOf(db: Db, orderId: string): Promise<OrderEventRow[]> {
  return rowsWhere(db, orderEvents, eq(orderEvents.orderId, orderId), [
    asc(orderEvents.createdAt),
    asc(orderEvents.id),
  ])
}

export async function deliveredAt(db: Db, orderId: string): Promise<Date | null> {
  const row = await firstRow(
    db
      .select({ at: orderEvents.createdAt })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, 'DELIVERED')))
      .orderBy(desc(orderEvents.createdAt))
      .limit(1),
  )
  return row?.at ?? null
}

const unclaimed = (staleSeconds: number) =>
  or(
    isNull(orders.transitionTo),
    lt(orders.transitionSince, sql`now() - make_interval(secs => ${staleSeconds})`),
  )

const updateOrder = (db: Db, set: Partial<OrderRow>, ...where: (SQL | undefined)[]) =>
  firstRow(
    db
      .update(orders)
      .set(set)
      .where(and(...where))
      .returning(),
  )

const isIn = (id: string, from: OrderStatus) => [eq(orders.id, id), eq(orders.status, from)]

/** A change left waiting by a crash (older than `staleSeconds`) does not block. */
export async function moveStatus(
  tx: Db,
  id: string,
  from: OrderStatus,
  to: OrderStatus,
  staleSeconds: number,
  paymentStatus?: PaymentStatus,
): Promise<OrderRow | null> {
  const set = { status: to, transitionTo: null, transitionSince: null }
  return updateOrder(
    tx,
    { ...set, ...(paymentStatus && { paymentStatus }) },
    ...isIn(id, from),
    unclaimed(staleSeconds),
  )
}

export async function claimTransition(
  db: Db,
  id: string,
  from: OrderStatus,
  to: OrderStatus,
  staleSeconds: number,
): Promise<OrderRow | null> {
  // A JS time (whole milliseconds), so completing the claim can name it exactly.
  const set = { transitionTo: to, transitionSince: new Date() }
  return updateOrder(db, set, ...isIn(id, from), unclaimed(staleSeconds))
}

export async function completeTransition(
  tx: Db,
  id: string,
  from: OrderStatus,
  to: OrderStatus,
  since: Date,
): Promise<OrderRow | null> {
  const set = { status: to, transitionTo: null, transitionSince: null }
  return updateOrder(
    tx,
    set,
    ...isIn(id, from),
    eq(orders.transitionTo, to),
    eq(orders.transitionSince, since),
  )
}

export async function releaseTransition(db: Db, id: string, since: Date): Promise<void> {
  await db
    .update(orders)
    .set({ transitionTo: null, transitionSince: null })
    .where(and(eq(orders.id, id), eq(orders.transitionSince, since)))
}

export function refundsOf(db: Db, orderId: string): Promise<RefundRow[]> {
  return rowsOfOrder(db, refunds, orderId, asc(refunds.createdAt))
}

export async function findRefundByKey(db: Db, key: string): Promise<RefundRow | null> {
  return firstRow(db.select().from(refunds).where(eq(refunds.key, key)))
}

export async function insertRefund(
  tx: Db,
  refund: Omit<typeof refunds.$inferInsert, 'id' | 'createdAt' | 'state'>,
): Promise<RefundRow> {
  return storedRow(tx.insert(refunds).values(refund).returning(), 'the refund was not stored')
}

export async function markRefundDone(tx: Db, id: string): Promise<boolean> {
  const done = await tx
    .update(refunds)
    .set({ state: 'done' })
    .where(and(eq(refunds.id, id), eq(refunds.state, 'pending')))
    .returning({ id: refunds.id })
  return done.length > 0
}

export async function dropPendingRefund(db: Db, id: string): Promise<void> {
  await db.delete(refunds).where(and(eq(refunds.id, id), eq(refunds.state, 'pending')))
}

export function toReturnRequest(row: ReturnRow, order: OrderRow): ReturnRequest {
  const items = new Map((order.items as OrderItem[]).map((item) => [item.articleId, item]))
  return {
    id: row.id,
    orderId: order.id,
    orderNumber: order.number,
    status: row.status,
    reason: row.reason,
    ...(row.comment ? { comment: row.comment } : {}),
    lines: (row.lines as LinePieces[]).map((line) => ({
      articleId: line.articleId,
      articleNumber: items.get(line.articleId)?.articleNumber ?? String(line.articleId),
      name: items.get(line.articleId)?.name ?? '',
      quantity: line.quantity,
    })),
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  }
}

export async function insertReturn(
  tx: Db,
  request: {
    orderId: string
    lines: LinePieces[]
    reason: ReturnReason
    comment: string | null
  },
): Promise<ReturnRow> {
  return storedRow(
    tx.insert(returnRequests).values(request).returning(),
    'the return request was not stored',
  )
}

export function returnsOf(db: Db, orderId: string): Promise<ReturnRow[]> {
  return rowsOfOrder(db, returnRequests, orderId, asc(returnRequests.createdAt))
}

export async function findReturn(db: Db, id: string): Promise<ReturnRow | null> {
  return firstRow(db.select().from(returnRequests).where(eq(returnRequests.id, id)))
}

export async function moveReturn(
  tx: Db,
  id: string,
  from: ReturnStatus,
  to: ReturnStatus,
): Promise<ReturnRow | null> {
  const [row] = await tx
    .update(returnRequests)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(returnRequests.id, id), eq(returnRequests.status, from)))
    .returning()
  return row ?? null
}

export async function listReturns(
  db: AppDatabase,
  query: { page: number; perPage: number; status?: ReturnStatus },
): Promise<{ rows: { request: ReturnRow; order: OrderRow }[]; total: number }> {
  const where = query.status ? eq(returnRequests.status, query.status) : undefined
  const [total] = await db.select({ count: count() }).from(returnRequests).where(where)
  const rows = await db
    .select({ request: returnRequests, order: orders })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(where)
    .orderBy(desc(returnRequests.createdAt))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
  return { rows, total: Number(total?.count ?? 0) }
}
