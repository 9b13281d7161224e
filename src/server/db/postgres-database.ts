/** Migrations run under an advisory lock so instances starting together apply each once. */
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { type Database, type DatabaseLogger, MIGRATIONS_FOLDER } from './database'
import { readsFallingBackToPrimary } from './replica-fallback'
import * as schema from './schema'

const MIGRATION_LOCK_KEY = 7_302_114_611

const LISTEN_RETRY_MS = 1_000

const POOL_SIZE = 10

const REPLICA_CONNECT_TIMEOUT_MS = 2_000

const REPLAY_POLL_MS = 20

const defaultLogger: DatabaseLogger = {
  error: (details, message) => console.error(message, details),
}

export async function openPostgres(
  connectionString: string,
  logger: DatabaseLogger = defaultLogger,
  readConnectionString?: string,
): Promise<Database> {
  const pool = await openPool(connectionString, logger)
  // A replica unreachable at start is no reason not to serve: reads go to the primary until it
  // answers.
  const readPool = readConnectionString
    ? newPool(readConnectionString, logger, { connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS })
    : undefined
  const db = drizzle({ client: pool, schema })
  let closed = false
  const listeners = new Set<() => Promise<void>>()
  return {
    kind: 'postgres',
    db,
    read: readPool
      ? drizzle({ client: readsFallingBackToPrimary(readPool, pool, logger), schema })
      : db,
    ...(readPool && {
      replayed: () => replayedOn(pool, readPool),
      replicaReady: () =>
        readPool.query('select 1').then(
          () => true,
          () => false,
        ),
    }),
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
      await Promise.all([pool.end(), readPool?.end()])
    },
  }
}

function newPool(
  connectionString: string,
  logger: DatabaseLogger,
  options: pg.PoolConfig = {},
): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: POOL_SIZE, ...options })
  // An idle client's lost connection emits 'error' on the pool; unhandled, it would crash the
  // process.
  pool.on('error', (error) => {
    logger.error({ err: error }, 'PostgreSQL idle connection failed')
  })
  return pool
}

async function openPool(connectionString: string, logger: DatabaseLogger): Promise<pg.Pool> {
  const pool = newPool(connectionString, logger)
  try {
    // Fail at start, not at the first request.
    await pool.query('select 1')
  } catch (error) {
    await pool.end()
    throw error
  }
  return pool
}

/** A read database not in recovery is no replica: nothing to wait for. */
async function replayedOn(primary: pg.Pool, replica: pg.Pool): Promise<void> {
  const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')
  const lsn = rows[0]?.lsn
  for (;;) {
    const answer = await replica.query<{ replayed: boolean | null }>(
      `select case when pg_is_in_recovery() then pg_last_wal_replay_lsn() >= $1::pg_lsn
        else true end as replayed`,
      [lsn],
    )
    if (answer.rows[0]?.replayed) return
    await new Promise((resolve) => setTimeout(resolve, REPLAY_POLL_MS))
  }
}

// A connection of its own: a pooled one would be handed to other queries. Each (re)start is a gap.
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
