/** Nothing is kept in memory: several instances on one PostgreSQL see the same claims. */
import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type {
  Order,
  OrderAddress,
  OrderItem,
  OrderStatus,
  PaymentStatus,
} from '../../../domain/order'
import type { AppDatabase } from '../database'
import { orderRequests, orders, payments } from '../schema'
import { firstRow, rowsWhere, storedRow } from '../first-row'

export type OrderTx = Parameters<Parameters<AppDatabase['transaction']>[0]>[0]
type Db = AppDatabase | OrderTx

/** The rows of one order in a table keyed by `order_id`, in `order`. */
export function rowsOfOrder<T extends PgTable & { orderId: AnyPgColumn }>(
  db: Db,
  table: T,
  orderId: string,
  order: SQL,
): Promise<T['$inferSelect'][]> {
  return rowsWhere(db, table, eq(table.orderId, orderId), [order])
}

export type OrderRow = typeof orders.$inferSelect
export type PaymentRow = typeof payments.$inferSelect

export function toOrder(row: OrderRow): Order {
  const totals: Order['totals'] = [
    { title: 'SHIPPING', price: row.shipping },
    { title: 'TAX', price: row.tax },
  ]
  return {
    id: row.id,
    token: row.token,
    number: row.number,
    created: row.createdAt.toISOString(),
    status: row.status,
    paymentStatus: row.paymentStatus,
    items: row.items as OrderItem[],
    quantity: row.quantity,
    subtotal: row.subtotal,
    shippingCharges: row.shipping,
    tax: row.tax,
    total: row.total,
    totals,
    deliveryMethod: row.deliveryMethod as Order['deliveryMethod'],
    shippingAddress: row.shippingAddress as OrderAddress,
    ...(row.billingAddress ? { billingAddress: row.billingAddress as OrderAddress } : {}),
    email: row.email,
    ...(row.phone ? { phone: row.phone } : {}),
    ...(row.cartId ? { cartId: row.cartId } : {}),
    ...(row.userId ? { userId: row.userId } : {}),
    ...(row.carId && row.vehicleLabel
      ? { vehicle: { carId: row.carId, label: row.vehicleLabel } }
      : {}),
  }
}

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'number' | 'createdAt'>

export async function insertOrder(tx: Db, order: NewOrder): Promise<OrderRow> {
  return storedRow(tx.insert(orders).values(order).returning(), 'the order was not stored')
}

export async function findOrderById(db: Db, id: string): Promise<OrderRow | null> {
  return firstRow(db.select().from(orders).where(eq(orders.id, id)))
}

export async function findOrderByToken(db: Db, token: string): Promise<OrderRow | null> {
  return firstRow(db.select().from(orders).where(eq(orders.token, token)))
}

export async function findOrderByNumber(db: Db, number: number): Promise<OrderRow | null> {
  return firstRow(db.select().from(orders).where(eq(orders.number, number)))
}

export async function ordersOfUser(db: Db, userId: string): Promise<OrderRow[]> {
  return rowsWhere(db, orders, eq(orders.userId, userId), [
    desc(orders.createdAt),
    desc(orders.number),
  ])
}

export async function ordersOfUserForVehicle(
  db: Db,
  userId: string,
  carId: number,
  limit: number,
): Promise<OrderRow[]> {
  const ofVehicle = and(eq(orders.userId, userId), eq(orders.carId, carId))
  return rowsWhere(db, orders, ofVehicle, [desc(orders.createdAt), desc(orders.number)], limit)
}

/** Payment changes queue up on this lock. */
export async function lockOrder(tx: OrderTx, id: string): Promise<OrderRow | null> {
  return firstRow(tx.select().from(orders).where(eq(orders.id, id)).for('update'))
}

export async function setOrderStatuses(
  tx: OrderTx,
  id: string,
  status: OrderStatus,
  paymentStatus: PaymentStatus,
): Promise<OrderRow> {
  return storedRow(
    tx.update(orders).set({ status, paymentStatus }).where(eq(orders.id, id)).returning(),
    'the order vanished',
  )
}

export type OrderRequestRow = typeof orderRequests.$inferSelect

/** Runs outside the order's transaction, so other requests see the claim at once. */
export async function claimOrderRequest(
  db: AppDatabase,
  key: string,
  bodyHash: string,
  staleAfterSeconds: number,
): Promise<boolean> {
  const inserted = await db
    .insert(orderRequests)
    .values({ key, bodyHash, state: 'in_flight' })
    .onConflictDoNothing()
    .returning({ key: orderRequests.key })
  if (inserted.length > 0) return true
  const retaken = await db
    .update(orderRequests)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        eq(orderRequests.key, key),
        eq(orderRequests.bodyHash, bodyHash),
        eq(orderRequests.state, 'in_flight'),
        lt(orderRequests.createdAt, sql`now() - make_interval(secs => ${staleAfterSeconds})`),
      ),
    )
    .returning({ key: orderRequests.key })
  return retaken.length > 0
}

export async function findOrderRequest(db: Db, key: string): Promise<OrderRequestRow | null> {
  return firstRow(db.select().from(orderRequests).where(eq(orderRequests.key, key)))
}

export async function completeOrderRequest(
  tx: OrderTx,
  key: string,
  orderId: string,
  response: unknown,
): Promise<void> {
  await tx
    .update(orderRequests)
    .set({ state: 'done', orderId, response })
    .where(eq(orderRequests.key, key))
}

export async function releaseOrderRequest(db: AppDatabase, key: string): Promise<void> {
  await db
    .delete(orderRequests)
    .where(and(eq(orderRequests.key, key), eq(orderRequests.state, 'in_flight')))
}

export async function insertPayment(
  tx: Db,
  payment: Omit<typeof payments.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
): Promise<PaymentRow> {
  return storedRow(tx.insert(payments).values(payment).returning(), 'the payment was not stored')
}

export function paymentsOfOrder(db: Db, orderId: string): Promise<PaymentRow[]> {
  return rowsOfOrder(db, payments, orderId, desc(payments.createdAt))
}

export async function findPayment(db: Db, providerPaymentId: string): Promise<PaymentRow | null> {
  return firstRow(
    db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId)),
  )
}

export async function setPaymentStatus(
  tx: Db,
  providerPaymentId: string,
  status: PaymentStatus,
): Promise<void> {
  await tx
    .update(payments)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(payments.providerPaymentId, providerPaymentId))
}
