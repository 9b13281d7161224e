/**
 * Opens the database the settings name: PostgreSQL when a URL is given, else the embedded
 * PGlite in the data folder. Each driver is loaded only when it is the one used.
 */
import type { Database, DatabaseLogger } from './database'

/** Where the database is: the settings `openDatabase` reads. */
export interface DatabaseLocation {
  /** Holds the embedded database (`pglite/`) when no URL is given. */
  dataDir: string
  databaseUrl?: string
  /** A streaming replica of `databaseUrl`'s database, for the catalogue reads. */
  databaseReadUrl?: string
}

export interface OpenDatabaseOptions {
  logger?: DatabaseLogger
  /** Called if the PGlite folder lock is lost while open (see data-folder-lock.ts). */
  onLockCompromised?: (error: Error) => void
}

export async function openDatabase(
  config: DatabaseLocation,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  if (config.databaseUrl) {
    const { openPostgres } = await import('./postgres-database')
    return openPostgres(config.databaseUrl, options.logger, config.databaseReadUrl)
  }
  const { openPglite } = await import('./pglite-database')
  return openPglite(config.dataDir, options.onLockCompromised)
}
