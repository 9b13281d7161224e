// Expiry needs no timer: whoever reads or takes an article's stock first gives back its expired
// holds. Locks go per article in ascending id, holds before the row, so orders and sweeps cannot
// deadlock.
import { and, asc, eq, sql } from 'drizzle-orm'
import type { AppDatabase } from '../database'
import { articles, stockReservations } from '../schema'
import { type OrderTx, rowsOfOrder } from './order-repository'

type Db = AppDatabase | OrderTx

export interface LockedStock {
  articleId: number
  stock: number
  leadTimeDays: number
}

interface Rows<Row> {
  rows: Row[]
}

async function releaseHeld(db: Db, articleId: number, which: ReturnType<typeof sql>) {
  await db.execute(sql`
    with released as (
      update stock_reservations set state = 'released'
      where article_id = ${articleId} and state = 'held' and ${which}
      returning quantity
    )
    update articles set stock = stock + (select sum(quantity) from released)
    where article_id = ${articleId} and exists (select 1 from released)`)
}

export function releaseExpiredOf(db: Db, articleId: number): Promise<void> {
  return releaseHeld(db, articleId, sql`expires_at <= now()`)
}

/** Safe on every instance at once: a hold is released once, whoever gets there first. */
export async function releaseExpiredReservations(db: AppDatabase, limit = 500): Promise<number> {
  const due = (await db.execute(sql`
    select distinct article_id from stock_reservations
    where state = 'held' and expires_at <= now()
    order by article_id limit ${limit}`)) as unknown as Rows<{ article_id: number }>
  for (const { article_id } of due.rows) await releaseExpiredOf(db, article_id)
  return due.rows.length
}

export async function lockStock(
  tx: OrderTx,
  articleIds: readonly number[],
): Promise<LockedStock[]> {
  const locked: LockedStock[] = []
  for (const articleId of [...new Set(articleIds)].sort((a, b) => a - b)) {
    await releaseExpiredOf(tx, articleId)
    const [row] = await tx
      .select({
        articleId: articles.articleId,
        stock: articles.stock,
        leadTimeDays: articles.leadTimeDays,
      })
      .from(articles)
      .where(eq(articles.articleId, articleId))
      .for('update')
    if (row) locked.push(row)
  }
  return locked
}

/** Conditional all the same: stock never goes below zero. */
export async function holdStock(
  tx: OrderTx,
  hold: { orderId: string; articleId: number; quantity: number; minutes: number },
): Promise<boolean> {
  const { orderId, articleId, quantity } = hold
  // The database's clock, not this instance's: every instance agrees when a hold ends.
  const expiresAt = sql`now() + make_interval(mins => ${hold.minutes})`
  const taken = await tx
    .update(articles)
    .set({ stock: sql`${articles.stock} - ${hold.quantity}` })
    .where(and(eq(articles.articleId, hold.articleId), sql`${articles.stock} >= ${hold.quantity}`))
    .returning({ stock: articles.stock })
  if (taken.length === 0) return false
  await tx
    .insert(stockReservations)
    .values({ orderId, articleId, quantity, state: 'held', expiresAt })
    .onConflictDoUpdate({
      target: [stockReservations.orderId, stockReservations.articleId],
      set: { quantity, state: 'held', expiresAt },
    })
  return true
}

export type ReservationRow = typeof stockReservations.$inferSelect

export function reservationsOf(db: Db, orderId: string): Promise<ReservationRow[]> {
  return rowsOfOrder(db, stockReservations, orderId, asc(stockReservations.articleId))
}

export async function convertReservations(tx: OrderTx, orderId: string): Promise<void> {
  await tx
    .update(stockReservations)
    .set({ state: 'converted' })
    .where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.state, 'held')))
}

export async function releaseReservations(tx: OrderTx, orderId: string): Promise<void> {
  for (const row of await reservationsOf(tx, orderId)) {
    if (row.state === 'held') await releaseHeld(tx, row.articleId, sql`order_id = ${orderId}`)
  }
}

export async function releaseConverted(tx: OrderTx, orderId: string): Promise<void> {
  await tx.execute(sql`
    with released as (
      update stock_reservations set state = 'released'
      where order_id = ${orderId} and state = 'converted'
      returning article_id, quantity
    )
    update articles set stock = articles.stock + released.quantity
    from released where articles.article_id = released.article_id`)
}

export async function extendReservations(
  tx: OrderTx,
  orderId: string,
  minutes: number,
): Promise<void> {
  await tx
    .update(stockReservations)
    .set({ expiresAt: sql`now() + make_interval(mins => ${minutes})` })
    .where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.state, 'held')))
}

export async function heldPieces(tx: OrderTx, articleId: number): Promise<number> {
  const [row] = await tx
    .select({ held: sql<number>`coalesce(sum(${stockReservations.quantity}), 0)::int` })
    .from(stockReservations)
    .where(and(eq(stockReservations.articleId, articleId), eq(stockReservations.state, 'held')))
  return Number(row?.held ?? 0)
}
