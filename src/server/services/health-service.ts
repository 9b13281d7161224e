/** What `GET /api/health` reports: version, database kind and whether it (and a replica) answers. */
import type { Health } from '../../domain/api-error'
import type { Database } from '../db/database'
import { isDatabaseReady } from '../db/repositories/readiness-repository'

export async function checkHealth(database: Database, version: string): Promise<Health> {
  const [ready, replicaReady] = await Promise.all([
    isDatabaseReady(database.db),
    database.replicaReady?.(),
  ])
  // A replica down leaves the shop serving (from the primary): it is reported, not fatal.
  return {
    status: ready ? 'ok' : 'starting',
    version,
    database: { kind: database.kind, ready, ...(replicaReady !== undefined && { replicaReady }) },
  }
}
