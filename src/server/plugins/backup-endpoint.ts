/**
 * `POST /internal/backup`: the running server makes backups of its embedded database, since
 * it owns the data folder and no other process may open it (`npm run db:backup` asks here;
 * db/backup/). Not part of the public API and left out of its documentation. Answers only a
 * request from this machine, not relayed by a proxy, carrying the secret this start drew
 * (db/backup/backup-endpoint-file.ts) — a proxy on the same machine makes the secret the guard.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { makeBackup } from '../db/backup/write-backup'
import {
  BACKUP_ROUTE,
  BACKUP_SECRET_HEADER,
  backupUrl,
  removeBackupEndpoint,
  writeBackupEndpoint,
} from '../db/backup/backup-endpoint-file'
import { HttpError } from '../http-errors'

export interface BackupEndpointOptions {
  dataDir: string
}

async function backupEndpoint(app: FastifyInstance, { dataDir }: BackupEndpointOptions) {
  const secret = randomBytes(32).toString('base64url')
  let running = false
  app.post(BACKUP_ROUTE, { schema: { hide: true } }, async (request, reply) => {
    if (!fromThisMachine(request)) {
      throw new HttpError(403, 'FORBIDDEN', 'Backups are asked for on the server’s own machine.')
    }
    if (!isSecret(request.headers[BACKUP_SECRET_HEADER], secret)) {
      throw new HttpError(403, 'FORBIDDEN', 'The backup secret is missing or wrong.')
    }
    if (!app.database.snapshot) {
      throw new HttpError(404, 'NOT_FOUND', 'The database is PostgreSQL: back it up with pg_dump.')
    }
    // One at a time: each holds a copy of the database in memory until it is sent.
    if (running) throw new HttpError(503, 'SERVER_BUSY', 'A backup is being made already.')
    running = true
    try {
      const backup = await makeBackup(app.database, dataDir)
      backup.once('close', () => {
        running = false
      })
      request.log.info('backup: snapshot taken, sending')
      return reply.header('content-type', 'application/gzip').send(backup)
    } catch (error) {
      running = false
      throw error
    }
  })
  if (app.database.kind !== 'pglite') return
  app.addHook('onListen', async () => {
    const { address, port } = app.server.address() as AddressInfo
    await writeBackupEndpoint(dataDir, { url: backupUrl(address, port), secret, pid: process.pid })
  })
  app.addHook('onClose', () => removeBackupEndpoint(dataDir, secret))
}

/** A direct connection from this machine: from loopback, or from the address it came in on. */
function fromThisMachine(request: FastifyRequest): boolean {
  if (request.headers.forwarded || request.headers['x-forwarded-for']) return false
  const { remoteAddress, localAddress } = request.socket
  if (!remoteAddress) return false
  return (
    remoteAddress === '::1' ||
    /^(::ffff:)?127\./.test(remoteAddress) ||
    remoteAddress === localAddress
  )
}

function isSecret(given: unknown, secret: string): boolean {
  if (typeof given !== 'string') return false
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(secret))
}

export default fp(backupEndpoint, { name: 'backup-endpoint', dependencies: ['database'] })
