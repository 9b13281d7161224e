/**
 * The storage port for uploaded files (profile pictures). Files are written once under a
 * fresh random name and never changed, so they can be cached for good; a replaced picture is
 * deleted. The disk adapter (disk-storage.ts) keeps them under the data folder; several
 * instances share that folder (a network volume) or use an object-store adapter instead.
 */
import type { Readable } from 'node:stream'

export interface StoredFile {
  stream: Readable
  size: number
}

export interface FileStorage {
  /** Stores `bytes` as `name` (a safe, fresh name the caller made) in `folder`. */
  put(folder: string, name: string, bytes: Buffer): Promise<void>
  /** The file, or `null` when there is none by that name. */
  get(folder: string, name: string): Promise<StoredFile | null>
  /** Removes the file; no error when it is already gone. */
  remove(folder: string, name: string): Promise<void>
}
