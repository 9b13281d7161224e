/**
 * Writes a backup file: a `.tar.gz` holding `manifest.json` first, then `pglite.tar` (the
 * embedded database's folder as PGlite's `dumpDataDir` gives it, from a consistent snapshot)
 * and `uploads/…` (avatars). The snapshot goes in whole, as one entry, so making a backup
 * costs the server's thread next to nothing; compressing runs on libuv's pool.
 * read-backup.ts reads it back.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline, Readable } from 'node:stream'
import { createGzip } from 'node:zlib'
import { pack } from 'tar-stream'
import type { Database } from '../database'
import { describeDatabase, MANIFEST_NAME } from './backup-manifest'

export const DATABASE_ENTRY = 'pglite.tar'
export const UPLOADS_FOLDER = 'uploads'
/** Large, so a busy server does not pace the compression (16 KiB took seconds per backup). */
const GZIP_CHUNK_BYTES = 1024 * 1024

export async function makeBackup(database: Database, dataDir: string): Promise<Readable> {
  if (!database.snapshot) throw new Error('Only the embedded database is backed up this way.')
  const manifest = await describeDatabase(database.db)
  const snapshot = await database.snapshot()
  const uploads = await uploadedFiles(join(dataDir, UPLOADS_FOLDER))
  const archive = pack()
  archive.entry({ name: MANIFEST_NAME, mode: 0o600 }, JSON.stringify(manifest, null, 2))
  archive.entry({ name: DATABASE_ENTRY, mode: 0o600 }, snapshot)
  for (const { name, bytes } of uploads) {
    archive.entry({ name: `${UPLOADS_FOLDER}/${name}`, mode: 0o600 }, bytes)
  }
  archive.finalize()
  // The fastest level: database pages are mostly zeros and shrink to about a fifth anyway.
  return pipeline(
    Readable.from(archive),
    createGzip({ level: 1, chunkSize: GZIP_CHUNK_BYTES }),
    () => {},
  )
}

async function uploadedFiles(folder: string): Promise<{ name: string; bytes: Buffer }[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return []
      throw error
    },
  )
  const files = entries.filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
  return Promise.all(
    files.map(async (entry) => {
      const path = join(entry.parentPath, entry.name)
      return { name: path.slice(folder.length + 1), bytes: await readFile(path) }
    }),
  )
}
