/**
 * The replica's pool as the catalogue reads see it: a read the replica cannot answer is asked
 * of the primary, so a replica that is down, restarting or cut off costs the shop its spare
 * capacity, not its catalogue. After the replica failed to answer, this instance leaves it
 * alone for REPLICA_RETRY_MS, so the requests meanwhile do not each wait for it.
 */
import pg from 'pg'
import type { DatabaseLogger } from './database'

/** How long reads go straight to the primary after the replica failed to answer, ms. */
export const REPLICA_RETRY_MS = 1_000

/**
 * Whether an error says the replica cannot serve (no connection, shutting down, not accepting
 * connections, too many) rather than that the statement is wrong, which the primary would say
 * too: errors without a SQLSTATE are the socket's.
 */
function replicaUnavailable(error: unknown): boolean {
  if (!(error instanceof pg.DatabaseError)) return true
  return /^(08|53|55|57|3D)/.test(error.code ?? '')
}

/** A standby cancels a read whose rows its replay must remove: the primary still has them. */
const recoveryConflict = (error: unknown) =>
  error instanceof pg.DatabaseError && error.code === '40001'

export function readsFallingBackToPrimary(
  replica: pg.Pool,
  primary: pg.Pool,
  logger: DatabaseLogger,
): pg.Pool {
  let downUntil = 0
  let down = false
  const query = (statement: string | pg.QueryConfig, values?: unknown[]) => {
    const ask = (pool: pg.Pool) => pool.query(statement, values)
    if (Date.now() < downUntil) return ask(primary)
    return ask(replica).then(
      (result) => {
        if (down) logger.error({}, 'The read replica answers again; catalogue reads go to it')
        down = false
        return result
      },
      (error: unknown) => {
        if (recoveryConflict(error)) return ask(primary)
        if (!replicaUnavailable(error)) throw error
        if (!down)
          logger.error({ err: error }, 'The read replica is unavailable; reading from the primary')
        down = true
        downUntil = Date.now() + REPLICA_RETRY_MS
        return ask(primary)
      },
    )
  }
  // drizzle calls the pool's `query`; everything else (connect for transactions, end) is the
  // replica's own.
  return new Proxy(replica, {
    get: (target, property, receiver) =>
      property === 'query' ? query : Reflect.get(target, property, receiver),
  })
}
