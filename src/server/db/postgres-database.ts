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

/** Wait before a lost listening connection is made again, ms. */
const LISTEN_RETRY_MS = 1_000

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
  const listeners = new Set<() => Promise<void>>()
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
    async listen(channel, onNotice, onGap) {
      const stop = await listenOn(connectionString, channel, { onNotice, onGap, logger })
      listeners.add(stop)
      return async () => {
        listeners.delete(stop)
        await stop()
      }
    },
    async close() {
      if (closed) return
      closed = true
      await Promise.all([...listeners].map((stop) => stop()))
      await pool.end()
    },
  }
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). A lost
 * connection is made again after a pause, and each (re)start is a gap: notices sent while no
 * one listened are gone, so the caller must assume anything changed.
 */
async function listenOn(
  connectionString: string,
  channel: string,
  handlers: { onNotice(payload: string): void; onGap(): void; logger: DatabaseLogger },
): Promise<() => Promise<void>> {
  let stopped = false
  let current: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined

  const lose = (client: pg.Client, error?: Error) => {
    if (client !== current) return
    current = undefined
    if (error) handlers.logger.error({ err: error }, 'PostgreSQL listening connection lost')
    client.end().catch(() => {})
    if (!stopped) retry = setTimeout(() => void start(false), LISTEN_RETRY_MS)
  }

  const start = async (first: boolean) => {
    const client = new pg.Client({ connectionString })
    current = client
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotice(message.payload ?? '')
    })
    client.on('error', (error) => lose(client, error))
    client.on('end', () => lose(client))
    try {
      await client.connect()
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`)
      handlers.onGap()
    } catch (error) {
      if (first) {
        current = undefined
        await client.end().catch(() => {})
        throw error
      }
      lose(client, error as Error)
    }
  }

  await start(true)
  return async () => {
    stopped = true
    clearTimeout(retry)
    const client = current
    current = undefined
    await client?.end().catch(() => {})
  }
}
