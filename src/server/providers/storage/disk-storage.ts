/**
 * The storage port on the local disk, under `<DATA_DIR>/uploads/<folder>/<name>`. Names are
 * checked against a strict pattern before any path is built, so no name can leave its folder;
 * a file is written to a temporary name and renamed, so a reader never sees half of one.
 */
import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FileStorage } from './file-storage'

/** Folder and file names: letters, digits, `-`, `_` and one extension. Never `..` or `/`. */
const SAFE_FOLDER = /^[a-z][a-z0-9-]{0,30}$/
const SAFE_NAME = /^[A-Za-z0-9_-]{1,100}\.[a-z0-9]{1,5}$/

export function isSafeFileName(name: string): boolean {
  return SAFE_NAME.test(name)
}

export function createDiskStorage(root: string): FileStorage {
  const pathOf = (folder: string, name: string) => {
    if (!SAFE_FOLDER.test(folder) || !SAFE_NAME.test(name)) {
      throw new Error(`unsafe storage path ${JSON.stringify([folder, name])}`)
    }
    return join(root, folder, name)
  }
  return {
    async put(folder, name, bytes) {
      const path = pathOf(folder, name)
      await mkdir(join(root, folder), { recursive: true })
      const temporary = `${path}.${randomBytes(6).toString('hex')}.part`
      await writeFile(temporary, bytes, { flag: 'wx' })
      await rename(temporary, path)
    },
    async get(folder, name) {
      if (!SAFE_FOLDER.test(folder) || !SAFE_NAME.test(name)) return null
      const path = pathOf(folder, name)
      try {
        const info = await stat(path)
        if (!info.isFile()) return null
        return { stream: createReadStream(path), size: info.size }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async remove(folder, name) {
      await rm(pathOf(folder, name), { force: true })
    },
  }
}
