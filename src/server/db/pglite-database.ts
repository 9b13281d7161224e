/**
 * The embedded database: PGlite (PostgreSQL compiled to WASM) in `$DATA_DIR/pglite`, guarded
 * by a lock on that folder. It survives the process being killed but never fsyncs, so not an
 * OS crash or power loss. One instance is one session: queries run one
 * at a time. An instance left open keeps Node alive, so `close()` must always be called.
 */
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite, protocol } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { lockDataFolder } from './data-folder-lock'
import { type Database, MIGRATIONS_FOLDER } from './database'
import * as schema from './schema'

/** Folder of the embedded PGlite database inside the data folder. */
export function pgliteDir({ dataDir }: { dataDir: string }): string {
  return join(dataDir, 'pglite')
}

function throwLockCompromised(error: Error): never {
  throw error
}

export async function openPglite(
  dataDir: string,
  onLockCompromised: (error: Error) => void = throwLockCompromised,
): Promise<Database> {
  const folder = pgliteDir({ dataDir })
  await mkdir(dataDir, { recursive: true })
  // Guard: the lock comes before PGlite touches the folder, and is released if opening fails.
  const lock = await lockDataFolder(folder, onLockCompromised)
  let client: PGlite
  try {
    // pg_trgm backs the free-text search indexes (migration 0002).
    client = await PGlite.create(folder, { extensions: { pg_trgm } })
  } catch (error) {
    await lock.release()
    throw error
  }
  const db = drizzle({ client, schema })
  let closed = false
  return {
    kind: 'pglite',
    db,
    read: db,
    async migrate() {
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
    },
    // One process owns the folder, so nothing is ever missed but what came before listening.
    async listen(channel, onNotice, onGap) {
      const stop = await client.listen(channel, onNotice)
      onGap()
      return stop
    },
    snapshot() {
      // Under the transaction mutex no transaction is half done (every query and transaction
      // takes it first), and after the checkpoint the data files hold every committed one.
      return client._runExclusiveTransaction(async () => {
        await client._runExclusiveQuery(() =>
          client.execProtocol(protocol.serialize.query('CHECKPOINT')),
        )
        const tar = await client.dumpDataDir('none')
        return new Uint8Array(await tar.arrayBuffer())
      })
    },
    async close() {
      if (closed) return
      closed = true
      try {
        await client.close()
      } finally {
        await lock.release()
      }
    },
  }
}
