/**
 * An exclusive lock on the embedded database's folder, held for the life of the process.
 *
 * Why: PGlite takes no lock of its own, and two processes writing one folder destroy it for
 * good ("PANIC: could not locate a valid checkpoint record"). A deploy overlap, a
 * watch-mode restart or a test server beside `npm start` would do exactly that.
 *
 * How: proper-lockfile creates the directory `<folder>.lock` atomically (mkdir) and touches
 * it every UPDATE_MS. A lock left by a killed process (`kill -9`) stops being touched and
 * counts as stale after STALE_MS, so a restart retries for longer than that and then takes it
 * over. A live holder keeps it fresh, so a second process gives up with DataFolderInUseError.
 */
import { isAbsolute, relative } from 'node:path'
import lockfile from 'proper-lockfile'

/** A lock untouched for this long (ms) belongs to a dead process and may be taken over. */
const STALE_MS = 3_000
/** How often (ms) the holder touches the lock to show it is alive. */
const UPDATE_MS = 1_000
/** How long (ms) to keep trying: longer than STALE_MS, so a restart after `kill -9` wins. */
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

/**
 * Locks `folder` (which need not exist yet; its parent must). `onCompromised` is called if
 * the lock is lost while held (another process took it over after this one stalled for longer
 * than STALE_MS): writing on would risk the data, so the caller should stop.
 */
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

/** `./data/pglite` rather than an absolute path when the folder is below the working directory. */
function displayPath(folder: string): string {
  const rel = relative(process.cwd(), folder)
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? `./${rel}` : folder
}

/** Whether a live process holds the lock on `folder` (a lock left by a dead one does not count). */
export function isDataFolderLocked(folder: string): Promise<boolean> {
  return lockfile.check(folder, { realpath: false, stale: STALE_MS })
}
