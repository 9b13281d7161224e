/**
 * Opens the database at start (migrations, then the demo catalogue on first start) and closes
 * it when the app closes, which for PGlite also releases the data-folder lock. Exposes it to
 * routes as `app.database`.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import type { Database } from '../db/database'
import { type OpenDatabaseOptions, openDatabase } from '../db/open-database'
import { prepareDatabase } from '../services/prepare-database'

declare module 'fastify' {
  interface FastifyInstance {
    database: Database
  }
}

export interface DatabasePluginOptions extends OpenDatabaseOptions {
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'databaseReadUrl'>
}

async function databasePlugin(app: FastifyInstance, options: DatabasePluginOptions) {
  const database = await openDatabase(options.config, { logger: app.log, ...options })
  app.addHook('onClose', () => database.close())
  try {
    const { seeded } = await prepareDatabase(database)
    app.log.info({ kind: database.kind, seeded }, 'database ready')
  } catch (error) {
    await database.close()
    throw error
  }
  app.decorate('database', database)
}

export default fp(databasePlugin, { name: 'database' })
