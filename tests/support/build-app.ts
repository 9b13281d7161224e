/**
 * The one way API tests get an app: `buildTestApp()` builds the real app on a real database
 * of its own and returns it ready for `app.inject`, with `cleanup()` to call in `afterAll`.
 * - By default the database is embedded PGlite in a fresh temp folder.
 * - With DATABASE_URL set (CI's second run), it is a new, uniquely named database on that
 *   PostgreSQL server, dropped again by `cleanup()`.
 * Either starts as a copy of the run's seeded template (database-template.ts: migrated, demo
 * catalogue and settings loaded), which is what a first start would leave; the app's own
 * start then finds nothing to migrate or seed.
 * Nothing is served from a static folder unless the test passes `staticDir`.
 */
import { randomUUID } from 'node:crypto'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { inject } from 'vitest'
import { type BuildAppOptions, buildApp } from '../../src/server/app'
import { type Config, loadConfig } from '../../src/server/config'
import { pgliteDir } from '../../src/server/db/pglite-database'
import { postgresAdmin, postgresDatabaseUrl } from './postgres-admin'

export interface TestApp {
  app: FastifyInstance
  config: Config
  /** Closes the app and builds a new one on the same database (a server restart). */
  restart(): Promise<FastifyInstance>
  /** Closes the app and deletes its database. */
  cleanup(): Promise<void>
}

export interface TestAppOptions extends BuildAppOptions {
  config?: Partial<Config>
  /** Runs before the app is made ready, e.g. to add a route. */
  beforeReady?: (app: FastifyInstance) => void
}

export const usesPostgres = Boolean(process.env.DATABASE_URL)

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const tempDir = await mkdtemp(join(tmpdir(), 'delelager-api-test-'))
  const dataDir = join(tempDir, 'data')
  const database = await seededTestDatabase(dataDir)
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    staticDir: join(tempDir, 'no-static-dir'),
    databaseUrl: database?.url,
    logLevel: options.logStream ? 'info' : 'silent',
    // Tests change rows directly and read at once; on PostgreSQL the change's notice may come a
    // moment later, so only the read cache's own tests (and real server processes) keep answers.
    readCacheMb: 0,
    ...options.config,
  }
  const start = async () => {
    const app = buildApp(config, options)
    options.beforeReady?.(app)
    await app.ready()
    return app
  }
  let app = await start()
  return {
    get app() {
      return app
    },
    config,
    async restart() {
      await app.close()
      app = await start()
      return app
    },
    async cleanup() {
      await app.close()
      await database?.drop()
      await rm(tempDir, { recursive: true, force: true })
    },
  }
}

export interface PostgresTestDatabase {
  url: string
  drop(): Promise<void>
}

/**
 * A new database on DATABASE_URL's server, so test files never see each other's rows: empty,
 * or with `seeded` a copy of the run's seeded template.
 */
export async function createPostgresDatabase(
  options: { seeded?: boolean } = {},
): Promise<PostgresTestDatabase> {
  const serverUrl = process.env.DATABASE_URL as string
  const name = `delelager_test_${randomUUID().replaceAll('-', '')}`
  const template = options.seeded ? inject('databaseTemplate') : undefined
  await postgresAdmin(
    serverUrl,
    template?.kind === 'postgres'
      ? `create database ${name} template ${template.name}`
      : `create database ${name}`,
  )
  return {
    url: postgresDatabaseUrl(serverUrl, name),
    drop: () => postgresAdmin(serverUrl, `drop database if exists ${name} with (force)`),
  }
}

/**
 * A copy of the run's seeded template for an app whose data folder is `dataDir`: a new
 * database on DATABASE_URL's server (returned, to drop afterwards), or else the PGlite
 * folder copied to where that app opens it.
 */
export async function seededTestDatabase(
  dataDir: string,
): Promise<PostgresTestDatabase | undefined> {
  if (usesPostgres) return createPostgresDatabase({ seeded: true })
  const template = inject('databaseTemplate')
  if (template?.kind === 'pglite') {
    await cp(template.folder, pgliteDir({ dataDir }), { recursive: true })
  }
  return undefined
}
