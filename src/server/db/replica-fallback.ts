// A read the replica cannot answer goes to the primary: a replica down costs spare capacity, not
// the catalogue.
import pg from 'pg'
import type { DatabaseLogger } from './database'

export const REPLICA_RETRY_MS = 1_000

/** Errors without a SQLSTATE are the socket's. */
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
  return new Proxy(replica, {
    get: (target, property, receiver) =>
      property === 'query' ? query : Reflect.get(target, property, receiver),
  })
}
