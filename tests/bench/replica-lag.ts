/**
 * `node --import tsx tests/bench/replica-lag.ts [--primary URL --replica URL]`: the read cache on
 * a real streaming replica (tests/bench/make-replica.sh makes one). A scratch database on the
 * primary, the server reading the catalogue from the replica; the replica's replay is paused,
 * a price changed on the primary, and the product asked for: the replica's old answer is served
 * but not kept; replay resumed, the new price is served and then kept. Exit code 1 if not.
 * URLs name the servers (defaults: the bench PostgreSQL on 54399 and its replica on 54400).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { freePort, startServer, waitUntilHealthy } from '../support/server-process'

const option = (name: string, fallback: string) =>
  process.argv.includes(`--${name}`)
    ? (process.argv[process.argv.indexOf(`--${name}`) + 1] ?? fallback)
    : fallback
const PRIMARY = option('primary', 'postgres://postgres@127.0.0.1:54399/postgres')
const REPLICA = option('replica', 'postgres://postgres@127.0.0.1:54400/postgres')
const name = `replica_lag_${Date.now()}`
const on = (server: string, database = 'postgres') => {
  const url = new URL(server)
  url.pathname = `/${database}`
  return url.toString()
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text)).rows as T[]
  } finally {
    await client.end()
  }
}

const root = await mkdtemp(join(tmpdir(), 'delelager-replica-lag-'))
await query(on(PRIMARY), `create database ${name}`)
// The replica has the new database once it has replayed its creation.
for (
  let tries = 0;
  !(await query(on(REPLICA, name), 'select 1').then(
    () => true,
    () => false,
  ));
  tries++
) {
  if (tries > 100) throw new Error(`the replica has no database ${name}`)
  await sleep(100)
}
const failures: string[] = []
const server = startServer(join(root, 'data'), await freePort(), {
  DATABASE_URL: on(PRIMARY, name),
  DATABASE_READ_URL: on(REPLICA, name),
})
try {
  await waitUntilHealthy(server, 300_000)
  const product = async (id: number) => {
    const response = await fetch(`${server.baseUrl}/api/product/item?id=${id}&lang=no`)
    const { product } = (await response.json()) as { product: { price: number } }
    return { price: product.price, cache: response.headers.get('x-cache') }
  }
  const [article] = await query<{ id: number; price: number }>(
    on(PRIMARY, name),
    'select article_id as id, price from articles where price > 0 order by article_id limit 1',
  )
  if (!article) throw new Error('no article')
  const seen = (label: string, answer: { price: number; cache: string | null }) =>
    console.log(`${label}: price ${answer.price}, x-cache ${answer.cache}`)

  for (let tries = 0; (await product(article.id)).cache !== 'hit'; tries++) {
    if (tries > 100) throw new Error('the answer was never kept')
    await sleep(50)
  }
  seen('kept before the change', await product(article.id))

  await query(on(REPLICA), 'select pg_wal_replay_pause()')
  await query(
    on(PRIMARY, name),
    `update articles set price = price + 100 where article_id = ${article.id}`,
  )
  await sleep(500)
  for (let i = 0; i < 3; i++) {
    const answer = await product(article.id)
    seen('replay paused', answer)
    if (answer.price !== article.price || answer.cache !== 'miss') {
      failures.push('while the replica lags, its old answer must be served and not kept')
    }
  }

  await query(on(REPLICA), 'select pg_wal_replay_resume()')
  let answer = await product(article.id)
  for (let tries = 0; answer.price !== article.price + 100; tries++) {
    if (tries > 100) throw new Error('the old price is still served 5 s after the replay')
    await sleep(50)
    answer = await product(article.id)
  }
  seen('replayed', answer)
  for (let tries = 0; answer.cache !== 'hit' && tries < 100; tries++) {
    await sleep(50)
    answer = await product(article.id)
  }
  seen('kept after the replay', answer)
  if (answer.cache !== 'hit') failures.push('the new answer was never kept')
  if (answer.price !== article.price + 100) failures.push('the kept answer must be the new one')
} finally {
  await query(on(REPLICA), 'select pg_wal_replay_resume()').catch(() => {})
  server.child.kill('SIGTERM')
  await server.exited
  await query(on(PRIMARY), `drop database if exists ${name} with (force)`)
  await rm(root, { recursive: true, force: true })
}
console.log(failures.length === 0 ? 'PASS' : `FAIL: ${failures.join('; ')}`)
process.exitCode = failures.length === 0 ? 0 : 1
