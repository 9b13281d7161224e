/** Every API endpoint, mounted under `/api` by app.ts (README "Decisions": one API base). */
import type { FastifyInstance } from 'fastify'
import { categoryRoutes } from './categories'
import { contactRoutes } from './contact'
import { healthRoutes } from './health'
import { vehicleRoutes } from './vehicles'
import { collectRoutesForMethodNotAllowed } from './method-not-allowed'

export async function apiRoutes(app: FastifyInstance, options: { version: string }) {
  const addMethodNotAllowedRoutes = collectRoutesForMethodNotAllowed(app)
  await app.register(healthRoutes, { version: options.version })
  await app.register(contactRoutes)
  await app.register(categoryRoutes)
  await app.register(vehicleRoutes)
  addMethodNotAllowedRoutes()
}
