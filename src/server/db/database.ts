/**
 * One data-access layer over two engines: the embedded PGlite (default, data in
 * `$DATA_DIR/pglite`) or PostgreSQL when DATABASE_URL is set. Both are drizzle databases over
 * the same schema and the same SQL migrations; nothing above this folder knows which it is.
 */
import { fileURLToPath } from 'node:url'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema'

/** A drizzle database over our schema, whichever driver is underneath. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>

export type DatabaseKind = 'pglite' | 'postgres'

export interface Database {
  readonly kind: DatabaseKind
  readonly db: AppDatabase
  /**
   * Where catalogue reads go (what is the same for everyone and goes through the read cache):
   * a streaming replica when DATABASE_READ_URL is set, else `db` itself. Its rows may lag
   * behind `db`'s, so nothing that was just written, nor anything a write depends on, is read
   * here.
   */
  readonly read: AppDatabase
  /**
   * Only when `read` is a replica: resolves once it has replayed all the primary had written
   * when this was called (the primary's WAL position then), polling until it has.
   */
  replayed?(): Promise<void>
  /** Only when `read` is a replica: whether it answers now (reads fall back to `db` if not). */
  replicaReady?(): Promise<boolean>
  /** Applies pending migrations from `migrations/` with the driver's own migrator. */
  migrate(): Promise<void>
  /**
   * Calls `onNotice` with each payload NOTIFYed on `channel` once its transaction commits, and
   * `onGap` whenever some may have been missed (listening began, or its connection was lost and
   * made again). Resolves to the function that stops listening.
   */
  listen(
    channel: string,
    onNotice: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>
  /** Closes the connection(s) and, for PGlite, releases the data-folder lock. */
  close(): Promise<void>
  /**
   * PGlite only: a consistent copy of its data folder, as an uncompressed tar (backups;
   * PostgreSQL has pg_dump and pg_basebackup for that).
   */
  snapshot?(): Promise<Uint8Array>
}

/** Where the database layer reports trouble it handles itself (a pino logger fits). */
export interface DatabaseLogger {
  error(details: object, message: string): void
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url))
