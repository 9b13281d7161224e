// Reads to the end and checks every name, so a truncated or corrupt file is found before a restore
// writes anything.
import { createReadStream } from 'node:fs'
import { mkdir, open } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { createGunzip } from 'node:zlib'
import { extract, type Header } from 'tar-stream'
import { type BackupManifest, backupManifestSchema, MANIFEST_NAME } from './backup-manifest'
import { DATABASE_ENTRY, UPLOADS_FOLDER } from './write-backup'

const DATABASE_FOLDER = 'pglite'
/** pg_basebackup skips them too. */
const NOT_RESTORED = /^postmaster\.(pid|opts)$/
const MANIFEST_MAX_BYTES = 64 * 1024

export class NotABackupError extends Error {
  override name = 'NotABackupError'
  constructor(file: string, reason: string) {
    super(`${file} is not a backup made by db:backup (${reason}). Nothing was changed.`)
  }
}

interface TarEntry extends AsyncIterable<Buffer> {
  header: Header
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

function entriesOf(file: string): AsyncGenerator<TarEntry> {
  const source = createReadStream(file)
  const gunzip = createGunzip()
  source.on('error', (error) => gunzip.destroy(error))
  return readTar(source.pipe(gunzip))
}

async function readAll(entry: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of entry) chunks.push(chunk)
  return Buffer.concat(chunks)
}

export interface BackupContents {
  manifest: BackupManifest
  files: number
  bytes: number
}

export async function readBackup(file: string, into?: string): Promise<BackupContents> {
  let manifest: BackupManifest | undefined
  const counted = { files: 0, bytes: 0, holdsDatabase: false }
  const write = async (path: string, entry: TarEntry) => {
    counted.files += 1
    counted.bytes += entry.header.size ?? 0
    if (into) await writeEntry(into, path, entry)
    else for await (const _ of entry);
  }
  try {
    for await (const entry of entriesOf(file)) {
      const { name, type } = entry.header
      if (!manifest) {
        manifest = await readManifest(file, entry)
      } else if (name === DATABASE_ENTRY && !counted.holdsDatabase) {
        for await (const inner of readTar(Readable.from(entry))) {
          // PGlite names its entries from the folder's root: `/PG_VERSION`.
          const relative = inner.header.name.replace(/^\/+/, '')
          const path = safePath(file, `${DATABASE_FOLDER}/${relative}`, inner.header.type)
          if (inner.header.type === 'directory' || NOT_RESTORED.test(relative)) {
            if (into && inner.header.type === 'directory') {
              await mkdir(join(into, path), { recursive: true, mode: 0o700 })
            }
            for await (const _ of inner);
            continue
          }
          counted.holdsDatabase ||= relative === 'PG_VERSION'
          await write(path, inner)
        }
      } else {
        await write(safePath(file, name, type), entry)
      }
    }
  } catch (error) {
    if (error instanceof NotABackupError || manifest) throw error
    throw new NotABackupError(file, `not a tar.gz: ${(error as Error).message}`)
  }
  if (!manifest) throw new NotABackupError(file, 'it is empty')
  if (!counted.holdsDatabase) throw new NotABackupError(file, 'it holds no database')
  return { manifest, files: counted.files, bytes: counted.bytes }
}

export async function readBackupManifest(file: string): Promise<BackupManifest> {
  try {
    for await (const entry of entriesOf(file)) return await readManifest(file, entry)
  } catch (error) {
    if (error instanceof NotABackupError) throw error
    throw new NotABackupError(file, `not a tar.gz: ${(error as Error).message}`)
  }
  throw new NotABackupError(file, 'it is empty')
}

async function writeEntry(into: string, path: string, entry: TarEntry) {
  await mkdir(join(into, path, '..'), { recursive: true, mode: 0o700 })
  const out = await open(join(into, path), 'wx', 0o600)
  try {
    for await (const chunk of entry) await out.write(chunk)
  } finally {
    await out.close()
  }
}

async function readManifest(file: string, entry: TarEntry): Promise<BackupManifest> {
  if (entry.header.name !== MANIFEST_NAME || (entry.header.size ?? 0) > MANIFEST_MAX_BYTES) {
    throw new NotABackupError(file, `it does not start with ${MANIFEST_NAME}`)
  }
  let parsed: unknown
  try {
    parsed = JSON.parse((await readAll(entry)).toString('utf8'))
  } catch {
    throw new NotABackupError(file, `${MANIFEST_NAME} is not JSON`)
  }
  const manifest = backupManifestSchema.safeParse(parsed)
  if (!manifest.success) throw new NotABackupError(file, `${MANIFEST_NAME} is not ours`)
  return manifest.data
}

/** A name from the file decides where a restore writes, so it must stay inside the data folder. */
function safePath(file: string, name: string, type: Header['type']): string {
  const parts = name.replace(/\/$/, '').split('/')
  const [top] = parts
  const safe =
    (type === 'file' || type === 'directory') &&
    (top === DATABASE_FOLDER || top === UPLOADS_FOLDER) &&
    parts.length > 1 &&
    parts.every((part) => part !== '' && part !== '.' && part !== '..' && !/[\\\0]/.test(part))
  if (!safe) throw new NotABackupError(file, `unexpected entry ${JSON.stringify(name)}`)
  return parts.join('/')
}
