// PGlite takes no lock of its own, and two processes writing one folder destroy it for good. A lock
// left by `kill -9` goes stale after STALE_MS and is taken over.
import { isAbsolute, relative } from 'node:path'
import lockfile from 'proper-lockfile'

const STALE_MS = 3_000
const UPDATE_MS = 1_000
/** Longer than STALE_MS, so a restart after `kill -9` wins. */
const ACQUIRE_TIMEOUT_MS = 6_000
const RETRY_INTERVAL_MS = 500

export class DataFolderInUseError extends Error {
  override name = 'DataFolderInUseError'
  constructor(readonly folder: string) {
    super(
      `Data folder ${displayPath(folder)} is in use by another server process. ` +
        'Stop it first, or set DATA_DIR to another folder.',
    )
  }
}

export interface DataFolderLock {
  release(): Promise<void>
}

/** `onCompromised`: the lock was taken over after a stall; writing on would risk the data. */
export async function lockDataFolder(
  folder: string,
  onCompromised: (error: Error) => void,
  acquireTimeoutMs = ACQUIRE_TIMEOUT_MS,
): Promise<DataFolderLock> {
  let release: () => Promise<void>
  try {
    release = await lockfile.lock(folder, {
      realpath: false,
      stale: STALE_MS,
      update: UPDATE_MS,
      retries: {
        retries: Math.ceil(acquireTimeoutMs / RETRY_INTERVAL_MS),
        factor: 1,
        minTimeout: RETRY_INTERVAL_MS,
        maxTimeout: RETRY_INTERVAL_MS,
      },
      onCompromised,
    })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataFolderInUseError(folder)
    throw error
  }
  let released = false
  return {
    async release() {
      if (released) return
      released = true
      await release()
    },
  }
}

function displayPath(folder: string): string {
  const rel = relative(process.cwd(), folder)
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? `./${rel}` : folder
}

export function isDataFolderLocked(folder: string): Promise<boolean> {
  return lockfile.check(folder, { realpath: false, stale: STALE_MS })
}
