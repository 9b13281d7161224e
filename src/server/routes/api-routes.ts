/** Every API endpoint, mounted under `/api` by app.ts. */
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config'
import apiDocs from '../plugins/api-docs'
import databaseAdmission from '../plugins/database-admission'
import textInputGuard from '../plugins/text-input-guard'
import { createDiskStorage } from '../providers/storage/disk-storage'
import { accountRoutes } from './accounts'
import { addressRoutes } from './addresses'
import { adminRoutes } from './admin'
import { adminMailRoutes } from './admin-mail'
import { articleRoutes } from './articles'
import { brandRoutes } from './brands'
import { cartRoutes } from './cart'
import { categoryRoutes } from './categories'
import { contactRoutes } from './contact'
import { fitmentRoutes } from './fitment'
import { garageRoutes } from './garage'
import { jobListRoutes } from './job-lists'
import { savedListRoutes } from './saved-lists'
import { healthRoutes } from './health'
import { orderLifecycleRoutes } from './order-lifecycle'
import { orderRoutes } from './orders'
import { paymentRoutes } from './payments'
import { profileRoutes } from './profile'
import { registrationRoutes } from './registration'
import { searchRoutes } from './search'
import { settingsRoutes } from './settings'
import { sharedListRoutes } from './shared-lists'
import { vehicleFinderRoutes } from './vehicle-finder'
import { vehicleRoutes } from './vehicles'
import { collectRoutesForMethodNotAllowed } from './method-not-allowed'

export interface ApiRoutesOptions {
  config: Pick<
    Config,
    | 'version'
    | 'contactLimitPerHour'
    | 'dataDir'
    | 'svv'
    | 'orderClaimStaleSeconds'
    | 'databaseAdmission'
    | 'publicOrigin'
  >
}

export async function apiRoutes(app: FastifyInstance, { config }: ApiRoutesOptions) {
  // Before any route: no handler reads a text holding a control character.
  await app.register(textInputGuard)
  await app.register(apiDocs, { version: config.version })
  const addMethodNotAllowedRoutes = collectRoutesForMethodNotAllowed(app)
  await app.register(healthRoutes, { version: config.version })
  // Every route takes its turn at the database (one queue per process), but the health probe
  // and the test provider's confirmation: it calls the shop's webhook from inside itself, which
  // waits for a turn of its own (holding one while waiting could deadlock).
  await app.register(databaseAdmission, {
    ...config.databaseAdmission,
    exempt: ['/api/health', '/api/payments/test-provider/confirm'],
  })
  await app.register(contactRoutes, { limitPerHour: config.contactLimitPerHour })
  for (const routes of [
    categoryRoutes,
    vehicleRoutes,
    vehicleFinderRoutes,
    fitmentRoutes,
    articleRoutes,
    searchRoutes,
    brandRoutes,
    settingsRoutes,
    registrationRoutes,
    accountRoutes,
    garageRoutes,
    jobListRoutes,
    savedListRoutes,
    cartRoutes,
  ]) {
    await app.register(routes)
  }
  await app.register(adminRoutes, { config })
  await app.register(adminMailRoutes)
  await app.register(orderRoutes, {
    claimStaleSeconds: config.orderClaimStaleSeconds,
    publicOrigin: config.publicOrigin,
  })
  await app.register(paymentRoutes)
  await app.register(sharedListRoutes, { publicOrigin: config.publicOrigin })
  await app.register(orderLifecycleRoutes)
  await app.register(addressRoutes)
  // Uploads live under the data folder (the storage port's disk adapter).
  await app.register(profileRoutes, { storage: createDiskStorage(join(config.dataDir, 'uploads')) })
  addMethodNotAllowedRoutes()
}
