/**
 * A backup file: a `.tar.gz` laid out as the data folder itself, `manifest.json` first, then
 * `pglite/…` (the embedded database's folder, from a consistent snapshot) and `uploads/…`
 * (avatars). So `tar -xzf` into an empty folder also gives a data folder a server can start on.
 * Reading checks every entry's name (no absolute paths, no `..`, files and folders only) and
 * reads to the end, so a truncated or corrupt file is found before anything is written.
 */
import { createReadStream } from 'node:fs'
import { mkdir, open, readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type Readable, Readable as NodeReadable } from 'node:stream'
import { pipeline } from 'node:stream'
import { createGunzip, createGzip } from 'node:zlib'
import { extract, type Header, type Pack, pack } from 'tar-stream'
import type { Database } from '../database'
import {
  type BackupManifest,
  backupManifestSchema,
  describeDatabase,
  MANIFEST_NAME,
} from './backup-manifest'

const DATABASE_FOLDER = 'pglite'
const UPLOADS_FOLDER = 'uploads'
/** The running instance's own files, which a copy must not carry (pg_basebackup leaves them out too). */
const NOT_COPIED = /^\/?postmaster\.(pid|opts)$/
/** A manifest is a few hundred bytes; anything much larger is not ours. */
const MANIFEST_MAX_BYTES = 64 * 1024

export class NotABackupError extends Error {
  override name = 'NotABackupError'
  constructor(file: string, reason: string) {
    super(`${file} is not a backup made by db:backup (${reason}). Nothing was changed.`)
  }
}

/** The backup as a gzip stream: the manifest, the database snapshot (a tar), the uploads. */
export function packBackup(
  manifest: BackupManifest,
  databaseTar: Uint8Array,
  dataDir: string,
): Readable {
  const archive = pack()
  const gzip = createGzip()
  pipeline(NodeReadable.from(archive), gzip, () => {})
  fill(archive, manifest, databaseTar, dataDir).then(
    () => archive.finalize(),
    (error: Error) => gzip.destroy(error),
  )
  return gzip
}

async function fill(
  archive: Pack,
  manifest: BackupManifest,
  databaseTar: Uint8Array,
  dataDir: string,
) {
  archive.entry({ name: MANIFEST_NAME, mode: 0o600 }, JSON.stringify(manifest, null, 2))
  // PGlite names its entries from the folder's root (`/PG_VERSION`); they go under `pglite/`.
  for await (const entry of readTar(NodeReadable.from([databaseTar]))) {
    if (NOT_COPIED.test(entry.header.name)) {
      for await (const _ of entry);
      continue
    }
    const name = `${DATABASE_FOLDER}/${entry.header.name.replace(/^\/+/, '')}`.replace(/\/$/, '')
    if (entry.header.type === 'directory') {
      archive.entry({ name, type: 'directory', mode: 0o700, mtime: entry.header.mtime })
    } else {
      const bytes = await readAll(entry)
      archive.entry({ name, mode: 0o600, mtime: entry.header.mtime }, bytes)
    }
  }
  for (const name of await uploadedFiles(join(dataDir, UPLOADS_FOLDER))) {
    const bytes = await readFile(join(dataDir, UPLOADS_FOLDER, name))
    archive.entry({ name: `${UPLOADS_FOLDER}/${name}`, mode: 0o600 }, bytes)
  }
}

/** Files below the uploads folder, relative to it; half-written ones (`.part`) left out. */
async function uploadedFiles(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true })
    return entries
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
      .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}

interface TarEntry extends AsyncIterable<Buffer> {
  header: Header
}

async function readAll(entry: TarEntry): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of entry) chunks.push(chunk)
  return Buffer.concat(chunks)
}

async function* readTar(source: Readable): AsyncGenerator<TarEntry> {
  const extractor = extract()
  source.on('error', (error) => extractor.destroy(error))
  source.pipe(extractor as unknown as NodeJS.WritableStream)
  try {
    yield* extractor as unknown as AsyncIterable<TarEntry>
  } finally {
    source.destroy()
  }
}

export interface BackupContents {
  manifest: BackupManifest
  files: number
  bytes: number
}

/**
 * Reads a backup through, checking it; with `into`, writes its folders and files there
 * (which must be an empty folder). The manifest is not written.
 */
export async function readBackup(file: string, into?: string): Promise<BackupContents> {
  const source = createReadStream(file)
  const gunzip = createGunzip()
  source.on('error', (error) => gunzip.destroy(error))
  let manifest: BackupManifest | undefined
  let files = 0
  let bytes = 0
  let holdsDatabase = false
  try {
    for await (const entry of readTar(source.pipe(gunzip))) {
      const { name, type, size } = entry.header
      if (!manifest) {
        manifest = await readManifest(file, entry)
        continue
      }
      const path = safePath(file, name, type)
      if (type === 'directory') {
        if (into) await mkdir(join(into, path), { recursive: true, mode: 0o700 })
        for await (const _ of entry);
        continue
      }
      files += 1
      bytes += size ?? 0
      holdsDatabase ||= path === `${DATABASE_FOLDER}/PG_VERSION`
      if (!into) {
        for await (const _ of entry);
        continue
      }
      await mkdir(join(into, path, '..'), { recursive: true, mode: 0o700 })
      const out = await open(join(into, path), 'wx', 0o600)
      try {
        for await (const chunk of entry) await out.write(chunk)
      } finally {
        await out.close()
      }
    }
  } catch (error) {
    if (error instanceof NotABackupError || manifest) throw error
    throw new NotABackupError(file, `not a tar.gz: ${(error as Error).message}`)
  }
  if (!manifest) throw new NotABackupError(file, 'it is empty')
  if (!holdsDatabase) throw new NotABackupError(file, 'it holds no database')
  return { manifest, files, bytes }
}

async function readManifest(file: string, entry: TarEntry): Promise<BackupManifest> {
  if (entry.header.name !== MANIFEST_NAME || (entry.header.size ?? 0) > MANIFEST_MAX_BYTES) {
    throw new NotABackupError(file, `it does not start with ${MANIFEST_NAME}`)
  }
  const text = (await readAll(entry)).toString('utf8')
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new NotABackupError(file, `${MANIFEST_NAME} is not JSON`)
  }
  const manifest = backupManifestSchema.safeParse(parsed)
  if (!manifest.success) throw new NotABackupError(file, `${MANIFEST_NAME} is not ours`)
  return manifest.data
}

/**
 * Guard: a name from the file decides where a restore writes, so it must stay inside the
 * data folder (under `pglite/` or `uploads/`) and name a plain file or folder.
 */
function safePath(file: string, name: string, type: Header['type']): string {
  const parts = name.replace(/\/$/, '').split('/')
  const [top] = parts
  const safe =
    (type === 'file' || type === 'directory') &&
    (top === DATABASE_FOLDER || (top === UPLOADS_FOLDER && parts.length > 1)) &&
    parts.every((part) => part !== '' && part !== '.' && part !== '..' && !/[\\\0]/.test(part))
  if (!safe) throw new NotABackupError(file, `unexpected entry ${JSON.stringify(name)}`)
  return parts.join('/')
}

/** A backup of the open embedded database and the uploads beside it, as a gzip stream. */
export async function makeBackup(database: Database, dataDir: string): Promise<Readable> {
  if (!database.snapshot) throw new Error('Only the embedded database is backed up this way.')
  const manifest = await describeDatabase(database.db)
  return packBackup(manifest, await database.snapshot(), dataDir)
}
