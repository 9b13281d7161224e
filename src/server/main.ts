/**
 * Starts the server: `node --import tsx src/server/main.ts` (one process, so a signal reaches
 * the server itself). Reads the configuration, builds the app, listens, and on SIGTERM/SIGINT
 * stops taking requests, finishes those in flight, closes the database and releases the data
 * folder lock. A second signal, or a shutdown taking longer than SHUTDOWN_TIMEOUT_MS, exits
 * at once.
 */
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { DataFolderInUseError } from './db/data-folder-lock'

/** Longest graceful shutdown, ms, before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

let config: ReturnType<typeof loadConfig>
try {
  config = loadConfig()
} catch (error) {
  if (error instanceof ConfigError) fail(error.message)
  throw error
}

const app = buildApp(config, {
  // Another process took the PGlite folder over while this one stalled: writing on would
  // corrupt it, so stop at once.
  onLockCompromised(error) {
    app.log.fatal({ err: error }, 'lost the lock on the data folder; stopping')
    process.exit(1)
  },
})

let stopping = false
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) {
    app.log.warn({ signal }, 'second signal: exiting without waiting')
    process.exit(1)
  }
  stopping = true
  app.log.info({ signal }, 'shutting down')
  const timer = setTimeout(() => {
    app.log.error('shutdown took too long; exiting')
    process.exit(1)
  }, SHUTDOWN_TIMEOUT_MS)
  timer.unref()
  try {
    await app.close()
    app.log.info('stopped')
    process.exit(0)
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed')
    process.exit(1)
  }
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)

try {
  await app.listen({ port: config.port, host: config.host })
} catch (error) {
  await app.close().catch(() => {})
  if (error instanceof DataFolderInUseError) fail(error.message)
  app.log.fatal({ err: error }, 'could not start')
  process.exit(1)
}
