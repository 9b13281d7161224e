/**
 * Brings a backup back into a fresh data folder. A folder holding anything, a running
 * server's above all, is refused; the file is read through and checked before anything is
 * written (read-backup.ts). It is unpacked into a staging folder beside the target and the
 * database opened there once (PGlite recovers what the snapshot's log holds and closes it
 * cleanly); only then is the staging folder renamed into place, so a failure leaves nothing.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, readdir, rename, rm } from 'node:fs/promises'
import { dirname } from 'node:path'
import { isDataFolderLocked } from '../data-folder-lock'
import { openPglite, pgliteDir } from '../pglite-database'
import { type BackupContents, readBackup, readBackupManifest } from './read-backup'
import { type BackupManifest, knownMigrations } from './backup-manifest'

export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError'
}

export async function restoreBackup(file: string, dataDir: string): Promise<BackupContents> {
  await refuseNewerShop(await readBackupManifest(file))
  await refuseUsedFolder(dataDir)
  const contents = await readBackup(file)
  await mkdir(dirname(dataDir), { recursive: true })
  const staging = `${dataDir}.restoring-${randomBytes(4).toString('hex')}`
  await mkdir(staging, { mode: 0o700 })
  try {
    await readBackup(file, staging)
    const database = await openPglite(staging)
    await database.close()
    // Replaces an empty folder; fails if something was put there meanwhile.
    await rename(staging, dataDir).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error
      throw new RestoreRefusedError(`${dataDir} was filled while restoring; nothing was changed.`)
    })
  } catch (error) {
    await rm(staging, { recursive: true, force: true })
    throw error
  }
  return contents
}

/** A backup from a newer shop has migrations this one does not know: its code must restore it. */
async function refuseNewerShop(manifest: BackupManifest) {
  const known = await knownMigrations()
  const newest = known.at(-1)?.when ?? 0
  if ((manifest.migrations.latestAt ?? 0) > newest) {
    throw new RestoreRefusedError(
      `The backup comes from a newer version of the shop (${manifest.appVersion}, migration ` +
        `${manifest.migrations.latest ?? 'unknown'}); restore it with that version.`,
    )
  }
}

async function refuseUsedFolder(dataDir: string) {
  const names = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  if (names.length === 0) return
  if (await isDataFolderLocked(pgliteDir({ dataDir }))) {
    throw new RestoreRefusedError(
      `A server is running on ${dataDir}. Restore into a fresh folder (--data-dir) and start ` +
        'the shop on it with DATA_DIR; nothing was changed.',
    )
  }
  throw new RestoreRefusedError(
    `${dataDir} is not empty. Restore into a fresh (empty or absent) folder with --data-dir; ` +
      'nothing was changed.',
  )
}
