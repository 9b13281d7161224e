/**
 * Raw reads for the hot catalogue paths: `queryRows(db, sql`…`)` returns the rows as the
 * driver gives them (snake_case columns). On PostgreSQL it runs the statement as a named
 * prepared statement, so each pooled connection parses and plans a given query text once
 * instead of on every request — the planner, not the execution, was most of an indexed
 * look-up's cost. Query texts are stable (lists travel as one array parameter, `anyOf`), so
 * the number of prepared statements per connection stays small. PGlite plans each time.
 */
import { createHash } from 'node:crypto'
import { type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import pg from 'pg'
import type { AppDatabase } from './database'

const dialect = new PgDialect()
const names = new Map<string, string>()

/** A statement name per query text (node-postgres prepares each name once per connection). */
function statementName(text: string): string {
  let name = names.get(text)
  if (!name) {
    name = `q${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`
    names.set(text, name)
  }
  return name
}

export async function queryRows<Row>(db: AppDatabase, query: SQL): Promise<Row[]> {
  const client = (db as unknown as { $client?: unknown }).$client
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query)
    const result = await client.query({ name: statementName(text), text, values: params })
    return result.rows as Row[]
  }
  // Both drivers answer `execute` with `{ rows }`.
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows
}

/** `column = any($1)`: a list as one array parameter, so the query text is the same for any length. */
export function anyOf(column: SQL, values: readonly (number | string)[]): SQL {
  return sql`${column} = any(${sql.param([...values])})`
}
