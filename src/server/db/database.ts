import { fileURLToPath } from 'node:url'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema'

export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>

export type DatabaseKind = 'pglite' | 'postgres'

export interface Database {
  readonly kind: DatabaseKind
  readonly db: AppDatabase
  /** May lag behind `db`: nothing just written, nor anything a write depends on, is read here. */
  readonly read: AppDatabase
  replayed?(): Promise<void>
  replicaReady?(): Promise<boolean>
  migrate(): Promise<void>
  /** `onGap` whenever notices may have been missed (listening began, or reconnected). */
  listen(
    channel: string,
    onNotice: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>
  close(): Promise<void>
  snapshot?(): Promise<Uint8Array>
}

export interface DatabaseLogger {
  error(details: object, message: string): void
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url))
