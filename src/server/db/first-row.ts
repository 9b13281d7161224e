import type { SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { AppDatabase } from './database'

/** The first row a query returns, `null` when it returns none. */
export async function firstRow<Row>(rows: PromiseLike<Row[]>): Promise<Row | null> {
  const [row] = await rows
  return row ?? null
}

/** The row a write returned; none is a bug, thrown as `message`, never a user's error. */
export async function storedRow<Row>(rows: PromiseLike<Row[]>, message: string): Promise<Row> {
  const [row] = await rows
  if (!row) throw new Error(message)
  return row
}

type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0]

/** `table`'s rows where `where` holds, in `order`, at most `limit` of them when given. */
export function rowsWhere<T extends PgTable>(
  db: AppDatabase | Transaction,
  table: T,
  where: SQL | undefined,
  order: (SQL | AnyPgColumn)[],
  limit?: number,
): Promise<T['$inferSelect'][]> {
  const rows = db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .$dynamic()
  return (limit === undefined ? rows : rows.limit(limit)) as Promise<T['$inferSelect'][]>
}
