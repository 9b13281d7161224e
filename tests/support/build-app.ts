/**
 * The one way API tests get an app: `buildTestApp()` builds the real app on a real, empty
 * database and returns it ready for `app.inject`, with `cleanup()` to call in `afterAll`.
 * - By default the database is embedded PGlite in a fresh temp folder.
 * - With DATABASE_URL set (CI's second run), it is a new, uniquely named database on that
 *   PostgreSQL server, dropped again by `cleanup()`.
 * Nothing is served from a static folder unless the test passes `staticDir`.
 */
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { type BuildAppOptions, buildApp } from '../../src/server/app'
import { type Config, loadConfig } from '../../src/server/config'

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
  const database = usesPostgres ? await createPostgresDatabase() : undefined
  const config: Config = {
    ...loadConfig({}),
    dataDir: join(tempDir, 'data'),
    staticDir: join(tempDir, 'no-static-dir'),
    databaseUrl: database?.url,
    logLevel: options.logStream ? 'info' : 'silent',
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

/** A new database on DATABASE_URL's server, so test files never see each other's rows. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL as string
  const name = `delelager_test_${randomUUID().replaceAll('-', '')}`
  await withClient(serverUrl, (client) => client.query(`create database ${name}`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () =>
      withClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ),
  }
}

async function withClient(
  url: string,
  work: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await work(client)
  } finally {
    await client.end()
  }
}
