/** What `GET /api/health` reports: version, database kind and whether it answers. */
import type { Health } from '../../domain/api-error'
import type { Database } from '../db/database'
import { isDatabaseReady } from '../db/repositories/readiness-repository'

export async function checkHealth(database: Database, version: string): Promise<Health> {
  const ready = await isDatabaseReady(database.db)
  return { status: ready ? 'ok' : 'starting', version, database: { kind: database.kind, ready } }
}
