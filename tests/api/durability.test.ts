/**
 * The embedded database keeps every acknowledged write when the server is killed (`kill -9`),
 * and its folder lock keeps a second server out (issue 3). These run the real server process;
 * they are about PGlite, so they do not run when DATABASE_URL points at PostgreSQL.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/server/db/open-database'
import { listContactMessageIds } from '../../src/server/db/repositories/contact-messages-repository'
import { seededTestDatabase, usesPostgres } from '../support/build-app'
import {
  freePort,
  type ServerProcess,
  startServer,
  waitUntilHealthy,
} from '../support/server-process'

/** Concurrent writers during the kill. */
const WRITERS = 4
/** Writing time before the kill, ms. */
const WRITE_FOR_MS = 1_500
/** Longest wait for more than 50 acknowledged writes before the kill, ms. */
const ENOUGH_WRITES_WITHIN_MS = 20_000

/** Posts contact messages until the server stops answering; returns the acknowledged ids. */
async function writeUntilKilled(server: ServerProcess, acknowledged: string[]): Promise<void> {
  for (let n = 0; ; n++) {
    let response: Response
    try {
      response = await fetch(`${server.baseUrl}/api/contact/send/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          payload: { name: `Writer ${n}`, email: 'w@example.no', message: `Message ${n}` },
        }),
      })
    } catch {
      return // the server is gone
    }
    if (response.status !== 201) return
    const body = (await response.json()) as { id: string }
    acknowledged.push(body.id)
  }
}

async function stop(server: ServerProcess): Promise<number | string> {
  server.child.kill('SIGTERM')
  return server.exited
}

describe.runIf(!usesPostgres)('the embedded database under failure', () => {
  let root: string
  let dataDir: string
  const running: ServerProcess[] = []
  const start = async () => {
    // Writers post as fast as they can: the contact form's rate limit must not stop them.
    const server = startServer(dataDir, await freePort(), { CONTACT_LIMIT_PER_HOUR: '1000000' })
    running.push(server)
    return server
  }

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'delelager-durability-'))
    dataDir = join(root, 'data')
    await seededTestDatabase(dataDir)
  })
  afterAll(async () => {
    for (const server of running) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL')
        await server.exited
      }
    }
    await rm(root, { recursive: true, force: true })
  })

  it('keeps every acknowledged write when the server is killed with SIGKILL mid-stream', async () => {
    const first = await start()
    await waitUntilHealthy(first)

    const acknowledged: string[] = []
    const writers = Array.from({ length: WRITERS }, () => writeUntilKilled(first, acknowledged))
    // Killed mid-stream once enough writes are acknowledged: on a busy machine 1.5 s may not
    // bring 50, and the check below is about the writes, not the machine's speed.
    const deadline = Date.now() + ENOUGH_WRITES_WITHIN_MS
    await new Promise((resolve) => setTimeout(resolve, WRITE_FOR_MS))
    while (acknowledged.length <= 50 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    first.child.kill('SIGKILL')
    await Promise.all(writers)
    expect(await first.exited).toBe('SIGKILL')
    expect(acknowledged.length).toBeGreaterThan(50)

    // The restart must take over the lock the killed process left behind.
    const second = await start()
    await waitUntilHealthy(second)
    expect(await stop(second)).toBe(0)

    const database = await openDatabase({ dataDir, databaseUrl: undefined })
    try {
      const stored = new Set(await listContactMessageIds(database.db))
      const lost = acknowledged.filter((id) => !stored.has(id))
      expect(lost).toEqual([])
    } finally {
      await database.close()
    }
  }, 180_000)

  it('refuses to start a second server on a data folder in use, and leaves the first running', async () => {
    const first = await start()
    await waitUntilHealthy(first)

    const second = await start()
    const code = await second.exited

    expect(code).not.toBe(0)
    expect(second.output()).toContain(
      `Data folder ${join(dataDir, 'pglite')} is in use by another server process. Stop it first, or set DATA_DIR to another folder.`,
    )
    const health = await fetch(`${first.baseUrl}/api/health`)
    expect(health.status).toBe(200)
    expect(await stop(first)).toBe(0)
  }, 120_000)
})
