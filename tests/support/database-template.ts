/**
 * Vitest global setup for the node tests: migrates one database and loads the demo catalogue
 * into it once per run, so `buildTestApp()` starts each test file from a copy instead of
 * seeding anew (a PGlite seed takes 15–20 s here, times ~50 apps).
 * - Embedded (default): a PGlite data folder, copied into each app's data folder.
 * - DATABASE_URL set: a PostgreSQL database that each test database is created from
 *   (`create database … template …`).
 * The copy is what the app would have after its first start; the app still runs its own
 * migrations and seeding on it, which then find nothing to do.
 */
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../src/server/db/open-database'
import { pgliteDir } from '../../src/server/db/pglite-database'
import { prepareDatabase } from '../../src/server/services/prepare-database'
import { postgresAdmin, postgresDatabaseUrl } from './postgres-admin'

export type DatabaseTemplate =
  | { kind: 'pglite'; folder: string }
  | { kind: 'postgres'; name: string }

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate
  }
}

/**
 * Both node projects (files run side by side, and files run alone) call this; they share one
 * template per run, made by the first and dropped by the last to tear down.
 */
const shared = globalThis as {
  delelagerTemplate?: {
    users: number
    made: Promise<{ template: DatabaseTemplate; drop(): Promise<void> }>
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.delelagerTemplate ??= { users: 0, made: makeTemplate() }
  const entry = shared.delelagerTemplate
  entry.users += 1
  const { template, drop } = await entry.made
  project.provide('databaseTemplate', template)
  return async () => {
    entry.users -= 1
    if (entry.users > 0) return
    shared.delelagerTemplate = undefined
    await drop()
  }
}

async function makeTemplate(): Promise<{ template: DatabaseTemplate; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL
  if (serverUrl) {
    const name = `delelager_template_${randomUUID().replaceAll('-', '')}`
    await postgresAdmin(serverUrl, `create database ${name}`)
    await seed({ dataDir: '', databaseUrl: postgresDatabaseUrl(serverUrl, name) })
    return {
      template: { kind: 'postgres', name },
      drop: () => postgresAdmin(serverUrl, `drop database if exists ${name} with (force)`),
    }
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'delelager-template-'))
  await seed({ dataDir, databaseUrl: undefined })
  return {
    template: { kind: 'pglite', folder: pgliteDir({ dataDir }) },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  }
}

async function seed(config: { dataDir: string; databaseUrl: string | undefined }) {
  const database = await openDatabase(config)
  try {
    await prepareDatabase(database)
  } finally {
    await database.close()
  }
}
