/**
 * What the admin area reads: the dashboard's figures and the order list. Each
 * read follows an index: orders by `created_at` (orders_created_at_idx), low stock by the
 * partial index articles_low_stock_idx, messages by contact_messages_created_idx.
 */
import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm'
import type { AdminDashboard, AdminOrderRow, AdminOrdersQuery } from '../../../domain/admin'
import { LOW_STOCK_LIMIT } from '../../../domain/admin'
import type { Locale } from '../../../domain/locale'
import type { AppDatabase } from '../database'
import { articles, contactMessages, mailOutbox, orders } from '../schema'

/** Orders since `since`: how many, how many paid, and what the paid ones came to (øre). */
export async function ordersSince(db: AppDatabase, since: Date): Promise<AdminDashboard['today']> {
  const [row] = await db
    .select({
      orders: count(),
      paidOrders: sql<number>`count(*) filter (where ${orders.paymentStatus} = 'paid')`,
      revenue: sql<number>`coalesce(sum(${orders.total}) filter (where ${orders.paymentStatus} = 'paid'), 0)`,
    })
    .from(orders)
    .where(gte(orders.createdAt, since))
  return {
    orders: Number(row?.orders ?? 0),
    paidOrders: Number(row?.paidOrders ?? 0),
    revenue: Number(row?.revenue ?? 0),
  }
}

/** Articles with LOW_STOCK_LIMIT or fewer in stock: how many, and the `limit` lowest. */
export async function lowStock(
  db: AppDatabase,
  lang: Locale,
  limit: number,
): Promise<AdminDashboard['lowStock']> {
  const low = lte(articles.stock, LOW_STOCK_LIMIT)
  const [total] = await db.select({ count: count() }).from(articles).where(low)
  const rows = await db
    .select({
      articleId: articles.articleId,
      articleNumber: articles.articleNumber,
      name: lang === 'en' ? articles.articleNameEn : articles.articleNameNo,
      mfrName: articles.mfrName,
      stock: articles.stock,
    })
    .from(articles)
    .where(low)
    .orderBy(asc(articles.stock), asc(articles.articleId))
    .limit(limit)
  return { count: Number(total?.count ?? 0), articles: rows }
}

/** The latest contact messages, newest first. */
export async function latestMessages(
  db: AppDatabase,
  limit: number,
): Promise<AdminDashboard['messages']> {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt))
    .limit(limit)
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    created: row.createdAt.toISOString(),
  }))
}

export async function outboxCount(db: AppDatabase): Promise<number> {
  return db.$count(mailOutbox)
}

/** One page of all orders, newest first, optionally of one payment status. */
export async function listOrders(
  db: AppDatabase,
  query: AdminOrdersQuery,
): Promise<{ array: AdminOrderRow[]; total: number }> {
  const conditions: SQL[] = []
  if (query.paymentStatus) conditions.push(eq(orders.paymentStatus, query.paymentStatus))
  if (query.status) conditions.push(eq(orders.status, query.status))
  const where = conditions.length > 0 ? and(...conditions) : undefined
  const [total] = await db.select({ count: count() }).from(orders).where(where)
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      email: orders.email,
      quantity: orders.quantity,
      total: orders.total,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
  return {
    total: Number(total?.count ?? 0),
    array: rows.map(({ createdAt, ...row }) => ({ ...row, created: createdAt.toISOString() })),
  }
}
