import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { gzipSync } from 'node:zlib'
import { pack } from 'tar-stream'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { NotABackupError, readBackup } from './read-backup'
import type { BackupManifest } from './backup-manifest'

const MANIFEST: BackupManifest = {
  format: 'delelager-backup',
  formatVersion: 1,
  createdAt: '2026-11-28T12:00:00.000Z',
  appVersion: '0.1.0',
  database: 'PostgreSQL 18.6 (PGlite 0.5.16)',
  migrations: { applied: 1, latest: '0000_catalogue_and_contact', latestAt: 1 },
}

async function tarOf(entries: [name: string, content: string][]): Promise<Buffer> {
  const archive = pack()
  for (const [name, content] of entries) archive.entry({ name }, content)
  archive.finalize()
  const chunks: Buffer[] = []
  for await (const chunk of Readable.from(archive)) chunks.push(chunk)
  return Buffer.concat(chunks)
}

/** A backup as db:backup writes it: the manifest, PGlite's dump (names from `/`), uploads. */
async function backupOf(database: [string, string][], more: [string, string][] = []) {
  const archive = pack()
  archive.entry({ name: 'manifest.json' }, JSON.stringify(MANIFEST))
  archive.entry({ name: 'pglite.tar' }, await tarOf(database))
  for (const [name, content] of more) archive.entry({ name }, content)
  archive.finalize()
  const chunks: Buffer[] = []
  for await (const chunk of Readable.from(archive)) chunks.push(chunk)
  return gzipSync(Buffer.concat(chunks))
}

describe('reading a backup file', () => {
  let folder: string
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'delelager-archive-'))
  })
  afterEach(() => rm(folder, { recursive: true, force: true }))

  it('unpacks the database under pglite/ and the uploads, but not the manifest', async () => {
    const file = join(folder, 'backup.tar.gz')
    await writeFile(
      file,
      await backupOf(
        [
          ['/PG_VERSION', '18\n'],
          ['/base/1/112', 'page'],
          ['/postmaster.pid', '4242'],
        ],
        [['uploads/avatars/a.webp', 'image']],
      ),
    )
    const into = join(folder, 'data')
    const contents = await readBackup(file, into)
    expect(contents.manifest).toEqual(MANIFEST)
    expect(contents.files).toBe(3)
    expect((await readdir(into)).sort()).toEqual(['pglite', 'uploads'])
    expect(await readFile(join(into, 'pglite/PG_VERSION'), 'utf8')).toBe('18\n')
    expect(await readFile(join(into, 'uploads/avatars/a.webp'), 'utf8')).toBe('image')
    // The dumped instance's own lock file would claim a running server.
    expect(await readdir(join(into, 'pglite'))).not.toContain('postmaster.pid')
  })

  it('refuses an entry that would be written outside the data folder', async () => {
    const file = join(folder, 'backup.tar.gz')
    await writeFile(
      file,
      await backupOf([
        ['/PG_VERSION', '18\n'],
        ['/../../escaped', 'x'],
      ]),
    )
    await expect(readBackup(file)).rejects.toThrow(NotABackupError)
    await expect(readBackup(file)).rejects.toThrow('unexpected entry "pglite/../../escaped"')
  })

  it('refuses a backup without a database, and a truncated one', async () => {
    const empty = join(folder, 'empty.tar.gz')
    await writeFile(empty, await backupOf([]))
    await expect(readBackup(empty)).rejects.toThrow('it holds no database')

    const whole = await backupOf([
      ['/PG_VERSION', '18\n'],
      ['/base/1/112', 'x'.repeat(50_000)],
    ])
    const truncated = join(folder, 'truncated.tar.gz')
    await writeFile(truncated, whole.subarray(0, whole.length - 40))
    await expect(readBackup(truncated)).rejects.toThrow()
  })
})
