/**
 * How `npm run db:backup` finds the running server: `<DATA_DIR>/backup-endpoint.json` holds the
 * address of its backup route and a secret drawn at each start. Only the folder's owner may
 * read it, who could copy the database anyway, so it gives nobody more than they have.
 */
import { randomBytes } from 'node:crypto'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export const BACKUP_ROUTE = '/internal/backup'
export const BACKUP_SECRET_HEADER = 'backup-secret'
const FILE_NAME = 'backup-endpoint.json'

export interface BackupEndpoint {
  /** The backup route's full URL on this machine. */
  url: string
  secret: string
  pid: number
}

export async function writeBackupEndpoint(dataDir: string, endpoint: BackupEndpoint) {
  const path = join(dataDir, FILE_NAME)
  // Created 0600 under a fresh name and renamed: never readable by others, never half written.
  const temporary = `${path}.${randomBytes(6).toString('hex')}.part`
  await writeFile(temporary, JSON.stringify(endpoint), { mode: 0o600, flag: 'wx' })
  await rename(temporary, path)
}

export async function readBackupEndpoint(dataDir: string): Promise<BackupEndpoint | null> {
  try {
    return JSON.parse(await readFile(join(dataDir, FILE_NAME), 'utf8')) as BackupEndpoint
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

/** Removes the file if it is still this server's (a newer start may have replaced it). */
export async function removeBackupEndpoint(dataDir: string, secret: string) {
  const current = await readBackupEndpoint(dataDir).catch(() => null)
  if (current?.secret === secret) await rm(join(dataDir, FILE_NAME), { force: true })
}

/** The URL a client on this machine reaches a server listening on `address` with. */
export function backupUrl(address: string, port: number): string {
  const host = address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '::1' : address
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}${BACKUP_ROUTE}`
}
