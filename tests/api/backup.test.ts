/**
 * Backups of the embedded database, end to end with the real processes: a server takes
 * orders from several shoppers at once while `db:backup` (a process of its own) asks it for a
 * backup; the backup restored into a fresh folder holds every order acknowledged before it
 * began, each with its stock reservation, and the shop starts on it. About PGlite only, so
 * these do not run when DATABASE_URL points at PostgreSQL (pg_dump's job there).
 */
import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'
import { createGzip } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { pack } from 'tar-stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '../../src/domain/order'
import { readBackupEndpoint } from '../../src/server/db/backup/backup-endpoint-file'
import { openDatabase } from '../../src/server/db/open-database'
import { queryRows } from '../../src/server/db/query-rows'
import { seededTestDatabase, usesPostgres } from '../support/build-app'
import { type OrderedArticle, orderBody } from '../support/orders'
import {
  freePort,
  type ServerProcess,
  startServer,
  waitUntilHealthy,
} from '../support/server-process'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
/** Shoppers ordering at once, and the orders acknowledged before the backup begins. */
const SHOPPERS = 4
const ORDERS_BEFORE_BACKUP = 40
/** The ordered article's stock: more than the orders take. */
const STOCK = 100_000

/** Runs `db:backup` / `db:restore` as the shop owner would: a process of its own. */
async function cli(args: string[], dataDir: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/db/backup/cli.ts', ...args],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const [code] = await once(child, 'exit')
  return { code: code as number | null, output }
}

describe.runIf(!usesPostgres)('backups of the embedded database', () => {
  let root: string
  let dataDir: string
  let article: OrderedArticle
  let backupFile: string
  const servers: ServerProcess[] = []
  const start = async (folder: string) => {
    const server = startServer(folder, await freePort())
    servers.push(server)
    await waitUntilHealthy(server)
    return server
  }
  const stop = async (server: ServerProcess) => {
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  }

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'delelager-backup-'))
    dataDir = join(root, 'data')
    backupFile = join(root, 'shop.tar.gz')
    await seededTestDatabase(dataDir)
    const seeded = await openDatabase({ dataDir, databaseUrl: undefined })
    try {
      const [row] = await queryRows<{ articleId: number; articleNumber: string }>(
        seeded.db,
        sql`select article_id as "articleId", article_number as "articleNumber" from articles
            where price > 0 order by article_id limit 1`,
      )
      article = row as OrderedArticle
      await seeded.db.execute(
        sql`update articles set stock = ${STOCK} where article_id = ${article.articleId}`,
      )
    } finally {
      await seeded.close()
    }
  }, 60_000)

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL')
        await server.exited
      }
    }
    await rm(root, { recursive: true, force: true })
  })

  /** Only a request from this machine with the secret the server left in its folder is served. */
  async function expectBackupRouteGuarded(shop: ServerProcess) {
    const endpoint = await readBackupEndpoint(dataDir)
    expect(endpoint?.url).toBe(`${shop.baseUrl}/internal/backup`)
    expect((await stat(join(dataDir, 'backup-endpoint.json'))).mode & 0o077).toBe(0)
    const ask = (headers: Record<string, string>) =>
      fetch(endpoint?.url as string, { method: 'POST', headers })
    expect((await ask({})).status).toBe(403)
    expect((await ask({ 'backup-secret': 'guess' })).status).toBe(403)
    const proxied = await ask({
      'backup-secret': endpoint?.secret as string,
      'x-forwarded-for': '203.0.113.7',
    })
    expect(proxied.status).toBe(403)
  }

  it('keeps every order acknowledged before a backup taken during order traffic, and serves backups only with the secret', async () => {
    const shop = await start(dataDir)
    const acknowledged: Order[] = []
    let ordering = true
    const shopper = async () => {
      while (ordering) {
        const response = await fetch(`${shop.baseUrl}/api/order/create-order?lang=no`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify(orderBody(article, `backup-${randomUUID().slice(0, 8)}@example.no`)),
        })
        // The shop keeps taking orders while the backup is made.
        expect(response.status, await response.clone().text()).toBe(201)
        acknowledged.push(((await response.json()) as { order: Order }).order)
      }
    }
    const shoppers = Array.from({ length: SHOPPERS }, shopper)
    while (acknowledged.length < ORDERS_BEFORE_BACKUP) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }

    const beforeBackup = [...acknowledged]
    const backup = await cli(['backup', '--out', backupFile], dataDir)
    const duringBackup = acknowledged.length - beforeBackup.length
    ordering = false
    await Promise.all(shoppers)
    expect(backup.code, backup.output).toBe(0)
    expect(backup.output).toContain('through the running server')
    expect(duringBackup).toBeGreaterThan(0)
    console.log(
      `backup: ${beforeBackup.length} orders before it, ${duringBackup} while it was made\n${backup.output.trim()}`,
    )

    await expectBackupRouteGuarded(shop)
    // A running server's folder is never restored into.
    const intoRunning = await cli(['restore', backupFile, '--data-dir', dataDir], dataDir)
    expect(intoRunning.code).toBe(1)
    expect(intoRunning.output).toContain('A server is running')
    await stop(shop)
    // The secret lives only as long as its server.
    expect(await readBackupEndpoint(dataDir)).toBeNull()

    const restoredDir = join(root, 'restored')
    const restore = await cli(['restore', backupFile, '--data-dir', restoredDir], dataDir)
    expect(restore.code, restore.output).toBe(0)

    // Consistent: each order with its reservation, and the article's pieces all accounted for.
    const restored = await openDatabase({ dataDir: restoredDir, databaseUrl: undefined })
    try {
      const orders = await queryRows<{ id: string; reserved: number | null }>(
        restored.db,
        sql`select o.id, r.quantity as reserved from orders o
            left join stock_reservations r on r.order_id = o.id and r.article_id = ${article.articleId}
            where o.email like 'backup-%'`,
      )
      expect(orders.filter((order) => order.reserved !== 1)).toEqual([])
      expect(orders.length).toBeGreaterThanOrEqual(beforeBackup.length)
      const [pieces] = await queryRows<{ total: number }>(
        restored.db,
        sql`select (a.stock + coalesce(sum(r.quantity) filter (where r.state <> 'released'), 0))::int
              as total
            from articles a left join stock_reservations r on r.article_id = a.article_id
            where a.article_id = ${article.articleId} group by a.stock`,
      )
      expect(pieces?.total).toBe(STOCK)
    } finally {
      await restored.close()
    }

    // The shop starts on the restored folder and finds every order acknowledged before.
    const again = await start(restoredDir)
    for (const order of beforeBackup) {
      const response = await fetch(`${again.baseUrl}/api/order/token/${order.token}`)
      expect(response.status).toBe(200)
      expect(((await response.json()) as { order: Order }).order.id).toBe(order.id)
    }
    await stop(again)
  }, 90_000)

  it('backs up straight from the data folder when no server runs', async () => {
    const file = join(root, 'offline.tar.gz')
    const backup = await cli(['backup', '--out', file], dataDir)
    expect(backup.code, backup.output).toBe(0)
    expect(backup.output).toContain('from the data folder (no server running)')
    expect((await stat(file)).mode & 0o077).toBe(0)
  }, 60_000)

  it('refuses to restore a file that is not a backup, or into a folder that is not empty', async () => {
    // A tar.gz, but of something else: no manifest first.
    const notABackup = join(root, 'orders.tar.gz')
    const archive = pack()
    archive.entry({ name: 'orders.csv' }, 'number;total\n1001;49900\n')
    archive.finalize()
    await pipeline(Readable.from(archive), createGzip(), createWriteStream(notABackup))
    const target = join(root, 'untouched')
    const refused = await cli(['restore', notABackup, '--data-dir', target], dataDir)
    expect(refused.code).toBe(1)
    expect(refused.output).toContain('is not a backup made by db:backup')
    expect(refused.output).toContain('it does not start with manifest.json')
    await expect(stat(target)).rejects.toThrow('ENOENT')

    await mkdir(target)
    await writeFile(join(target, 'notes.txt'), 'keep me')
    const notEmpty = await cli(['restore', backupFile, '--data-dir', target], dataDir)
    expect(notEmpty.code).toBe(1)
    expect(notEmpty.output).toContain('is not empty')
    expect(await readdir(target)).toEqual(['notes.txt'])
    expect((await readdir(root)).filter((name) => name.includes('.restoring-'))).toEqual([])
  }, 60_000)
})
