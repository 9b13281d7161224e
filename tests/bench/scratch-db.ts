/**
 * The benches' scratch database, loaded once with N generated articles and measured by
 * several benches (`npm run bench` loads once per engine):
 * - PGlite: a data folder — a temp one, or `dataDir` (kept, and reused when already loaded);
 * - PostgreSQL (DATABASE_URL): a new `bench_<n>` database on that server, or `reuse` one.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import pg from 'pg'
import { openDatabase } from '../../src/server/db/open-database'
import { loadCatalogue } from '../../src/server/db/seed/load-catalogue'
import { freePort } from '../support/server-process'

/** Pieces each sampled in-stock article holds, so no bench run sells it out. */
const BENCH_STOCK = 1_000_000

export interface ScratchOptions {
  articles: number
  /** PostgreSQL: keep the database afterwards (its name is printed). */
  keep?: boolean
  /** PostgreSQL: measure this `bench_<n>` database as it is. */
  reuse?: string
  /** PGlite: this folder, kept; loaded only when it holds no articles yet. */
  dataDir?: string
}

export interface Scratch {
  dataDir: string
  databaseUrl: string | undefined
  engine: 'PGlite' | 'PostgreSQL'
  /** The `bench_<n>` name on PostgreSQL. */
  name?: string
  drop(): Promise<void>
}

export interface Samples {
  articleNumbers: string[]
  oeNumbers: string[]
  carIds: number[]
  plates: string[]
  /** In stock with a price: what orders and carts buy. */
  inStock: { articleId: number; articleNumber: string }[]
  articles: number
}

export const pick = <T>(values: readonly T[]) =>
  values[Math.floor(Math.random() * values.length)] as T
/**
 * Like real traffic, a few values are asked for often and most seldom: rank r is drawn with a
 * chance near 1/(r+1) (log-uniform, Zipf's law with s = 1), so a cache earns only its true hits.
 */
export const popular = <T>(values: readonly T[]) =>
  values[Math.floor(Math.exp(Math.random() * Math.log(values.length + 1))) - 1] as T

export async function scratchDatabase(options: ScratchOptions): Promise<Scratch> {
  const root = options.dataDir ? undefined : await mkdtemp(join(tmpdir(), 'delelager-bench-'))
  const dataDir = options.dataDir ? resolve(options.dataDir) : join(root as string, 'data')
  const removeRoot = async () => {
    if (root) await rm(root, { recursive: true, force: true })
  }
  const baseUrl = process.env.DATABASE_URL
  if (!baseUrl) {
    return {
      dataDir,
      databaseUrl: undefined,
      engine: 'PGlite',
      async drop() {
        if (options.dataDir) console.log(`kept the data folder ${dataDir}`)
        await removeRoot()
      },
    }
  }
  const name = options.reuse ?? `bench_${Date.now()}`
  if (!/^bench_\d+$/.test(name)) throw new Error('--reuse takes a bench_<digits> database name')
  if (!options.reuse) {
    const admin = new pg.Client({ connectionString: baseUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
  }
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    dataDir,
    databaseUrl: url.toString(),
    engine: 'PostgreSQL',
    name,
    async drop() {
      await removeRoot()
      if (options.keep || options.reuse) {
        console.log(`kept database ${name}: --reuse ${name} measures it again`)
        return
      }
      const client = new pg.Client({ connectionString: baseUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

/** Loads the articles unless the database has them, then picks sample values for the calls. */
export async function loadAndSample(scratch: Scratch, articles: number): Promise<Samples> {
  const database = await openDatabase({
    dataDir: scratch.dataDir,
    databaseUrl: scratch.databaseUrl,
  })
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows
  try {
    await database.migrate()
    const [present] = await rows<{ n: number }>(sql`select count(*)::int as n from articles`)
    if ((present?.n ?? 0) === 0) {
      const started = Date.now()
      await loadCatalogue(
        database.db,
        { articles, buildIndexesAfterwards: true },
        ({ articles: done }) => {
          process.stdout.write(`\rloading: ${done.toLocaleString('en')} articles`)
        },
      )
      console.log(
        `\nloaded ${articles.toLocaleString('en')} articles in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      )
    }
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from articles`)
    const articleNumbers = await rows<{ n: string }>(
      sql`select article_number as n from articles order by article_id limit 5000 offset 1000`,
    )
    const oeNumbers = await rows<{ n: string }>(
      sql`select oe_number as n from article_oe_numbers limit 2000 offset 500`,
    )
    const carIds = await rows<{ id: number }>(sql`select car_id as id from vehicles limit 2000`)
    const plates = await rows<{ p: string }>(
      sql`select registration_number as p from demo_registrations limit 50`,
    )
    const inStock = await rows<{ id: number; n: string }>(
      sql`select article_id as id, article_number as n from articles where stock > 5 and price > 0 order by article_id limit 50`,
    )
    // The load benches order these again and again, and orders take stock: enough for any run.
    await database.db.execute(
      sql`update articles set stock = greatest(stock, ${BENCH_STOCK}) where article_id = any(${sql.param(inStock.map((r) => Number(r.id)))})`,
    )
    return {
      articleNumbers: articleNumbers.map((r) => r.n),
      oeNumbers: oeNumbers.map((r) => r.n),
      carIds: carIds.map((r) => Number(r.id)),
      plates: plates.map((r) => r.p),
      inStock: inStock.map((r) => ({ articleId: Number(r.id), articleNumber: r.n })),
      articles: count?.n ?? 0,
    }
  } finally {
    await database.close()
  }
}

/** A bare Fastify hello-world on loopback: the scale the benches' figures are read against. */
export async function startHelloWorld(): Promise<{ url: string; close(): Promise<void> }> {
  const hello = Fastify()
  hello.get('/', async () => ({ hello: 'world' }))
  const port = await freePort()
  await hello.listen({ port, host: '127.0.0.1' })
  return { url: `http://127.0.0.1:${port}`, close: () => hello.close() }
}
