/**
 * PostgreSQL through node-postgres, used when DATABASE_URL is set. The server keeps no state
 * of its own, so several instances may share one database; migrations therefore run under a
 * PostgreSQL advisory lock so that instances starting together apply each migration once.
 */
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { type Database, type DatabaseLogger, MIGRATIONS_FOLDER } from './database'
import * as schema from './schema'

/** Advisory-lock key that serialises migrations across server instances (arbitrary, fixed). */
const MIGRATION_LOCK_KEY = 7_302_114_611

/** Connections in the pool. */
const POOL_SIZE = 10

export async function openPostgres(
  connectionString: string,
  logger: DatabaseLogger = { error: (details, message) => console.error(message, details) },
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: POOL_SIZE })
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would crash
  // the process. The next query simply gets a fresh connection.
  pool.on('error', (error) => {
    logger.error({ err: error }, 'PostgreSQL idle connection failed')
  })
  try {
    // Fail at start, not at the first request, when the server is unreachable.
    await pool.query('select 1')
  } catch (error) {
    await pool.end()
    throw error
  }
  const db = drizzle({ client: pool, schema })
  let closed = false
  return {
    kind: 'postgres',
    db,
    async migrate() {
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
        try {
          await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER })
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
        }
      } finally {
        client.release()
      }
    },
    async close() {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}
