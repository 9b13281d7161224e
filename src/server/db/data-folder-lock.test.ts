import { mkdir, mkdtemp, rm, stat, utimes } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DataFolderInUseError, lockDataFolder } from './data-folder-lock'

const ignore = () => {}

describe('lockDataFolder', () => {
  let root: string
  let folder: string
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'delelager-lock-'))
    folder = join(root, 'pglite')
  })
  afterEach(() => rm(root, { recursive: true, force: true }))

  it('refuses a folder that is already locked, with a message saying what to do', async () => {
    const held = await lockDataFolder(folder, ignore)
    try {
      const second = lockDataFolder(folder, ignore, 0)
      await expect(second).rejects.toThrow(DataFolderInUseError)
      await expect(second).rejects.toThrow(
        `Data folder ${folder} is in use by another server process. Stop it first, or set DATA_DIR to another folder.`,
      )
    } finally {
      await held.release()
    }
  })

  it('can be taken again once released', async () => {
    const first = await lockDataFolder(folder, ignore)
    await first.release()

    const second = await lockDataFolder(folder, ignore, 0)
    await second.release()
  })

  it('takes over a lock left by a killed process once it has gone stale', async () => {
    // What `kill -9` leaves behind: the lock directory, no longer touched.
    await mkdir(`${folder}.lock`)
    const longAgo = new Date(Date.now() - 60_000)
    await utimes(`${folder}.lock`, longAgo, longAgo)

    const lock = await lockDataFolder(folder, ignore, 0)

    expect((await stat(`${folder}.lock`)).mtimeMs).toBeGreaterThan(longAgo.getTime())
    await lock.release()
  })

  it('removes its lock directory on release', async () => {
    const lock = await lockDataFolder(folder, ignore)
    await lock.release()

    await expect(stat(`${folder}.lock`)).rejects.toMatchObject({ code: 'ENOENT' })
  })
})
