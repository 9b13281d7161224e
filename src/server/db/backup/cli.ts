/**
 * Backups of the embedded database (package.json scripts):
 *   backup [--out <file>]
 *            `npm run db:backup`: through the running server when there is one (it owns the
 *            data folder), otherwise straight from the folder under its lock
 *   restore <file> [--data-dir <folder>]
 *            `npm run db:restore`: into a fresh folder, DATA_DIR by default
 * Same settings as the server (DATA_DIR). PostgreSQL has its own tools (docs/operations.md).
 */
import { createWriteStream, existsSync } from 'node:fs'
import { rename, rm, stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { parseArgs } from 'node:util'
import { loadConfig } from '../../config'
import { DataFolderInUseError } from '../data-folder-lock'
import { openPglite, pgliteDir } from '../pglite-database'
import { type BackupContents, readBackup } from './read-backup'
import { makeBackup } from './write-backup'
import { BACKUP_SECRET_HEADER, readBackupEndpoint } from './backup-endpoint-file'
import { restoreBackup } from './restore'

const USAGE = 'Usage: cli.ts backup [--out <file>] | restore <file> [--data-dir <folder>]'

async function backup(dataDir: string, out: string) {
  if (existsSync(out)) throw new Error(`${out} exists already; name another with --out.`)
  const started = Date.now()
  // Written under another name first, so a failed backup never looks like a finished one.
  const partial = `${out}.partial`
  try {
    let via = 'through the running server'
    if (!(await backupThroughServer(dataDir, partial))) {
      await backupDirectly(dataDir, partial)
      via = 'from the data folder (no server running)'
    }
    const contents = await readBackup(partial)
    await rename(partial, out)
    const { size } = await stat(out)
    console.log(`Backup written to ${out}: ${megabytes(size)} in ${seconds(started)}, ${via}.`)
    console.log(summary(contents))
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
}

/** Asks the server named in the data folder; `false` when none answers there. */
async function backupThroughServer(dataDir: string, out: string): Promise<boolean> {
  const endpoint = await readBackupEndpoint(dataDir)
  if (!endpoint) return false
  let response: Response
  try {
    response = await fetch(endpoint.url, {
      method: 'POST',
      headers: { [BACKUP_SECRET_HEADER]: endpoint.secret },
    })
  } catch (error) {
    // The file outlived its server (killed): the folder's lock decides who may read it. (Not
    // the pid in the file: a server in a container has a pid of its own.)
    if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') return false
    throw error
  }
  if (!response.ok || !response.body) {
    throw new Error(`The server refused the backup (${response.status}): ${await response.text()}`)
  }
  await pipeline(
    Readable.fromWeb(response.body),
    createWriteStream(out, { flags: 'wx', mode: 0o600 }),
  )
  return true
}

async function backupDirectly(dataDir: string, out: string) {
  if (!existsSync(join(pgliteDir({ dataDir }), 'PG_VERSION'))) {
    throw new Error(`There is no embedded database in ${dataDir} (DATA_DIR).`)
  }
  const database = await openPglite(dataDir).catch((error: unknown) => {
    if (!(error instanceof DataFolderInUseError)) throw error
    throw new Error(
      `${dataDir} is in use by a process that takes no backup requests (another db: command, ` +
        'or a server from before backups). Try again when it has finished.',
    )
  })
  try {
    const archive = await makeBackup(database, dataDir)
    await pipeline(archive, createWriteStream(out, { flags: 'wx', mode: 0o600 }))
  } finally {
    await database.close()
  }
}

async function restore(file: string, dataDir: string) {
  const started = Date.now()
  const contents = await restoreBackup(file, dataDir)
  console.log(`Restored ${file} into ${dataDir} in ${seconds(started)}.`)
  console.log(summary(contents))
  console.log(`Start the shop with DATA_DIR=${dataDir}; it applies any newer migrations itself.`)
}

function summary({ manifest, files, bytes }: BackupContents): string {
  const migration = manifest.migrations.latest ?? 'none'
  return `Made ${manifest.createdAt} by delelager ${manifest.appVersion} on ${manifest.database}, migrations up to ${migration}; ${files} files, ${megabytes(bytes)} unpacked.`
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`

async function main() {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    options: { out: { type: 'string' }, 'data-dir': { type: 'string' } },
    allowPositionals: true,
  })
  const [command, file] = positionals
  const config = loadConfig()
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump and restore with pg_restore (docs/operations.md).',
    )
  }
  if (command === 'backup' && !file) {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    return backup(config.dataDir, resolve(values.out ?? `delelager-backup-${stamp}.tar.gz`))
  }
  if (command === 'restore' && file) {
    return restore(resolve(file), resolve(values['data-dir'] ?? config.dataDir))
  }
  console.error(USAGE)
  process.exit(2)
}

try {
  await main()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
