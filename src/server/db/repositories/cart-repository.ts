// Writes run in the caller's transaction, which holds the cart's row locked so one cart's writes
// queue up.
import { and, asc, desc, eq, exists, isNull, lt, notExists, sql } from 'drizzle-orm'
import type { AppDatabase } from '../database'
import { cartLines, cartRequests, carts, orders } from '../schema'
import { firstRow } from '../first-row'

export type CartTx = Parameters<Parameters<AppDatabase['transaction']>[0]>[0]

export interface CartRow {
  id: string
  userId: string | null
  version: number
}

export interface StoredLine {
  articleId: number
  quantity: number
}

export interface StoredRequest {
  cartId: string
  bodyHash: string
  response: unknown
  userId: string | null
}

const cartColumns = { id: carts.id, userId: carts.userId, version: carts.version }

export async function findCartWithLines(
  db: AppDatabase,
  cartId: string,
): Promise<(CartRow & { lines: StoredLine[] }) | null> {
  const rows = await db
    .select({ ...cartColumns, articleId: cartLines.articleId, quantity: cartLines.quantity })
    .from(carts)
    .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
    .where(eq(carts.id, cartId))
    .orderBy(asc(cartLines.position))
  const [first] = rows
  if (!first) return null
  const lines = rows.flatMap(({ articleId, quantity }) =>
    articleId === null || quantity === null ? [] : [{ articleId, quantity }],
  )
  return { id: first.id, userId: first.userId, version: first.version, lines }
}

export async function findLatestOpenCartId(
  db: AppDatabase,
  userId: string,
): Promise<string | null> {
  const row = await firstRow(
    db
      .select({ id: carts.id })
      .from(carts)
      .where(
        and(
          eq(carts.userId, userId),
          exists(db.select({ one: sql`1` }).from(cartLines).where(eq(cartLines.cartId, carts.id))),
          notExists(db.select({ one: sql`1` }).from(orders).where(eq(orders.cartId, carts.id))),
        ),
      )
      .orderBy(desc(carts.updatedAt), desc(carts.createdAt))
      .limit(1),
  )
  return row?.id ?? null
}

export async function claimCart(tx: CartTx, cartId: string, userId: string): Promise<void> {
  await tx
    .update(carts)
    .set({ userId })
    .where(and(eq(carts.id, cartId), isNull(carts.userId)))
}

export async function lockCart(tx: CartTx, cartId: string): Promise<CartRow | null> {
  return firstRow(tx.select(cartColumns).from(carts).where(eq(carts.id, cartId)).for('update'))
}

export async function insertCart(
  tx: CartTx,
  cart: { id: string; userId: string | null; version: number },
): Promise<void> {
  await tx.insert(carts).values(cart)
}

export async function setCartVersion(tx: CartTx, cartId: string, version: number): Promise<void> {
  await tx.update(carts).set({ version, updatedAt: sql`now()` }).where(eq(carts.id, cartId))
}

export async function cartLinesOf(db: AppDatabase | CartTx, cartId: string) {
  return db
    .select({
      articleId: cartLines.articleId,
      quantity: cartLines.quantity,
      version: cartLines.version,
    })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.position))
}

export async function replaceCartLines(
  tx: CartTx,
  cartId: string,
  version: number,
  lines: readonly StoredLine[],
): Promise<void> {
  const before = new Map(
    (await cartLinesOf(tx, cartId)).map((line) => [line.articleId, line] as const),
  )
  await tx.delete(cartLines).where(eq(cartLines.cartId, cartId))
  if (lines.length === 0) return
  await tx.insert(cartLines).values(
    lines.map((line, position) => {
      const old = before.get(line.articleId)
      return {
        cartId,
        articleId: line.articleId,
        position,
        quantity: line.quantity,
        version: old && old.quantity === line.quantity ? old.version : version,
      }
    }),
  )
}

export async function findCartRequest(
  db: AppDatabase | CartTx,
  key: string,
): Promise<StoredRequest | null> {
  return firstRow(
    db
      .select({
        cartId: cartRequests.cartId,
        bodyHash: cartRequests.bodyHash,
        response: cartRequests.response,
        userId: carts.userId,
      })
      .from(cartRequests)
      .innerJoin(carts, eq(carts.id, cartRequests.cartId))
      .where(eq(cartRequests.key, key)),
  )
}

/** On PostgreSQL this insert waits for a request in flight in another transaction. */
export async function claimCartRequest(
  tx: CartTx,
  request: { key: string; cartId: string; bodyHash: string; response: unknown },
): Promise<boolean> {
  const inserted = await tx
    .insert(cartRequests)
    .values(request)
    .onConflictDoNothing({ target: cartRequests.key })
    .returning({ key: cartRequests.key })
  return inserted.length === 1
}

export async function pruneCartRequests(tx: CartTx, cartId: string, days: number): Promise<void> {
  await tx
    .delete(cartRequests)
    .where(
      and(
        eq(cartRequests.cartId, cartId),
        lt(cartRequests.createdAt, sql`now() - make_interval(days => ${days})`),
      ),
    )
}
