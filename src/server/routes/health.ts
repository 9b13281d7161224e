/** `GET /api/health`: liveness and readiness in one (version, database kind, `select 1`). */
import type { FastifyInstance } from 'fastify'
import { healthSchema } from '../../domain/api-error'
import { HttpError } from '../http-errors'
import { checkHealth } from '../services/health-service'

export async function healthRoutes(app: FastifyInstance, options: { version: string }) {
  app.get('/health', { schema: { response: { 200: healthSchema } } }, async () => {
    const health = await checkHealth(app.database, options.version)
    if (!health.database.ready) {
      throw new HttpError(503, 'DATABASE_UNAVAILABLE', 'The database is not answering.')
    }
    return health
  })
}
