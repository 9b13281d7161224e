/**
 * The first entry of every backup, `manifest.json`: when it was made, by which version of the
 * shop, from which database engine, and how far its migrations had come. A restore reads it
 * before touching anything, and refuses a backup from a newer shop than its own.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import pkg from '../../../../package.json' with { type: 'json' }
import { type AppDatabase, MIGRATIONS_FOLDER } from '../database'
import { queryRows } from '../query-rows'

export const MANIFEST_NAME = 'manifest.json'
const FORMAT = 'delelager-backup'

export const backupManifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.literal(1),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  /** `select version()` up to the platform, e.g. `PostgreSQL 18.6 (PGlite 0.5.16)`. */
  database: z.string(),
  migrations: z.object({
    applied: z.number().int().min(0),
    /** The last applied migration's tag and its journal time (drizzle's `created_at`), ms. */
    latest: z.string().nullable(),
    latestAt: z.number().int().nullable(),
  }),
})

export type BackupManifest = z.infer<typeof backupManifestSchema>

interface JournalEntry {
  tag: string
  when: number
}

/** The migrations this version of the shop knows, oldest first. */
export async function knownMigrations(): Promise<JournalEntry[]> {
  const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'))
  return (journal as { entries: JournalEntry[] }).entries
}

export async function describeDatabase(db: AppDatabase): Promise<BackupManifest> {
  const [version] = await queryRows<{ version: string }>(db, sql`select version() as version`)
  const [migrations] = await queryRows<{ applied: number; latestAt: string | null }>(
    db,
    sql`select count(*)::int as applied, max(created_at)::text as "latestAt"
        from drizzle.__drizzle_migrations`,
  )
  const { applied, latestAt } = migrations ?? { applied: 0, latestAt: null }
  const at = latestAt === null ? null : Number(latestAt)
  const latest = (await knownMigrations()).find((entry) => entry.when === at)?.tag ?? null
  return {
    format: FORMAT,
    formatVersion: 1,
    createdAt: new Date().toISOString(),
    appVersion: pkg.version,
    database: (version?.version ?? 'unknown').replace(/ on .*$/, ''),
    migrations: { applied, latest, latestAt: at },
  }
}
